import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { dedicatedCharge, receivedTransferOf } from './dedicated-charges';
import { PaymentProviderError, PaymentRefusedError, type PaymentProvider, type PayoutStatus } from './provider';

const initializeAnswer = z.object({ status: z.literal(true), data: z.object({ authorization_url: z.url() }) });
const verifyAnswer = z.object({
  status: z.boolean(),
  data: z.object({ reference: z.string(), status: z.string(), amount: z.number().int(), currency: z.string(), gateway_response: z.string().nullish() }).optional(),
});

const refundAnswer = z.object({ status: z.literal(true), data: z.object({ id: z.union([z.number(), z.string()]).optional(), status: z.string().optional() }) });

const assignAnswer = z.object({ status: z.literal(true) });

const refundStatusAnswer = z.object({ status: z.literal(true), data: z.object({ status: z.string() }) });

const resolveAnswer = z.object({ status: z.literal(true), data: z.object({ account_name: z.string() }) });
const recipientAnswer = z.object({ status: z.literal(true), data: z.object({ recipient_code: z.string().min(1) }) });
/** GET /transaction: a page of transactions; the dedicated-account ones are read whole, the rest are not ours to read here. */
const transactionsAnswer = z.object({
  status: z.literal(true),
  data: z.array(z.unknown()),
  meta: z.object({ page: z.coerce.number().int().optional(), pageCount: z.coerce.number().int().optional() }).nullish(),
});

/** As many as Paystack lists in one page. */
export const transactionsPerPage = 100;

const transferAnswer = z.object({ status: z.literal(true), data: z.object({ transfer_code: z.string().optional(), status: z.string() }) });

/** Paystack's words for a transfer's state as ours: its `received`, `processing` and `queued` all mean on its way. */
export function payoutStatusOf(status: string): PayoutStatus {
  if (status === 'otp' || status === 'success' || status === 'failed' || status === 'reversed') return status;
  if (status === 'abandoned' || status === 'rejected' || status === 'blocked') return 'failed';
  return 'pending';
}

/** A slow provider must not hold a customer's request for ever. */
const requestTimeoutMs = 15_000;

/**
 * Paystack's documented API: POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund,
 * GET /refund/:id, POST /dedicated_account/assign, GET /bank/resolve, POST /transferrecipient, POST /transfer,
 * POST /transfer/finalize_transfer, GET /transfer/verify/:reference, GET /transaction (the list), GET /dedicated_account/requery, HMAC-SHA512 webhooks.
 */
