import { describe, expect, it } from 'vitest';
import { judgeReport } from './payment-verdict';

describe('what a provider report means for an order of ₦58,500', () => {
  const total = 5_850_000;
  it.each([
    [{ status: 'success', amountKobo: total, currency: 'NGN' }, 'paid'],
    [{ status: 'success', amountKobo: total - 1, currency: 'NGN' }, 'refused'],
    [{ status: 'success', amountKobo: total + 1, currency: 'NGN' }, 'refused'],
    [{ status: 'success', amountKobo: total, currency: 'USD' }, 'refused'],
    [{ status: 'success', amountKobo: null, currency: null }, 'refused'],
    [{ status: 'failed', amountKobo: total, currency: 'NGN' }, 'refused'],
    [{ status: 'reversed', amountKobo: total, currency: 'NGN' }, 'refused'],
    [{ status: 'abandoned', amountKobo: total, currency: 'NGN' }, 'unfinished'],
    [{ status: 'ongoing', amountKobo: total, currency: 'NGN' }, 'unfinished'],
    [{ status: 'pending', amountKobo: total, currency: 'NGN' }, 'unfinished'],
  ] as const)('%o is %s', (report, verdict) => {
    expect(judgeReport(total, report)).toBe(verdict);
  });
});
