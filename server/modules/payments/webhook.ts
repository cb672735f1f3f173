import { z } from 'zod';
import type { RefundReport } from './payees';
import type { ProviderReport } from './payment-events';

/** Any Paystack event about a transaction of ours; only `charge.success` can settle an order, the rest are kept. */
const transactionEvent = z.object({
  event: z.string().max(100),
  data: z.object({
    reference: z.string().max(100),
    status: z.string().max(100).optional(),
    amount: z.number().int().optional(),
    currency: z.string().max(10).optional(),
    gateway_response: z.string().max(500).nullish(),
  }),
});

/** Paystack's word on a refund we asked for: `refund.processed` or `refund.failed`, by the refunded payment's reference. */
const refundEvent = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  data: z.object({
    transaction_reference: z.string().max(100),
    amount: z.coerce.number().int().optional(),
    id: z.union([z.string().max(100), z.number()]).optional(),
  }),
});

export type WebhookReport =
  | { settles: true; report: ProviderReport & { amountKobo: number; currency: string } }
  | { settles: false; report: ProviderReport }
  | { refund: RefundReport };

export function readWebhook(rawBody: Buffer): WebhookReport | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  const refund = refundEvent.safeParse(parsed);
  if (refund.success) {
    const { event, data } = refund.data;
    return { refund: { reference: data.transaction_reference, outcome: event === 'refund.processed' ? 'processed' : 'failed', amountKobo: data.amount ?? null, refundId: data.id === undefined ? '' : String(data.id) } };
  }
  const event = transactionEvent.safeParse(parsed);
  if (!event.success) return undefined;
  const { event: name, data } = event.data;
  const message = data.gateway_response ?? '';
  if (name === 'charge.success' && data.amount !== undefined && data.currency) {
    return { settles: true, report: { reference: data.reference, status: data.status ?? 'success', amountKobo: data.amount, currency: data.currency, message } };
  }
  return { settles: false, report: { reference: data.reference, status: name, amountKobo: data.amount ?? null, currency: data.currency ?? null, message } };
}
