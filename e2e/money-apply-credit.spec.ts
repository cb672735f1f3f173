import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { invoiceMessages } from '../contracts/invoices';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { expectNoAxeViolations } from './axe';
import { figure, main, recordTransfer, sendInvoice, signedInOffice } from './money-office';

/** Issue 22: a credit can also pay another open invoice of the same customer, chosen from their invoices. */
test("the office applies an overpaid invoice's credit to another invoice of the same customer", { tag: '@journey' }, async ({ browser, request }) => {
  test.setTimeout(90_000);
  const office = await signedInOffice(request);
  const email = `credit-${Date.now()}@example.com`;
  const overpaid = await sendInvoice(office, email, 50_000);
  const next = await sendInvoice(office, email, 30_000);
  // ₦80,000 came by transfer for the first invoice's ₦50,000: ₦30,000 is kept as its credit.
  await recordTransfer(office, overpaid.id, 80_000);

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await office.storageState() })).newPage();
  await page.goto(pathTo('adminInvoice', { id: overpaid.id }));
  const refundDue = main(page).getByRole('region', { name: 'Refund due' });
  await expect(refundDue).toContainText(formatNaira(30_000));
  await refundDue.getByRole('button', { name: 'Apply to another invoice' }).click();
  const apply = refundDue.getByRole('form', { name: 'Apply the credit to another invoice' });
  await expect(apply.getByLabel('Invoice').getByRole('option')).toHaveText(['Choose an open invoice', `${next.number}: ${formatNaira(30_000)} due`]);
  await apply.getByLabel('Invoice').selectOption({ label: `${next.number}: ${formatNaira(30_000)} due` });
  await expectNoAxeViolations(page);
  await apply.getByRole('button', { name: 'Apply to the invoice' }).click();
  await expect(page.getByRole('status').getByText(invoiceMessages.creditApplied, { exact: true })).toBeVisible();
  await expect(refundDue).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Refunds and credit' })).toContainText(`${formatNaira(30_000)} of credit from ${overpaid.number} applied to invoice ${next.number}`);

  await page.goto(pathTo('adminInvoice', { id: next.id }));
  await expect(figure(main(page).getByRole('region', { name: 'Invoice' }), 'Balance due')).toHaveText(formatNaira(0));
  await expect(main(page).getByRole('region', { name: 'Status' })).toContainText('Paid');
});
