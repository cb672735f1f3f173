import { expect, test, type Browser, type Page } from '@playwright/test';
import { z } from 'zod';
import { lagosClock } from '../contracts/lagos-time';
import { displayOrderId } from '../contracts/orders';
import { orderSchema } from '../contracts/orders.schemas';
import { productSchema } from '../contracts/products.schemas';
import { adminBasePath } from '../contracts/pages';
import { demoAccount, signInAsAdmin } from './demo-admin';

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

test('an admin ships a paid order and the customer sees it in the order history', async ({ page, browser, baseURL }) => {
  const order = await placePaidOrder(page);
  const orderName = displayOrderId(order._id, 4);
  const customerRow = main(page).getByRole('row').filter({ hasText: orderName });
  await expect(customerRow).toContainText('processing');

  const admin = await adminPage(browser, baseURL);
  await admin.goto(`${adminBasePath}/orders`);
  const fulfilment = main(admin).getByRole('form', { name: `Fulfilment of order ${orderName}` });
  await fulfilment.getByRole('combobox', { name: `Fulfilment status of order ${orderName}` }).selectOption('shipped');
  await fulfilment.getByRole('textbox', { name: /Tracking note/ }).fill('Left the Ibadan depot by courier.');
  await fulfilment.getByRole('button', { name: `Save order ${orderName}` }).click();
  await expect(admin.getByText('Order updated')).toBeVisible();
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
  await adminNavigation(page).getByRole('link', { name: `Inbox, ${before + 1} unhandled` }).click();

  const message = main(page).getByRole('listitem').filter({ hasText: sender });
  await expect(message).toContainText('Not handled');
  await message.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${adminBasePath}/inbox/[0-9a-f-]{36}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Message from ${sender}`);
  await expect(main(page)).toContainText('Please quote for a 10 kVA inverter.');
  await expect(main(page).getByRole('link', { name: '08035550101' })).toHaveAttribute('href', 'tel:08035550101');
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
  await main(page).getByRole('searchbox', { name: 'Name or phone' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=Filter/);
  const table = main(page).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `View booking of ${name}` }).click();

  await expect(main(page)).toContainText('Currently pending');
  const statusForm = main(page).getByRole('form', { name: 'Change the booking status' });
  await statusForm.getByLabel('New status').selectOption('confirmed');
  await statusForm.getByLabel('Note to the customer (optional)').fill('Our technician will call on the way.');
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
