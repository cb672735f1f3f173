import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { lagosClock } from '../contracts/lagos-time';
import { quoteMessages } from '../contracts/quotes';
import { expectNoAxeViolations } from './axe';
import { scrollToQuoteAnswer } from './money-office';
import { demoAccount } from './demo-admin';
import { linkIn, mailTo } from './mailbox';

/** The customer reads their quote on a phone. */
test.use({ viewport: { width: 375, height: 740 } });

function daysFromNow(days: number): string {
  const date = new Date(`${lagosClock().day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Sent = { id: string; number: string; link: string; token: string };

/**
 * An inverter job for ₦200,000 with a surge protector the customer may add for ₦40,000, VAT at 7.5% and half
 * down: ₦215,000 (deposit ₦107,500) without the option, ₦258,000 (deposit ₦129,000) with it.
 */
function inverterQuote(email: string, depositPercent = 50) {
  return {
    customer: { name: 'Kemi Adeyemi', email, phone: '08035550111', address: '5 Bodija Road, Ibadan' },
    title: 'Inverter installation for a 3-bedroom flat',
    service: 'Solar Services',
    lines: [
      { description: 'Inverter installation and wiring', quantity: 1, unitPrice: 200000 },
      { description: 'Surge protection device', quantity: 1, unitPrice: 40000, optional: true },
    ],
    depositPercent,
    validUntil: daysFromNow(14),
    terms: 'Work starts within 5 days of the deposit.',
  };
}

/** The office's side, through the API as the demo admin: a quote drafted and sent, its link answered. */
async function signedInOffice(request: APIRequestContext): Promise<APIRequestContext> {
  expect((await request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  return request;
}

async function sendQuote(office: APIRequestContext, draft: ReturnType<typeof inverterQuote>): Promise<Sent> {
  const created = await office.post('/api/quotes', { data: draft });
  expect(created.status()).toBe(201);
  const { _id: id, number } = (await created.json()) as { _id: string; number: string };
  const sent = await office.post(`/api/quotes/${id}/send`);
  expect(sent.ok()).toBe(true);
  const { link } = (await sent.json()) as { link: string };
  return { id, number, link, token: link.split('/').at(-1) ?? '' };
}

/** The invoice of an accepted quote, sent: its number and link. */
async function sendInvoiceOf(office: APIRequestContext, quoteId: string): Promise<Sent> {
  const invoiced = await office.post(`/api/quotes/${quoteId}/invoice`, { data: { dueDate: daysFromNow(10) } });
  expect(invoiced.ok()).toBe(true);
  const { _id: id, number } = (await invoiced.json()) as { _id: string; number: string };
  const sent = await office.post(`/api/invoices/${id}/send`);
  expect(sent.ok()).toBe(true);
  const { link } = (await sent.json()) as { link: string };
  return { id, number, link, token: link.split('/').at(-1) ?? '' };
}

/** Toasts sit outside <main>; the page's own words are looked for inside it. */
const main = (page: Page) => page.getByRole('main');

/** A figure of the totals: the amount written beside its name. */
const figure = (page: Page, term: string) =>
  main(page)
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function payInSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByText(`${amount}.00`).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a customer ticks an option, accepts the quote by name and pays the deposit from the mailed link', async ({ page, request }) => {
  const office = await signedInOffice(request);
  const quote = await sendQuote(office, inverterQuote(`kemi-${Date.now()}@example.com`));

  await page.goto(quote.link);
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${quote.number}` })).toBeVisible();
  await expect(main(page).getByText('Awaiting your answer')).toBeVisible();
  await expect(figure(page, 'VAT (7.5%)')).toHaveText('₦15,000');
  await expect(figure(page, 'Total')).toHaveText('₦215,000');
  await expect(figure(page, 'Deposit (50%)')).toHaveText('₦107,500');
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: /Include Surge protection device/ }).check();
  await expect(figure(page, 'Subtotal')).toHaveText('₦240,000');
  await expect(figure(page, 'VAT (7.5%)')).toHaveText('₦18,000');
  await expect(figure(page, 'Total')).toHaveText('₦258,000');
  await expect(figure(page, 'Deposit (50%)')).toHaveText('₦129,000');

  await scrollToQuoteAnswer(page, 'Accept');
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByLabel('Your full name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your full name').fill('Kemi Adeyemi');
  await page.getByRole('button', { name: 'Accept quote' }).click();
  await expect(main(page).getByText(quoteMessages.accepted)).toBeVisible();
  await expect(main(page).locator('header').getByText('Accepted', { exact: true })).toBeVisible();
  await expect(figure(page, 'Total')).toHaveText('₦258,000');
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Pay deposit' }).click();
  await payInSandbox(page, '₦129,000');
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.token}$`));
  await expect(main(page).getByText('Thank you. Your payment of ₦129,000 has been received.')).toBeVisible();
  await expect(figure(page, 'Paid')).toHaveText('-₦129,000');
  await expect(page.getByRole('button', { name: 'Pay deposit' })).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByText(quoteMessages.accepted)).toBeVisible();
  await expect(figure(page, 'Paid')).toHaveText('-₦129,000');
  await expectNoAxeViolations(page);
});

test('a customer declines a quote with a reason, and a broken link says it is invalid', async ({ page, request }) => {
  const office = await signedInOffice(request);
  const quote = await sendQuote(office, inverterQuote(`tunde-${Date.now()}@example.com`));

  await page.goto(quote.link);
  await scrollToQuoteAnswer(page, 'Decline');
  await page.getByRole('button', { name: 'Decline quote' }).click();
  await expect(main(page).getByText(quoteMessages.reasonToDecline)).toBeVisible();
  await page.getByLabel('Reason for declining').fill('We found a smaller inverter elsewhere.');
  await page.getByRole('button', { name: 'Decline quote' }).click();
  await expect(main(page).getByText(quoteMessages.declined)).toBeVisible();
  await expect(main(page).getByText('We found a smaller inverter elsewhere.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  for (const broken of ['/quotes/not-a-token', `/quotes/${'x'.repeat(43)}`]) {
    await page.goto(broken);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not open this quote' })).toBeVisible();
    await expect(main(page).getByText(quoteMessages.linkInvalid)).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('a customer pays an invoice from its link and downloads the receipt', async ({ page, request }) => {
  const office = await signedInOffice(request);
  const quote = await sendQuote(office, inverterQuote(`bisi-${Date.now()}@example.com`, 0));
  expect((await page.request.post(`/api/quotes/link/${quote.token}/accept`, { data: { name: 'Bisi Ola', chosenOptions: [] } })).ok()).toBe(true);
  const invoice = await sendInvoiceOf(office, quote.id);

  await page.goto(invoice.link);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(figure(page, 'Balance due')).toHaveText('₦215,000');
  await expect(main(page).getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pay ₦215,000' }).click();
  await payInSandbox(page, '₦215,000');
  await expect(page).toHaveURL(new RegExp(`/invoices/${invoice.token}$`));
  await expect(main(page).getByText('Thank you. Your payment of ₦215,000 has been received.')).toBeVisible();
  await expect(figure(page, 'Balance due')).toHaveText('₦0');
  await expect(main(page).locator('header').getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  const receipt = main(page).getByRole('link', { name: /^Receipt .* \(PDF\)$/ });
  await expect(receipt).toBeVisible();
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectNoAxeViolations(page);
});

test('a link preview fetching the quote page sees the quote drawn, kept from caches, and leaves it unread', async ({ page, request }) => {
  const office = await signedInOffice(request);
  const quote = await sendQuote(office, inverterQuote(`preview-${Date.now()}@example.com`));
  const statusOf = async () => ((await (await office.get(`/api/quotes/${quote.id}`)).json()) as { status: string }).status;

  // WhatsApp and mail scanners fetch the page without running it: the quote is in the HTML, yet not 'viewed'.
  const preview = await request.get(quote.link);
  expect(preview.headers()['cache-control']).toBe('no-store');
  expect(preview.headers()['referrer-policy']).toBe('no-referrer');
  expect(await preview.text()).toContain(`Quote ${quote.number}`);
  expect(await statusOf()).toBe('sent');

  await page.goto(quote.link);
  await expect(page.getByRole('checkbox', { name: /Include Surge protection device/ })).toBeEnabled();
  await expect.poll(statusOf).toBe('viewed');
});

test('a signed-in customer finds the quotes and invoices made out to their e-mail under Quotes & Invoices', async ({ page, request }) => {
  const account = { name: 'Ngozi Eze', email: `ngozi-${Date.now()}@example.com`, password: 'first-secret-1' };
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  await page.goto(linkIn(await mailTo(account.email, 'Activate your account'), '/activate'));
  await expect(main(page).getByText('Account activated — return to login page')).toBeVisible();

  const office = await signedInOffice(request);
  const open = await sendQuote(office, inverterQuote(account.email));
  const invoiced = await sendQuote(office, inverterQuote(account.email, 0));
  expect((await page.request.post(`/api/quotes/link/${invoiced.token}/accept`, { data: { name: account.name, chosenOptions: [] } })).ok()).toBe(true);
  const invoice = await sendInvoiceOf(office, invoiced.id);

  expect((await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);
  await page.goto('/account/info');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Quotes & Invoices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes & Invoices' })).toBeVisible();
  const quotes = main(page).getByRole('region', { name: 'Quotes' });
  await expect(quotes.getByRole('link', { name: open.number })).toBeVisible();
  await expect(quotes.getByRole('link', { name: invoiced.number })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Invoices' }).getByText('₦215,000 due')).toBeVisible();
  await expectNoAxeViolations(page);

  await quotes.getByRole('link', { name: open.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${open.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept quote' })).toBeVisible();
  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: 'All quotes and invoices' }).click();
  await main(page).getByRole('region', { name: 'Invoices' }).getByRole('link', { name: invoice.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(figure(page, 'Balance due')).toHaveText('₦215,000');
  await expect(page.getByRole('button', { name: 'Pay ₦215,000' })).toBeVisible();
  await expectNoAxeViolations(page);
});
