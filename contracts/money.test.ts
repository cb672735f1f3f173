import { describe, it, expect } from 'vitest';
import { balanceKobo, boundedSubtotalKobo, documentFigures, documentTotals, exactKoboOfNaira, formatKobo, formatNaira, koboOfNaira, koboOfNairaText, percentLabel, shareOfKobo } from './money';

describe('formatNaira', () => {
  it('shows whole naira with separators and no decimals', () => {
    expect(formatNaira(1250000)).toBe('₦1,250,000');
    expect(formatNaira(2500)).toBe('₦2,500');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('shows two decimals when kobo is present', () => {
    expect(formatNaira(1250.5)).toBe('₦1,250.50');
    expect(formatNaira(99.99)).toBe('₦99.99');
    expect(formatKobo(125_050)).toBe('₦1,250.50');
  });

  it('puts the sign before the naira sign', () => {
    expect(formatNaira(-1250.5)).toBe('-₦1,250.50');
  });

  it('ignores floating point noise below a kobo', () => {
    expect(formatNaira(0.1 + 0.2 + 2.7)).toBe('₦3');
  });
});

describe('koboOfNairaText', () => {
  it('reads naira as typed, with up to two decimals, into whole kobo', () => {
    expect(koboOfNairaText('2500')).toBe(250_000);
    expect(koboOfNairaText('1250.5')).toBe(125_050);
    expect(koboOfNairaText('0.07')).toBe(7);
    expect(koboOfNairaText('999999999.99')).toBe(99_999_999_999);
  });

  it('reads an amount written as people write it: thousands separated by commas, with or without ₦ (issue 24)', () => {
    expect(koboOfNairaText('310,000')).toBe(31_000_000);
    expect(koboOfNairaText('₦310,000.50')).toBe(31_000_050);
    expect(koboOfNairaText('₦ 2,500')).toBe(250_000);
    expect(koboOfNairaText('₦200')).toBe(20_000);
    expect(koboOfNairaText(' 1,250,000 ')).toBe(125_000_000);
    expect(koboOfNairaText('999,999,999.99')).toBe(99_999_999_999);
  });

  it('reads nothing from text that is not an amount of naira', () => {
    for (const text of ['', '1,25', '12,50', '1,2500', ',250', '250,', '1,,250', '12.345', '-5', '₦-5', '₦', '1e3', '.5', '1,000,000,000', '$200', '1 250'])
      expect(koboOfNairaText(text), text).toBeUndefined();
  });
});

describe('shareOfKobo, the one rounding rule for VAT and deposits', () => {
  it('rounds to the nearest kobo, a half kobo up', () => {
    // 7.5 % of 1 kobo is 0.075 kobo; of 6 kobo 0.45; of 7 kobo 0.525; of 20 kobo exactly 1.5.
    expect(shareOfKobo(1, 750)).toBe(0);
    expect(shareOfKobo(6, 750)).toBe(0);
    expect(shareOfKobo(7, 750)).toBe(1);
    expect(shareOfKobo(20, 750)).toBe(2);
    expect(shareOfKobo(19, 750)).toBe(1);
    // 30 % of ₦333.33 is ₦99.999: ₦100.00.
    expect(shareOfKobo(33_333, 3000)).toBe(10_000);
    expect(shareOfKobo(1, 5000)).toBe(1);
    expect(shareOfKobo(3, 5000)).toBe(2);
  });

  it('takes none and all exactly, and nothing from nothing', () => {
    expect(shareOfKobo(0, 750)).toBe(0);
    expect(shareOfKobo(12_345, 0)).toBe(0);
    expect(shareOfKobo(12_345, 10_000)).toBe(12_345);
  });

  it('keeps every kobo of the largest amounts, beyond what floating point multiplies exactly', () => {
    const largest = Number.MAX_SAFE_INTEGER - 1;
    expect(shareOfKobo(largest, 5000)).toBe(largest / 2);
    // 9,007,199,254,740,990 × 0.075 = 675,539,944,105,574.25
    expect(shareOfKobo(largest, 750)).toBe(675_539_944_105_574);
  });

  it('refuses what is not an amount or a share', () => {
    expect(() => shareOfKobo(-1, 750)).toThrow(RangeError);
    expect(() => shareOfKobo(1.5, 750)).toThrow(RangeError);
    expect(() => shareOfKobo(100, 10_001)).toThrow(RangeError);
    expect(() => shareOfKobo(100, 7.5)).toThrow(RangeError);
  });
});

describe('documentTotals', () => {
  const lines = [
    { quantity: 2, unitPriceKobo: 5_000_000 },
    { quantity: 1, unitPriceKobo: 199_999, optional: true },
    { quantity: 3, unitPriceKobo: 33_333, optional: true, chosen: true },
  ];

  it('counts optional lines only when chosen, takes the discount, then VAT on the rest', () => {
    // 10,000,000 + 99,999 = 10,099,999 kobo; less 99,999 = 10,000,000; VAT 7.5 % = 750,000.
    expect(documentTotals(lines, 99_999, 750)).toEqual({ subtotalKobo: 10_099_999, discountKobo: 99_999, vatKobo: 750_000, totalKobo: 10_750_000 });
  });

  it('never discounts below nothing, and charges no VAT on nothing', () => {
    expect(documentTotals(lines, 50_000_000, 750)).toEqual({ subtotalKobo: 10_099_999, discountKobo: 10_099_999, vatKobo: 0, totalKobo: 0 });
    expect(documentTotals([], 0, 750)).toEqual({ subtotalKobo: 0, discountKobo: 0, vatKobo: 0, totalKobo: 0 });
  });

  it('rounds VAT once on the whole, not line by line', () => {
    // Three lines of 7 kobo: per line 0.525 would round to 1 each (3); on 21 kobo it is 1.575 -> 2.
    const sevens = [1, 2, 3].map(() => ({ quantity: 1, unitPriceKobo: 7 }));
    expect(documentTotals(sevens, 0, 750).vatKobo).toBe(2);
  });

  it('writes the rate as people do', () => {
    expect(percentLabel(750)).toBe('7.5%');
    expect(percentLabel(3000)).toBe('30%');
  });
});

describe('documentFigures', () => {
  const totals = { ...documentTotals([{ quantity: 1, unitPriceKobo: 25_000_000 }], 1_000_000, 750), vatBasisPoints: 750 };

  it('labels the ladder once, in kobo, leaving out the rows that say nothing', () => {
    const fresh = documentFigures(totals, { paidKobo: 0, creditKobo: 0 });
    expect(fresh.rows.map((row) => [row.label, row.kobo])).toEqual([
      ['Subtotal', 25_000_000],
      ['Discount', -1_000_000],
      ['VAT (7.5%)', 1_800_000],
      ['Total', 25_800_000],
      ['Balance due', 25_800_000],
    ]);
    const quote = documentFigures({ ...documentTotals([{ quantity: 2, unitPriceKobo: 500 }], 0, 0), vatBasisPoints: 0 }, { depositKobo: 300, depositPercent: 30, paidKobo: 0, creditKobo: 0 });
    expect(quote.rows.map((row) => row.key)).toEqual(['subtotal', 'total', 'deposit', 'balance']);
    expect(quote.rows.find((row) => row.key === 'deposit')?.label).toBe('Deposit (30%)');
  });

  it('never counts paid above the total, and shows the credit apart as refund due', () => {
    const over = documentFigures(totals, { paidKobo: 30_000_000, creditKobo: 4_200_000 });
    expect(over).toMatchObject({ paidKobo: 25_800_000, balanceKobo: 0, creditKobo: 4_200_000 });
    expect(over.rows.slice(-3).map((row) => [row.label, row.kobo])).toEqual([
      ['Paid', -25_800_000],
      ['Balance due', 0],
      ['Credit (refund due)', 4_200_000],
    ]);
  });
});

describe('boundedSubtotalKobo', () => {
  it('adds lines exactly and refuses any that would take the total past ₦10,000,000,000, VAT included', () => {
    expect(boundedSubtotalKobo([{ quantity: 3, unitPriceKobo: 1_000_001 }], 750)).toBe(3_000_003);
    expect(boundedSubtotalKobo([{ quantity: 10_000, unitPriceKobo: 10_000_000_000 }], 0)).toBeUndefined();
    expect(
      boundedSubtotalKobo(
        Array.from({ length: 100 }, () => ({ quantity: 10_000, unitPriceKobo: 10_000_000_000 })),
        0,
      ),
    ).toBeUndefined();
    expect(boundedSubtotalKobo([{ quantity: 1, unitPriceKobo: 1_000_000_000_000 }], 0)).toBe(1_000_000_000_000);
    expect(boundedSubtotalKobo([{ quantity: 1, unitPriceKobo: 1_000_000_000_000 }], 750)).toBeUndefined();
  });
});

describe('koboOfNaira and exactKoboOfNaira', () => {
  it('reads naira as whole kobo, past the floating point noise of sums like 0.1 + 0.2', () => {
    expect(koboOfNaira(1250.5)).toBe(125_050);
    expect(koboOfNaira(0.1 + 0.2)).toBe(30);
    expect(koboOfNaira(19.99)).toBe(1999);
  });

  it('refuses an amount finer than a kobo, where the rounding would change what was asked', () => {
    expect(exactKoboOfNaira(1250.5)).toBe(125_050);
    expect(exactKoboOfNaira(0.1 + 0.2)).toBe(30);
    expect(exactKoboOfNaira(1250.505)).toBeUndefined();
  });
});

describe('balanceKobo', () => {
  it('is what the total leaves unpaid, and never below nothing: money beyond the total is credit', () => {
    expect(balanceKobo({ totalKobo: 500_000, paidKobo: 120_000 })).toBe(380_000);
    expect(balanceKobo({ totalKobo: 500_000, paidKobo: 500_000 })).toBe(0);
    expect(balanceKobo({ totalKobo: 500_000, paidKobo: 650_000 })).toBe(0);
  });
});
