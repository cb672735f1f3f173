import type { ReceivedTransfer } from './dedicated-charges';

/** What our checkout needs from a card payment provider (Paystack, or the local sandbox). */
/** The provider's report on a payment; `message` is its own words ('Approved', 'Declined'). */
export type ProviderTransaction = { reference: string; status: string; amountKobo: number; currency: string; message: string };

/** Where money sent out to a bank account stands at the provider: waiting for the OTP, on its way, or ended. */
export type PayoutStatus = 'otp' | 'pending' | 'success' | 'failed' | 'reversed';

/** A customer's own account number with the provider, and the provider's code for that customer. */
export type DedicatedAccount = { accountNumber: string; bankName: string; bankSlug: string; accountName: string; customerCode: string };

export type PaymentProvider = {
  /** Starts a payment and answers the page the customer's browser is sent to. */
  initialize(payment: { reference: string; amountKobo: number; email: string; callbackUrl: string }): Promise<{ authorizationUrl: string }>;
  /** The provider's own word on a payment; undefined when it does not know the reference. */
  verify(reference: string): Promise<ProviderTransaction | undefined>;
  /**
   * Asks the provider to give `amountKobo` of a paid transaction back to the card; answers its refund's id and
   * whether it is already processed or still pending (its outcome then comes by webhook). Throws
   * PaymentProviderError when the provider refuses or cannot be reached.
   */
  refund(refund: { reference: string; amountKobo: number; note: string }): Promise<{ refundId: string; status: 'pending' | 'processed' }>;
  /**
   * The provider's word on a refund asked for earlier, by its id: still pending, processed or failed. Throws
   * PaymentProviderError when the provider cannot be reached.
   */
  refundStatus(refundId: string): Promise<'pending' | 'processed' | 'failed'>;
  /**
   * Asks for a customer's own account number (a dedicated account) at `preferredBank`: answers it when the
   * provider gives it at once, undefined when it will say by webhook. Throws PaymentProviderError when refused or unreachable.
   */
  assignDedicatedAccount(customer: { email: string; firstName: string; lastName: string; phone: string; preferredBank: string }): Promise<DedicatedAccount | undefined>;
  /**
   * Asks the provider to ask the bank again for money paid into a customer's own account number on `day`
   * (YYYY-MM-DD): what it finds comes by webhook. Throws PaymentProviderError when refused or unreachable.
   */
  requeryDedicatedAccount(account: { accountNumber: string; bankSlug: string; day: string }): Promise<void>;
  /** The name a bank account is held in, as its bank says (before money is sent to it). */
  resolveAccount(account: { accountNumber: string; bankCode: string }): Promise<{ accountName: string }>;
  /** Makes the account one money can be sent to: answers the provider's code for it. */
  createTransferRecipient(recipient: { name: string; accountNumber: string; bankCode: string }): Promise<{ recipientCode: string }>;
  /**
   * Sends money from the company's provider balance to a recipient, under our `reference` (the provider takes
   * it once): answers the provider's code for the transfer and its state (`otp` when the company must confirm
   * it with the code sent to its phone). Throws PaymentRefusedError when refused, PaymentProviderError when unreachable.
   */
  sendTransfer(transfer: { reference: string; amountKobo: number; recipientCode: string; reason: string }): Promise<{ transferCode: string; status: PayoutStatus }>;
  /** Confirms a transfer waiting for the OTP: answers its state after. Throws PaymentRefusedError for a wrong code. */
  finalizeTransfer(transfer: { transferCode: string; otp: string }): Promise<PayoutStatus>;
  /** The provider's word on a transfer by our reference; undefined when it never received it. */
  transferStatus(reference: string): Promise<PayoutStatus | undefined>;
  /**
   * One page (from 1) of the money paid into customers' own account numbers between `from` and `to`, as the
   * provider lists its successful transactions; `lastPage` when no page follows. Throws PaymentProviderError when unreachable.
   */
  transfersReceived(window: { from: Date; to: Date; page: number }): Promise<{ transfers: ReceivedTransfer[]; lastPage: boolean }>;
  /** Whether a webhook's body really comes from the provider. */
  isGenuineWebhook(rawBody: Buffer, signature: string | undefined): boolean;
};

export class PaymentProviderError extends Error {}

/** The provider answered and said no (as opposed to not answering at all, when what it did is unknown). */
export class PaymentRefusedError extends PaymentProviderError {}
