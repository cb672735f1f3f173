import { z } from 'zod';
import { amountOfMoney } from './invoices.schemas';
import { bankTransferStatuses } from './transfers';

/** A transfer as the office reads it in the unmatched list. */
export const bankTransferSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  amount: z.number(),
  accountNumber: z.string(),
  customerEmail: z.string(),
  senderName: z.string(),
  senderBank: z.string(),
  narration: z.string(),
  status: z.enum(bankTransferStatuses),
  paidAt: z.string(),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const unmatchedTransfersSchema = z.object({ transfers: z.array(bankTransferSchema) });

export const transferIdParams = z.object({ id: z.uuid({ error: 'Invalid transfer id' }) });

/** The office names the document by its number, as printed on it: QUO-2026-0001 or INV-2026-0001. */
export const assignTransferSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(Q|INV)-\d{4}-\d{4,}$/, 'Give a quote or invoice number such as INV-2026-0001 or Q-2026-0001'),
});
export type AssignTransfer = z.infer<typeof assignTransferSchema>;

export const transferAssignedSchema = z.object({ message: z.string(), transfer: bankTransferSchema });

/** The sandbox's stand-in for a customer paying by transfer into an account number (only without a provider key). */
export const sandboxTransferSchema = z.object({
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'An account number has 10 digits'),
  amount: amountOfMoney,
  senderName: z.string().trim().max(200).default(''),
});
