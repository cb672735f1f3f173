import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultDeliveryZones, nigerianStates } from '../../../contracts/delivery';
import { signedInAs } from '../../testing/accounts';
import { testDatabases } from '../../testing/databases';
import { stockProduct } from '../../testing/shop';
import { useTestApp } from '../../testing/test-context';

const lagos = { street: '4 Allen Avenue', city: 'Ikeja', state: 'Lagos State', country: 'Nigeria', phone: '08035550199' };
const bodija = { street: '21 Bodija Market Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08035550199' };
const ogbomoso = { street: '2 Takie Road', city: 'Ogbomoso', state: 'oyo', country: 'Nigeria', phone: '08035550199' };

/** The office's zones as the form sends them: naira, every state once, Ibadan metropolis alone. */
const officeZones: { name: string; areas: string[]; fee: number; freeAbove?: number | null }[] = [
  { name: 'Ibadan metropolis', areas: ['Ibadan metropolis'], fee: 1500, freeAbove: 100000 },
  { name: 'South West', areas: ['Oyo', 'Lagos', 'Ogun', 'Osun', 'Ondo', 'Ekiti'], fee: 4999.99, freeAbove: null },
  { name: 'Rest of Nigeria', areas: nigerianStates.filter((state) => !['Oyo', 'Lagos', 'Ogun', 'Osun', 'Ondo', 'Ekiti'].includes(state)), fee: 12000 },
];

/**
 * Delivery by zone (issue 34 item 3): the office's zones cover every state once, checkout adds the zone's fee
 * (free above its threshold; pickup for nothing), and the order, the Paystack amount to the kobo, the receipt
 * and the CSV carry it.
 */
