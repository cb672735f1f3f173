import { z } from 'zod';
import { amountOfMoney } from './invoices.schemas';
import { addDays, isCalendarDay, lagosClock } from './lagos-time';
import { dayFilter } from './lists.schemas';
import { bankRefundMessages, bankRefundStatuses, bankTransferStatuses, moneyChannels, nigerianBanks } from './transfers';

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

const accountNumber = z
  .string({ error: 'Account number is required' })
  .trim()
  .regex(/^\d{10}$/, 'An account number has 10 digits');
const bankCode = z.enum(
  nigerianBanks.map((bank) => bank.code),
  { error: 'Choose the bank' },
);

/** The office checks whose account it is before sending money to it. */
export const resolveBankAccountSchema = z.object({ bankCode, accountNumber });
export const bankAccountResolvedSchema = z.object({ accountName: z.string(), bankName: z.string() });

/**
 * A refund of a document's credit to a bank account. `key` is made by the form once the account's name is
 * shown and sent with every press: it is the transfer's reference, so however often pressed it is sent once.
 */
export const bankRefundInputSchema = z
  .object({
    invoiceId: z.uuid({ error: 'Invalid invoice id' }).optional(),
    quoteId: z.uuid({ error: 'Invalid quote id' }).optional(),
    key: z.uuid({ error: 'Check the account again before sending' }),
    amount: amountOfMoney,
    bankCode,
    accountNumber,
    accountName: z.string().trim().min(1, 'Check the account before sending').max(200),
  })
  .refine((input) => (input.invoiceId === undefined) !== (input.quoteId === undefined), { error: bankRefundMessages.oneDocument });
export type BankRefundInput = z.infer<typeof bankRefundInputSchema>;

export const bankRefundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  status: z.enum(bankRefundStatuses),
  createdAt: z.string(),
});
export type BankRefund = z.infer<typeof bankRefundSchema>;

export const bankRefundAnswerSchema = z.object({ message: z.string(), refund: bankRefundSchema });
export const bankRefundsQuery = z
  .object({ invoiceId: z.uuid({ error: 'Invalid invoice id' }).optional(), quoteId: z.uuid({ error: 'Invalid quote id' }).optional() })
  .refine((input) => (input.invoiceId === undefined) !== (input.quoteId === undefined), { error: bankRefundMessages.oneDocument });
export const bankRefundsSchema = z.object({ refunds: z.array(bankRefundSchema) });
export const bankRefundParams = z.object({ id: z.uuid({ error: 'Invalid refund id' }) });
export const bankRefundOtpSchema = z.object({
  otp: z
    .string({ error: 'OTP is required' })
    .trim()
    .regex(/^\d{4,8}$/, 'The OTP is the 4 to 8 digits sent to the company phone'),
});

export const reconciliationQuery = z.object({ date: dayFilter('date') });

const channelLine = z.object({ channel: z.enum(moneyChannels), label: z.string(), count: z.number().int().nullable(), received: z.number(), settled: z.number(), credited: z.number() });
const outstandingLine = z.object({ kind: z.enum(['unmatched', 'unplaced', 'unconfirmed']), label: z.string(), count: z.number().int(), amount: z.number() });

/** A Lagos day's money in by channel, against what it settled, and what is left to place. */
export const reconciliationSchema = z.object({
  date: z.string(),
  channels: z.array(channelLine),
  received: z.number(),
  settled: z.number(),
  credited: z.number(),
  outstanding: z.array(outstandingLine),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** The office asks the bank again for a customer's transfers on a day of the last month: older money is the bank statement's to find. */
export const requeryAccountSchema = z.object({
  day: z
    .string({ error: 'Choose the day the customer paid' })
    .refine(isCalendarDay, 'Choose a date that exists, such as 2026-12-31')
    .refine((day) => day <= lagosClock().day, 'The day cannot be in the future')
    .refine((day) => day >= addDays(lagosClock().day, -30), 'Choose a day in the last 30 days'),
});
