import { describe, expect, it } from 'vitest';
import { previewLadder } from './previewLadder';
import { previewDeposit, previewTotals } from './documentForm';

const rowsOf = (rows: { label: string; amount: number }[]) => rows.map((row) => [row.label, row.amount]);

describe("the draft forms' preview of the money ladder", () => {
  it('shows the rows the saved quote will show: discount, VAT apart, total, deposit and the balance', () => {
    const totals = previewTotals(
      {
        lines: [
          { description: 'Panel', quantity: '2', unitPrice: '150000' },
          { description: 'Surge', quantity: '1', unitPrice: '50000', optional: true },
        ],
        discount: '10000',
        chargeVat: true,
      },
      750,
    );
    if (!totals) throw new Error('no totals');
    expect(rowsOf(previewLadder(totals, previewDeposit(totals.totalKobo, '50')))).toEqual([
      ['Subtotal', 300_000],
      ['Discount', -10_000],
      ['VAT (7.5%)', 21_750],
      ['Total', 311_750],
      ['Deposit (50%)', 155_875],
      ['Balance due', 311_750],
    ]);
  });

  it('leaves out VAT not charged and a deposit of nothing, as the PDF does', () => {
    const totals = previewTotals({ lines: [{ description: 'Rewinding', quantity: '1', unitPrice: '85000.50' }], discount: '', chargeVat: false }, 750);
    if (!totals) throw new Error('no totals');
    expect(rowsOf(previewLadder(totals, previewDeposit(totals.totalKobo, '0')))).toEqual([
      ['Subtotal', 85_000.5],
      ['Total', 85_000.5],
      ['Balance due', 85_000.5],
    ]);
  });
});
