import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { z } from 'zod';
import { bookingSchema } from '../contracts/booking.schemas';
import { inboxMessageSchema } from '../contracts/contact.schemas';
import { defaultDueInDays, invoiceMessages } from '../contracts/invoices';
import { invoiceSchema } from '../contracts/invoices.schemas';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { pathTo } from '../contracts/pages';
import { quoteMessages } from '../contracts/quotes';
import { quoteSchema } from '../contracts/quotes.schemas';
import { expectNoAxeViolations } from './axe';
import { signInAsAdmin } from './demo-admin';

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');
const quoteForm = (page: Page) => main(page).getByRole('form', { name: 'New quote' });
const invoiceForm = (page: Page) => main(page).getByRole('form', { name: 'New invoice' });
const item = (form: Locator, number: number) => form.getByRole('group', { name: `Item ${number}` });
const totals = (form: Locator) => form.getByRole('region', { name: 'Totals' });
/** A saved document's page: its list's address and the new id. */
const savedPage = (key: 'adminQuote' | 'adminInvoice') => new RegExp(`${pathTo(key, { id: '' })}[0-9a-f-]{36}$`);

/** A visitor asks for a quotation from the Contact page (its form has journeys of its own); the admin finds it. */
async function quotationRequest(page: Page) {
  const request = {
    name: 'Bisi Akande',
    phone: '+234 815 555 0111',
    email: 'bisi.akande@example.com',
    subject: 'Quotation Request',
    message: 'Please quote a changeover panel for my shop in Bodija.',
  };
  expect((await page.request.post('/api/contactlist', { data: request })).status()).toBe(201);
  const inbox = z.object({ messages: z.array(inboxMessageSchema) }).parse(await (await page.request.get('/api/contactlist?q=bisi.akande')).json());
  const message = inbox.messages.find((candidate) => candidate.subject === 'Quotation Request');
  if (!message) throw new Error('The quotation request is not in the inbox');
  return message;
}

async function fillItem(form: Locator, number: number, line: { description: string; quantity: string; unitPrice: string }) {
  const group = item(form, number);
  await group.getByLabel('Description').fill(line.description);
  await group.getByLabel('Quantity').fill(line.quantity);
  await group.getByLabel('Unit price (₦)').fill(line.unitPrice);
}

