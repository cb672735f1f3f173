import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, lagosClock } from '../contracts/lagos-time';
import { invoiceSchema } from '../contracts/invoices.schemas';
import { quoteSchema, type Quote } from '../contracts/quotes.schemas';
import { demoAccount } from './demo-admin';

/**
 * The office's side of the money journeys, through the API as the demo admin: an invoice written and sent, and
 * a bank transfer recorded against it. The customer's side is the browser's.
 */

export type SentInvoice = { id: string; number: string; link: string };

export async function signedInOffice(request: APIRequestContext): Promise<APIRequestContext> {
  expect((await request.post('/api/auth/login', { data: demoAccount('admin') })).status()).toBe(200);
  return request;
}

/** An invoice of `naira` for one piece of work, no VAT, mailed to `email`: its id, number and the customer's link. */
export async function sendInvoice(office: APIRequestContext, email: string, naira: number): Promise<SentInvoice> {
  const draft = {
    customer: { name: 'Tola Bankole', email, phone: '08035550142', address: '12 Ring Road, Ibadan' },
    title: 'Changeover panel, 3-phase',
    lines: [{ description: 'Changeover panel, supplied and installed', quantity: 1, unitPrice: naira }],
    chargeVat: false,
    dueDate: addDays(lagosClock().day, 10),
  };
  const created = await office.post('/api/invoices', { data: draft });
  expect(created.status()).toBe(201);
  const { _id: id, number } = invoiceSchema.parse(await created.json());
  const sent = await office.post(`/api/invoices/${id}/send`);
  expect(sent.ok()).toBe(true);
  const { link } = (await sent.json()) as { link: string };
  return { id, number, link };
}

/** A ₦200,000 motor control panel, no VAT, 40% down (a ₦80,000 deposit), sent to `email`: the quote and the customer's link. */
export async function sendMotorPanelQuote(office: APIRequestContext, email: string): Promise<{ quote: Quote; link: string }> {
  const draft = {
    customer: { name: 'Femi Ajayi', email, phone: '08035550163', address: '3 Agodi Gate, Ibadan' },
    title: 'Motor control panel',
    service: 'Industrial Panel Design',
    lines: [{ description: 'Motor control panel, built and installed', quantity: 1, unitPrice: 200_000 }],
    chargeVat: false,
    depositPercent: 40,
    validUntil: addDays(lagosClock().day, 14),
  };
  const created = await office.post('/api/quotes', { data: draft });
  expect(created.status()).toBe(201);
  const quote = quoteSchema.parse(await created.json());
  const sent = await office.post(`/api/quotes/${quote._id}/send`);
  expect(sent.ok()).toBe(true);
  return { quote, link: ((await sent.json()) as { link: string }).link };
}

/** The motor panel quote, sent to `email` and accepted by its customer: its deposit (₦80,000) is owed. */
export async function acceptMotorPanelQuote(office: APIRequestContext, email: string): Promise<{ quote: Quote; link: string }> {
  const sent = await sendMotorPanelQuote(office, email);
  expect((await office.post(`/api/quotes/link/${sent.link.split('/').at(-1) ?? ''}/accept`, { data: { name: 'Femi Ajayi' } })).status()).toBe(200);
  return sent;
}

/** The office records money that came by bank transfer today (what closes the customer's open payment pages). */
export async function recordTransfer(office: APIRequestContext, invoiceId: string, naira: number): Promise<void> {
  const recorded = await office.post(`/api/invoices/${invoiceId}/payments`, { data: { amount: naira, method: 'bank_transfer', receivedOn: lagosClock().day, note: 'GTB transfer' } });
  expect(recorded.status()).toBe(201);
}

/** On the stand-in payment page (the sandbox Paystack): the amount it asks, then the customer's choice. */
export async function onPaymentPage(page: Page, amount: string, choice: 'Pay' | 'Cancel payment'): Promise<void> {
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await expect(page.getByText(`${amount}.00`).first()).toBeVisible();
  await page.getByRole('button', { name: choice === 'Pay' ? /^Pay / : 'Cancel payment' }).click();
}

/** Toasts sit outside <main>; the page's own words are looked for inside it. */
export const main = (page: Page) => page.getByRole('main');

/** A quote's answer forms are at its foot, their code loading as the customer scrolls near them: scroll there, as a person does. */
export async function scrollToQuoteAnswer(page: Page, answer: 'Accept' | 'Decline'): Promise<void> {
  await main(page)
    .getByRole('region', { name: `${answer} this quote` })
    .scrollIntoViewIfNeeded();
}

/** A row of a money ladder: the amount written beside its label. */
export const figure = (scope: ReturnType<typeof main>, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[()%]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
