import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { parse } from 'csv-parse/sync';
import { invoiceMessages } from '../contracts/invoices';
import { invoiceCountsSchema, invoiceSchema, type InvoiceDraftInput } from '../contracts/invoices.schemas';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { formatNaira } from '../contracts/money';
import { adminBasePath } from '../contracts/pages';
import { quoteMessages } from '../contracts/quotes';
import { quoteCountsSchema, quoteSchema, type QuoteDraftInput } from '../contracts/quotes.schemas';
import { expectNoAxeViolations } from './axe';
import { signInAsAdmin } from './demo-admin';

/** Toasts sit outside <main>; page texts are looked for inside it so a toast never doubles a match. */
const main = (page: Page) => page.getByRole('main');
const region = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });
/** A toast, read by its status role so the same words on the page never double the match. */
const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const tableRows = (page: Page) =>
  main(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

const today = () => lagosClock().day;

function customerNamed(name: string) {
  return { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '08035550123', address: '12 Ring Road, Ibadan' };
}

/** A panel rewiring with an optional surge protector: 2 × ₦50,000, plus ₦20,000 if the customer ticks it, VAT 7.5%. */
function panelQuote(customerName: string): QuoteDraftInput {
  return {
    customer: customerNamed(customerName),
    title: 'Rewire the distribution panel',
    service: 'Industrial Panel Design',
    lines: [
      { description: 'Panel rewiring, per board', quantity: 2, unitPrice: 50000 },
      { description: 'Surge protector', quantity: 1, unitPrice: 20000, optional: true },
    ],
    validUntil: addDays(today(), 30),
    terms: 'Half on acceptance, the rest on completion.',
  };
}

function blankInvoice(customerName: string): InvoiceDraftInput {
  return {
    customer: customerNamed(customerName),
    title: 'Call-out and inspection',
    lines: [{ description: 'Inspection visit', quantity: 1, unitPrice: 15000 }],
    dueDate: addDays(today(), 14),
  };
}

async function draftQuote(page: Page, draft: QuoteDraftInput) {
  const answer = await page.request.post('/api/quotes', { data: draft });
  expect(answer.status()).toBe(201);
  return quoteSchema.parse(await answer.json());
}

async function draftInvoice(page: Page, draft: InvoiceDraftInput) {
  const answer = await page.request.post('/api/invoices', { data: draft });
  expect(answer.status()).toBe(201);
  return invoiceSchema.parse(await answer.json());
}

/** An invoice sent to its customer with part of it paid in cash, as the office records it through the API. */
async function partPaidInvoice(page: Page, customerName: string, amount: number) {
  const invoice = await draftInvoice(page, blankInvoice(customerName));
  expect((await page.request.post(`/api/invoices/${invoice._id}/send`)).ok()).toBe(true);
  const paid = await page.request.post(`/api/invoices/${invoice._id}/payments`, { data: { amount, method: 'cash', receivedOn: today(), note: 'Paid at the office' } });
  expect(paid.status()).toBe(201);
  return invoiceSchema.parse(await paid.json());
}

async function downloadCsv(page: Page, linkName: string) {
  const link = main(page).getByRole('link', { name: linkName });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const [header = [], ...rows] = parse((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '')) as string[][];
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
});

