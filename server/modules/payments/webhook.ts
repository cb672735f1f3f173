import { z } from 'zod';

/** The part of Paystack's `charge.success` event that settles an order; other events are acknowledged and ignored. */
const chargeSuccess = z.object({
  event: z.literal('charge.success'),
  data: z.object({ reference: z.string(), status: z.string(), amount: z.number().int(), currency: z.string() }),
});

export function readChargeSuccess(rawBody: Buffer) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const event = chargeSuccess.safeParse(parsed);
  if (!event.success) return undefined;
  const { reference, status, amount, currency } = event.data.data;
  return { reference, status, amountKobo: amount, currency };
}
