import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { pathTo } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { signInAsAdmin } from './demo-admin';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

for (const width of [1280, 375]) {
  test(`at ${width} px the Customers page finds a person by phone in any writing, shows all they have, and takes an office note (issue 24)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 812 });
    const phone = `0803 ${width === 375 ? '375' : '128'} 2424`;
    const name = `Tolu Adebayo ${width}`;
    const booked = await page.request.post('/api/booking', { data: { name, phone, email: '', service: 'Solar Services', date: addDays(lagosClock().day, 4), time: '11:00', note: '' } });
    expect(booked.status()).toBe(201);
    expect((await page.request.post('/api/contactlist', { data: { name, phone: `+234 ${phone.slice(1)}`, message: 'Please call me back' } })).status()).toBe(201);

    await page.goto(pathTo('adminCustomers'));
    await expect(main(page).getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
    await main(page)
      .getByLabel('Name, phone or e-mail')
      .fill(`234${phone.replace(/\D/g, '').slice(1)}`);
    await main(page).getByLabel('Name, phone or e-mail').press('Enter');
    const link = main(page).getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toBeInViewport();
    await expect(main(page).getByRole('link', { name: phone }).first()).toHaveAttribute('href', /^tel:/);
    await expectNoAxeViolations(page);

    await link.click();
    await expect(main(page).getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Solar Services' })).toBeVisible();
    await expect(main(page).getByText('Please call me back')).toBeVisible();
    await main(page).getByLabel('New note').fill('Prefers a call after 4 pm');
    await main(page).getByRole('button', { name: 'Add the note' }).click();
    await expect(main(page).getByText('Prefers a call after 4 pm')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
