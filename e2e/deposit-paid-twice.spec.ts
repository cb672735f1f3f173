import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './visitor-address';
import { invoiceMessages, secondDepositWords } from '../contracts/invoices';
import { lagosClock } from '../contracts/lagos-time';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { paymentMessages } from '../contracts/payments';
import { quoteSchema } from '../contracts/quotes.schemas';
import { expectNoAxeViolations } from './axe';
import { acceptMotorPanelQuote, figure, main, onPaymentPage, signedInOffice } from './money-office';

/**
 * Issue 30: a customer pays the deposit on a page the office's own record of the deposit replaced meanwhile.
 * They are told it was paid twice; the office keeps it toward the job or refunds it, from the quote's page.
 * A ₦200,000 job, no VAT, 40% down: deposit ₦80,000.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** The customer opens the deposit's page; the office records the deposit by transfer meanwhile; the customer pays the page anyway. */
async function depositPaidTwice(browser: Browser, request: APIRequestContext, stamp: string) {
  const office = await signedInOffice(request);
  const { quote, link } = await acceptMotorPanelQuote(office, `twice-${stamp}@example.com`);
  const customer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await customer.goto(link);
  await customer.getByRole('button', { name: 'Pay deposit' }).click();
  await expect(customer).toHaveURL(/\/api\/payments\/sandbox\//);
  const recorded = await office.post(`/api/quotes/${quote._id}/payments`, { data: { amount: 80_000, method: 'bank_transfer', receivedOn: lagosClock().day, note: 'Zenith transfer' } });
  expect(recorded.status()).toBe(201);
  await onPaymentPage(customer, formatNaira(80_000), 'Pay');
  return { office, quote, customer };
}

async function officeOn(browser: Browser, office: APIRequestContext, quoteId: string): Promise<Page> {
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await office.storageState() })).newPage();
  await desk.goto(pathTo('adminQuote', { id: quoteId }));
  return desk;
}

test('a deposit paid twice is told to the customer, and the office keeps it toward the job once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { office, quote, customer } = await depositPaidTwice(browser, request, `keep-${Date.now()}`);

  // Back on the quote, the customer reads that the deposit was paid twice and what the office will do.
  await expect(main(customer).getByText(paymentMessages.depositPaidTwice)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(customer);

  const desk = await officeOn(browser, office, quote._id);
  const twice = main(desk).getByRole('region', { name: secondDepositWords.heading });
  await expect(twice).toContainText(`${formatNaira(80_000)} came in by card`);
  await expect(twice.getByRole('button', { name: secondDepositWords.refund })).toBeVisible();
  await expectNoAxeViolations(desk);

  await twice.getByRole('button', { name: secondDepositWords.keep }).click();
  await expect(desk.getByRole('status').getByText(invoiceMessages.secondDepositKept, { exact: true })).toBeVisible();
  await expect(twice.getByText(secondDepositWords.kept, { exact: true })).toBeVisible();
  await expect(twice.getByRole('button')).toHaveCount(0);
  const summary = main(desk).getByRole('region', { name: 'Quote' });
  await expect(figure(summary, 'Paid')).toHaveText(`-${formatNaira(160_000)}`);
  await expect(figure(summary, 'Balance due')).toHaveText(formatNaira(40_000));
  await expect(main(desk).getByRole('region', { name: 'Refund due' })).toHaveCount(0);
  await expectNoAxeViolations(desk);

  // Pressed again (another tab, a double click): the choice was made once.
  const again = await office.post(`/api/quotes/${quote._id}/second-deposits/${(await secondDepositOf(office, quote._id)).paymentId}`, { data: { choice: 'keep' } });
  expect(again.status()).toBe(409);
  expect(quoteSchema.parse(await (await office.get(`/api/quotes/${quote._id}`)).json())).toMatchObject({ depositPaid: 160_000, credit: 0 });
});

test('the office refunds a deposit paid twice to the card, asked once more first', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { office, quote, customer } = await depositPaidTwice(browser, request, `refund-${Date.now()}`);
  await expect(main(customer).getByText(paymentMessages.depositPaidTwice)).toBeVisible({ timeout: 20_000 });

  const desk = await officeOn(browser, office, quote._id);
  const twice = main(desk).getByRole('region', { name: secondDepositWords.heading });
  await twice.getByRole('button', { name: secondDepositWords.refund }).click();
  const dialog = desk.getByRole('dialog', { name: `Refund ${formatNaira(80_000)} to the card?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(desk);
  await dialog.getByRole('button', { name: 'Confirm the refund' }).click();
  await expect(twice.getByText(secondDepositWords.refunded, { exact: true })).toBeVisible();
  const summary = main(desk).getByRole('region', { name: 'Quote' });
  await expect(figure(summary, 'Paid')).toHaveText(`-${formatNaira(80_000)}`);
  await expect(main(desk).getByRole('region', { name: 'Refund due' })).toHaveCount(0);
  await expectNoAxeViolations(desk);
  expect(quoteSchema.parse(await (await office.get(`/api/quotes/${quote._id}`)).json())).toMatchObject({ depositPaid: 80_000, credit: 0, secondDeposits: [{ choice: 'refunded' }] });
});

async function secondDepositOf(office: APIRequestContext, quoteId: string) {
  const [deposit] = quoteSchema.parse(await (await office.get(`/api/quotes/${quoteId}`)).json()).secondDeposits ?? [];
  if (!deposit) throw new Error('no deposit paid twice');
  return deposit;
}
