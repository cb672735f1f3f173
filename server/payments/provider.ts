/** What our checkout needs from a card payment provider (Paystack, or the local sandbox). */
/** The provider's report on a payment; `message` is its own words ('Approved', 'Declined'). */
export type ProviderTransaction = { reference: string; status: string; amountKobo: number; currency: string; message: string };

/** A customer's own account number with the provider, and the provider's code for that customer. */
export type DedicatedAccount = { accountNumber: string; bankName: string; accountName: string; customerCode: string };

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
  /** Whether a webhook's body really comes from the provider. */
  isGenuineWebhook(rawBody: Buffer, signature: string | undefined): boolean;
};

export class PaymentProviderError extends Error {}

/** The provider answered and said no (as opposed to not answering at all, when what it did is unknown). */
export class PaymentRefusedError extends PaymentProviderError {}
