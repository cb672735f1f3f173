import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { quoteMessages } from '../contracts/quotes';
import { e2eBankDetails } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { figure, main, scrollToQuoteAnswer, sendMotorPanelQuote, signedInOffice } from './money-office';

/**
 * Issue 22's quote side: a buyer reads the quote with its PDF and the company's account, accepts it on a phone
 * and is shown the deposit to pay at once; the office records the deposit that came by bank transfer.
 * A ₦200,000 job, no VAT, 40% down: deposit ₦80,000.
 */

async function sendQuote(request: Parameters<typeof signedInOffice>[0], email: string) {
  const office = await signedInOffice(request);
  return { office, ...(await sendMotorPanelQuote(office, email)) };
}

test('a customer accepts a quote on a phone and sees the deposit to pay; the office records it paid by transfer', { tag: '@journey' }, async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { office, quote, link } = await sendQuote(request, `deposit-${Date.now()}@example.com`);

  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto(link);
  const bank = main(phone).getByRole('region', { name: 'Pay by bank transfer' });
  for (const detail of [e2eBankDetails.bank, e2eBankDetails.accountName, e2eBankDetails.accountNumber, quote.number]) await expect(bank).toContainText(detail);
  const pdfLink = main(phone).getByRole('link', { name: 'Download the quote (PDF)' });
  const pdf = await phone.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect(figure(main(phone), 'Deposit (40%)')).toHaveText(formatNaira(80_000));

  // Accepting is at the foot of the page: the result and the deposit's button come on screen.
  await scrollToQuoteAnswer(phone, 'Accept');
  await phone.getByLabel('Your full name').fill('Femi Ajayi');
  await phone.getByRole('button', { name: 'Accept quote' }).click();
  await expect(main(phone).getByText(quoteMessages.accepted)).toBeInViewport();
  await expect(phone.getByRole('button', { name: 'Pay deposit' })).toBeInViewport();
  await expectNoAxeViolations(phone);

  // The office records the deposit that came by transfer, from the quote's page, and finds the quote's PDF there.
  const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await office.storageState() })).newPage();
  await desk.goto(pathTo('adminQuote', { id: quote._id }));
  await expect(main(desk).getByRole('link', { name: `Quote ${quote.number} (PDF)` })).toBeVisible();
  const deposit = main(desk).getByRole('form', { name: 'Record a deposit' });
  await expect(deposit.getByLabel('Amount (₦)')).toHaveValue('80000');
  await deposit.getByLabel('Paid by').selectOption('bank_transfer');
  await deposit.getByLabel('Note (optional)').fill('Zenith transfer, ref 4471');
  await expectNoAxeViolations(desk);
  await deposit.getByRole('button', { name: 'Record the deposit' }).click();
  await expect(desk.getByRole('status').getByText(quoteMessages.depositRecorded, { exact: true })).toBeVisible();
  const summary = main(desk).getByRole('region', { name: 'Quote' });
  await expect(figure(summary, 'Paid')).toHaveText(`-${formatNaira(80_000)}`);
  await expect(figure(summary, 'Balance due')).toHaveText(formatNaira(120_000));
  await expect(main(desk).getByRole('form', { name: 'Record a deposit' })).toHaveCount(0);

  await phone.reload();
  await expect(figure(main(phone), 'Paid')).toHaveText(`-${formatNaira(80_000)}`);
  await expect(phone.getByRole('button', { name: 'Pay deposit' })).toHaveCount(0);
});

test('a customer who declines on a phone sees the answer recorded on screen', { tag: '@journey' }, async ({ browser, request }) => {
  const { link } = await sendQuote(request, `decline-${Date.now()}@example.com`);
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto(link);
  await scrollToQuoteAnswer(phone, 'Decline');
  await phone.getByLabel('Reason for declining').fill('The work is postponed to next year.');
  await phone.getByRole('button', { name: 'Decline quote' }).click();
  await expect(main(phone).getByText(quoteMessages.declined)).toBeInViewport();
});