export function paystackProvider(options: { secretKey: string; baseUrl: string }): PaymentProvider {
  const call = async (path: string, init: RequestInit = {}) => {
    try {
      return await fetch(`${options.baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/json', accept: 'application/json' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Paystack could not be reached: ${(error as Error).message}`);
    }
  };

  return {
    async initialize(payment) {
      const response = await call('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          email: payment.email,
          amount: payment.amountKobo,
          currency: 'NGN',
          reference: payment.reference,
          callback_url: payment.callbackUrl,
        }),
      });
      const answer = initializeAnswer.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack refused to start payment ${payment.reference} (${response.status})`);
      return { authorizationUrl: answer.data.data.authorization_url };
    },

    async verify(reference) {
      const response = await call(`/transaction/verify/${encodeURIComponent(reference)}`);
      const answer = verifyAnswer.safeParse(await response.json().catch(() => undefined));
      if (response.status === 400 || response.status === 404) return undefined;
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not verify ${reference} (${response.status})`);
      const transaction = answer.data.data;
      if (!answer.data.status || !transaction) return undefined;
      return { reference: transaction.reference, status: transaction.status, amountKobo: transaction.amount, currency: transaction.currency, message: transaction.gateway_response ?? '' };
    },

    async refund(refund) {
      const response = await call('/refund', {
        method: 'POST',
        body: JSON.stringify({ transaction: refund.reference, amount: refund.amountKobo, currency: 'NGN', merchant_note: refund.note.slice(0, 200) }),
      });
      const answer = refundAnswer.safeParse(await response.json().catch(() => undefined));
      if (response.status >= 400 && response.status < 500) throw new PaymentRefusedError(`Paystack refused to refund ${refund.reference} (${response.status})`);
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not refund ${refund.reference} (${response.status})`);
      const { id, status } = answer.data.data;
      return { refundId: id === undefined ? '' : String(id), status: status === 'processed' ? 'processed' : 'pending' };
    },

    async refundStatus(refundId) {
      const response = await call(`/refund/${encodeURIComponent(refundId)}`);
      const answer = refundStatusAnswer.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not say what became of refund ${refundId} (${response.status})`);
      const { status } = answer.data.data;
      // Paystack's other words (pending, processing, needs-attention) all mean: not settled yet.
      return status === 'processed' || status === 'failed' ? status : 'pending';
    },

    // Paystack makes the customer if need be and assigns the account in the background: the outcome comes as
    // dedicatedaccount.assign.success or .failed.
    async assignDedicatedAccount(customer) {
      const response = await call('/dedicated_account/assign', {
        method: 'POST',
        body: JSON.stringify({ email: customer.email, first_name: customer.firstName, last_name: customer.lastName, phone: customer.phone, preferred_bank: customer.preferredBank, country: 'NG' }),
      });
      const answer = assignAnswer.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack refused a dedicated account for a customer (${response.status})`);
      return undefined;
    },

    async requeryDedicatedAccount({ accountNumber, bankSlug, day }) {
      const query = new URLSearchParams({ account_number: accountNumber, provider_slug: bankSlug, date: day });
      const response = await call(`/dedicated_account/requery?${query.toString()}`);
      const answer = assignAnswer.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not requery a dedicated account (${response.status})`);
    },

    async resolveAccount(account) {
      const query = new URLSearchParams({ account_number: account.accountNumber, bank_code: account.bankCode });
      const response = await call(`/bank/resolve?${query.toString()}`);
      const answer = resolveAnswer.safeParse(await response.json().catch(() => undefined));
      if (response.status >= 400 && response.status < 500) throw new PaymentRefusedError(`Paystack could not resolve the account (${response.status})`);
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not resolve the account (${response.status})`);
      return { accountName: answer.data.data.account_name };
    },

    // A duplicate account number answers the recipient Paystack already has.
    async createTransferRecipient(recipient) {
      const response = await call('/transferrecipient', {
        method: 'POST',
        body: JSON.stringify({ type: 'nuban', name: recipient.name, account_number: recipient.accountNumber, bank_code: recipient.bankCode, currency: 'NGN' }),
      });
      const answer = recipientAnswer.safeParse(await response.json().catch(() => undefined));
      if (response.status >= 400 && response.status < 500) throw new PaymentRefusedError(`Paystack refused the transfer recipient (${response.status})`);
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not make the transfer recipient (${response.status})`);
      return { recipientCode: answer.data.data.recipient_code };
    },

    async sendTransfer(transfer) {
      const response = await call('/transfer', {
        method: 'POST',
        body: JSON.stringify({
          source: 'balance',
          amount: transfer.amountKobo,
          recipient: transfer.recipientCode,
          reason: transfer.reason.slice(0, 100),
          reference: transfer.reference,
          currency: 'NGN',
        }),
      });
      const answer = transferAnswer.safeParse(await response.json().catch(() => undefined));
      if (response.status >= 400 && response.status < 500) throw new PaymentRefusedError(`Paystack refused transfer ${transfer.reference} (${response.status})`);
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not send transfer ${transfer.reference} (${response.status})`);
      return { transferCode: answer.data.data.transfer_code ?? '', status: payoutStatusOf(answer.data.data.status) };
    },

    async finalizeTransfer(transfer) {
      const response = await call('/transfer/finalize_transfer', { method: 'POST', body: JSON.stringify({ transfer_code: transfer.transferCode, otp: transfer.otp }) });
      const answer = transferAnswer.safeParse(await response.json().catch(() => undefined));
      if (response.status >= 400 && response.status < 500) throw new PaymentRefusedError(`Paystack refused the OTP of ${transfer.transferCode} (${response.status})`);
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not finalise ${transfer.transferCode} (${response.status})`);
      return payoutStatusOf(answer.data.data.status);
    },

    async transferStatus(reference) {
      const response = await call(`/transfer/verify/${encodeURIComponent(reference)}`);
      if (response.status === 400 || response.status === 404) return undefined;
      const answer = transferAnswer.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not say what became of transfer ${reference} (${response.status})`);
      return payoutStatusOf(answer.data.data.status);
    },

    async transfersReceived({ from, to, page }) {
      const query = new URLSearchParams({ status: 'success', from: from.toISOString(), to: to.toISOString(), perPage: String(transactionsPerPage), page: String(page) });
      const response = await call(`/transaction?${query.toString()}`);
      const answer = transactionsAnswer.safeParse(await response.json().catch(() => undefined));
      if (!response.ok || !answer.success) throw new PaymentProviderError(`Paystack could not list its transactions (${response.status})`);
      const transfers = answer.data.data.flatMap((transaction) => {
        const charge = dedicatedCharge.safeParse(transaction);
        return charge.success ? [receivedTransferOf(charge.data)] : [];
      });
      const { meta } = answer.data;
      const lastPage = meta?.pageCount !== undefined ? page >= meta.pageCount : answer.data.data.length < transactionsPerPage;
      return { transfers, lastPage };
    },

    isGenuineWebhook(rawBody, signature) {
      if (!signature) return false;
      const expected = createHmac('sha512', options.secretKey).update(rawBody).digest();
      const given = Buffer.from(signature, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
