import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { adminBasePath } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { demoAccount, signInAsAdmin } from './demo-admin';
import { placePaidOrders } from './paid-orders';

/**
 * The back office on a 375 x 812 phone: each list shows its first record in the first screen (the filters
 * and headings fold into compact forms above it), and a person's phone on a card is tap-to-call and opens
 * a WhatsApp chat. axe checks each page as the office sees it.
 */
const phone = { width: 375, height: 812 };
const stamp = Date.now().toString(36);
const yorubaName = `Adébáyọ̀ Ọlátúnjí ${stamp}`;

const main = (page: Page) => page.getByRole('main');

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  const customer = await playwright.request.newContext({ baseURL });
  expect((await customer.post('/api/auth/login', { data: demoAccount('customer') })).status()).toBe(200);
  await placePaidOrders(customer, 1);
  await customer.dispose();

  const office = await playwright.request.newContext({ baseURL });
  expect((await office.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  const tomorrow = addDays(lagosClock().day, 1);
  expect((await office.post('/api/booking', { data: { name: yorubaName, phone: '0803 555 0142', service: 'Rewinding', date: tomorrow, time: '11:00' } })).status()).toBe(201);
  expect((await office.post('/api/contactlist', { data: { name: yorubaName, phone: '0803 555 0142', message: 'Please quote for a 10 kVA inverter.' } })).ok()).toBe(true);
  const customerFields = { name: yorubaName, email: `adebayo.${stamp}@example.com`, phone: '0803 555 0142', address: '12 Ring Road, Ibadan' };
  const line = { description: 'Inspection visit', quantity: 1, unitPrice: 15000 };
  expect((await office.post('/api/quotes', { data: { customer: customerFields, title: 'Inspection', service: 'Rewinding', lines: [line], validUntil: addDays(lagosClock().day, 30) } })).status()).toBe(
    201,
  );
  expect((await office.post('/api/invoices', { data: { customer: customerFields, title: 'Inspection', lines: [line], dueDate: addDays(lagosClock().day, 14) } })).status()).toBe(201);
  await office.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAsAdmin(page);
});

/**
 * The first record lies within the first screen, with the page scrolled to its top: its top edge, and its
 * first lines (who and what, 96 px of a card) with it, so the office reads it without scrolling.
 */
async function expectInFirstScreen(page: Page, first: Locator) {
  // A ceiling on the wait for the list to arrive on a busy machine, not a measure of speed.
  await expect(first).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await first.boundingBox();
  expect(box, 'the first record has a box').not.toBeNull();
  expect(box?.y ?? Infinity, `first record's top on ${page.url()}`).toBeLessThan(phone.height);
  expect((box?.y ?? Infinity) + Math.min(box?.height ?? 0, 96), `first record's first lines on ${page.url()}`).toBeLessThanOrEqual(phone.height);
}

const lists: { page: string; records: string }[] = [
  { page: 'orders', records: 'Orders' },
  { page: 'orders?view=to_ship', records: 'Orders' },
  { page: 'bookings', records: 'Bookings' },
  { page: 'inbox', records: 'Messages' },
  { page: 'quotes', records: 'Quotes' },
  { page: 'invoices', records: 'Invoices' },
];

for (const list of lists) {
  test(`the ${list.page} list shows its first record in the first screen of a 375 px phone`, async ({ page }) => {
    await page.goto(`${adminBasePath}/${list.page}`);
    await expectInFirstScreen(page, main(page).getByRole('list', { name: list.records }).getByRole('listitem').first());
    await expectNoAxeViolations(page);
  });
}

test('a card’s phone calls the person, or opens a WhatsApp chat with them, in international form', async ({ page }) => {
  await page.goto(`${adminBasePath}/bookings?q=${encodeURIComponent('olatunji adebayo')}`);
  const card = main(page).getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: yorubaName });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: `Call ${yorubaName} on 0803 555 0142` })).toHaveAttribute('href', 'tel:+2348035550142');
  await expect(card.getByRole('link', { name: `WhatsApp ${yorubaName}` })).toHaveAttribute('href', 'https://wa.me/2348035550142');

  await page.goto(`${adminBasePath}/inbox?q=${encodeURIComponent('adebayo')}`);
  const message = main(page).getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: yorubaName });
  await expect(message.getByRole('link', { name: `WhatsApp ${yorubaName}` })).toHaveAttribute('href', 'https://wa.me/2348035550142');

  await page.goto(`${adminBasePath}/orders`);
  const order = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(order.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+234\d{10}$/);
  await expectNoAxeViolations(page);
});

/**
 * The server draws a back-office list with the office's own records, so a phone on a slow network reads them
 * before any script has arrived; the page is the office's alone (no cache keeps it), and the same address
 * draws nobody's records for a visitor or a customer.
 */
test('the server draws the office’s records into a back-office page, for the office only', async ({ page, playwright }, testInfo) => {
  const bookings = `${adminBasePath}/bookings?q=${encodeURIComponent(yorubaName)}`;
  const asOffice = await page.request.get(bookings);
  expect(asOffice.headers()['cache-control']).toBe('no-store');
  expect(await asOffice.text()).toContain(yorubaName);

  const baseURL = testInfo.project.use.baseURL;
  const customer = await playwright.request.newContext({ baseURL });
  expect((await customer.post('/api/auth/login', { data: demoAccount('customer') })).status()).toBe(200);
  const visitor = await playwright.request.newContext({ baseURL });
  for (const stranger of [customer, visitor]) {
    const answer = await stranger.get(bookings);
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect(await answer.text()).not.toContain(yorubaName);
    await stranger.dispose();
  }

  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(bookings);
  const card = main(page).getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: yorubaName });
  await expectInFirstScreen(page, card);
});

/** An admin back after the access cookie ran out: the server leaves the page to the browser, which renews the session and shows it (never the sign-in). */
test('a back-office page opened after the access cookie ran out renews the session and shows the records', async ({ page, context }) => {
  const refresh = (await context.cookies()).filter((cookie) => cookie.name === 'refresh_token');
  expect(refresh).toHaveLength(1);
  await context.clearCookies();
  await context.addCookies(refresh);
  const bookings = `${adminBasePath}/bookings?q=${encodeURIComponent(yorubaName)}`;
  expect(await (await page.request.get(bookings)).text()).not.toContain(yorubaName);
  await page.goto(bookings);
  await expectInFirstScreen(page, main(page).getByRole('list', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: yorubaName }));
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
});
