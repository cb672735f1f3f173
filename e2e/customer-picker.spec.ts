import { expect, type Page } from '@playwright/test';
import { pathTo } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { main } from './money-office';
import { signedInAs, test } from './sessions';
import { daysFromToday } from './technicians';

signedInAs('admin');

type Known = { name: string; email: string; phone: string; address: string };

/** A customer the company knows from a booking (the booking notes them in the customers directory). */
async function bookedCustomer(page: Page, customer: Known): Promise<void> {
  const booked = await page.request.post('/api/booking', { data: { ...customer, service: 'Solar Services', date: daysFromToday(15), time: '11:00' } });
  expect(booked.status()).toBe(201);
}

const forms = [
  { page: 'newQuote', form: 'New quote' },
  { page: 'newInvoice', form: 'New invoice' },
] as const;

for (const width of [1280, 375]) {
  for (const { page: formPage, form: formName } of forms) {
    test(`at ${width} px on the ${formName.toLowerCase()} form an admin types a known customer's name, picks them, and their details fill the form; a phone-only customer too`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const stamp = `${width}${formPage}${Date.now()}`;
      // The directory knows a person by their phone too: each test's customers have phones of their own.
      const digits = stamp.slice(-7);
      const withEmail = { name: `Adaeze Okafor ${stamp}`, email: `adaeze-${stamp}@example.com`, phone: `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`, address: '9 Bodija Market Road, Ibadan' };
      const phoneOnly = { name: `Sule Ibrahim ${stamp}`, email: '', phone: `0805 ${digits.slice(0, 3)} ${digits.slice(3)}`, address: '' };
      await bookedCustomer(page, withEmail);
      await bookedCustomer(page, phoneOnly);

      await page.goto(pathTo(formPage));
      const form = main(page).getByRole('form', { name: formName });
      const finder = form.getByLabel('Find an existing customer (optional)');
      await finder.fill(`Adaeze Okafor ${stamp}`);
      const found = form.getByRole('list', { name: 'Customers found' });
      await expect(found.getByRole('button')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await found.getByRole('button', { name: new RegExp(withEmail.name) }).click();
      await expect(form.getByLabel('Name')).toHaveValue(withEmail.name);
      await expect(form.getByLabel('Email')).toHaveValue(withEmail.email);
      await expect(form.getByLabel('Phone')).toHaveValue(withEmail.phone);
      await expect(form.getByLabel('Address (optional)')).toHaveValue(withEmail.address);
      await expect(finder).toHaveValue('');

      // Picking another customer replaces every field, the e-mail and address they lack included.
      await finder.fill(`Sule Ibrahim ${stamp}`);
      await found.getByRole('button', { name: new RegExp(phoneOnly.name) }).click();
      await expect(form.getByLabel('Name')).toHaveValue(phoneOnly.name);
      await expect(form.getByLabel('Email')).toHaveValue('');
      await expect(form.getByLabel('Phone')).toHaveValue(phoneOnly.phone);
      await expect(form.getByLabel('Address (optional)')).toHaveValue('');
      await expectNoAxeViolations(page);
    });
  }
}