describe.each(testDatabases())('delivery by zone on the $name database', (testDatabase) => {
  const t = useTestApp(testDatabase, { mail: true, paystack: true, environment: { COMPANY_EMAIL: 'office@brightwire.ng' } });
  let admin: Record<string, string>;
  let ada: Record<string, string>;
  beforeEach(async () => {
    admin = await signedInAs(t.app, t.database.db, 'admin@example.com', 'admin');
    ada = await signedInAs(t.app, t.database.db, 'ada@example.com');
  });
  const inject = (options: InjectOptions) => t.app.inject(options);
  const saveZones = (zones: object[], cookies = admin) => inject({ method: 'PUT', url: '/api/delivery/zones', cookies, payload: { zones } });

  /** Ada's cart: two cables at ₦1,250.50, her address, and a checkout with the given delivery. */
  async function checkout(address: object, delivery?: string, quantity = 2) {
    const cable = await stockProduct(t.database.db, { name: 'Twin and Earth Cable', priceKobo: 125_050 });
    await inject({ method: 'POST', url: '/api/cart', cookies: ada, payload: { productId: cable.id } });
    await inject({ method: 'PUT', url: `/api/cart/${cable.id}`, cookies: ada, payload: { quantity } });
    const saved = (await inject({ method: 'POST', url: '/api/address', cookies: ada, payload: address })).json() as { _id: string };
    return inject({ method: 'POST', url: '/api/payments/initialize', cookies: ada, payload: { addressId: saved._id, ...(delivery ? { delivery } : {}) } });
  }
  const orderHistory = async () => (await inject({ method: 'GET', url: '/api/orders/user', cookies: ada })).json() as { totalAmount: number; deliveryFee: number; deliveryZone: string }[];

  it('answers the default zones to anyone, every state and FCT in exactly one', async () => {
    const answer = await inject({ method: 'GET', url: '/api/delivery/zones' });
    expect(answer.statusCode).toBe(200);
    const zones = answer.json().zones as { name: string; areas: string[]; fee: number }[];
    expect(zones.map((zone) => zone.name)).toEqual(defaultDeliveryZones.map((zone) => zone.name));
    expect(zones[0]).toEqual({ name: 'Ibadan metropolis', areas: ['Ibadan metropolis'], fee: 0, freeAbove: null });
    expect(
      zones
        .flatMap((zone) => zone.areas)
        .filter((area) => area !== 'Ibadan metropolis')
        .sort(),
    ).toEqual([...nigerianStates].sort());
  });

  it('saves the office’s zones only when every state is in exactly one and Ibadan metropolis is alone', async () => {
    const missing = await saveZones(officeZones.slice(0, 2));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Every state must be in a zone: Abia, Adamawa/);
    const twice = await saveZones([...officeZones, { name: 'Lagos again', areas: ['Lagos'], fee: 1 }]);
    expect(twice.json().message).toBe('Each state may be in one zone only: Lagos is in more than one');
    const notAlone = await saveZones([{ ...officeZones[0]!, areas: ['Ibadan metropolis', 'Oyo'] }, { ...officeZones[1]!, areas: ['Lagos', 'Ogun', 'Osun', 'Ondo', 'Ekiti'] }, officeZones[2]!]);
    expect(notAlone.json().message).toBe('Ibadan metropolis must be a zone of its own');
    expect((await saveZones([...officeZones.slice(0, 2), { ...officeZones[2]!, areas: [...officeZones[2]!.areas, 'Wakanda'] }])).json().message).toBe(
      '"Wakanda" is not a Nigerian state, FCT or Ibadan metropolis',
    );
    expect((await saveZones([{ ...officeZones[0]!, fee: -1 }, ...officeZones.slice(1)])).json().message).toBe('A fee is an amount in naira from 0 to 10,000,000');
    expect((await saveZones(officeZones, ada)).statusCode).toBe(403);

    const saved = await saveZones(officeZones);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().zones[1]).toEqual({ name: 'South West', areas: officeZones[1]!.areas, fee: 4999.99, freeAbove: null });
    expect((await inject({ method: 'GET', url: '/api/delivery/zones' })).json()).toEqual(saved.json());
  });

  it('adds the zone’s fee to the total and asks Paystack for it to the kobo, and the order, receipt and CSV carry it', async () => {
    await saveZones(officeZones);
    const started = await checkout(lagos);
    expect(started.statusCode).toBe(200);
    const { reference } = started.json() as { reference: string };
    // 2 × ₦1,250.50 + ₦4,999.99 = ₦7,500.99
    expect(t.paystack.transactions.get(reference)?.amount).toBe(750_099);
    expect(await orderHistory()).toEqual([expect.objectContaining({ totalAmount: 7500.99, deliveryFee: 4999.99, deliveryZone: 'South West' })]);

    t.paystack.settle(reference, { status: 'success' });
    expect((await inject({ method: 'GET', url: `/api/payments/verify/${reference}`, cookies: ada })).json()).toEqual({ status: 'success', amount: 7500.99 });
    await expect.poll(() => t.mail.lastTo('ada@example.com')?.text ?? '').toContain('Delivery (South West): ₦4,999.99');
    expect(t.mail.lastTo('ada@example.com')?.text).toContain('Total paid: ₦7,500.99');

    const csv = (await inject({ method: 'GET', url: '/api/orders/export.csv', cookies: admin })).body;
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/"Delivery zone","Delivery fee \(₦\)"$/);
    expect(row).toMatch(/"South West","4999\.99"$/);

    const [order] = (await inject({ method: 'GET', url: '/api/orders/admin', cookies: admin })).json().orders as { _id: string }[];
    const slip = await inject({ method: 'GET', url: `/api/orders/${order?._id}/packing-slip.pdf`, cookies: admin });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(slip.rawPayload)), { mergePages: true });
    expect(text).toMatch(/Delivery:\s+South West/);
    expect(text).toContain('DELIVER TO');
  });

  it('finds the Ibadan metropolis zone by the city, prices the rest of Oyo by the state, and delivers free above the threshold', async () => {
    await saveZones(officeZones);
    expect((await checkout(bodija)).statusCode).toBe(200);
    expect((await orderHistory())[0]).toMatchObject({ deliveryZone: 'Ibadan metropolis', deliveryFee: 1500, totalAmount: 4001 });
    await inject({ method: 'DELETE', url: '/api/cart', cookies: ada });

    expect((await checkout(ogbomoso)).statusCode).toBe(200);
    expect((await orderHistory())[0]).toMatchObject({ deliveryZone: 'South West', deliveryFee: 4999.99 });
    await inject({ method: 'DELETE', url: '/api/cart', cookies: ada });

    // 80 cables at ₦1,250.50 = ₦100,040: above the metropolis's ₦100,000, delivered free.
    expect((await checkout({ ...bodija, street: '5 Awolowo Avenue' }, 'delivery', 80)).statusCode).toBe(200);
    expect((await orderHistory())[0]).toMatchObject({ deliveryZone: 'Ibadan metropolis', deliveryFee: 0, totalAmount: 100040 });
  });

  it('charges nothing for pickup at the office, and refuses delivery to a state it cannot place with a clear message', async () => {
    await saveZones(officeZones);
    const nowhere = await checkout({ ...lagos, state: 'Atlantis' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toBe(
      'We cannot tell which delivery zone "Atlantis" is in: please write the state on your address as one of Nigeria\'s 36 states or FCT, or choose pickup at our office',
    );
    await inject({ method: 'DELETE', url: '/api/cart', cookies: ada });

    const picked = await checkout({ ...lagos, state: 'Atlantis', street: '9 Other Road' }, 'pickup');
    expect(picked.statusCode).toBe(200);
    const { reference } = picked.json() as { reference: string };
    expect(t.paystack.transactions.get(reference)?.amount).toBe(250_100);
    expect((await orderHistory())[0]).toMatchObject({ deliveryZone: 'Pickup at our office', deliveryFee: 0, totalAmount: 2501 });
    const [order] = (await inject({ method: 'GET', url: '/api/orders/admin', cookies: admin })).json().orders as { _id: string }[];
    const slip = await inject({ method: 'GET', url: `/api/orders/${order?._id}/packing-slip.pdf`, cookies: admin });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(slip.rawPayload)), { mergePages: true });
    expect(text).toMatch(/Delivery:\s+Pickup at our office/);
    expect(text).toContain('COLLECTS AT OUR OFFICE');
    expect((await checkout(lagos, 'courier')).json().message).toBe('Choose delivery or pickup');
  });
});