test('an admin finds a quote by tab and customer, sends it, and once accepted schedules the job and invoices it', { tag: '@journey' }, async ({ page }) => {
  test.setTimeout(120_000);
  const customer = `Quote Journey ${Date.now()}`;
  const quote = await draftQuote(page, panelQuote(customer));
  await draftQuote(page, { ...panelQuote(customer), title: 'Second opinion on the generator changeover' });
  const counts = quoteCountsSchema.parse(await (await page.request.get('/api/quotes/counts')).json());

  await page.goto(`${adminBasePath}/quotes`);
  await main(page)
    .getByRole('link', { name: `Drafts ${counts.draft}` })
    .click();
  await expect(page).toHaveURL(`${adminBasePath}/quotes?view=draft`);
  await expect(main(page).getByRole('link', { name: `Drafts ${counts.draft}` })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByRole('link', { name: `Awaiting answer ${counts.awaiting}` })).toBeVisible();
  await main(page).getByRole('searchbox', { name: 'Number, customer, e-mail or phone' }).fill(customer);
  await expect(page).toHaveURL(/[?&]q=Quote/);
  await expect(tableRows(page)).toHaveCount(2);
  await expect(tableRows(page).filter({ hasText: quote.number })).toContainText(formatNaira(107500));
  await main(page).getByRole('link', { name: quote.number }).click();

  await expect(page).toHaveURL(`${adminBasePath}/quotes/${quote._id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Quote ${quote.number}`);
  const summary = region(page, 'Quote');
  await expect(summary.getByRole('list', { name: 'Items' })).toContainText('Surge protector');
  await expect(summary.getByRole('list', { name: 'Items' })).toContainText('Optional, not chosen');
  await expect(summary).toContainText('VAT (7.5%)');
  await expect(region(page, 'Where it came from')).toContainText('Written in the office');

  await main(page).getByRole('button', { name: 'Send to the customer' }).click();
  await expect(toast(page, quoteMessages.sent)).toBeVisible();
  await expect(main(page)).toContainText(`We mailed the link to ${quote.customer.email}.`);
  const link = await main(page).getByRole('textbox', { name: "The customer's link" }).inputValue();
  const token = /\/quotes\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  expect(token).toBeDefined();
  const whatsapp = await main(page).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/2348035550123\?text=/);
  expect(decodeURIComponent(whatsapp ?? '')).toContain(link);
  await expect(region(page, 'Status')).toContainText('Sent');
  await expectNoAxeViolations(page);

  // The customer accepts on their link, ticking the surge protector.
  const option = quote.lines.find((line) => line.optional);
  const accepted = await page.request.post(`/api/quotes/link/${token}/accept`, { data: { name: customer, chosenOptions: [option?._id] } });
  expect(accepted.status()).toBe(200);
  await page.reload();
  await expect(region(page, 'Status')).toContainText('Accepted');
  await expect(region(page, 'Status')).toContainText(`Accepted by ${customer}`);
  await expect(summary.getByRole('list', { name: 'Items' })).toContainText('Optional, chosen by the customer');
  await expect(summary.getByRole('definition').last()).toHaveText(formatNaira(129000));
  await expect(region(page, 'History')).toContainText('Accepted');

  const job = main(page).getByRole('form', { name: 'Schedule the job' });
  await job.getByLabel('Visit date').fill(addDays(today(), 3));
  await job.getByLabel('Visit time').fill('10:00');
  await job.getByLabel('Note to the customer (optional)').fill('Our technician brings the breakers.');
  await job.getByRole('button', { name: 'Schedule the job' }).click();
  await expect(toast(page, quoteMessages.jobScheduled)).toBeVisible();
  await expect(region(page, 'History')).toContainText('Job scheduled');
  await main(page).getByRole('link', { name: 'open its booking' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminBasePath}/show-booking/[0-9a-f-]{36}$`));
  await expect(main(page)).toContainText(customer);
  await expect(main(page)).toContainText('Currently confirmed');
  await page.goBack();

  const invoicing = main(page).getByRole('form', { name: 'Create the invoice' });
  await expect(invoicing.getByLabel('Due date')).toHaveValue(addDays(today(), 14));
  await invoicing.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`${adminBasePath}/invoices/[0-9a-f-]{36}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-\d{4}-\d{4}$/);
  await expect(region(page, 'Status')).toContainText(`Made from quote ${quote.number}`);
  await expect(region(page, 'Invoice')).toContainText(formatNaira(129000));
});

