import { expect } from '@playwright/test';
import { test } from './visitor-address';
import { addDays, formatDay, lagosClock } from '../contracts/lagos-time';
import { formatNaira } from '../contracts/money';
import { pathTo } from '../contracts/pages';
import { reconciliationWords } from '../contracts/transfers';
import { reconciliationSchema } from '../contracts/transfers.schemas';
import { expectNoAxeViolations } from './axe';
import { main, recordTransfer, sendInvoice, signedInOffice } from './money-office';

/**
 * Issue 33 item 6: the office reads a day's money in by channel against what it settled, picks another day,
 * and downloads the day as CSV; at a desk's width and on a phone.
 */

for (const width of [1280, 375]) {
  test(`the office reconciles a day's money by channel, at ${width} px`, { tag: '@journey' }, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const viewport = { width, height: width === 375 ? 740 : 900 };
    const office = await signedInOffice(request);
    const invoice = await sendInvoice(office, `reconciled-${width}-${Date.now()}@example.com`, 12_000);
    await recordTransfer(office, invoice.id, 12_000);
    const today = lagosClock().day;
    const day = reconciliationSchema.parse(await (await office.get(`/api/transfers/reconciliation?date=${today}`)).json());
    const recorded = day.channels.find((line) => line.channel === 'recorded');
    expect(recorded?.received).toBeGreaterThanOrEqual(12_000);

    const page = await (await browser.newContext({ viewport, storageState: await office.storageState() })).newPage();
    await page.goto(pathTo('reconciliation'));
    await expect(main(page).getByRole('heading', { level: 1, name: reconciliationWords.heading })).toBeVisible();
    const channels = main(page).getByRole('list', { name: 'By channel' });
    await expect(channels.getByRole('listitem').filter({ hasText: reconciliationWords.channels.recorded })).toContainText(`${formatNaira(recorded?.received ?? 0)} in`);
    await expect(main(page).getByRole('region', { name: `Money in on ${formatDay(today)}` })).toBeVisible();
    await expectNoAxeViolations(page);

    const csv = await page.request.get((await main(page).getByRole('link', { name: reconciliationWords.export }).getAttribute('href')) ?? '');
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(invoice.number);

    const longAgo = addDays(today, -400);
    await main(page).getByLabel(reconciliationWords.day).fill(longAgo);
    await expect(main(page).getByRole('region', { name: `Money in on ${formatDay(longAgo)}` })).toContainText(reconciliationWords.nothing);
    await expectNoAxeViolations(page);
  });
}
