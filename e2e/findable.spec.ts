import { expect } from '@playwright/test';
import { test } from './visitor-address';

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
  expect(sitemap).toContain('/products/category/solar-panels</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).icons).toHaveLength(2);
});

/** A slow phone paints the page from the HTML alone; the browser then takes it over without a second fetch. */
test('public pages arrive drawn in the HTML, with the answers they were drawn with', async ({ request }) => {
  const products = (await (await request.get('/api/products/featured')).json()) as { _id: string; name: string }[];
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<div id="root"><div/);
  expect(home).toContain('Book a Technician');
  for (const product of products) expect(home).toContain(product.name.replaceAll('&', '&amp;'));
  expect(home).toContain('<script type="application/json" id="page-state">{"signedIn":false,"queries":');

  const product = products[0];
  const productHtml = await (await request.get(`/products/details/${product?._id}`)).text();
  expect(productHtml).toMatch(new RegExp(`<h1[^>]*>${product?.name.replaceAll('&', '&amp;')}</h1>`));

  const book = await (await request.get('/book')).text();
  const faqPage = /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/.exec(book)?.[1];
  expect(JSON.parse(faqPage ?? '{}').mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Can I reschedule my booking?' });

  // Pages behind a sign-in are drawn in the browser only.
  expect(await (await request.get('/login')).text()).toContain('<div id="root"></div>');
});

test('the browser takes over the drawn pages without errors or refetching what came with them', async ({ page, request }) => {
  const products = (await (await request.get('/api/products')).json()) as { _id: string }[];
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The policy refuses quietly what a library merely tries (zod probing `new Function`); the page reports it.
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP refused ${event.violatedDirective} in ${event.sourceFile}`)));
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
  });
  for (const path of ['/', '/about', '/services', '/book', '/contact', '/products', `/products/details/${products[0]?._id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  expect(apiCalls).toEqual([]);

  await page.goto('/');
  await page.getByRole('link', { name: 'View All Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
