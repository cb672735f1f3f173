import { z } from 'zod';
import { deliveryMethodSchema } from './delivery.schemas';
import { paymentMessages } from './payments';

export const initializePaymentSchema = z.object({
  addressId: z.uuid({ error: paymentMessages.selectAddress }),
  /** API.md "Stock and delivery": the address's zone's fee is added, or pickup at the office for nothing. */
  delivery: deliveryMethodSchema.optional().default('delivery'),
});

/** Our references: letters, digits and dashes, which Paystack accepts. */
export const paymentReferenceParams = z.object({
  reference: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, paymentMessages.orderNotFound),
});

/** One report from the payment provider about an order's reference, as the back office reads it. */
export const paymentEventSchema = z.object({
  source: z.enum(['verify', 'webhook', 'recheck']),
  status: z.string(),
  amount: z.number().nullable(),
  currency: z.string(),
  message: z.string(),
  receivedAt: z.string(),
});

export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** POST /payments/initialize: the provider's payment page for the order (API.md). */
export const paymentStartedSchema = z.object({ authorization_url: z.string(), reference: z.string() });
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/** GET /payments/verify/{reference}: `success` only when the order is paid; `amount` in naira. */
export const paymentCheckedSchema = z.object({ status: z.string(), amount: z.number() });
export type PaymentChecked = z.infer<typeof paymentCheckedSchema>;

/**
 * GET /payments/services/{reference}: a deposit's or an invoice's payment page, as the customer returns to it.
 * `status` is `success` when the money is recorded, `replaced` when the page was closed (what is owed changed)
 * and nothing was taken on it. `settled` and `credited` say what the money did, `owed` what the document
 * asks now (a deposit still due or an invoice's balance), `message` the words to show.
 */
export const servicePaymentCheckedSchema = paymentCheckedSchema.extend({
  replaced: z.boolean(),
  settled: z.number(),
  credited: z.number(),
  owed: z.number(),
  message: z.string(),
  /** A deposit paid after the deposit was already paid: the office will keep it toward the job or refund it. */
  paidTwice: z.boolean(),
});
export type ServicePaymentChecked = z.infer<typeof servicePaymentCheckedSchema>;