test('an admin sends an invoice, records cash in two payments, and reads the balance and the receipts', { tag: '@journey' }, async ({ page }) => {
  test.setTimeout(90_000);
  const customer = `Invoice Payer ${Date.now()}`;
  const invoice = await draftInvoice(page, { ...blankInvoice(customer), lines: [{ description: 'Motor rewinding, 15 kW', quantity: 1, unitPrice: 100000 }] });

  await page.goto(`${adminBasePath}/invoices/${invoice._id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoice.number}`);
  await expect(main(page).getByRole('link', { name: `Invoice ${invoice.number} (PDF)` })).toHaveAttribute('href', `/api/invoices/${invoice._id}/pdf`);
  await main(page).getByRole('button', { name: 'Send to the customer' }).click();
  await expect(toast(page, invoiceMessages.sent)).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: "The customer's link" })).toHaveValue(/\/invoices\/[A-Za-z0-9_-]{43}$/);
  await expect(main(page).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/2348035550123\?text=/);
  await expect(region(page, 'Status')).toContainText('Sent');

  const payment = main(page).getByRole('form', { name: 'Record a payment' });
  await expect(payment.getByLabel('Amount (₦)')).toHaveValue('107500');
  await payment.getByLabel('Amount (₦)').fill('40000');
  await payment.getByLabel('Paid by').selectOption('cash');
  await payment.getByLabel('Note (optional)').fill('Handed to the foreman');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(toast(page, invoiceMessages.paymentRecorded)).toBeVisible();
  await expect(region(page, 'Status')).toContainText('Part paid');
  await expect(region(page, 'Invoice')).toContainText(`Balance due${formatNaira(67500)}`);
  const payments = region(page, 'Payments');
  await expect(payments).toContainText('Cash');
  await expect(payments).toContainText('Handed to the foreman');
  const receipt = payments.getByRole('link', { name: /^Receipt RCT-\d{4}-\d{4} \(PDF\)$/ });
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // The form starts the next payment from what is left.
  await expect(payment.getByLabel('Amount (₦)')).toHaveValue('67500');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(region(page, 'Status')).toContainText('Paid');
  await expect(region(page, 'Invoice')).toContainText(`Balance due${formatNaira(0)}`);
  await expect(payments.getByRole('link', { name: /^Receipt / })).toHaveCount(2);
  await expect(main(page).getByRole('form', { name: 'Record a payment' })).toHaveCount(0);
  await expect(region(page, 'History')).toContainText('Payment received');
});

