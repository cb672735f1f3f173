import escapeHtml from 'escape-html';
import { company } from '../../contracts/company';
import { documentTitleOf, notFoundTitle, pages, type Page, type PageKey } from '../../contracts/pages';
import type { Product } from '../../contracts/products.schemas';

type Head = { title: string; description: string; canonical: string; indexable: boolean; image?: string | undefined; type: 'website' | 'product'; structuredData: object[] };

function localBusiness(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Electrician',
    name: company.name,
    url: publicUrl,
    email: company.email,
    telephone: company.phones,
    foundingDate: String(company.established),
    openingHours: company.openingHours,
    address: { '@type': 'PostalAddress', streetAddress: company.address, addressLocality: company.geo.city, addressRegion: company.geo.region, addressCountry: company.geo.country },
    areaServed: 'Nigeria',
  };
}

function productData(product: Product, url: string, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image,
    url,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'NGN',
      availability: product.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url,
      seller: { '@type': 'Organization', name: company.name },
    },
  };
}

const naira = (amount: number) => `₦${amount.toLocaleString('en-NG', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

/** What a page shows that names it: a product, or a category of the shop (its own title and words). */
export type PageSubject = { product: Product } | { category: { name: string; description: string } };

/** A known page's head from contracts/pages.ts, a product's or category's from itself, and the 404 page's for the rest. */
export function pageHead(publicUrl: string, pathname: string, pageKey: PageKey | undefined, subject?: PageSubject): Head {
  const canonical = `${publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}`;
  const logo = `${publicUrl}/icon-512.png`;
  const product = subject && 'product' in subject ? subject.product : undefined;
  if (subject && 'category' in subject) {
    const { name, description } = subject.category;
    return {
      title: documentTitleOf(name),
      description: description || `${name}, priced in naira and delivered from Ibadan.`,
      canonical,
      indexable: true,
      image: logo,
      type: 'website',
      structuredData: [{ '@context': 'https://schema.org', '@type': 'CollectionPage', name, description, url: canonical }],
    };
  }
  if (product) {
    const image = product.featuredImage ? `${publicUrl}${product.featuredImage}` : logo;
    const summary = product.description.length > 150 ? `${product.description.slice(0, 147)}...` : product.description;
    return {
      title: `${product.name} | ${company.name}`,
      description: `${naira(product.price)}${product.soldOut ? ' (out of stock)' : ''}. ${summary}`.trim(),
      canonical,
      indexable: true,
      image,
      type: 'product',
      structuredData: [productData(product, canonical, image)],
    };
  }
  const page: Page | undefined = pageKey ? pages[pageKey] : undefined;
  const indexable = page?.indexed === true;
  return {
    title: documentTitleOf(page?.title ?? notFoundTitle, pageKey),
    description: page?.description ?? `${company.name}, Ibadan.`,
    indexable,
    canonical,
    image: logo,
    type: 'website',
    structuredData: indexable ? [localBusiness(publicUrl)] : [],
  };
}

/** JSON-LD sits inside a script element: '<' is escaped so no text can close it early. */
const jsonForScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

export function renderHead(head: Head): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.indexable ? '' : '<meta name="robots" content="noindex" />',
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}" />` : '',
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}
