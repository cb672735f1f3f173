import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { invoiceMessages } from '../contracts/invoices';
import { dashboardSchema } from '../contracts/dashboard.schemas';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { paymentMessages } from '../contracts/payments';
import { expectNoAxeViolations } from './axe';
import { figure, main, onPaymentPage, recordTransfer, sendInvoice, signedInOffice } from './money-office';

/**
 * Issue 22: an invoice paid twice, by a bank transfer the office records while the customer pays by card on the
 * page they opened before. Nothing is lost and nothing counted twice: the invoice is paid, the card's money is
 * a credit shown as refund due (to the customer, on the invoice and on the dashboard), and the office refunds it
 * to the card after confirming, at a desk's width and on a phone.
 */

for (const width of [1280, 375]) {
  test(`an overpaid invoice shows refund due and is refunded to the card by the office, at ${width} px`, { tag: '@journey' }, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: width === 375 ? 740 : 900 };
    const office = await signedInOffice(request);
    const invoice = await sendInvoice(office, `overpaid-${width}-${Date.now()}@example.com`, 100_000);

    // The customer opens the link and goes to pay; meanwhile their transfer reaches the office, which records it.
    const customer = await (await browser.newContext({ viewport })).newPage();
    await customer.goto(invoice.link);
    await customer.getByRole('button', { name: `Pay ${formatNaira(100_000)}` }).click();
    await expect(customer).toHaveURL(/\/api\/payments\/sandbox\//);
    await recordTransfer(office, invoice.id, 100_000);
    await onPaymentPage(customer, formatNaira(100_000), 'Pay');

    // The card's money is recorded, settles nothing, and is kept as a credit, in the server's words.
    // Confirming asks the provider first: on a busy machine that takes a few seconds.
    await expect(main(customer).getByText(paymentMessages.pageReplacedPaid)).toBeVisible({ timeout: 20_000 });
    await expect(figure(main(customer), 'Balance due')).toHaveText(formatNaira(0));
    await expect(figure(main(customer), 'Credit (refund due)')).toHaveText(formatNaira(100_000));
    await expectNoAxeViolations(customer);

    // The office reads it as refund due, with what each payment settled and credited.
    const page = await (await browser.newContext({ viewport, storageState: await office.storageState() })).newPage();
    const dashboard = dashboardSchema.parse(await (await page.request.get('/api/admin/dashboard')).json());
    expect(dashboard.services.refundDue).toBeGreaterThanOrEqual(100_000);
    await page.goto(pathTo('dashboard'));
    await expect(main(page).getByRole('region', { name: 'Service work' })).toContainText(`Refund due${formatNaira(dashboard.services.refundDue)}`);
    await expectNoAxeViolations(page);

    await page.goto(pathTo('adminInvoice', { id: invoice.id }));
    const refundDue = main(page).getByRole('region', { name: 'Refund due' });
    await expect(refundDue).toContainText(formatNaira(100_000));
    await expect(figure(main(page).getByRole('region', { name: 'Invoice' }), 'Credit (refund due)')).toHaveText(formatNaira(100_000));
    const payments = main(page).getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText(`Settled ${formatNaira(100_000)}`);
    await expect(payments).toContainText(`Settled nothing; ${formatNaira(100_000)} credited (refund due)`);
    await expectNoAxeViolations(page);

    // Refund asks first; cancelling does nothing, confirming sends it to the card through the provider.
    const form = refundDue.getByRole('form', { name: 'Refund the credit' });
    await expect(form.getByLabel('Refund by')).toHaveValue('card');
    await form.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${formatNaira(100_000)} of ${invoice.number}?` });
    await expect(dialog).toContainText(`The payment provider is asked to send ${formatNaira(100_000)} back to the card that paid.`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(refundDue).toContainText(formatNaira(100_000));
    await form.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('button', { name: 'Confirm the refund' }).click();
    await expect(page.getByRole('status').getByText(invoiceMessages.refundRecorded, { exact: true })).toBeVisible();

    await expect(refundDue).toHaveCount(0);
    await expect(figure(main(page).getByRole('region', { name: 'Invoice' }), 'Credit (refund due)')).toHaveCount(0);
    const moves = main(page).getByRole('region', { name: 'Refunds and credit' });
    await expect(moves).toContainText(`Refund of ${formatNaira(100_000)} to the card that paid`);
    await expect(moves).toContainText('Done');
    await expectNoAxeViolations(page);

    // A second press, or a second admin, finds nothing left to refund.
    const again = await office.post(`/api/invoices/${invoice.id}/refunds`, { data: { amount: 1, method: 'card' } });
    expect(again.status()).toBe(409);
    await customer.reload();
    await expect(figure(main(customer), 'Credit (refund due)')).toHaveCount(0);
    await expect(figure(main(customer), 'Balance due')).toHaveText(formatNaira(0));
    await expect(main(customer).getByRole('region', { name: 'Refunds' })).toContainText(`Refunded ${formatNaira(100_000)} to your card`);
  });
}
