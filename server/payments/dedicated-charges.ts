import { z } from 'zod';

/** Money paid by bank transfer into a customer's own account number, as the provider reported it. */
export type ReceivedTransfer = {
  reference: string;
  amountKobo: number;
  accountNumber: string;
  customerEmail: string;
  senderName: string;
  senderBank: string;
  narration: string;
  paidAt: Date;
};

/**
 * A Paystack transaction paid by bank transfer into a dedicated account (the `dedicated_nuban` channel), as
 * both the `charge.success` webhook and the transaction list carry it: the account it was paid into and its
 * sender in `authorization`, the account's owner in `customer`.
 */
export const dedicatedCharge = z.object({
  reference: z.string().min(1).max(100),
  channel: z.literal('dedicated_nuban'),
  amount: z.number().int().positive(),
  currency: z.literal('NGN'),
  paid_at: z.string().max(40).nullish(),
  gateway_response: z.string().max(500).nullish(),
  customer: z.object({ email: z.string().max(320).nullish() }).nullish(),
  authorization: z
    .object({
      receiver_bank_account_number: z.string().max(20).nullish(),
      sender_name: z.string().max(200).nullish(),
      sender_bank: z.string().max(200).nullish(),
      narration: z.string().max(500).nullish(),
    })
    .nullish(),
});

/** When the money reached the account, as the provider says; the moment it told us when it does not say clearly. */
function paidAtOf(paidAt: string | null | undefined): Date {
  const at = paidAt ? new Date(paidAt) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}

export function receivedTransferOf(charge: z.infer<typeof dedicatedCharge>): ReceivedTransfer {
  return {
    reference: charge.reference,
    amountKobo: charge.amount,
    accountNumber: charge.authorization?.receiver_bank_account_number ?? '',
    customerEmail: charge.customer?.email ?? '',
    senderName: charge.authorization?.sender_name ?? '',
    senderBank: charge.authorization?.sender_bank ?? '',
    narration: charge.authorization?.narration ?? '',
    paidAt: paidAtOf(charge.paid_at),
  };
}
