import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { bankRefundMessages, bankRefundWords } from '../contracts/transfers';
import { expectNoAxeViolations } from './axe';
import { lagosClock } from '../contracts/lagos-time';
import { acceptMotorPanelQuote, figure, main, recordTransfer, sendInvoice, signedInOffice } from './money-office';

/**
 * Issue 33 item 4: a customer who paid more than owed by transfer is refunded to the bank account the office
 * enters: the account's name shown first, then sent (the sandbox plays Paystack's transfers: the bank takes it
 * at once), at a desk's width and on a phone.
 */

for (const width of [1280, 375]) {
  test(`the office refunds a credit to the customer's bank account, at ${width} px`, { tag: '@journey' }, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const viewport = { width, height: width === 375 ? 740 : 900 };
    const office = await signedInOffice(request);
    const invoice = await sendInvoice(office, `bank-refund-${width}-${Date.now()}@example.com`, 50_000);
    await recordTransfer(office, invoice.id, 60_000);

    const page = await (await browser.newContext({ viewport, storageState: await office.storageState() })).newPage();
    await page.goto(pathTo('adminInvoice', { id: invoice.id }));
    const refundDue = main(page).getByRole('region', { name: 'Refund due' });
    await expect(refundDue).toContainText(formatNaira(10_000));
    await refundDue.getByRole('button', { name: bankRefundWords.heading }).click();

    const check = refundDue.getByRole('form', { name: 'Check the bank account' });
    await check.getByLabel(bankRefundWords.bank).selectOption({ label: 'Guaranty Trust Bank' });
    await check.getByLabel(bankRefundWords.accountNumber).fill('0123456000');
    await check.getByRole('button', { name: bankRefundWords.check }).click();
    await expect(page.getByRole('status').getByText(bankRefundMessages.accountNotFound, { exact: true })).toBeVisible();

    await check.getByLabel(bankRefundWords.accountNumber).fill('0123456789');
    await check.getByRole('button', { name: bankRefundWords.check }).click();
    const send = refundDue.getByRole('form', { name: 'Send the refund' });
    await expect(send).toContainText(`${bankRefundWords.accountName}: SANDBOX ACCOUNT HOLDER (Guaranty Trust Bank, 0123456789)`);
    await expectNoAxeViolations(page);

    await send.getByRole('button', { name: bankRefundWords.send }).click();
    await expect(page.getByRole('status').getByText(bankRefundMessages.answer.success, { exact: true })).toBeVisible();
    await expect(refundDue).toHaveCount(0);
    await expect(figure(main(page).getByRole('region', { name: 'Invoice' }), 'Balance due')).toHaveText(formatNaira(0));
    await expect(main(page).getByRole('region', { name: 'Refunds to bank accounts' })).toContainText(
      `${formatNaira(10_000)} to SANDBOX ACCOUNT HOLDER (Guaranty Trust Bank, 0123456789): Received by the bank`,
    );
    await expectNoAxeViolations(page);
  });
}

test("the office refunds a quote's credit to the customer's bank account on a phone, and sees where it stands", { tag: '@journey' }, async ({ browser, request }) => {
  test.setTimeout(90_000);
  const office = await signedInOffice(request);
  const { quote } = await acceptMotorPanelQuote(office, `quote-bank-refund-${Date.now()}@example.com`);
  // Paid in full and ₦20,000 more by transfer: the quote's total is ₦200,000.
  const paid = await office.post(`/api/quotes/${quote._id}/payments`, { data: { amount: 220_000, method: 'bank_transfer', receivedOn: lagosClock().day, note: 'Zenith transfer' } });
  expect(paid.status()).toBe(201);

  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 }, storageState: await office.storageState() })).newPage();
  await page.goto(pathTo('adminQuote', { id: quote._id }));
  const refundDue = main(page).getByRole('region', { name: 'Refund due' });
  await expect(refundDue).toContainText(formatNaira(20_000));
  await refundDue.getByRole('button', { name: bankRefundWords.heading }).click();
  const check = refundDue.getByRole('form', { name: 'Check the bank account' });
  await check.getByLabel(bankRefundWords.bank).selectOption({ label: 'Guaranty Trust Bank' });
  await check.getByLabel(bankRefundWords.accountNumber).fill('0123456789');
  await check.getByRole('button', { name: bankRefundWords.check }).click();
  const send = refundDue.getByRole('form', { name: 'Send the refund' });
  await expect(send).toContainText('SANDBOX ACCOUNT HOLDER');
  await send.getByRole('button', { name: bankRefundWords.send }).click();
  await expect(page.getByRole('status').getByText(bankRefundMessages.answer.success, { exact: true })).toBeVisible();
  await expect(refundDue).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Refunds to bank accounts' })).toContainText(
    `${formatNaira(20_000)} to SANDBOX ACCOUNT HOLDER (Guaranty Trust Bank, 0123456789): Received by the bank`,
  );
  await expectNoAxeViolations(page);
});
