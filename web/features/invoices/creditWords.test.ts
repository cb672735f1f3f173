import { describe, expect, it } from 'vitest';
import type { CreditMove, Invoice } from '../../../contracts/invoices.schemas';
import { creditMoveSummary, invoicesOpenForCredit, paymentEffect, refundConsequence } from './creditWords';

const move = (changes: Partial<CreditMove>): CreditMove => ({
  _id: 'm',
  kind: 'refund',
  amount: 60_000,
  method: 'card',
  status: 'done',
  fromNumber: 'INV-2026-0001',
  toNumber: '',
  note: '',
  createdAt: '',
  settledAt: null,
  ...changes,
});

describe("the office's words for a document's credit", () => {
  it('says how a refund went back, and where applied credit went', () => {
    expect(creditMoveSummary(move({}))).toBe('Refund of ₦60,000 to the card that paid');
    expect(creditMoveSummary(move({ method: 'bank_transfer', amount: 1250.5 }))).toBe('Refund of ₦1,250.50 by bank transfer');
    expect(creditMoveSummary(move({ kind: 'application', method: 'credit', toNumber: 'INV-2026-0007' }))).toBe('₦60,000 of credit from INV-2026-0001 applied to invoice INV-2026-0007');
  });

  it("offers only the same customer's other invoices that still have a balance due", () => {
    const invoice = (id: string, email: string, status: Invoice['status'], balance: number) => ({ _id: id, customer: { email }, status, balance }) as Invoice;
    const listed = [
      invoice('source', 'ada@example.com', 'part_paid', 10),
      invoice('open', 'ADA@example.com', 'sent', 5000),
      invoice('late', 'ada@example.com', 'overdue', 200),
      invoice('paid', 'ada@example.com', 'paid', 0),
      invoice('draft', 'ada@example.com', 'draft', 900),
      invoice('namesake', 'ada.other@example.com', 'sent', 900),
    ];
    expect(invoicesOpenForCredit(listed, 'Ada@Example.com', 'source').map((each) => each._id)).toEqual(['open', 'late']);
  });

  it('says what each payment settled and what it credited', () => {
    expect(paymentEffect({ settled: 100_000, credited: 0 })).toBe('Settled ₦100,000');
    expect(paymentEffect({ settled: 40_000, credited: 60_000 })).toBe('Settled ₦40,000; ₦60,000 credited (refund due)');
    expect(paymentEffect({ settled: 0, credited: 100_000 })).toBe('Settled nothing; ₦100,000 credited (refund due)');
  });

  it('says before a refund whether the provider is asked or the office paid it back itself', () => {
    expect(refundConsequence('card', '₦5,000')).toMatch(/^The payment provider is asked to send ₦5,000 back to the card that paid\./);
    expect(refundConsequence('cash', '₦5,000')).toMatch(/^This records that the office has paid ₦5,000 back in cash\./);
  });
});
