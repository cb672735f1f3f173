import { describe, expect, it } from 'vitest';
import { quoteFiguresAsAnswered, quoteFiguresWith } from './quoteFigures';

const line = (id: string, unitPrice: number, quantity: number, optional = false) => ({ _id: id, description: id, quantity, unitPrice, total: unitPrice * quantity, optional, chosen: false });

const quote = {
  lines: [line('panel', 1250.5, 3), line('surge', 40000, 1, true), line('meter', 999.99, 1, true)],
  discount: 500,
  discountOffered: 500,
  vatRate: 7.5,
  depositPercent: 33,
  subtotal: 1,
  vat: 2,
  total: 3,
  deposit: 4,
};

describe('the quote page figures', () => {
  it('counts only the optional items ticked, in whole kobo, VAT on what is left after the discount', () => {
    // 3 × ₦1,250.50 = ₦3,751.50; less ₦500 = ₦3,251.50; VAT 7.5% = ₦243.8625 -> ₦243.86; total ₦3,495.36.
    expect(quoteFiguresWith(quote, new Set())).toEqual({ subtotal: 3751.5, discount: 500, vatBasisPoints: 750, vat: 243.86, total: 3495.36, deposit: 1153.47 });
    // + ₦999.99 = ₦4,751.49; less ₦500 = ₦4,251.49; VAT ₦318.86175 -> ₦318.86; total ₦4,570.35; 33% = ₦1,508.2155 -> ₦1,508.22.
    expect(quoteFiguresWith(quote, new Set(['meter']))).toEqual({ subtotal: 4751.49, discount: 500, vatBasisPoints: 750, vat: 318.86, total: 4570.35, deposit: 1508.22 });
  });

  it('applies the whole discount offered once a ticked option makes room for it', () => {
    // The server caps ₦5,000 off at the ₦3,751.50 the required lines come to; with the ₦40,000 option it all applies.
    const generous = { ...quote, discount: 3751.5, discountOffered: 5000 };
    expect(quoteFiguresWith(generous, new Set()).discount).toBe(3751.5);
    // ₦43,751.50 less ₦5,000 = ₦38,751.50; VAT ₦2,906.3625 -> ₦2,906.36; total ₦41,657.86.
    expect(quoteFiguresWith(generous, new Set(['surge']))).toMatchObject({ subtotal: 43751.5, discount: 5000, vat: 2906.36, total: 41657.86 });
  });

  it('shows an answered quote as the server fixed it', () => {
    expect(quoteFiguresAsAnswered(quote)).toEqual({ subtotal: 1, discount: 500, vatBasisPoints: 750, vat: 2, total: 3, deposit: 4 });
  });
});
