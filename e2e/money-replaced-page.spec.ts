import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { formatNaira } from '../contracts/money';
import { paymentMessages } from '../contracts/payments';
import { e2eBankDetails } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { figure, main, onPaymentPage, recordTransfer, sendInvoice, signedInOffice } from './money-office';

/** Issue 22: a payment page is opened for what was owed then; when that changes it closes. */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('a customer back from a payment page replaced meanwhile is told so on a phone and pays the balance owed now', { tag: '@journey' }, async ({ page, request }) => {
  test.setTimeout(90_000);
  const office = await signedInOffice(request);
  const invoice = await sendInvoice(office, `replaced-${Date.now()}@example.com`, 100_000);

  // The invoice offers the card and the company's account, quoting its number.
  await page.goto(invoice.link);
  const bank = main(page).getByRole('region', { name: 'Pay by bank transfer' });
  for (const detail of [e2eBankDetails.bank, e2eBankDetails.accountName, e2eBankDetails.accountNumber, invoice.number]) await expect(bank).toContainText(detail);
  await expect(main(page).getByRole('link', { name: 'Download the invoice (PDF)' })).toBeVisible();

  // The customer opens the payment page for ₦100,000; meanwhile the office records ₦40,000 they sent by transfer.
  await page.getByRole('button', { name: `Pay ${formatNaira(100_000)}` }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
  await recordTransfer(office, invoice.id, 40_000);
  await onPaymentPage(page, formatNaira(100_000), 'Cancel payment');

  // Back on the invoice: told the page was replaced, in the server's words, and offered what is owed now, on screen.
  const replaced = main(page).getByText(paymentMessages.pageReplaced);
  await expect(replaced).toBeVisible({ timeout: 20_000 });
  await expect(replaced).toBeInViewport();
  const payNow = page.getByRole('button', { name: `Pay ${formatNaira(60_000)}` });
  await expect(payNow).toBeInViewport();
  await expect(figure(main(page), 'Paid')).toHaveText(`-${formatNaira(40_000)}`);
  await expect(figure(main(page), 'Balance due')).toHaveText(formatNaira(60_000));
  await expectNoAxeViolations(page);

  // The current balance is paid once, in full.
  await payNow.click();
  await onPaymentPage(page, formatNaira(60_000), 'Pay');
  await expect(main(page).getByText(`Thank you. Your payment of ${formatNaira(60_000)} has been received.`)).toBeVisible({ timeout: 20_000 });
  await expect(figure(main(page), 'Balance due')).toHaveText(formatNaira(0));
  await expect(figure(main(page), 'Credit (refund due)')).toHaveCount(0);
  await expect(main(page).locator('header').getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
