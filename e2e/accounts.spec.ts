import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { linkIn, mailTo } from './mailbox';

type Account = { name: string; email: string; password: string };

function newAccount(): Account {
  return { name: 'Ada Okafor', email: `ada-${Date.now()}@example.com`, password: 'first-secret-1' };
}

/** mailbox.ts stores no HTML part while linkIn's type asks for one; the link is read from the text part. */
async function mailedLink(to: string, subject: string, path: string): Promise<string> {
  return linkIn(await mailTo(to, subject), path);
}

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');

async function signUpAndActivate(page: Page, account: Account): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(main(page).getByText('The link is valid for 24 hours.')).toBeVisible();

  await page.goto(await mailedLink(account.email, 'Activate your account', '/activate'));
  await expect(main(page).getByText('Account activated — return to login page')).toBeVisible();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function addAddress(page: Page, street: string): Promise<void> {
  await page.getByLabel('Street').fill(street);
  await page.getByLabel('City').fill('Ibadan');
  await page.getByLabel('State').fill('Oyo');
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('Phone').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Add Address' }).click();
}

test('a customer signs up, activates, edits the profile and addresses, and resets the password', { tag: '@journey' }, async ({ page }) => {
  const account = newAccount();
  await signUpAndActivate(page, account);

  await main(page).getByRole('link', { name: 'Go to Login' }).click();
  await logIn(page, account.email, account.password);
  await expect(page.getByText('logged in', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/info$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Phone').fill('+234 803 555 0101');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save your changes?' });
  await expect(dialog.getByText('if you make changes to the email that will be your new login email')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue('+234 803 555 0101');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
  await expect(main(page).getByText('No address found')).toBeVisible();
  for (const street of ['1 Ring Road', '2 Dugbe Market Street', '3 Bodija Estate Close']) {
    await addAddress(page, street);
    await expect(main(page).getByRole('heading', { name: street })).toBeVisible();
    await expect(page.getByLabel('Street')).toHaveValue('');
  }
  await expect(page.getByText('Address addded succesfully').first()).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(3);
  await addAddress(page, '4 One Too Many Road');
  await expect(page.getByText("You can't add more than 3 addresses")).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(3);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByText('The link is valid for 1 hour.', { exact: false })).toBeVisible();
  await page.goto(await mailedLink(account.email, 'Reset your password', '/reset-password'));
  const newPassword = 'second-secret-2';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
  await mailTo(account.email, 'Your password was changed');

  await logIn(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account.email, newPassword);
  await expect(page.getByText('logged in', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an expired access token is refreshed once and the account pages keep working', async ({ page }) => {
  const account = newAccount();
  await signUpAndActivate(page, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(main(page).getByRole('heading', { name: 'Account Info' })).toBeVisible();

  // What the 15-minute access token running out looks like to the browser.
  await page.context().clearCookies({ name: 'access_token' });
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh-token'));
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();

  expect((await refreshed).status()).toBe(200);
  await expect(main(page).getByText('No address found')).toBeVisible();
  await addAddress(page, '7 Mokola Hill');
  await expect(main(page).getByRole('heading', { name: '7 Mokola Hill' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed in as' })).toContainText(account.email);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('access_token');
});

test('the login form stands in for account pages, and a signed-in user never sees /login', async ({ page }) => {
  const account = newAccount();
  await signUpAndActivate(page, account);

  await page.goto('/account');
  await expect(main(page).getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main(page).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');

  await logIn(page, account.email, account.password);
  await expect(main(page).getByRole('heading', { name: 'Account Info' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/info$/);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Electrical Solutions. Expert Installation. Total Control.');
});

test('a new login email takes effect only when the link mailed to it is opened', async ({ page }) => {
  const account = newAccount();
  const newEmail = `ada-new-${Date.now()}@example.com`;
  await signUpAndActivate(page, account);
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/info');

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Phone').fill('0803 555 0101');
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('dialog', { name: 'Save your changes?' }).getByRole('button', { name: 'Save', exact: true }).click();

  await expect(main(page).getByRole('status')).toContainText(`Open the link we sent to ${newEmail}`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await mailTo(account.email, 'Someone asked to change your login email');

  await page.goto(await mailedLink(newEmail, 'Confirm your new login email', '/confirm-email'));
  await expect(main(page).getByText('Your login email has been changed.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Go to my account' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await mailTo(account.email, 'Your login email was changed');
});
