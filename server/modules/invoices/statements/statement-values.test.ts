import { describe, expect, it } from 'vitest';
import { creditLinesOf } from './read-statement';
import { dayOfStatement, documentNumbersIn, koboOfStatement, lineFingerprint } from './statement-values';

describe("reading a bank statement's cells", () => {
  it('reads the days as the banks write them, day first', () => {
    expect(['2026-11-05', '05/11/2026', '5-11-2026', '05-Nov-2026', '05 NOV 26', '05-NOV-2026 14:03:11', '05/11/26'].map(dayOfStatement)).toEqual(Array(7).fill('2026-11-05'));
    expect(['31/02/2026', 'Opening balance', '', '2026-13-01'].map(dayOfStatement)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('reads amounts to the kobo, an empty cell as nothing, and refuses what is not money', () => {
    expect(['1,250,000.00', 'NGN 5,000', '₦310,000.5', '268750', '', '-', '-1,000.00'].map(koboOfStatement)).toEqual([125_000_000, 500_000, 31_000_050, 26_875_000, 0, 0, 100_000]);
    expect(koboOfStatement('Total')).toBeUndefined();
  });

  it('finds quote and invoice numbers however the bank wrote them', () => {
    expect(documentNumbersIn('TRF/INV-2026-0012/FUNKE ADEYEMI')).toEqual(['INV-2026-0012']);
    expect(documentNumbersIn('NIP FRM ADEWALE q 2026 0003 and INV20260004')).toEqual(['Q-2026-0003', 'INV-2026-0004']);
    expect(documentNumbersIn('BRIGHTWIRE INV2026 payment, SEQ20260004')).toEqual([]);
    expect(documentNumbersIn('deposit Q-2026-0003, INV 2026 0004')).toEqual(['Q-2026-0003', 'INV-2026-0004']);
    expect(documentNumbersIn('POS PURCHASE 20260004')).toEqual([]);
  });

  it('gives a line the same fingerprint whatever case and spacing its narration comes in, and another when its balance differs', () => {
    const line = { postedOn: '2026-11-05', amountKobo: 500_000, narration: 'TRF from  Funke/Adeyemi', reference: 'FT123', balanceKobo: 1_000_000 };
    expect(lineFingerprint({ ...line, narration: 'trf FROM FUNKE ADEYEMI ' })).toBe(lineFingerprint(line));
    expect(lineFingerprint({ ...line, balanceKobo: 1_500_000 })).not.toBe(lineFingerprint(line));
  });
});

describe('the credit lines of a statement', () => {
  const gtbank = [
    ['GUARANTY TRUST BANK', '', '', '', '', '', ''],
    ['Account Name: BRIGHTWIRE ELECTRICAL SERVICES', '', '', '', '', '', ''],
    ['Trans. Date', 'Value. Date', 'Reference', 'Debits', 'Credits', 'Balance', 'Remarks'],
    ['05-Nov-2026', '05-Nov-2026', 'FT001', '', '268,750.00', '1,268,750.00', 'TRF FROM FUNKE ADEYEMI INV-2026-0001'],
    ['05-Nov-2026', '05-Nov-2026', 'FT002', '15,000.00', '', '1,253,750.00', 'DIESEL FOR GENERATOR'],
    ['', '', '', '15,000.00', '268,750.00', '', 'Total'],
  ];

  it("finds the header below the bank's preamble and keeps the credits, counting debits and what does not read", () => {
    expect(creditLinesOf(gtbank, { layout: 'gtbank' })).toEqual({
      credits: [{ postedOn: '2026-11-05', amountKobo: 26_875_000, narration: 'TRF FROM FUNKE ADEYEMI INV-2026-0001', reference: 'FT001', balanceKobo: 126_875_000 }],
      debits: 1,
      unreadable: 1,
    });
  });

  it("reads another bank's layout by the columns the office picked, and names the columns a wrong bank's file lacks", () => {
    const generic = [
      ['Date', 'Details', 'Money in', 'Money out'],
      ['2026-11-06', 'Adewale deposit', '1,000', ''],
    ];
    expect(creditLinesOf(generic, { layout: 'generic', date: 'Date', narration: 'Details', credit: 'Money in', debit: 'Money out' }).credits).toEqual([
      { postedOn: '2026-11-06', amountKobo: 100_000, narration: 'Adewale deposit', reference: '', balanceKobo: null },
    ]);
    expect(() => creditLinesOf(gtbank, { layout: 'zenith' })).toThrow('No Date Posted, Description, Credit column was found: is this a Zenith Bank statement?');
  });
});