async function expectTotal(form: Locator, term: string, amount: string) {
  await expect(
    totals(form)
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term.replace(/[()%]/g, '\\$&')}$`) })
      .locator('xpath=following-sibling::dd'),
  ).toHaveText(amount);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('a Quotation Request becomes a quote with an optional item, its totals previewed before it is saved', async ({ page }) => {
  const message = await quotationRequest(page);
  await page.goto(pathTo('inboxMessage', { id: message._id }));
  await main(page).getByRole('link', { name: 'Make a quote' }).click();
  await expect(page).toHaveURL(`${pathTo('newQuote')}?fromMessage=${message._id}`);

  const form = quoteForm(page);
  await expect(form.getByLabel('Name')).toHaveValue('Bisi Akande');
  await expect(form.getByLabel('Email')).toHaveValue('bisi.akande@example.com');
  await expect(form.getByLabel('Phone')).toHaveValue('+234 815 555 0111');
  await expect(form.getByLabel('Title')).toHaveValue('Quotation Request');
  await expect(form.getByLabel('Notes (optional)', { exact: true })).toHaveValue('Please quote a changeover panel for my shop in Bodija.');

  await form.getByLabel('Title').fill('Changeover panel for the Bodija shop');
  await form.getByLabel('Service').selectOption('Electrical Installation');
  await fillItem(form, 1, { description: 'Changeover panel, 3-phase', quantity: '2', unitPrice: '150000' });
  await form.getByRole('button', { name: 'Add an item' }).click();
  await expect(item(form, 2).getByLabel('Description')).toBeFocused();
  await fillItem(form, 2, { description: 'Surge protector', quantity: '1', unitPrice: '50000' });
  await item(form, 2).getByLabel('Optional item 2 (the customer may tick it)').check();
  await form.getByLabel('Discount (₦)').fill('10000');
  await form.getByLabel('Deposit (%)').fill('50');

  await expect(item(form, 1)).toContainText('Line total ₦300,000');
  await expect(item(form, 2)).toContainText('₦50,000 (optional, not in total)');
  // 300,000 less 10,000 = 290,000; VAT 7.5 % of it = 21,750, shown apart.
  await expectTotal(form, 'Subtotal', '₦300,000');
  await expectTotal(form, 'Discount', '-₦10,000');
  await expectTotal(form, 'VAT (7.5%)', '₦21,750');
  await expectTotal(form, 'Total', '₦311,750');
  await expectTotal(form, 'Deposit (50%)', '₦155,875');
  await expectTotal(form, 'Optional items, not in total', '₦50,000');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(quoteMessages.saved)).toBeVisible();
  await expect(page).toHaveURL(savedPage('adminQuote'));
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const quote = quoteSchema.parse(await (await page.request.get(`/api/quotes/${id}`)).json());
  expect(quote).toMatchObject({
    status: 'draft',
    title: 'Changeover panel for the Bodija shop',
    service: 'Electrical Installation',
    customer: { name: 'Bisi Akande', email: 'bisi.akande@example.com', phone: '+234 815 555 0111' },
    subtotal: 300_000,
    discount: 10_000,
    vatRate: 7.5,
    vat: 21_750,
    total: 311_750,
    depositPercent: 50,
    deposit: 155_875,
    sourceMessageId: message._id,
  });
  expect(quote.lines.map(({ description, quantity, unitPrice, optional }) => ({ description, quantity, unitPrice, optional }))).toEqual([
    { description: 'Changeover panel, 3-phase', quantity: 2, unitPrice: 150_000, optional: false },
    { description: 'Surge protector', quantity: 1, unitPrice: 50_000, optional: true },
  ]);
});

test("a booking becomes a quote with the customer and the service carried over, the customer's note in the office's notes", async ({ page }) => {
  const visit = {
    name: 'Kunle Adeyemi',
    phone: '0803 555 0101',
    email: 'kunle@example.com',
    service: 'Solar Services',
    date: addDays(lagosClock().day, 3),
    time: '10:00',
    note: 'Three-bedroom flat, 5 kVA.',
  };
  const answer = await page.request.post('/api/booking', { data: visit });
  expect(answer.status()).toBe(201);
  const booking = bookingSchema.parse(await answer.json());

  await page.goto(pathTo('showBooking', { id: booking._id }));
  await main(page).getByRole('link', { name: 'Make a quote' }).click();
  await expect(page).toHaveURL(`${pathTo('newQuote')}?fromBooking=${booking._id}`);
  const form = quoteForm(page);
  await expect(form.getByLabel('Name')).toHaveValue('Kunle Adeyemi');
  await expect(form.getByLabel('Email')).toHaveValue('kunle@example.com');
  await expect(form.getByLabel('Phone')).toHaveValue('0803 555 0101');
  await expect(form.getByLabel('Service')).toHaveValue('Solar Services');
  await expect(form.getByLabel('Title')).toHaveValue('Solar Services');
  await expect(form.getByLabel('Notes (optional)', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Office notes (optional)')).toHaveValue('Three-bedroom flat, 5 kVA.');
});

test('a blank invoice is saved, due in 14 days, with VAT shown apart', async ({ page }) => {
  await page.goto(pathTo('newInvoice'));
  const form = invoiceForm(page);
  await expect(form.getByLabel('Due date')).toHaveValue(addDays(lagosClock().day, defaultDueInDays));
  await form.getByLabel('Name').fill('Tunde Bakare');
  await form.getByLabel('Email').fill('tunde@example.com');
  await form.getByLabel('Phone').fill('08035550199');
  await form.getByLabel('Title').fill('Motor rewinding, 15 kW');
  await fillItem(form, 1, { description: 'Rewinding, 15 kW motor', quantity: '1', unitPrice: '85000.50' });
  await expect(item(form, 1).getByRole('checkbox')).toHaveCount(0);
  await expectTotal(form, 'VAT (7.5%)', '₦6,375.04');
  await expectTotal(form, 'Total', '₦91,375.54');
  await form.getByLabel('Charge VAT (7.5%), shown apart from the prices').uncheck();
  // Not charged, VAT is left off the ladder, as on the saved invoice's page and its PDF.
  await expect(totals(form).getByRole('term').filter({ hasText: /^VAT/ })).toHaveCount(0);
  await expectTotal(form, 'Total', '₦85,000.50');
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(invoiceMessages.saved)).toBeVisible();
  await expect(page).toHaveURL(savedPage('adminInvoice'));
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const invoice = invoiceSchema.parse(await (await page.request.get(`/api/invoices/${id}`)).json());
  expect(invoice).toMatchObject({ status: 'draft', title: 'Motor rewinding, 15 kW', vatRate: 0, total: 85_000.5, dueDate: addDays(lagosClock().day, defaultDueInDays) });
  expect(invoice.number).toMatch(/^INV-\d{4}-\d{4}$/);
});

test('an empty form names what is missing and sends nothing', async ({ page }) => {
  let sent = false;
  await page.route('**/api/quotes', async (route) => {
    sent = true;
    await route.continue();
  });
  await page.goto(pathTo('newQuote'));
  const form = quoteForm(page);
  await form.getByRole('button', { name: 'Save draft' }).click();
  for (const text of ['Name is required', 'Phone is required', 'Title is required', 'Service is required', 'Describe the item', 'Unit price is required']) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.goto(pathTo('newInvoice'));
  await invoiceForm(page).getByRole('button', { name: 'Save draft' }).click();
  for (const text of ['Name is required', 'Title is required', 'Describe the item', 'Unit price is required']) {
    await expect(invoiceForm(page).getByText(text, { exact: true })).toBeVisible();
  }
  await expect(invoiceForm(page).getByLabel('Name')).toBeFocused();
  expect(sent).toBe(false);
});

test("the server's refusal is shown, and Save waits while the quote is on its way", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/quotes', async (route) => {
    await held;
    await route.fulfill({ status: 409, json: { message: 'A quote for this request is already being drafted' } });
  });
  await page.goto(pathTo('newQuote'));
  const form = quoteForm(page);
  await form.getByLabel('Name').fill('Bisi Akande');
  await form.getByLabel('Email').fill('bisi@example.com');
  await form.getByLabel('Phone').fill('08155550111');
  await form.getByLabel('Title').fill('Fire alarm');
  await form.getByLabel('Service').selectOption({ index: 1 });
  await fillItem(form, 1, { description: 'Smoke detector', quantity: '4', unitPrice: '12000' });
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  release();
  await expect(page.getByText('A quote for this request is already being drafted')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  await expect(page).toHaveURL(pathTo('newQuote'));
});

test('on a 375 px phone the items stack and nothing runs off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(pathTo('newQuote'));
  const form = quoteForm(page);
  await form.getByRole('button', { name: 'Add an item' }).click();
  const first = item(form, 1);
  const description = await first.getByLabel('Description').boundingBox();
  const quantity = await first.getByLabel('Quantity').boundingBox();
  if (!description || !quantity) throw new Error('The item fields are not drawn');
  expect(quantity.y).toBeGreaterThanOrEqual(description.y + description.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await item(form, 2).getByRole('button', { name: 'Remove item 2' }).click();
  await expect(item(form, 2)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(pathTo('newInvoice'));
  await expect(invoiceForm(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
