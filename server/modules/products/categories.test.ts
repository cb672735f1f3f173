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
});
