import { expect, test } from '@playwright/test';

/** What a link preview (WhatsApp, search engines) sees: the HTML as sent, before any script runs. */
test('each public page and product is described in the HTML the server sends', async ({ request }) => {
  const products = (await (await request.get('/api/products')).json()) as { _id: string; name: string; featuredImage: string }[];
  const product = products[0];
  const pages = ['/', '/services', '/products', '/about', '/contact', '/book'];
  const titles = new Set<string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    titles.add(title);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html, path).toContain('<meta property="og:title"');
    expect(html, path).toContain('<meta name="twitter:card"');
    expect(html, path).toContain('application/ld+json');
  }
  expect(titles.size).toBe(pages.length);

  const productHtml = await (await request.get(`/products/details/${product?._id}`)).text();
  expect(productHtml).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${product?.featuredImage}" />`));
  expect(productHtml).toContain(`<title>${product?.name.replaceAll('&', '&amp;')} |`);
  expect(productHtml).toContain('"@type":"Product"');
  expect(productHtml).toContain('"priceCurrency":"NGN"');
});

test('the sitemap lists the pages and every product, and robots.txt points to it', async ({ request }) => {
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const product of products) expect(sitemap).toContain(`/products/details/${product._id}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).icons).toHaveLength(2);
});
