import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { pageKeys, pages, pathTo, privatePathPrefixes } from '../../contracts/pages';
import type { Database } from '../db/client';
import { listCategories, listProducts } from '../modules/products';

/** The pages search engines may list that have one address each; product and category pages come from the catalogue. */
const sitemapPaths = pageKeys.filter((key) => 'indexed' in pages[key] && !pages[key].path.includes(':')).map((key) => pages[key].path);

/** robots.txt and sitemap.xml, built from the page list and the live catalogue. */
export function registerSiteFiles(app: FastifyInstance, deps: { db: Database; publicUrl: string }) {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(['User-agent: *', 'Allow: /', ...privatePathPrefixes().map((path) => `Disallow: ${path}`), `Sitemap: ${deps.publicUrl}/sitemap.xml`, ''].join('\n')),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const [products, categories] = [await listProducts(deps.db), await listCategories(deps.db)];
    const newest = products
      .map((product) => product.updatedAt)
      .sort()
      .at(-1);
    const entries = [
      ...sitemapPaths.map((path) => ({ loc: `${deps.publicUrl}${path}`, lastmod: path === '/products' || path === '/' ? newest : undefined })),
      ...categories.map((category) => ({ loc: `${deps.publicUrl}${pathTo('category', { slug: category.slug })}`, lastmod: undefined })),
      ...products.map((product) => ({ loc: `${deps.publicUrl}/products/details/${product._id}`, lastmod: product.updatedAt })),
    ];
    const urls = entries.map(({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
}
