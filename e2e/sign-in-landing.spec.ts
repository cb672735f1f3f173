import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { z } from 'zod';
import { productSchema } from '../contracts/products.schemas';
import { expectNoAxeViolations } from './axe';
import { demoAccount } from './demo-admin';
import { linkIn, mailTo } from './mailbox';

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');

const widths = [1280, 375] as const;

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Login', exact: true }).click();
}

async function someProductId(page: Page): Promise<string> {
  const [product] = z.array(productSchema).parse(await (await page.request.get('/api/products')).json());
  if (!product) throw new Error('the demo shop is empty');
  return product._id;
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // axe on a whole back-office page takes a while on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    test('an admin who signs in at /login lands in the back office', async ({ page }) => {
      await page.goto('/login');
      await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
      await expectNoAxeViolations(page);
      await logIn(page, demoAccount('admin'));
      await expect(page).toHaveURL(/\/admin-dashboard\/dashboard$/);
      await expect(main(page).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('a signed-out back-office link, as in the office mails, shows the sign-in form and then the page', async ({ page }) => {
      await page.goto('/admin-dashboard/orders?view=to_ship');
      await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await logIn(page, demoAccount('admin'));
      await expect(main(page).getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
      await expect(page).toHaveURL(/\/admin-dashboard\/orders\?view=to_ship$/);
    });

    test('a customer sent to log in from a product returns to it', async ({ page }) => {
      const id = await someProductId(page);
      await page.goto(`/products/details/${id}`);
      await main(page).getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(/\/login\?next=/);
      await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
      await expectNoAxeViolations(page);
      await logIn(page, demoAccount('customer'));
      await expect(page).toHaveURL(new RegExp(`/products/details/${id}$`));
      await expect(main(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    });
  });
}

test('a customer signed in is still shown the not-found page for a back-office link', async ({ page }) => {
  await page.goto('/admin-dashboard/orders');
  await logIn(page, demoAccount('customer'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a sign-in never leads to another site, whatever the address asks', async ({ page }) => {
  await page.goto('/login?next=%2F%2Fevil.example%2Fadmin-dashboard');
  await logIn(page, demoAccount('customer'));
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Electrical Solutions. Expert Installation. Total Control.');
});

test('an owner refused for too many wrong passwords signs in with the mailed link, on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const account = { name: 'Bisi Adebayo', email: `bisi-${Date.now()}@example.com`, password: 'bisis-password-1' };
  expect((await page.request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  await page.goto(linkIn(await mailTo(account.email, 'Activate your account'), '/activate'));
  await expect(main(page).getByText('Account activated — return to login page')).toBeVisible();

  // Someone else guesses at the account until sign-in is paused for browsers it has never been used in.
  for (let guess = 0; guess < 10; guess += 1) {
    const response = await page.request.post('/api/auth/login', { data: { email: account.email, password: `guess-${guess}-wrong` } });
    expect(response.status()).toBe(400);
  }
  await page.goto('/login');
  await logIn(page, account);
  await expect(main(page).getByRole('status')).toContainText('we have e-mailed it a link that signs you in');
  await expectNoAxeViolations(page);

  await page.goto(linkIn(await mailTo(account.email, 'Someone is trying to sign in to your account'), '/sign-in'));
  await expect(main(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText('logged in', { exact: true })).toBeVisible();

  // This browser is now one the account knows: after logging out, its password works through the pause.
  await page.request.post('/api/auth/logout');
  await page.goto('/login');
  await logIn(page, account);
  await expect(page.getByText('logged in', { exact: true })).toBeVisible();
});
