import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { bookingCountsSchema } from '../contracts/booking.schemas';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { orderNumber, orderMessages } from '../contracts/orders';
import { orderCountsSchema, orderSchema } from '../contracts/orders.schemas';
import { monthOf } from '../contracts/dashboard';
import { formatDay, formatTime } from '../web/lib/dates';
import { productSchema } from '../contracts/products.schemas';
import { adminBasePath } from '../contracts/pages';
import { demoAccount, signInAsAdmin } from './demo-admin';
import { mailTo, mailsTo } from './mailbox';
import { expectNoAxeViolations } from './axe';
import { placePaidOrders } from './paid-orders';

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');
const adminNavigation = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The admin works in a browser context of their own, so both sessions stay signed in side by side. */
async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** The demo customer pays for one product through the payment sandbox and answers the paid order. */
async function placePaidOrder(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: demoAccount('customer') })).status()).toBe(200);
  expect((await page.request.delete('/api/cart')).status()).toBe(200);
  const products = z.array(productSchema).parse(await (await page.request.get('/api/products')).json());
  const product = products.find((candidate) => !candidate.soldOut);
  if (!product) throw new Error('The demo shop has nothing for sale');

  await page.goto(`/products/details/${product._id}`);
  await main(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Product added to cart').first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await main(page).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Payment successful! Order placed.')).toBeVisible();

  const orders = z.array(orderSchema).parse(await (await page.request.get('/api/orders/user')).json());
  const paid = orders.find((order) => order.status === 'success');
  if (!paid) throw new Error('The paid order is missing from the order history');
  return paid;
}

test('an admin ships a paid order from its own page and the customer sees it in the order history', { tag: '@journey' }, async ({ page, browser, baseURL }) => {
  const order = await placePaidOrder(page);
  const orderName = orderNumber(order);
  const customerRow = main(page).getByRole('row').filter({ hasText: orderName });
  await expect(customerRow).toContainText('processing');

  const admin = await adminPage(browser, baseURL);
  await admin.goto(`${adminBasePath}/orders?view=to_ship`);
  await main(admin).getByRole('link', { name: orderName }).click();
  await expect(admin).toHaveURL(`${adminBasePath}/orders/${order._id}`);
  await expect(main(admin).getByRole('heading', { level: 1 })).toHaveText(`Order ${orderNumber(order)}`);
  await expect(main(admin).getByRole('region', { name: 'Customer' })).toContainText(demoAccount('customer').email);
  await expect(main(admin).getByRole('region', { name: 'Payment history' })).toContainText('success');
  const fulfilment = main(admin).getByRole('form', { name: `Fulfilment of order ${orderName}` });
  await fulfilment.getByRole('combobox', { name: `Fulfilment status of order ${orderName}` }).selectOption('shipped');
  await fulfilment.getByRole('textbox', { name: /Tracking note/ }).fill('Left the Ibadan depot by courier.');
  await fulfilment.getByRole('button', { name: `Save order ${orderName}` }).click();
  await expect(admin.getByText('Order updated')).toBeVisible();
  await expect(main(admin).getByRole('region', { name: 'Fulfilment' })).toContainText('Currently shipped');
  // Back to the list it came from, in the tab it was left in.
  await main(admin).getByRole('link', { name: 'Order History' }).click();
  await expect(admin).toHaveURL(`${adminBasePath}/orders?view=to_ship`);
  // Sent, it has left the to-ship queue.
  await expect(main(admin).getByRole('row').filter({ hasText: orderName })).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  await expect(customerRow).toContainText('success');
  await expect(customerRow).toContainText('shipped');
  await expect(customerRow).toContainText('Left the Ibadan depot by courier.');
});

