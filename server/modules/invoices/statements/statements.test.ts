import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, lagosClock } from '../../../../contracts/lagos-time';
import { statementMessages } from '../../../../contracts/statements';
import { testDatabases } from '../../../testing/databases';
import { useServiceMoney } from '../../../testing/service-money';
import { servicePayments, statementLines } from '../tables';

const yesterday = addDays(lagosClock().day, -1);
const [year, , date] = yesterday.split('-');
/** Yesterday as GTBank writes it: 27-Nov-2026. */
const gtbankDay = `${date}-${new Date(`${yesterday}T12:00:00Z`).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}-${year}`;

/** A GTBank export: the bank's preamble, the header, then one line per entry. */
function gtbankCsv(lines: { reference: string; debit?: string; credit?: string; balance: string; remarks: string }[]): Buffer {
  const rows = [
    ['GUARANTY TRUST BANK PLC'],
    ['Account Name', 'BRIGHTWIRE ELECTRICAL SERVICES LTD'],
    ['Trans. Date', 'Value. Date', 'Reference', 'Debits', 'Credits', 'Balance', 'Originating Branch', 'Remarks'],
    ...lines.map((line) => [gtbankDay, gtbankDay, line.reference, line.debit ?? '', line.credit ?? '', line.balance, 'IBADAN', line.remarks]),
  ];
  return Buffer.from(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n'));
}

describe.each(testDatabases())("the company's bank statement, read and confirmed, on the $name database", (testDatabase) => {
  const { t, on, admin, issuedInvoice, acceptedQuote, invoiceOf, asAdmin } = useServiceMoney(testDatabase, { twoServers: true });
  const upload = (file: Buffer, query: string, server: 0 | 1 = 0, contentType = 'text/csv') =>
    on(server, { method: 'POST', url: `/api/transfers/statements?${query}`, cookies: admin(), headers: { 'content-type': contentType }, payload: file });
  const receiptsTo = (address: string) => t.mail.received.filter((mail) => mail.subject.startsWith('Receipt ') && mail.to.includes(address));

  it('suggests each credit by the number in its narration, else by amount and name, and counts a line once whatever file it comes in again with', async () => {
    const named = await issuedInvoice();
    const byName = await issuedInvoice({ customer: { name: 'Chidi Okafor', email: 'chidi@example.com', phone: '0803 555 0199', address: 'Ibadan' } });
    const csv = gtbankCsv([
      { reference: 'FT001', credit: '100,000.00', balance: '1,100,000.00', remarks: `TRF FRM FUNKE ADEYEMI ${named.number.replaceAll('-', '')}` },
      { reference: 'FT002', debit: '15,000.00', balance: '1,085,000.00', remarks: 'DIESEL' },
      { reference: 'FT003', credit: '268,750.00', balance: '1,353,750.00', remarks: 'NIP/OKAFOR CHIDI/ELECTRICAL WORK' },
      { reference: 'FT004', credit: '5,000.00', balance: '1,358,750.00', remarks: 'NIP/UNKNOWN SENDER' },
    ]);
    const first = await upload(csv, 'layout=gtbank');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: 3, alreadyImported: 0, debits: 1, message: statementMessages.imported(3, 0) });
    expect(first.json().lines.map((line: { reference: string; suggestion: unknown }) => [line.reference, line.suggestion])).toEqual([
      ['FT001', { number: named.number, customerName: 'Funke Adeyemi', matchedBy: 'number' }],
      ['FT003', { number: byName.number, customerName: 'Chidi Okafor', matchedBy: 'amount_and_name' }],
      ['FT004', null],
    ]);

    // The same lines again, and one more, in another bank's layout as XLSX with real dates and numbers.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Date', 'Ref', 'Details', 'In', 'Out', 'Balance']);
    sheet.addRow([new Date(`${yesterday}T00:00:00Z`), 'FT001', `trf frm funke adeyemi ${named.number.replaceAll('-', '')}`, 100_000, null, 1_100_000]);
    sheet.addRow([new Date(`${yesterday}T00:00:00Z`), 'FT003', 'NIP/OKAFOR CHIDI/ELECTRICAL WORK', 268_750, null, 1_353_750]);
    sheet.addRow([new Date(`${yesterday}T00:00:00Z`), 'FT005', 'CASH DEPOSIT', 2_500.5, null, 1_361_250.5]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const columns = await on(0, { method: 'POST', url: '/api/transfers/statements/columns', cookies: admin(), headers: { 'content-type': 'application/octet-stream' }, payload: xlsx });
    expect(columns.json()).toEqual({ columns: ['Date', 'Ref', 'Details', 'In', 'Out', 'Balance'] });
    const [again, twice] = await Promise.all([
      upload(xlsx, 'layout=generic&date=Date&narration=Details&credit=In&debit=Out&balance=Balance&reference=Ref', 0, 'application/octet-stream'),
      upload(csv, 'layout=gtbank', 1),
    ]);
    expect(again.json()).toMatchObject({ added: 1, alreadyImported: 2 });
    expect(again.json().lines).toEqual([expect.objectContaining({ reference: 'FT005', amount: 2_500.5 })]);
    expect(twice.json()).toMatchObject({ added: 0, alreadyImported: 3 });
    expect(await t.database.db.select().from(statementLines)).toHaveLength(4);
    expect((await asAdmin('GET', '/api/transfers/statements/lines')).json().lines).toHaveLength(4);
  });

  it('records a confirmed line exactly as the Record payment button does, once however often pressed', async () => {
    const invoice = await issuedInvoice();
    const imported = await upload(gtbankCsv([{ reference: 'FT100', credit: '268,750.00', balance: '2,000,000.00', remarks: `INV ${invoice.number}` }]), 'layout=gtbank');
    const line = imported.json().lines[0] as { _id: string };
    const confirm = (server: 0 | 1) => on(server, { method: 'POST', url: `/api/transfers/statements/lines/${line._id}/confirm`, cookies: admin(), payload: { number: invoice.number } });
    const answers = await Promise.all([confirm(0), confirm(1), confirm(0)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ message: statementMessages.alreadyConfirmed });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paid: 268_750, credit: 0 });
    const payments = await t.database.db.select().from(servicePayments);
    expect(payments).toEqual([expect.objectContaining({ amountKobo: 26_875_000, method: 'bank_transfer', note: `Bank statement: FT100 INV ${invoice.number}` })]);
    expect(payments[0]?.receivedAt.toISOString()).toBe(new Date(`${yesterday}T11:00:00Z`).toISOString());
    expect((await invoiceOf(invoice.id)).payments).toEqual([expect.objectContaining({ method: 'bank_transfer', amount: 268_750 })]);
    await expect.poll(() => receiptsTo('funke@example.com').length).toBe(1);
    expect((await asAdmin('GET', '/api/transfers/statements/lines')).json().lines).toEqual([]);
    // Read again later, the confirmed line is not counted again.
    const again = await upload(gtbankCsv([{ reference: 'FT100', credit: '268,750.00', balance: '2,000,000.00', remarks: `INV ${invoice.number}` }]), 'layout=gtbank');
    expect(again.json()).toMatchObject({ added: 0, alreadyImported: 1 });
  });

  it("pays a quote's deposit named by its number", async () => {
    const quote = await acceptedQuote();
    const quoteNumber = (await asAdmin('GET', `/api/quotes/${quote.id}`)).json().number as string;
    const imported = await upload(gtbankCsv([{ reference: 'FT200', credit: '1,000.00', balance: '3,000,000.00', remarks: `DEPOSIT ${quoteNumber}` }]), 'layout=gtbank');
    const line = imported.json().lines[0] as { _id: string; suggestion: { number: string } };
    expect(line.suggestion).toMatchObject({ number: quoteNumber, matchedBy: 'number' });
    expect((await asAdmin('POST', `/api/transfers/statements/lines/${line._id}/confirm`, { number: line.suggestion.number })).statusCode).toBe(200);
    expect((await asAdmin('GET', `/api/quotes/${quote.id}`)).json()).toMatchObject({ depositPaid: 1_000 });
  });

  it('answers a file it cannot read, or of another layout, with what is wrong; and only to the office', async () => {
    const csv = gtbankCsv([{ reference: 'FT300', credit: '1,000.00', balance: '1,000.00', remarks: 'X' }]);
    expect((await upload(Buffer.alloc(0), 'layout=gtbank')).json()).toMatchObject({ message: statementMessages.empty });
    const wrong = await upload(csv, 'layout=firstbank');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(statementMessages.missingColumns('First Bank', ['Narration', 'Deposit']));
    expect((await upload(csv, 'layout=generic&date=Trans.%20Date')).json()).toMatchObject({ message: statementMessages.genericColumns });
    expect((await upload(Buffer.from('PK\u0003\u0004 not really a workbook'), 'layout=gtbank')).json()).toMatchObject({ message: statementMessages.unreadable });
    expect((await upload(csv, 'layout=unknown')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/transfers/statements?layout=gtbank', headers: { 'content-type': 'text/csv' }, payload: csv })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/transfers/statements/lines' })).statusCode).toBe(401);
    const line = (await upload(csv, 'layout=gtbank')).json().lines[0] as { _id: string };
    expect((await asAdmin('POST', `/api/transfers/statements/lines/${line._id}/confirm`, { number: 'INV-1999-0001' })).json()).toMatchObject({ message: 'No open quote or invoice has that number' });
    expect((await asAdmin('POST', '/api/transfers/statements/lines/00000000-0000-4000-8000-000000000000/confirm', { number: 'INV-1999-0001' })).statusCode).toBe(404);
  });
});
