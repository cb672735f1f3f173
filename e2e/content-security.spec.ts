import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { serverSecret } from './server-secret';
import { optOutPath } from '../server/modules/messages/opt-out-links';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { adminBasePath, pageKeys, pages, pathTo, type Audience, type PageKey } from '../contracts/pages';
import { demoAccount, waitForOfficePageInUse, type DemoRole } from './demo-admin';
import { sendInvoice } from './money-office';
import { deactivate, inviteTechnician } from './technicians';

// Every page of the site, opened by its address as each kind of visitor, on a machine shared with other work.
test.describe.configure({ timeout: 240_000 });

type Role = 'visitor' | DemoRole | 'technician';

/** The pages each kind of visitor may open and stay on (the others forward to sign-in, 404 or their own page). */
const audiencesOf: Record<Role, Audience[]> = {
  visitor: ['everyone', 'visitors'],
  customer: ['everyone', 'signedIn', 'customers'],
  admin: ['everyone', 'admins'],
  technician: ['everyone', 'technicians'],
};

/**
 * The browser reports each thing the page's policy refused (a style attribute in the server's HTML, an inline
 * script, a connection elsewhere) as a `securitypolicyviolation` event on the document; this records them on
 * every page the test opens, from before the page's own HTML is read.
 */
function recordPolicyViolations() {
  const seen: string[] = [];
  Object.defineProperty(window, '__policyViolations', { value: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.violatedDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile || 'the page'}:${event.lineNumber} (${event.sample})`);
  });
}

const violationsOn = (page: Page) => page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations);

/** A record of each kind the pages with an id show: the first the office has, made when it has none. */
async function recordIds(office: APIRequestContext): Promise<Record<string, string>> {
  const firstOf = async (path: string) => {
    const answer = (await (await office.get(path)).json()) as Record<string, { _id: string }[]> | { _id: string }[];
    const rows = Array.isArray(answer) ? answer : Object.values(answer).find(Array.isArray);
    return rows?.[0]?._id ?? 'none-yet';
  };
  const quoteDraft = {
    customer: { name: 'Tola Bankole', email: `policy-${Date.now()}@example.com`, phone: '08035550142', address: '12 Ring Road, Ibadan' },
    title: 'Changeover panel, 3-phase',
    service: 'Industrial Panel Design',
    lines: [{ description: 'Changeover panel, supplied and installed', quantity: 1, unitPrice: 250000 }],
    chargeVat: false,
    depositPercent: 40,
    validUntil: addDays(lagosClock().day, 10),
  };
  const created = await office.post('/api/quotes', { data: quoteDraft });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { _id: string };
  const { link: quoteLink } = (await (await office.post(`/api/quotes/${quote._id}/send`)).json()) as { link: string };
  const invoice = await sendInvoice(office, `policy-${Date.now()}@example.com`, 50000);
  return {
    product: await firstOf('/api/products'),
    order: await firstOf('/api/orders/admin?limit=1'),
    booking: await firstOf('/api/booking?limit=1'),
    message: await firstOf('/api/contactlist?limit=1'),
    customer: await firstOf('/api/customers?limit=1'),
    quote: quote._id,
    quoteToken: new URL(quoteLink).pathname.split('/').at(-1) ?? '',
    invoice: invoice.id,
    invoiceToken: new URL(invoice.link).pathname.split('/').at(-1) ?? '',
  };
}

/** The address of each page a role may see, with real records where the page shows one. */
function addressesFor(role: Role, ids: Record<string, string>): string[] {
  const token = 'A'.repeat(43);
  const params: Partial<Record<PageKey, Record<string, string>>> = {
    product: { id: ids.product ?? '' },
    category: { slug: 'solar-panels' },
    quote: { token: ids.quoteToken ?? '' },
    invoice: { token: ids.invoiceToken ?? '' },
    updateProduct: { id: ids.product ?? '' },
    adminOrder: { id: ids.order ?? '' },
    showBooking: { id: ids.booking ?? '' },
    inboxMessage: { id: ids.message ?? '' },
    adminCustomer: { id: ids.customer ?? '' },
    adminQuote: { id: ids.quote ?? '' },
    adminInvoice: { id: ids.invoice ?? '' },
    accountQuote: { id: ids.quote ?? '' },
    accountInvoice: { id: ids.invoice ?? '' },
  };
  const keys = pageKeys.filter((key) => audiencesOf[role].includes(pages[key].audience));
  return [...keys.map((key) => pathTo(key, params[key] ?? { token, id: 'none' })), '/no-such-page'];
}

async function signedIn(browser: Browser, role: Exclude<Role, 'visitor'>, technician?: { email: string; password: string }) {
  const context = await browser.newContext();
  const account = role === 'technician' ? technician : demoAccount(role);
  expect((await context.request.post('/api/auth/login', { data: account })).status()).toBe(200);
  return context;
}

/** Scrolls down the page a screen at a time, as a reader would, so the parts that load when near do (lazyWhenNear). */
async function readDown(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    }
  });
}

/**
 * Opens each address in turn, waits until the page's code has taken over every part the server drew (until
 * then those parts wait, disabled), and lists what the policy refused on each.
 */
async function openAll(page: Page, addresses: string[]) {
  await page.addInitScript(recordPolicyViolations);
  const refused: string[] = [];
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.locator('#root')).not.toBeEmpty();
    await waitForOfficePageInUse(page);
    await readDown(page);
    await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
    refused.push(...(await violationsOn(page)).map((violation) => `${address}: ${violation}`));
  }
  return refused;
}

let ids: Record<string, string> = {};
let technician: { id: string; email: string; password: string };

test.beforeAll(async ({ browser }) => {
  const office = await signedIn(browser, 'admin');
  ids = await recordIds(office.request);
  const email = `policy-tech-${Date.now()}@example.com`;
  const invited = await inviteTechnician(office.request, { firstname: 'Femi', lastname: 'Policy', email, services: ['Embedded Systems'] });
  technician = { id: invited.id, email, password: 'femi-password' };
  expect((await office.request.patch(`/api/auth/reset/${invited.token}`, { data: { password: technician.password } })).status()).toBe(200);
  await office.close();
});

test.afterAll(async ({ browser }) => {
  const office = await signedIn(browser, 'admin');
  await deactivate(office.request, [technician.id]);
  await office.close();
});

test('every page a visitor may open works under the Content-Security-Policy, opened by its address', async ({ page }) => {
  expect(await openAll(page, addressesFor('visitor', ids))).toEqual([]);
});

test('every page a customer may open works under the Content-Security-Policy, opened by its address', async ({ browser }) => {
  const context = await signedIn(browser, 'customer');
  expect(await openAll(await context.newPage(), addressesFor('customer', ids))).toEqual([]);
  await context.close();
});

test('every page of the back office works under the Content-Security-Policy, drawn by the server and opened by its address', async ({ browser }) => {
  const context = await signedIn(browser, 'admin');
  expect(await openAll(await context.newPage(), addressesFor('admin', ids))).toEqual([]);
  await context.close();
});

/**
 * Each page the server draws declares the answers it is drawn with (its route's loader); one whose drawing asked
 * for more would be sent empty and drawn by the browser. Here each is sent drawn, with its records.
 */
test('the server draws every back-office page and every public page it lists, with the data each declares', async ({ browser, page }) => {
  const drawn = async (request: APIRequestContext, address: string) => /<div id="root"><[a-z]/.test(await (await request.get(address)).text());
  // Each page's own kind of token: the opt-out page's is signed for a number, the others' are a quote's link.
  const addressOf = (key: PageKey) =>
    key === 'messageOptOut' ? optOutPath(serverSecret(), '+2348031234567') : pathTo(key, { id: ids.product ?? '', token: ids.quoteToken ?? '', slug: 'solar-panels' });
  const publicPages = pageKeys.filter((key) => 'serverDrawn' in pages[key]).map(addressOf);
  for (const address of publicPages) expect(await drawn(page.request, address), address).toBe(true);

  const context = await signedIn(browser, 'admin');
  // A record the office does not have yet (no message on a fresh server) is the browser's to show as not found.
  const backOffice = addressesFor('admin', ids).filter((address) => address.startsWith(adminBasePath) && address !== adminBasePath && !address.includes('none-yet'));
  for (const address of backOffice) expect(await drawn(context.request, address), address).toBe(true);
  await context.close();
});

test("a technician's pages work under the Content-Security-Policy, opened by their address", async ({ browser }) => {
  const context = await signedIn(browser, 'technician', technician);
  expect(await openAll(await context.newPage(), addressesFor('technician', ids))).toEqual([]);
  await context.close();
});

test('the stand-in payment page works under its own policy', async ({ page }) => {
  await page.request.post('/api/auth/login', { data: demoAccount('admin') });
  await page.addInitScript(recordPolicyViolations);
  const [product] = (await (await page.request.get('/api/products')).json()) as { _id: string }[];
  const address = await (await page.request.post('/api/address', { data: { street: '1 Test Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08030000000' } })).json();
  await page.request.post('/api/cart', { data: { productId: product?._id } });
  const payment = await (await page.request.post('/api/payments/initialize', { data: { addressId: address._id } })).json();
  await page.goto(payment.authorization_url);
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Your card was declined (test).')).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await violationsOn(page)).toEqual([]);
  await page.request.delete('/api/cart');
  await page.request.delete(`/api/address/${address._id}`);
});
