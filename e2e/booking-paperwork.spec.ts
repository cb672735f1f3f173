import { expect, type Page } from '@playwright/test';
import { bookingSchema } from '../contracts/booking.schemas';
import { invoiceMessages } from '../contracts/invoices';
import { invoiceSchema } from '../contracts/invoices.schemas';
import { newInvoicePath, newQuotePath, pathTo } from '../contracts/pages';
import { quoteMessages } from '../contracts/quotes';
import { quoteSchema } from '../contracts/quotes.schemas';
import { expectNoAxeViolations } from './axe';
import { main } from './money-office';
import { signedInAs, test } from './sessions';
import { daysFromToday } from './technicians';

signedInAs('admin');

/** A booked visit with everything a document carries over: the customer, where the visit is, the service, a note. */
async function bookedVisit(page: Page, stamp: string) {
  const visit = {
    name: `Funke Adebayo ${stamp}`,
    phone: '0802 555 0163',
    email: `funke-${stamp}@example.com`,
    service: 'Fire Alarm Systems',
    date: daysFromToday(12),
    time: '09:00',
    note: 'Two-storey house, 8 rooms.',
    address: '14 Ring Road, Ibadan',
  };
  const answer = await page.request.post('/api/booking', { data: visit });
  expect(answer.status()).toBe(201);
  return { visit, booking: bookingSchema.parse(await answer.json()) };
}

for (const width of [1280, 375]) {
  test(`at ${width} px the office makes an invoice and a quote from a booking, the customer, address, service and notes carried over (issue 25)`, { tag: '@journey' }, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const { visit, booking } = await bookedVisit(page, `${width}-${Date.now()}`);

    await page.goto(pathTo('showBooking', { id: booking._id }));
    const paperwork = main(page).getByRole('region', { name: 'Quote or invoice' });
    await expect(paperwork).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await paperwork.getByRole('link', { name: 'Make an invoice' }).click();
    await expect(page).toHaveURL(newInvoicePath({ fromBooking: booking._id }));
    const invoice = main(page).getByRole('form', { name: 'New invoice' });
    await expect(invoice.getByLabel('Name')).toHaveValue(visit.name);
    await expect(invoice.getByLabel('Email')).toHaveValue(visit.email);
    await expect(invoice.getByLabel('Phone')).toHaveValue(visit.phone);
    await expect(invoice.getByLabel('Address (optional)')).toHaveValue(visit.address);
    await expect(invoice.getByLabel('Title')).toHaveValue(visit.service);
    await expect(invoice.getByLabel('Notes (optional)')).toHaveValue(visit.note);
    await expect(main(page).getByText(`Started from the booking of ${visit.name}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // What was carried over is what the saved invoice is made out to.
    const item = invoice.getByRole('group', { name: 'Item 1' });
    await item.getByLabel('Description').fill('Fire alarm panel, 8 zones, installed');
    await item.getByLabel('Unit price (₦)').fill('450,000');
    await invoice.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(invoiceMessages.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pathTo('adminInvoice', { id: '' })}[0-9a-f-]{36}$`));
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const saved = invoiceSchema.parse(await (await page.request.get(`/api/invoices/${id}`)).json());
    expect(saved.customer).toEqual({ name: visit.name, email: visit.email, phone: visit.phone, address: visit.address });

    await page.goto(pathTo('showBooking', { id: booking._id }));
    await main(page).getByRole('link', { name: 'Make a quote' }).click();
    await expect(page).toHaveURL(newQuotePath({ fromBooking: booking._id }));
    const quote = main(page).getByRole('form', { name: 'New quote' });
    await expect(quote.getByLabel('Name')).toHaveValue(visit.name);
    await expect(quote.getByLabel('Email')).toHaveValue(visit.email);
    await expect(quote.getByLabel('Phone')).toHaveValue(visit.phone);
    await expect(quote.getByLabel('Address (optional)')).toHaveValue(visit.address);
    await expect(quote.getByLabel('Service')).toHaveValue(visit.service);
    // Issue 30: the service is the quote's title, and the customer's note is for the office, not printed on the quote.
    await expect(quote.getByLabel('Title')).toHaveValue(visit.service);
    await expect(quote.getByLabel('Notes (optional)', { exact: true })).toHaveValue('');
    await expect(quote.getByLabel('Office notes (optional)')).toHaveValue(visit.note);
    await expectNoAxeViolations(page);
    const quoteItem = quote.getByRole('group', { name: 'Item 1' });
    await quoteItem.getByLabel('Description').fill('Fire alarm panel, 8 zones, installed');
    await quoteItem.getByLabel('Unit price (₦)').fill('450,000');
    await quote.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(quoteMessages.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pathTo('adminQuote', { id: '' })}[0-9a-f-]{36}$`));
    const quoteId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(quoteSchema.parse(await (await page.request.get(`/api/quotes/${quoteId}`)).json())).toMatchObject({ title: visit.service, notes: '', officeNotes: visit.note });
    await expect(main(page).getByRole('region', { name: 'Office notes' })).toContainText(visit.note);
  });
}

test('a new invoice whose booking cannot be loaded says so, and offers a blank invoice', async ({ page }) => {
  await page.goto(newInvoicePath({ fromBooking: '00000000-0000-4000-8000-000000000000' }));
  await expect(main(page).getByText('The booking this invoice starts from could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await main(page).getByRole('link', { name: 'start a blank invoice' }).click();
  await expect(main(page).getByRole('form', { name: 'New invoice' }).getByLabel('Name')).toHaveValue('');
  await expectNoAxeViolations(page);
});
