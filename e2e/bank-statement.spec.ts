import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { formatNaira } from '../contracts/money';
import { lagosClock } from '../contracts/lagos-time';
import { pathTo } from '../contracts/pages';
import { statementMessages, statementWords } from '../contracts/statements';
import { expectNoAxeViolations } from './axe';
import { figure, main, sendInvoice, signedInOffice } from './money-office';

/**
 * Issue 33 item 3: the office uploads the company account's statement as the bank exported it (a GTBank CSV),
 * sees the credit suggested on the invoice its narration names, confirms it, and the invoice is paid; at a
 * desk's width and on a phone.
 */

const gtbankCsv = (reference: string, naira: number, remarks: string) => {
  const day = lagosClock().day.split('-').reverse().join('/');
  const amount = naira.toLocaleString('en-NG', { minimumFractionDigits: 2 });
  return [
    'GUARANTY TRUST BANK PLC',
    'Trans. Date,Value. Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks',
    `${day},${day},${reference},,"${amount}","${(Date.now() % 100_000_000).toLocaleString('en-NG')}.00",IBADAN,${remarks}`,
    `${day},${day},${reference}D,"1,500.00",,"1.00",IBADAN,SMS ALERT CHARGES`,
  ].join('\r\n');
};

for (const width of [1280, 375]) {
  test(`the office reads its bank statement and confirms a credit on the invoice it names, at ${width} px`, { tag: '@journey' }, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const viewport = { width, height: width === 375 ? 740 : 900 };
    const office = await signedInOffice(request);
    const invoice = await sendInvoice(office, `statement-${width}-${Date.now()}@example.com`, 64_000);
    const reference = `FT${width}${Date.now()}`;

    const page = await (await browser.newContext({ viewport, storageState: await office.storageState() })).newPage();
    await page.goto(pathTo('bankStatement'));
    await expect(main(page).getByRole('heading', { level: 1, name: statementWords.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = main(page).getByRole('form', { name: 'Read a bank statement' });
    await form.getByLabel(statementWords.bank).selectOption({ label: 'GTBank' });
    await form
      .getByLabel(statementWords.file)
      .setInputFiles({ name: 'gtbank-statement.csv', mimeType: 'text/csv', buffer: Buffer.from(gtbankCsv(reference, 64_000, `TRF FRM TOLA BANKOLE ${invoice.number.replaceAll('-', '')}`)) });
    await form.getByRole('button', { name: statementWords.upload }).click();
    await expect(page.getByRole('status').getByText(statementMessages.imported(1, 0), { exact: true })).toBeVisible();

    const item = main(page).getByRole('listitem').filter({ hasText: reference });
    await expect(item).toContainText(formatNaira(64_000));
    await expect(item).toContainText(`Suggested: ${invoice.number}, Tola Bankole (${statementWords.byNumber})`);
    await expect(item.getByLabel(statementWords.number)).toHaveValue(invoice.number);
    await expectNoAxeViolations(page);

    await item.getByRole('button', { name: statementWords.confirm }).click();
    await expect(page.getByRole('status').getByText(statementMessages.confirmed(invoice.number), { exact: true })).toBeVisible();
    await expect(main(page).getByRole('listitem').filter({ hasText: reference })).toHaveCount(0);

    await page.goto(pathTo('adminInvoice', { id: invoice.id }));
    await expect(figure(main(page).getByRole('region', { name: 'Invoice' }), 'Balance due')).toHaveText(formatNaira(0));
  });
}
