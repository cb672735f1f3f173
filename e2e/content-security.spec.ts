import { expect, test, type Page } from '@playwright/test';
import { adminBasePath } from '../contracts/pages';
import { demoAccount } from './demo-admin';

/** Chromium reports every refused script, style, image or connection on the console; none may appear. */
function collectPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
}

test('the public pages work under the Content-Security-Policy', async ({ page }) => {
  const violations = collectPolicyViolations(page);
  const products = (await (await page.request.get('/api/products')).json()) as { _id: string }[];
  await visitAll(page, ['/', '/about', '/services', '/products', `/products/details/${products[0]?._id}`, '/book', '/contact', '/login', '/signup', '/forgot-password', '/no-such-page']);
  expect(violations).toEqual([]);
});

test('the account and admin areas work under the Content-Security-Policy', async ({ page }, testInfo) => {
  // Ten pages, each loaded until the network is idle: a ceiling for a busy machine, not a measure of speed.
  testInfo.setTimeout(90_000);
  const violations = collectPolicyViolations(page);
  await page.request.post('/api/auth/login', { data: demoAccount('customer') });
  await visitAll(page, ['/account/info', '/account/order', '/account/address', '/cart', '/checkout']);
  await page.request.post('/api/auth/logout');
  await page.request.post('/api/auth/login', { data: demoAccount('admin') });
  await visitAll(page, ['products', 'createproducts', 'orders', 'bookings', 'event'].map((child) => `${adminBasePath}/${child}`));
  expect(violations).toEqual([]);
});

test('the stand-in payment page works under its own policy', async ({ page }) => {
  const violations = collectPolicyViolations(page);
  await page.request.post('/api/auth/login', { data: demoAccount('admin') });
  const [product] = (await (await page.request.get('/api/products')).json()) as { _id: string }[];
  const address = await (await page.request.post('/api/address', { data: { street: '1 Test Road', city: 'Ibadan', state: 'Oyo', country: 'Nigeria', phone: '08030000000' } })).json();
  await page.request.post('/api/cart', { data: { productId: product?._id } });
  const payment = await (await page.request.post('/api/payments/initialize', { data: { addressId: address._id } })).json();
  await page.goto(payment.authorization_url);
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Your card was declined (test).')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.request.delete('/api/cart');
  await page.request.delete(`/api/address/${address._id}`);
  expect(violations).toEqual([]);
});
