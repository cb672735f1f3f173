import { describe, expect, it } from 'vitest';
import { quoteFiguresAsAnswered, quoteFiguresWith } from './quoteFigures';

const line = (id: string, unitPrice: number, quantity: number, optional = false) => ({ _id: id, description: id, quantity, unitPrice, total: unitPrice * quantity, optional, chosen: false });

const quote = {
  lines: [line('panel', 1250.5, 3), line('surge', 40000, 1, true), line('meter', 999.99, 1, true)],
  discountOffered: 500,
  vatRate: 7.5,
  depositPercent: 33,
  depositPaid: 0,
  credit: 0,
};

const ladder = (figures: { rows: { label: string; amount: number }[] }) => figures.rows.map((row) => [row.label, row.amount]);

describe('the quote page figures', () => {
  it('counts only the optional items ticked, in whole kobo, VAT on what is left after the discount, on the one ladder', () => {
    // 3 × ₦1,250.50 = ₦3,751.50; less ₦500 = ₦3,251.50; VAT 7.5% = ₦243.8625 -> ₦243.86; total ₦3,495.36; 33% = ₦1,153.47.
    expect(ladder(quoteFiguresWith(quote, new Set()))).toEqual([
      ['Subtotal', 3751.5],
      ['Discount', -500],
      ['VAT (7.5%)', 243.86],
      ['Total', 3495.36],
      ['Deposit (33%)', 1153.47],
      ['Balance due', 3495.36],
    ]);
    // + ₦999.99 = ₦4,751.49; less ₦500 = ₦4,251.49; VAT ₦318.86175 -> ₦318.86; total ₦4,570.35; 33% = ₦1,508.2155 -> ₦1,508.22.
    expect(quoteFiguresWith(quote, new Set(['meter']))).toMatchObject({ total: 4570.35, deposit: 1508.22 });
    expect(ladder(quoteFiguresWith(quote, new Set(['meter'])))[2]).toEqual(['VAT (7.5%)', 318.86]);
  });

  it('applies the whole discount offered once a ticked option makes room for it', () => {
    // The server caps ₦5,000 off at the ₦3,751.50 the required lines come to; with the ₦40,000 option it all applies.
    const generous = { ...quote, discountOffered: 5000 };
    expect(ladder(quoteFiguresWith(generous, new Set()))[1]).toEqual(['Discount', -3751.5]);
    // ₦43,751.50 less ₦5,000 = ₦38,751.50; VAT ₦2,906.3625 -> ₦2,906.36; total ₦41,657.86.
    expect(ladder(quoteFiguresWith(generous, new Set(['surge']))).slice(0, 4)).toEqual([
      ['Subtotal', 43751.5],
      ['Discount', -5000],
      ['VAT (7.5%)', 2906.36],
      ['Total', 41657.86],
    ]);
  });

  it('leaves out the rows that say nothing, and shows what was paid and the credit to refund', () => {
    const plain = { ...quote, discountOffered: 0, vatRate: 0, depositPercent: 0 };
    expect(ladder(quoteFiguresWith(plain, new Set()))).toEqual([
      ['Subtotal', 3751.5],
      ['Total', 3751.5],
      ['Balance due', 3751.5],
    ]);
    expect(ladder(quoteFiguresWith({ ...plain, depositPaid: 1000, credit: 250.5 }, new Set()))).toEqual([
      ['Subtotal', 3751.5],
      ['Total', 3751.5],
      ['Paid', -1000],
      ['Balance due', 2751.5],
      ['Credit (refund due)', 250.5],
    ]);
  });

  it('shows an answered quote as the server fixed it', () => {
    const figures = [{ key: 'total' as const, label: 'Total', amount: 3, strong: true }];
    expect(quoteFiguresAsAnswered({ figures, total: 3, deposit: 1 })).toEqual({ rows: figures, total: 3, deposit: 1 });
  });
});
