import { describe, expect, it } from 'vitest';
import { emptyLine, previewDeposit, previewTotals, previewVatBasisPoints } from './documentForm';

const panel = { description: 'Changeover panel, 3-phase', quantity: '2', unitPrice: '150000', optional: false };
const surge = { description: 'Surge protector', quantity: '1', unitPrice: '50000', optional: true };

describe('the totals preview', () => {
  it('leaves optional lines out of the total, takes the discount, then VAT on the rest, in kobo', () => {
    const totals = previewTotals({ lines: [panel, surge], discount: '10000', chargeVat: true }, 750);
    // 300,000 less 10,000 = 290,000; VAT 7.5 % = 21,750.
    expect(totals).toEqual({ subtotalKobo: 30_000_000, discountKobo: 1_000_000, vatKobo: 2_175_000, totalKobo: 31_175_000, vatBasisPoints: 750, optionalKobo: 5_000_000 });
    expect(previewDeposit(31_175_000, '50')).toEqual({ percent: 50, kobo: 15_587_500 });
  });

  it('charges no VAT when the tick is off', () => {
    expect(previewTotals({ lines: [panel], discount: '0', chargeVat: false }, 750)).toMatchObject({ vatKobo: 0, totalKobo: 30_000_000, vatBasisPoints: 0 });
  });

  it('counts what does not read yet as nothing, as the office types', () => {
    const typing = [{ ...panel, quantity: '' }, { ...surge, optional: false, unitPrice: '50,00' }, emptyLine];
    expect(previewTotals({ lines: typing, discount: 'abc', chargeVat: true }, 750)).toMatchObject({ subtotalKobo: 0, totalKobo: 0 });
  });

  it('counts a price written with thousands separated by commas, or with ₦, as that amount (issue 24)', () => {
    const lines = [
      { ...surge, optional: false, quantity: '1', unitPrice: '50,000' },
      { ...surge, optional: false, quantity: '1', unitPrice: '₦310,000.50' },
    ];
    expect(previewTotals({ lines, discount: '1,000', chargeVat: false }, 750)).toMatchObject({ subtotalKobo: 36_000_050, discountKobo: 100_000, totalKobo: 35_900_050 });
    expect(previewDeposit(10_000, '150')).toEqual({ percent: 0, kobo: 0 });
  });

  it('gives up rather than miscount amounts far past any limit', () => {
    const huge = { ...panel, quantity: '10000', unitPrice: '999999999' };
    expect(previewTotals({ lines: Array.from({ length: 10 }, () => huge), discount: '0', chargeVat: true }, 750)).toBeUndefined();
  });

  it('previews the VAT rate the server will save the document with', () => {
    // The server applies its VAT_RATE_PERCENT again at each save of a draft, whatever rate the draft had.
    expect(previewVatBasisPoints(5, 7.5)).toBe(500);
    expect(previewVatBasisPoints(undefined, 7.5)).toBe(750);
    // Until the rate has come, the draft's own rate, or the standard one.
    expect(previewVatBasisPoints(undefined, 5)).toBe(500);
    expect(previewVatBasisPoints(undefined, 0)).toBe(750);
    expect(previewVatBasisPoints(undefined, undefined)).toBe(750);
  });
});