test('a blank draft invoice is voided with a reason, and one with a payment is refused with the reason why', async ({ page }) => {
  const customer = `Void Tester ${Date.now()}`;
  const blank = await draftInvoice(page, blankInvoice(customer));
  await page.goto(`${adminBasePath}/invoices/${blank._id}`);
  await main(page).getByRole('button', { name: 'Void the invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `Void invoice ${blank.number}?` });
  await dialog.getByRole('button', { name: 'Void the invoice' }).click();
  await expect(dialog).toContainText(invoiceMessages.reasonRequired);
  await dialog.getByLabel('Why is it voided?').fill('Written twice by mistake');
  await dialog.getByRole('button', { name: 'Void the invoice' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, invoiceMessages.voided)).toBeVisible();
  await expect(region(page, 'Status')).toContainText('Void');
  await expect(region(page, 'Status')).toContainText('Voided because: Written twice by mistake');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Invoice ${blank.number}`);
  await expect(main(page).getByRole('button', { name: 'Void the invoice' })).toHaveCount(0);

  const paid = await partPaidInvoice(page, customer, 5000);
  await page.goto(`${adminBasePath}/invoices/${paid._id}`);
  await main(page).getByRole('button', { name: 'Void the invoice' }).click();
  await page.getByRole('dialog').getByLabel('Why is it voided?').fill('Customer changed their mind');
  await page.getByRole('dialog').getByRole('button', { name: 'Void the invoice' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(invoiceMessages.cannotVoid);
  await expect(region(page, 'Status')).toContainText('Part paid');
});

test('the accountant downloads the invoices and the payments on screen as CSV', async ({ page }) => {
  const customer = `Csv Customer ${Date.now()}`;
  const invoice = await partPaidInvoice(page, customer, 5000);
  const day = today();

  await page.goto(`${adminBasePath}/invoices?view=outstanding`);
  await main(page).getByRole('searchbox', { name: 'Number, customer, e-mail or phone' }).fill(customer);
  await main(page).getByLabel('From', { exact: true }).fill(day);
  await main(page).getByLabel('To', { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`[?&]to=${day}`));
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page)).toContainText('Part paid');
  await expect(tableRows(page)).toContainText(formatNaira(11125));

  const invoiceLink = main(page).getByRole('link', { name: 'Download these invoices (CSV)' });
  expect(Object.fromEntries(new URL((await invoiceLink.getAttribute('href')) ?? '', 'http://site').searchParams)).toEqual({ view: 'outstanding', q: customer, from: day, to: day });
  const invoices = await downloadCsv(page, 'Download these invoices (CSV)');
  expect(invoices).toEqual([expect.objectContaining({ Number: invoice.number, Status: 'part_paid', Customer: customer, 'Total (₦)': '16125.00', 'Paid (₦)': '5000.00', 'Balance (₦)': '11125.00' })]);

  const paymentsLink = main(page).getByRole('link', { name: 'Download the payments of these days (CSV)' });
  expect(Object.fromEntries(new URL((await paymentsLink.getAttribute('href')) ?? '', 'http://site').searchParams)).toEqual({ from: day, to: day });
  const payments = await downloadCsv(page, 'Download the payments of these days (CSV)');
  expect(payments.filter((row) => row.Invoice === invoice.number)).toEqual([
    expect.objectContaining({ Receipt: invoice.payments[0]?.receiptNumber, Customer: customer, Method: 'Cash', 'Amount (₦)': '5000.00', Note: 'Paid at the office' }),
  ]);
});

test('the dashboard shows service work apart from the shop, each figure opening its list filtered', async ({ page }) => {
  await partPaidInvoice(page, `Dashboard Customer ${Date.now()}`, 2500);
  const counts = invoiceCountsSchema.parse(await (await page.request.get('/api/invoices/counts')).json());
  const quoteCounts = quoteCountsSchema.parse(await (await page.request.get('/api/quotes/counts')).json());

  await page.goto(`${adminBasePath}/dashboard`);
  const services = region(page, 'Service work');
  await expect(services.getByRole('link', { name: /^Quotes awaiting an answer/ })).toContainText(String(quoteCounts.awaiting));
  await expect(services.getByRole('link', { name: /^Invoices outstanding/ })).toContainText(counts.outstanding === 1 ? '1 invoice' : `${counts.outstanding} invoices`);
  await expect(services).toContainText('Service payments this month');
  await expect(main(page).getByRole('link', { name: /^Shop sales this month/ })).toBeVisible();

  const openFigure = async (label: string) => {
    await page.goto(`${adminBasePath}/dashboard`);
    await region(page, 'Service work')
      .getByRole('link', { name: new RegExp(`^${label}`) })
      .click();
  };
  await openFigure('Quotes awaiting an answer');
  await expect(page).toHaveURL(`${adminBasePath}/quotes?view=awaiting`);
  await expect(main(page).getByRole('link', { name: `Awaiting answer ${quoteCounts.awaiting}` })).toHaveAttribute('aria-current', 'page');
  await openFigure('Invoices outstanding');
  await expect(page).toHaveURL(`${adminBasePath}/invoices?view=outstanding`);
  await expect(main(page).getByRole('link', { name: `Outstanding ${counts.outstanding}` })).toHaveAttribute('aria-current', 'page');
  await openFigure('Invoices overdue');
  await expect(page).toHaveURL(`${adminBasePath}/invoices?view=overdue`);
  await expect(main(page).getByRole('link', { name: `Overdue ${counts.overdue}` })).toHaveAttribute('aria-current', 'page');
});

test('the four service-work pages pass axe and fit a 375 px phone, with the admin menu leading to them', async ({ page }) => {
  test.setTimeout(90_000);
  const customer = `Phone Admin ${Date.now()}`;
  const quote = await draftQuote(page, panelQuote(customer));
  const invoice = await partPaidInvoice(page, customer, 5000);
  const pages = [
    { path: `${adminBasePath}/quotes`, heading: 'Quotes', ready: quote.number },
    { path: `${adminBasePath}/quotes/${quote._id}`, heading: `Quote ${quote.number}`, ready: 'History' },
    { path: `${adminBasePath}/invoices`, heading: 'Invoices', ready: invoice.number },
    { path: `${adminBasePath}/invoices/${invoice._id}`, heading: `Invoice ${invoice.number}`, ready: 'Record a payment' },
  ];

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const { path, heading, ready } of pages) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main(page).getByText(ready, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      const sideways = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
      expect(sideways, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  }

  // On a phone the menu names the section the page is in, and opens onto Quotes and Invoices.
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await menu.getByRole('button', { name: 'Admin menu: Invoices' }).click();
  await expect(menu.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Quotes' }).click();
  await expect(page).toHaveURL(`${adminBasePath}/quotes`);
  await expect(menu.getByRole('button', { name: 'Admin menu: Quotes' })).toBeVisible();
});