test('a contact message reaches the inbox and leaves the unhandled count once handled', async ({ page }) => {
  await signInAsAdmin(page);
  const summary = z.object({ unhandledMessages: z.number() }).parse(await (await page.request.get('/api/admin/summary')).json());
  const before = summary.unhandledMessages;
  const sender = `Inbox Tester ${Date.now()}`;
  const sent = await page.request.post('/api/contactlist', { data: { name: sender, phone: '08035550101', message: 'Please quote for a 10 kVA inverter.' } });
  expect(sent.ok()).toBe(true);

  await page.goto(adminBasePath);
  await expect(page).toHaveURL(new RegExp(`${adminBasePath}/dashboard$`));
  await adminNavigation(page)
    .getByRole('link', { name: `Inbox, ${before + 1} unhandled` })
    .click();

  const message = main(page).getByRole('listitem').filter({ hasText: sender });
  await expect(message).toContainText('Not handled');
  // The card opens the message; its Call and WhatsApp links reach the sender.
  await message.getByRole('link').filter({ hasText: 'Not handled' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminBasePath}/inbox/[0-9a-f-]{36}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Message from ${sender}`);
  await expect(main(page)).toContainText('Please quote for a 10 kVA inverter.');
  await expect(main(page).getByRole('link', { name: `Call ${sender} on 0803 555 0101` })).toHaveAttribute('href', 'tel:+2348035550101');
  await expect(main(page).getByRole('link', { name: `WhatsApp ${sender}` })).toHaveAttribute('href', 'https://wa.me/2348035550101');
  await main(page).getByRole('button', { name: 'Mark as handled' }).click();

  await expect(page.getByText('Marked as handled')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
  const inboxName = before === 0 ? /^Inbox$/ : `Inbox, ${before} unhandled`;
  await expect(adminNavigation(page).getByRole('link', { name: inboxName })).toBeVisible();
  await main(page).getByRole('link', { name: 'Inbox', exact: true }).click();
  await expect(message).toContainText('Handled');
  await expect(message).not.toContainText('Not handled');
});

test('an admin finds a booking with the filters and confirms it with a note', async ({ page }) => {
  await signInAsAdmin(page);
  const name = `Filter Tester ${Date.now()}`;
  const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const booked = await page.request.post('/api/booking', { data: { name, phone: '08035550199', service: 'Rewinding', date, time: '10:00' } });
  expect(booked.ok()).toBe(true);

  await page.goto(`${adminBasePath}/bookings`);
  await main(page).getByRole('searchbox', { name: 'Name, phone, e-mail or BK- reference' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=Filter/);
  const table = main(page).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `View booking of ${name}` }).click();

  await expect(main(page)).toContainText('Currently pending');
  const statusForm = main(page).getByRole('form', { name: 'Change the booking status' });
  await statusForm.getByLabel('New status').selectOption('confirmed');
  await statusForm.getByLabel(/Note to the customer/).fill('Our technician will call on the way.');
  await statusForm.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Booking updated')).toBeVisible();
  await expect(main(page)).toContainText('Currently confirmed');
  await expect(main(page)).toContainText('Our technician will call on the way.');
  // A visit a month away cannot be completed yet.
  await expect(statusForm.getByLabel('New status').getByRole('option')).toHaveText(['Choose the next status', 'cancelled']);
  await expect(statusForm).toContainText('It can be marked completed from the day of the visit.');

  await page.goto(`${adminBasePath}/bookings?status=pending&q=${encodeURIComponent(name)}`);
  await expect(main(page).getByText('No bookings match these filters')).toBeVisible();
  await main(page).getByLabel('Status').selectOption('confirmed');
  await expect(page).toHaveURL(/[?&]status=confirmed/);
  await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('completing a visit before its time on the day asks first, and the server refuses before the day', async ({ page }) => {
  await signInAsAdmin(page);
  const name = `Early Completion ${Date.now()}`;
  const tomorrow = lagosClock(new Date(Date.now() + 24 * 60 * 60 * 1000)).day;
  const booked = await page.request.post('/api/booking', { data: { name, phone: '08035550199', service: 'Rewinding', date: tomorrow, time: '10:00' } });
  const { _id: id } = z.object({ _id: z.string() }).parse(await booked.json());
  expect((await page.request.patch(`/api/booking/${id}/status`, { data: { status: 'confirmed' } })).ok()).toBe(true);

  // The admin's phone reads 08:00 on the visit's day in Lagos; the visit is at 10:00.
  await page.clock.setFixedTime(new Date(`${tomorrow}T07:00:00Z`));
  await page.goto(`${adminBasePath}/show-booking/${id}`);
  const statusForm = main(page).getByRole('form', { name: 'Change the booking status' });
  await expect(statusForm.getByLabel('New status').getByRole('option')).toHaveText(['Choose the next status', 'completed', 'cancelled']);
  await statusForm.getByLabel('New status').selectOption('completed');
  await statusForm.getByRole('button', { name: 'Update status' }).click();
  const question = page.getByRole('dialog', { name: 'Mark this visit completed?' });
  await expect(question).toContainText('The visit is booked for 10:00 AM today, which has not come yet.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(main(page)).toContainText('Currently confirmed');

  // The server keeps its own clock, on which the visit's day has not come: it refuses, whatever the phone says.
  await statusForm.getByRole('button', { name: 'Update status' }).click();
  await question.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText('A booking can be marked completed from the day of the visit')).toBeVisible();
  await expect(main(page)).toContainText('Currently confirmed');
  const stored = z.object({ status: z.string() }).parse(await (await page.request.get(`/api/booking/${id}`)).json());
  expect(stored.status).toBe('confirmed');
});

test('a shopper searches, sorts and keeps only stocked products, and the address keeps the search', async ({ page }) => {
  await page.goto('/products');
  const shop = main(page);
  await shop.getByRole('searchbox', { name: 'Search products' }).fill('Motion Sensor');
  await expect(page).toHaveURL(/[?&]q=Motion/);
  await expect(shop.getByRole('heading', { name: 'Ceiling PIR Motion Sensor' })).toBeVisible();
  await expect(shop.getByRole('heading', { name: '63 A Double-Pole Circuit Breaker' })).toHaveCount(0);

  await shop.getByRole('switch', { name: 'In stock only' }).click();
  await expect(page).toHaveURL(/[?&]inStock=true/);
  await shop.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]sort=price_asc/);

  await page.reload();
  await expect(shop.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Motion Sensor');
  await expect(shop.getByRole('switch', { name: 'In stock only' })).toHaveAttribute('aria-checked', 'true');
  await expect(shop.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(shop.getByRole('heading', { name: 'Ceiling PIR Motion Sensor' })).toBeVisible();
});

/** The body rows of the list's table on a wide screen, and its order links in the order shown. */
const tableRows = (page: Page) =>
  main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const orderNamesShown = (page: Page) => main(page).getByRole('table').getByRole('rowheader');
const countLine = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Showing / });

async function adminOrders(page: Page, query: string) {
  return z.object({ orders: z.array(orderSchema) }).parse(await (await page.request.get(`/api/orders/admin?${query}`)).json()).orders;
}

async function adminOrderCounts(page: Page) {
  return orderCountsSchema.parse(await (await page.request.get('/api/orders/admin/counts')).json());
}

test.describe('an Order History an admin can work through', () => {
  // More paid orders than two pages hold, as a busy week brings.
  test.beforeAll(async ({ playwright }, testInfo) => {
    testInfo.setTimeout(120_000);
    const customer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    expect((await customer.post('/api/auth/login', { data: demoAccount('customer') })).status()).toBe(200);
    await placePaidOrders(customer, 55);
    await customer.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
  });

  test('an admin walks three pages of orders, newest first, none missed or repeated', async ({ page }) => {
    const counts = await adminOrderCounts(page);
    const total = counts.paid + counts.unpaid;
    expect(total).toBeGreaterThan(50);
    const newest = (await adminOrders(page, 'limit=75')).map((order) => orderNumber(order));

    await page.goto(`${adminBasePath}/orders`);
    await expect(orderNamesShown(page)).toHaveText(newest.slice(0, 25));
    await expect(countLine(page)).toHaveText(`Showing 25 of ${total} orders`);
    const more = main(page).getByRole('button', { name: 'Show more orders' });
    await more.click();
    await expect(orderNamesShown(page)).toHaveText(newest.slice(0, 50));
    await expect(countLine(page)).toHaveText(`Showing 50 of ${total} orders`);
    await more.click();
    await expect(orderNamesShown(page)).toHaveText(newest.slice(0, 75));
    await expect(countLine(page)).toHaveText(total > 75 ? `Showing 75 of ${total} orders` : `Showing all ${total} orders`);
  });

  test('an admin works the to-ship queue oldest first: prints a pick list, ships every order shown, and is told which one a colleague had sent meanwhile', { tag: '@journey' }, async ({ page }) => {
    const customer = demoAccount('customer').email;
    const queue = await adminOrders(page, 'view=to_ship&limit=25');
    expect(queue.every((order) => order.status === 'success' && order.fulfilmentStatus === 'processing')).toBe(true);
    // Oldest first: the order waiting longest is packed first.
    expect(queue.map((order) => order.createdAt)).toEqual([...queue.map((order) => order.createdAt)].sort());
    const [first, second, third] = queue;
    if (!first || !second || !third) throw new Error('fewer than three orders to ship');
    const toShipBefore = (await adminOrderCounts(page)).toShip;
    const shown = Math.min(toShipBefore, 25);

    await page.goto(`${adminBasePath}/orders?view=to_ship`);
    await expect(orderNamesShown(page).first()).toHaveText(orderNumber(first), { timeout: 30_000 });
    await expect(main(page).getByRole('link', { name: `To ship ${toShipBefore}` })).toHaveAttribute('aria-current', 'page');
    await main(page).getByRole('checkbox', { name: 'Select every order shown that can be shipped' }).check();
    const bulk = main(page).getByRole('form', { name: 'Update the selected orders' });
    await expect(bulk).toContainText(`${shown} orders selected`);
    const pickList = bulk.getByRole('link', { name: 'Print pick list' });
    const printed = await page.request.get((await pickList.getAttribute('href')) ?? '');
    expect(printed.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(page);

    // A colleague ships the third one from its own page, with their own waybill, while the admin is choosing.
    expect((await page.request.patch(`/api/orders/${third._id}/fulfilment`, { data: { fulfilmentStatus: 'shipped', trackingNote: 'Own van, driver Sule' } })).ok()).toBe(true);
    await bulk.getByLabel('Move to').selectOption('shipped');
    await bulk.getByLabel('Tracking note (optional)').fill('GIG Logistics, waybill 5521');
    await bulk.getByRole('button', { name: `Update ${shown} orders` }).click();

    await expect(page.getByText(`${shown - 1} orders updated`)).toBeVisible();
    await expect(main(page)).toContainText('1 order not updated:');
    await expect(
      main(page)
        .getByRole('listitem')
        .filter({ hasText: orderNumber(third) }),
    ).toHaveText(`${orderNumber(third)}: ${orderMessages.skippedAlready('shipped')}`);
    for (const order of [first, second]) expect((await mailTo(customer, `Your order ${orderNumber(order)} is on its way to you`)).text).toContain('GIG Logistics, waybill 5521');
    // The colleague's waybill is kept, and their customer was mailed once.
    const kept = orderSchema.parse(await (await page.request.get(`/api/orders/admin/${third._id}`)).json());
    expect(kept.trackingNote).toBe('Own van, driver Sule');
    expect(mailsTo(customer).filter((mail) => mail.subject === `Your order ${orderNumber(third)} is on its way to you`)).toHaveLength(1);
    // Sent, they have all left the queue and its count.
    await expect(tableRows(page).filter({ hasText: orderNumber(first) })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: `To ship ${toShipBefore - shown}` })).toBeVisible();
    await expect(bulk).toBeHidden();
  });

  test('an admin downloads the CSV of the orders on screen, with their tab, search and dates', async ({ page }) => {
    const customer = demoAccount('customer').email;
    const today = lagosClock().day;
    await page.goto(`${adminBasePath}/orders?view=to_ship`);
    await main(page).getByRole('searchbox', { name: 'Order number, phone, name or e-mail' }).fill(customer);
    await main(page).getByLabel('From', { exact: true }).fill(today);
    await main(page).getByLabel('To', { exact: true }).fill(today);
    await expect(page).toHaveURL(/[?&]q=customer/);
    await expect(page).toHaveURL(new RegExp(`[?&]from=${today}`));
    await expect(page).toHaveURL(new RegExp(`[?&]to=${today}`));
    const link = main(page).getByRole('link', { name: 'Download these orders (CSV)' });
    const href = new URL((await link.getAttribute('href')) ?? '', 'http://site');
    expect(Object.fromEntries(href.searchParams)).toEqual({ view: 'to_ship', q: customer, from: today, to: today });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const [header, ...rows] = parse((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')) as string[][];
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows).toHaveLength((await adminOrderCounts(page)).toShip);
    for (const row of rows) {
      expect(row[column('Email')]).toBe(customer);
      expect(row[column('Payment')]).toBe('success');
      expect(['processing', 'shipped']).toContain(row[column('Fulfilment')]);
      expect(row[column('Placed')]?.startsWith(today)).toBe(true);
    }
  });

  test('each dashboard figure opens its list already filtered', async ({ page }) => {
    const today = lagosClock().day;
    const openFigure = async (label: string) => {
      await page.goto(`${adminBasePath}/dashboard`);
      await main(page)
        .getByRole('link', { name: new RegExp(`^${label}`) })
        .click();
    };
    await openFigure('Orders awaiting fulfilment');
    await expect(page).toHaveURL(`${adminBasePath}/orders?view=to_ship`);
    await expect(main(page).getByRole('link', { name: /^To ship \d+$/ })).toHaveAttribute('aria-current', 'page');
    await openFigure('Shop sales this month');
    await expect(page).toHaveURL(`${adminBasePath}/orders?view=paid&from=${today.slice(0, 8)}01&to=${monthOf(today).to}`);
    await expect(main(page).getByLabel('From', { exact: true })).toHaveValue(`${today.slice(0, 8)}01`);
    await openFigure('Pending bookings');
    await expect(page).toHaveURL(`${adminBasePath}/bookings?view=to_confirm`);
    await expect(main(page).getByRole('link', { name: /^To confirm \d+$/ })).toHaveAttribute('aria-current', 'page');
    await openFigure('Unhandled messages');
    await expect(page).toHaveURL(`${adminBasePath}/inbox?handled=false`);
    await expect(main(page).getByRole('link', { name: /^Unhandled/ })).toHaveAttribute('aria-current', 'page');
  });
});

/** The first time on today's Lagos clock that a visit may be booked for, with the hour's notice; none from 23:00. */
function slotLaterToday(): string | undefined {
  const [hours = 0, minutes = 0] = lagosClock().time.split(':').map(Number);
  const slot = Math.ceil((hours * 60 + minutes + 65) / 5) * 5;
  return slot < 24 * 60 ? `${String(Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}` : undefined;
}

test('an admin narrows the bookings to today\u2019s visits', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const { day: today } = lagosClock();
  const stamp = Date.now();
  const laterToday = slotLaterToday();
  const tomorrow = { name: `Tomorrow Visit ${stamp}`, phone: '08035550142', service: 'Rewinding', date: addDays(today, 1), time: '10:00' };
  expect((await page.request.post('/api/booking', { data: tomorrow })).status()).toBe(201);
  // Late in the evening no visit can be booked for today any more; the tab must then say so.
  if (laterToday) expect((await page.request.post('/api/booking', { data: { ...tomorrow, name: `Today Visit ${stamp}`, date: today, time: laterToday } })).status()).toBe(201);
  const counts = bookingCountsSchema.parse(await (await page.request.get('/api/booking/counts')).json());

  await page.goto(`${adminBasePath}/bookings`);
  await main(page)
    .getByRole('link', { name: `Today ${counts.today}` })
    .click();
  await expect(page).toHaveURL(`${adminBasePath}/bookings?view=today`);
  await expect(main(page).getByRole('link', { name: `Today ${counts.today}` })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByText(tomorrow.name)).toHaveCount(0);
  if (counts.today === 0) {
    await expect(main(page).getByText('No visits today')).toBeVisible();
    return;
  }
  await expect(tableRows(page)).toHaveCount(Math.min(counts.today, 25));
  for (const row of await tableRows(page).all()) await expect(row).toContainText(formatDay(today));
  if (!laterToday) return;
  const visit = tableRows(page).filter({ hasText: `Today Visit ${stamp}` });
  await expect(visit).toContainText(formatTime(laterToday));
  await expect(visit).toContainText('pending');
});

test('an admin finds a message by the sender\u2019s phone number, however it was typed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  const digits = String(Date.now()).slice(-7);
  const sender = { name: `Phone Finder ${digits}`, phone: `+234 (805) ${digits.slice(0, 3)}-${digits.slice(3)}`, message: 'Please call me about a changeover switch.' };
  for (const message of [sender, { name: `Someone Else ${digits}`, phone: '0805 000 1111', message: 'Another question.' }]) {
    expect((await page.request.post('/api/contactlist', { data: message })).ok()).toBe(true);
  }

  await page.goto(`${adminBasePath}/inbox`);
  await main(page).getByRole('searchbox', { name: 'Name, e-mail or phone' }).fill(`0805${digits}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=0805${digits}`));
  const messages = main(page).getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages).toContainText(sender.name);
  await expect(countLine(page)).toHaveText('Showing 1 message');

  // The search is in the address: it survives a reload and a change of tab.
  await page.reload();
  await expect(main(page).getByRole('searchbox', { name: 'Name, e-mail or phone' })).toHaveValue(`0805${digits}`);
  await main(page)
    .getByRole('link', { name: /^Unhandled/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`handled=false`));
  await expect(messages).toHaveCount(1);
  await main(page).getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(main(page).getByRole('searchbox', { name: 'Name, e-mail or phone' })).toHaveValue('');
  await expect(messages.filter({ hasText: `Someone Else ${digits}` })).toBeVisible();
});
