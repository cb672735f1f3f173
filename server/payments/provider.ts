/** What our checkout needs from a card payment provider (Paystack, or the local sandbox). */
/** The provider's report on a payment; `message` is its own words ('Approved', 'Declined'). */
export type ProviderTransaction = { reference: string; status: string; amountKobo: number; currency: string; message: string };

export type PaymentProvider = {
  /** Starts a payment and answers the page the customer's browser is sent to. */
  initialize(payment: { reference: string; amountKobo: number; email: string; callbackUrl: string }): Promise<{ authorizationUrl: string }>;
  /** The provider's own word on a payment; undefined when it does not know the reference. */
  verify(reference: string): Promise<ProviderTransaction | undefined>;
  /** Whether a webhook's body really comes from the provider. */
  isGenuineWebhook(rawBody: Buffer, signature: string | undefined): boolean;
};

export class PaymentProviderError extends Error {}
