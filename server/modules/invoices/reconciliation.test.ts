import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { addDays, lagosClock } from '../../../contracts/lagos-time';
import { reconciliationWords } from '../../../contracts/transfers';
import { virtualAccounts } from '../payments/tables';
import { testDatabases } from '../../testing/databases';
import { useServiceMoney } from '../../testing/service-money';

const today = lagosClock().day;

describe.each(testDatabases())("a day's money in, reconciled by channel, on the $name database", (testDatabase) => {
  const { t, on, admin, asAdmin, webhook, issuedInvoice, openInvoicePage, payPage } = useServiceMoney(testDatabase);
  const transferIn = async (reference: string, amount: number, accountNumber: string) => {
    const { body, signature } = t.paystack.transferWebhook({ reference, amount, accountNumber, email: 'funke@example.com' });
    expect((await webhook(body, signature)).statusCode).toBe(200);
  };

  it('adds up card, own-account, statement and recorded money against what it settled, with what is left to place, and exports it as CSV', async () => {
    // By card: a page for the whole ₦268,750.
    const byCard = await issuedInvoice();
    await payPage(await openInvoicePage(byCard.token));
    // Into the customer's own account number: ₦100,000 on the next invoice; and ₦5,000 from an account no one has.
    await t.database.db.insert(virtualAccounts).values({ emailKey: 'funke@example.com', accountNumber: '9930000001', status: 'assigned', bankName: 'Wema Bank', accountName: 'Brightwire/Funke' });
    const byTransfer = await issuedInvoice();
    await transferIn('DVA-1', 10_000_000, '9930000001');
    await transferIn('DVA-2', 500_000, '0123456789');
    // From the statement: ₦50,000 confirmed, ₦7,000 left to confirm.
    const day = today.split('-').reverse().join('/');
    const csv = [
      'Trans. Date,Value. Date,Reference,Debits,Credits,Balance,Remarks',
      `${day},${day},FT1,,"50,000.00","50,000.00",${byTransfer.number}`,
      `${day},${day},FT2,,"7,000.00","57,000.00",UNKNOWN`,
    ].join('\n');
    const imported = await on(0, { method: 'POST', url: '/api/transfers/statements?layout=gtbank', cookies: admin(), headers: { 'content-type': 'text/csv' }, payload: csv });
    const line = (imported.json().lines as { _id: string; reference: string }[]).find((each) => each.reference === 'FT1');
    expect((await asAdmin('POST', `/api/transfers/statements/lines/${line?._id}/confirm`, { number: byTransfer.number })).statusCode).toBe(200);
    // Recorded by the office: ₦150,000 cash, ₦31,250 more than the ₦118,750 left.
    expect((await asAdmin('POST', `/api/invoices/${byTransfer.id}/payments`, { amount: 150_000, method: 'cash', receivedOn: today, note: '' })).statusCode).toBe(201);

    const answer = await asAdmin('GET', `/api/transfers/reconciliation?date=${today}`);
    expect(answer.statusCode).toBe(200);
    const line_ = (channel: string) => answer.json().channels.find((each: { channel: string }) => each.channel === channel);
    expect(line_('card')).toMatchObject({ count: 1, received: 268_750, settled: 268_750, credited: 0 });
    expect(line_('virtual_account')).toMatchObject({ count: 1, received: 100_000, settled: 100_000 });
    expect(line_('statement')).toMatchObject({ count: 1, received: 50_000, settled: 50_000 });
    expect(line_('recorded')).toMatchObject({ count: 1, received: 150_000, settled: 118_750, credited: 31_250 });
    expect(line_('shop')).toMatchObject({ count: null, received: 0 });
    expect(answer.json()).toMatchObject({ date: today, received: 568_750, settled: 537_500, credited: 31_250 });
    expect(answer.json().outstanding).toEqual([
      { kind: 'unmatched', label: reconciliationWords.outstanding.unmatched, count: 1, amount: 5_000 },
      { kind: 'unplaced', label: reconciliationWords.outstanding.unplaced, count: 0, amount: 0 },
      { kind: 'unconfirmed', label: reconciliationWords.outstanding.unconfirmed, count: 1, amount: 7_000 },
    ]);
    expect((await asAdmin('GET', `/api/transfers/reconciliation?date=${addDays(today, -1)}`)).json()).toMatchObject({ received: 0, outstanding: [{ count: 0 }, { count: 0 }, { count: 0 }] });

    const exported = await asAdmin('GET', `/api/transfers/reconciliation.csv?date=${today}`);
    expect(exported.headers['content-type']).toContain('text/csv');
    const rows: string[][] = parse(exported.body, { bom: true });
    expect(rows[0]).toEqual(['Received', 'Channel', 'Status', 'Receipt or reference', 'Document', 'Customer or sender', 'Amount (₦)', 'Settled (₦)', 'Credited (₦)', 'Note']);
    expect(rows.slice(1).map((row) => [row[1], row[2], row[6]])).toEqual([
      [reconciliationWords.channels.card, 'Settled', '268750.00'],
      [reconciliationWords.channels.virtual_account, 'Settled', '100000.00'],
      [reconciliationWords.channels.statement, 'Settled', '50000.00'],
      [reconciliationWords.channels.recorded, 'Settled', '150000.00'],
      [reconciliationWords.channels.virtual_account, reconciliationWords.outstanding.unmatched, '5000.00'],
      [reconciliationWords.channels.statement, reconciliationWords.outstanding.unconfirmed, '7000.00'],
    ]);
  });

  it('answers a day that is no day with a 400, and only to the office', async () => {
    expect((await asAdmin('GET', '/api/transfers/reconciliation?date=2026-02-30')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/transfers/reconciliation')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/transfers/reconciliation?date=${today}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/transfers/reconciliation.csv?date=${today}` })).statusCode).toBe(401);
  });
});
