import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { transferMessages, unmatchedWords } from '../contracts/transfers';
import { expectNoAxeViolations } from './axe';
import { figure, main, sendInvoice, signedInOffice } from './money-office';

/**
 * Issue 33: money paid by transfer into an account number the product does not know is kept as unmatched;
 * the office finds it on its own page and assigns it to the invoice it pays, once, at a desk's width and on
 * a phone. (The sandbox plays the customer's bank: without a provider key no money moves.)
 */

for (const width of [1280, 375]) {
  test(`the office assigns unmatched money to the invoice it pays, at ${width} px`, { tag: '@journey' }, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const viewport = { width, height: width === 375 ? 740 : 900 };
    const office = await signedInOffice(request);
    const invoice = await sendInvoice(office, `unmatched-${width}-${Date.now()}@example.com`, 75_000);
    const sender = `ADEBAYO ${width} STORES`;
    const paid = await office.post('/api/payments/sandbox/transfers', { data: { accountNumber: '0000000000', amount: 75_000, senderName: sender } });
    expect(paid.status()).toBe(200);

    const page = await (await browser.newContext({ viewport, storageState: await office.storageState() })).newPage();
    await page.goto(pathTo('unmatchedMoney'));
    await expect(main(page).getByRole('heading', { level: 1, name: unmatchedWords.heading })).toBeVisible();
    const item = main(page).getByRole('listitem').filter({ hasText: sender });
    await expect(item).toContainText(formatNaira(75_000));
    await expect(item).toContainText('into account 0000000000');
    await expectNoAxeViolations(page);

    // A number that is no document's is refused in the server's words, and the money stays unmatched.
    const form = item.getByRole('form');
    await form.getByLabel(unmatchedWords.documentLabel).fill('INV-1999-0001');
    await form.getByRole('button', { name: unmatchedWords.assign }).click();
    await expect(page.getByRole('status').getByText(transferMessages.documentNotFound, { exact: true })).toBeVisible();
    await expect(item).toBeVisible();

    await form.getByLabel(unmatchedWords.documentLabel).fill(invoice.number);
    await form.getByRole('button', { name: unmatchedWords.assign }).click();
    await expect(page.getByRole('status').getByText(transferMessages.assigned(invoice.number), { exact: true })).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: sender })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // It settled the invoice as a recorded transfer does; a second assign finds it placed already.
    await page.goto(pathTo('adminInvoice', { id: invoice.id }));
    await expect(figure(main(page).getByRole('region', { name: 'Invoice' }), 'Balance due')).toHaveText(formatNaira(0));
    const list = (await (await office.get('/api/transfers/unmatched')).json()) as { transfers: { senderName: string }[] };
    expect(list.transfers.some((transfer) => transfer.senderName === sender)).toBe(false);
  });
}
