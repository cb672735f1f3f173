import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';

/** Console errors include Content-Security-Policy violations, so a page that breaks the policy fails here. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page greets a visitor with the tagline and a way to book', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Electrical Solutions. Expert Installation. Total Control.');
  await expect(page.getByRole('link', { name: 'Book a Technician' }).first()).toHaveAttribute('href', '/book');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Services' })).toBeVisible();
  // A visitor's profile check answers 401; anything else logged is a fault.
  expect(errors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('an unknown address answers 404 and shows the not-found page that leads back home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Our Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('the shop API serves the demo products with their images', async ({ request }) => {
  const response = await request.get('/api/products');
  expect(response.status()).toBe(200);
  const products = (await response.json()) as { name: string; featuredImage: string; soldOut: boolean }[];
  expect(products.length).toBeGreaterThanOrEqual(12);
  expect(products.some((product) => product.soldOut)).toBe(true);
  const image = await request.get(products[0]?.featuredImage ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toContain('immutable');
});
