import { describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../contracts/payments';
import { paymentReturnOf } from './paymentReturn';

const checked = { status: 'success', amount: 50_000, replaced: false, settled: 50_000, credited: 0, owed: 0, message: paymentMessages.paid, paidTwice: false };

describe('what a customer is told on coming back from the payment page', () => {
  it("a replaced page is told in the server's words, and marked so the page offers what is owed now", () => {
    expect(paymentReturnOf({ ...checked, status: 'replaced', replaced: true, settled: 0, owed: 30_000, message: paymentMessages.pageReplaced })).toEqual({
      tone: 'info',
      text: paymentMessages.pageReplaced,
      replaced: true,
    });
  });

  it("money partly credited is told in the server's words (what it settled and what is kept)", () => {
    expect(paymentReturnOf({ ...checked, replaced: true, settled: 0, credited: 50_000, message: paymentMessages.pageReplacedPaid })).toEqual({
      tone: 'success',
      text: paymentMessages.pageReplacedPaid,
    });
    expect(paymentReturnOf({ ...checked, settled: 20_000, credited: 30_000, message: paymentMessages.paidWithCredit }).text).toBe(paymentMessages.paidWithCredit);
  });

  it("a deposit paid twice is told in the server's words, even once the office kept it toward the job", () => {
    expect(paymentReturnOf({ ...checked, credited: 0, paidTwice: true, message: paymentMessages.depositPaidTwice })).toEqual({ tone: 'success', text: paymentMessages.depositPaidTwice });
  });

  it('a plain payment says the amount; a declined one that nothing was taken; an unconfirmed one to wait', () => {
    expect(paymentReturnOf(checked)).toEqual({ tone: 'success', text: 'Thank you. Your payment of ₦50,000 has been received.' });
    expect(paymentReturnOf({ ...checked, status: 'failed', message: paymentMessages.notPaid }).text).toBe('Your payment did not go through. Nothing was taken; you can try again.');
    expect(paymentReturnOf({ ...checked, status: 'pending', message: paymentMessages.notConfirmed }).tone).toBe('failure');
    expect(paymentReturnOf({ ...checked, status: 'pending', message: paymentMessages.notConfirmed }).text).toMatch(/^We could not confirm your payment yet/);
  });
});
