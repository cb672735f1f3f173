import { z } from 'zod';
import { dedicatedCharge, receivedTransferOf } from '../../payments/dedicated-charges';
import type { PayoutReport, RefundReport, TransferReport } from './payees';
import type { ProviderReport } from './payment-events';
import type { AccountAssignment } from './virtual-accounts';

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

/** Paystack's word on a transfer we sent out (a refund to a bank account), by our reference. */
const payoutEvent = z.object({
  event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
  data: z.object({ reference: z.string().min(1).max(100) }),
});

/** Money paid by bank transfer into a customer's dedicated account: `charge.success` on the `dedicated_nuban` channel. */
const transferEvent = z.object({ event: z.literal('charge.success'), data: dedicatedCharge });

/** Paystack's outcome of a dedicated account we asked for (POST /dedicated_account/assign). */
const assignEvent = z.object({
  event: z.enum(['dedicatedaccount.assign.success', 'dedicatedaccount.assign.failed']),
  data: z.object({
    customer: z.object({ email: z.string().min(3).max(320), customer_code: z.string().max(100).nullish() }),
    dedicated_account: z
      .object({ account_number: z.string().regex(/^\d{10}$/), account_name: z.string().max(200), bank: z.object({ name: z.string().max(200), slug: z.string().max(100).nullish() }) })
      .nullish(),
    identification: z.object({ status: z.string().max(100).nullish() }).nullish(),
  }),
});

function assignmentOf(event: z.infer<typeof assignEvent>): AccountAssignment {
  const { customer, dedicated_account: account } = event.data;
  if (event.event === 'dedicatedaccount.assign.success' && account) {
    return {
      email: customer.email,
      account: { accountNumber: account.account_number, accountName: account.account_name, bankName: account.bank.name, bankSlug: account.bank.slug ?? '', customerCode: customer.customer_code ?? '' },
    };
  }
  return { email: customer.email, failure: event.data.identification?.status ?? 'Paystack could not assign the account' };
}

export type WebhookReport =
  | { assignment: AccountAssignment }
  | { transfer: TransferReport; report: ProviderReport }
  | { settles: true; report: ProviderReport & { amountKobo: number; currency: string } }
  | { settles: false; report: ProviderReport }
  | { refund: RefundReport }
  | { payout: PayoutReport };

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
    return {
      refund: {
        reference: data.transaction_reference,
        outcome: event === 'refund.processed' ? 'processed' : 'failed',
        amountKobo: data.amount ?? null,
        refundId: data.id === undefined ? '' : String(data.id),
      },
    };
  }
  const payout = payoutEvent.safeParse(parsed);
  if (payout.success) {
    const outcome = payout.data.event === 'transfer.success' ? 'success' : payout.data.event === 'transfer.failed' ? 'failed' : 'reversed';
    return { payout: { reference: payout.data.data.reference, outcome } };
  }
  const assign = assignEvent.safeParse(parsed);
  if (assign.success) return { assignment: assignmentOf(assign.data) };
  const transfer = transferEvent.safeParse(parsed);
  if (transfer.success) {
    const { data } = transfer.data;
    const report = { reference: data.reference, status: 'success', amountKobo: data.amount, currency: data.currency, message: data.gateway_response ?? '' };
    return { report, transfer: receivedTransferOf(data) };
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
