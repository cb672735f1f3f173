import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';

/** Categories and specifications (issue 34 item 4): products carry them, and /products filters by them on the server. */
describe.each(testDatabases())('categories and specifications on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { environment: { CATALOGUE_CACHE_MS: '0' } });
  let admin: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
  });
  const get = async (query: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    return { status: answer.statusCode, names: answer.statusCode === 200 ? (answer.json() as { name: string }[]).map((product) => product.name) : [], body: answer.json() };
  };
  const update = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/products/update/${id}`, cookies: admin, payload });

  it('answers each product with its category and specifications, set by the office', async () => {
    const inverter = await stockProduct(t.database.db, { name: '5kVA Inverter', priceKobo: 45_000_000 });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/single/${inverter.id}` })).json()).toMatchObject({ category: '', specs: [] });
    const specs = [
      { name: 'Brand', value: 'Felicity' },
      { name: 'Rating', value: '5kVA' },
    ];
    const saved = await update(inverter.id, { category: 'inverters-and-batteries', specs });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ category: 'inverters-and-batteries', specs });
    const wrong = await update(inverter.id, { category: 'toys' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Choose a category: inverters-and-batteries, solar-panels/);
    expect((await update(inverter.id, { category: 'Not A Slug' })).statusCode).toBe(400);
    expect((await update(inverter.id, { specs: [{ name: '', value: 'x' }] })).statusCode).toBe(400);
  });

  it('lists one category, and the products carrying a specification, a page at a time', async () => {
    const felicity = await stockProduct(t.database.db, { name: 'Felicity 5kVA Inverter', priceKobo: 45_000_000 });
    const luminous = await stockProduct(t.database.db, { name: 'Luminous 2.5kVA Inverter', priceKobo: 30_000_000 });
    const panel = await stockProduct(t.database.db, { name: '450W Mono Panel', priceKobo: 15_000_000 });
    await update(felicity.id, { category: 'inverters-and-batteries', specs: [{ name: 'Brand', value: 'Felicity' }] });
    await update(luminous.id, { category: 'inverters-and-batteries', specs: [{ name: 'Brand', value: 'Luminous' }] });
    await update(panel.id, { category: 'solar-panels', specs: [{ name: 'Brand', value: 'Felicity' }] });

    expect((await get('?category=inverters-and-batteries')).names.sort()).toEqual(['Felicity 5kVA Inverter', 'Luminous 2.5kVA Inverter']);
    expect((await get('?category=solar-panels')).names).toEqual(['450W Mono Panel']);
    expect((await get(`?spec=${encodeURIComponent('Brand:Felicity')}`)).names.sort()).toEqual(['450W Mono Panel', 'Felicity 5kVA Inverter']);
    expect((await get(`?category=inverters-and-batteries&spec=${encodeURIComponent('Brand:Felicity')}`)).names).toEqual(['Felicity 5kVA Inverter']);
    const first = await get('?category=inverters-and-batteries&limit=1&page=1');
    const second = await get('?category=inverters-and-batteries&limit=1&page=2');
    expect([...first.names, ...second.names].sort()).toEqual(['Felicity 5kVA Inverter', 'Luminous 2.5kVA Inverter']);
    expect((await get('?category=toys')).status).toBe(400);
    expect((await get('?spec=Brand')).body.message).toBe('Filter by a specification as name:value, e.g. Brand:Felicity');
  });

  it('pages a category by cursor, newest or by price, none missed or repeated while products are added', async () => {
    const made = [];
    for (const [index, price] of [30, 10, 50, 20, 40].entries()) {
      const product = await stockProduct(t.database.db, { name: `Panel ${index}`, priceKobo: price * 100_000 });
      await update(product.id, { category: 'solar-panels' });
      made.push(product);
    }
    await update((await stockProduct(t.database.db, { name: 'Lamp', priceKobo: 100_000 })).id, { category: 'lighting' });
    const page = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/products${query}` })).json() as { products: { name: string; price: number }[]; nextCursor: string | null };

    const first = await page('?category=solar-panels&limit=2');
    expect(first.products.map((product) => product.name)).toEqual(['Panel 4', 'Panel 3']);
    // A product added after the first page does not push the next page's rows back.
    await update((await stockProduct(t.database.db, { name: 'Panel new', priceKobo: 100_000 })).id, { category: 'solar-panels' });
    const second = await page(`?category=solar-panels&limit=2&cursor=${first.nextCursor}`);
    expect(second.products.map((product) => product.name)).toEqual(['Panel 2', 'Panel 1']);
    const third = await page(`?category=solar-panels&limit=2&cursor=${second.nextCursor}`);
    expect(third).toEqual({ products: [expect.objectContaining({ name: 'Panel 0' })], nextCursor: null });

    const cheapest = await page('?category=solar-panels&sort=price_asc&limit=3');
    const dearer = await page(`?category=solar-panels&sort=price_asc&limit=3&cursor=${cheapest.nextCursor}`);
    expect([...cheapest.products, ...dearer.products].map((product) => product.price)).toEqual([1000, 10_000, 20_000, 30_000, 40_000, 50_000]);
    const dearest = await page('?category=solar-panels&sort=price_desc&limit=2');
    expect(dearest.products.map((product) => product.price)).toEqual([50_000, 40_000]);

    // A cursor is tied to its filters: another category's cursor is refused, not misread.
    const wrong = await t.app.inject({ method: 'GET', url: `/api/products?category=lighting&limit=2&cursor=${first.nextCursor}` });
    expect(wrong.statusCode).toBe(400);
  });

  it('lets the office add, rename and reorder categories, and refuses to delete one that has products, saying why', async () => {
    const customer = await signedInAs(t.app, t.database.db, 'customer@example.com');
    const add = (payload: object, cookies = admin) => t.app.inject({ method: 'POST', url: '/api/products/categories', cookies, payload });
    const categories = async () => (await t.app.inject({ method: 'GET', url: '/api/products/categories' })).json() as { slug: string; name: string; description: string; productCount: number }[];

    expect((await categories()).map((category) => category.slug).slice(0, 3)).toEqual(['inverters-and-batteries', 'solar-panels', 'cctv']);
    expect((await add({ name: 'Fire alarms' }, customer)).statusCode).toBe(403);
    const created = await add({ name: 'Fire alarms & detectors', description: 'Smoke and heat detectors.' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'fire-alarms-detectors', name: 'Fire alarms & detectors', productCount: 0 });
    expect((await categories()).at(-1)?.slug).toBe('fire-alarms-detectors');
    expect((await add({ name: 'Again', slug: 'fire-alarms-detectors' })).json()).toEqual({ message: 'A category with this address already exists' });
    expect((await add({ name: '' })).statusCode).toBe(400);

    const renamed = await t.app.inject({ method: 'PUT', url: '/api/products/categories/fire-alarms-detectors', cookies: admin, payload: { name: 'Fire alarms' } });
    expect(renamed.json()).toMatchObject({ slug: 'fire-alarms-detectors', name: 'Fire alarms', description: 'Smoke and heat detectors.' });
    const moved = await t.app.inject({ method: 'POST', url: '/api/products/categories/fire-alarms-detectors/move', cookies: admin, payload: { direction: 'up' } });
    expect((moved.json() as { slug: string }[]).map((category) => category.slug).slice(-2)).toEqual(['fire-alarms-detectors', 'tools']);

    const detector = await stockProduct(t.database.db, { name: 'Smoke detector', priceKobo: 1_500_000 });
    await update(detector.id, { category: 'fire-alarms-detectors' });
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/products/categories/fire-alarms-detectors', cookies: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This category still has 1 product: move it to another category first' });
    await update(detector.id, { category: '' });
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/products/categories/fire-alarms-detectors', cookies: admin });
    expect(deleted.json()).toEqual({ message: 'Category deleted' });
    expect((await categories()).some((category) => category.slug === 'fire-alarms-detectors')).toBe(false);
    expect((await update(detector.id, { category: 'fire-alarms-detectors' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/products/categories/fire-alarms-detectors', cookies: admin })).statusCode).toBe(404);
  });

  it('draws each category its own indexed page, with its own title and words, listed in the sitemap', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/products/categories/cctv', cookies: admin, payload: { description: 'Cameras & recorders for estates.' } });
    const page = await t.app.inject({ method: 'GET', url: '/products/category/cctv' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>CCTV | Brightwire Electrical &amp; Automation</title>');
    expect(page.body).toContain('<meta name="description" content="Cameras &amp; recorders for estates." />');
    expect(page.body).not.toContain('noindex');
    expect((await t.app.inject({ method: 'GET', url: '/products/category/no-such-thing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/products/category/Not_A_Slug' })).statusCode).toBe(404);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/products/category/cctv</loc>');
    expect(sitemap.body).toContain('/products/category/solar-panels</loc>');
  });
});
