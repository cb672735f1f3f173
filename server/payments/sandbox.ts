import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxTransactions } from './tables';
import { createHash, randomBytes } from 'node:crypto';
import { PaymentRefusedError, type PaymentProvider } from './provider';

export const sandboxPagePath = '/api/payments/sandbox';

const sandboxWords = { ongoing: 'Payment page open', success: 'Approved (test)', failed: 'Declined (test)' } as const;

/**
 * Stands in for Paystack when no key is set, so a purchase works end to end on a fresh machine: a local
 * page shows the total with Pay and Decline, then returns to the callback exactly as Paystack does.
 */
export function sandboxProvider(db: Database, publicUrl: string): PaymentProvider {
  return {
    async initialize(payment) {
      await db.insert(sandboxTransactions).values({
        reference: payment.reference,
        email: payment.email,
        amountKobo: payment.amountKobo,
        currency: 'NGN',
        callbackUrl: payment.callbackUrl,
      });
      return { authorizationUrl: `${publicUrl}${sandboxPagePath}/${payment.reference}` };
    },

    async verify(reference) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
      if (!row) return undefined;
      return { reference, status: row.status === 'ongoing' ? 'abandoned' : row.status, amountKobo: row.amountKobo, currency: row.currency, message: sandboxWords[row.status] };
    },

    // As Paystack does: only a paid transaction can be refunded, and never more than it took.
    async refund(refund) {
      const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, refund.reference));
      if (row?.status !== 'success' || refund.amountKobo > row.amountKobo) throw new PaymentRefusedError(`the sandbox cannot refund ${refund.reference}`);
      return { refundId: `sandbox-${randomBytes(6).toString('hex')}`, status: 'processed' };
    },

    // The sandbox processes a refund as it is asked for, so any it handed out is processed.
    refundStatus: async () => 'processed',

    // A made-up number, the same for an e-mail every time, given at once: money into it comes by the sandbox's transfer call.
    async assignDedicatedAccount(customer) {
      const digits = BigInt(`0x${createHash('sha256').update(customer.email).digest('hex').slice(0, 12)}`)
        .toString()
        .slice(-9)
        .padStart(9, '0');
      return {
        accountNumber: `9${digits}`,
        bankName: 'Sandbox Bank',
        bankSlug: 'sandbox-bank',
        accountName: `Brightwire/${customer.firstName} ${customer.lastName}`.trim(),
        customerCode: `CUS_sandbox_${digits}`,
      };
    },

    // Money into a sandbox account is taken when its call is made: there is nothing for a bank to find again.
    requeryDedicatedAccount: async () => undefined,

    // Without a provider no money moves: any ten-digit account is held by the sandbox's one holder, and a
    // transfer to it is a success at once (a failure is played by an account number ending in 000).
    resolveAccount: async ({ accountNumber }) => {
      if (accountNumber.endsWith('000')) throw new PaymentRefusedError('the sandbox knows no such account');
      return { accountName: 'SANDBOX ACCOUNT HOLDER' };
    },
    createTransferRecipient: async ({ accountNumber, bankCode }) => ({ recipientCode: `RCP_sandbox_${bankCode}_${accountNumber}` }),
    sendTransfer: async ({ reference }) => ({ transferCode: `TRF_sandbox_${reference}`, status: 'success' }),
    finalizeTransfer: async () => 'success',
    transferStatus: async () => undefined,
    // Money into a sandbox account number is taken when its call is made: no report can have been missed.
    transfersReceived: async () => ({ transfers: [], lastPage: true }),

    isGenuineWebhook: () => false,
  };
}

export async function findSandboxTransaction(db: Database, reference: string) {
  const [row] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
  return row;
}

/**
 * The customer's choice on the page. Like Paystack's page, a declined card may be followed by another try
 * on the same reference; a paid one is final.
 */
export async function decideSandboxTransaction(db: Database, reference: string, outcome: 'success' | 'failed'): Promise<void> {
  await db
    .update(sandboxTransactions)
    .set({ status: outcome })
    .where(and(eq(sandboxTransactions.reference, reference), inArray(sandboxTransactions.status, ['ongoing', 'failed'])));
}
