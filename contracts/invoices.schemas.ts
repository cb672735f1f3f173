import { z } from 'zod';
import { lagosClock, isCalendarDay } from './lagos-time';
import { dayFilter, searchFilter } from './lists.schemas';
import { companyBillingSchema, documentFigureSchema, nairaAmountInKobo } from './money.schemas';
import { creditMoveKinds, creditMoveStatuses, invoiceMessages, invoiceStatuses, invoiceViews, officeRefundMethods, paymentMethods, recordedPaymentMethods, refundMethods } from './invoices';
import { boundedLines, customerSchema, documentSharing, discountInKobo, documentLineInput, documentLineSchema, futureDay, secondDepositSchema } from './quotes.schemas';
import { quoteLimits } from './quotes';
import { requiredText } from './person.schemas';
import { virtualAccountSchema } from './customers.schemas';

const optionalText = (max: number, name: string) => z.string().trim().max(max, `${name} must be at most ${max} characters`).optional().default('');

export const invoiceDraftSchema = z
  .object({
    customer: customerSchema,
    title: requiredText('Title is required').max(quoteLimits.titleMax, `Title must be at most ${quoteLimits.titleMax} characters`),
    lines: z.array(documentLineInput, { error: 'Add at least one item' }).min(1, 'Add at least one item').max(quoteLimits.lines, `An invoice can hold at most ${quoteLimits.lines} items`),
    discount: discountInKobo.optional().default(0),
    chargeVat: z.boolean({ error: 'chargeVat is true or false' }).optional().default(true),
    dueDate: futureDay(invoiceMessages.dueDatePast),
    terms: optionalText(quoteLimits.textMax, 'Terms'),
    notes: optionalText(quoteLimits.textMax, 'Notes'),
  })
  .superRefine((draft, context) => boundedLines(draft.lines, context));
export type InvoiceDraft = z.output<typeof invoiceDraftSchema>;
export type InvoiceDraftInput = z.input<typeof invoiceDraftSchema>;

/** From an accepted quote, only the due date is asked: the rest is the quote as accepted. */
export const invoiceFromQuoteSchema = z.object({ dueDate: futureDay(invoiceMessages.dueDatePast) });

export const amountOfMoney = nairaAmountInKobo({
  messages: {
    required: 'Amount is required',
    notANumber: 'Amount must be a number in naira, such as 25000 or 1250.50',
    tooSmall: 'Amount must be more than ₦0',
    tooLarge: 'Amount must be at most ₦999,999,999',
  },
  maxNaira: 999_999_999,
  zeroAllowed: false,
});

/** The office records a bank transfer or cash: against an invoice, or as a deposit on an accepted quote. */
export const recordPaymentSchema = z.object({
  amount: amountOfMoney,
  method: z.enum(recordedPaymentMethods, { error: 'Choose bank transfer or cash' }),
  receivedOn: z
    .string({ error: 'Choose the day the money came in' })
    .refine(isCalendarDay, 'Choose a date that exists, such as 2026-12-31')
    .refine((day) => day <= lagosClock().day, invoiceMessages.receivedInFuture),
  note: optionalText(500, 'Note'),
});

/** The office gives a document's credit back: to the card that paid (through the provider), or by transfer or cash. */
export const refundCreditSchema = z.object({
  amount: amountOfMoney,
  method: z.enum(officeRefundMethods, { error: 'Choose card, bank transfer or cash' }),
  note: optionalText(500, 'Note'),
});

/** The office uses a document's credit to pay another open invoice of the same customer. */
export const applyCreditSchema = z.object({
  invoiceId: z.uuid({ error: 'Choose the invoice to apply the credit to' }),
  amount: amountOfMoney,
});

export const voidInvoiceSchema = z.object({ reason: requiredText(invoiceMessages.reasonRequired).max(500, 'A reason must be at most 500 characters') });

export const invoiceIdParams = z.object({ id: z.uuid({ error: 'Invalid invoice id' }) });
export const paymentIdParams = z.object({ paymentId: z.uuid({ error: 'Invalid payment id' }) });
export const invoiceTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, invoiceMessages.linkInvalid) });

export const invoiceListQuery = z.object({
  view: z.enum(invoiceViews, { error: 'Choose draft, outstanding, overdue, paid or void' }).optional(),
  q: searchFilter,
  from: dayFilter('from').optional(),
  to: dayFilter('to').optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const paymentListQuery = z.object({ from: dayFilter('from').optional(), to: dayFilter('to').optional() });

export const servicePaymentSchema = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  amount: z.number(),
  method: z.enum(paymentMethods),
  reference: z.string(),
  note: z.string(),
  receivedAt: z.string(),
  /** Paid as the deposit of the quote this invoice came from. */
  deposit: z.boolean(),
  /** Of `amount` (what was taken): what it settled, and what was beyond what was owed and went to the credit. */
  settled: z.number(),
  credited: z.number(),
});
export type ServicePayment = z.infer<typeof servicePaymentSchema>;

/** A refund of a document's credit, or its application to another invoice (`method` is `credit` then). */
export const creditMoveSchema = z.object({
  _id: z.string(),
  kind: z.enum(creditMoveKinds),
  amount: z.number(),
  method: z.enum(refundMethods),
  status: z.enum(creditMoveStatuses),
  /** The document the credit came from and, for an application, the invoice it paid. */
  fromNumber: z.string(),
  toNumber: z.string(),
  note: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type CreditMove = z.infer<typeof creditMoveSchema>;

/** An invoice as its customer reads it. */
export const customerInvoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(invoiceStatuses),
  title: z.string(),
  customer: customerSchema.required(),
  lines: z.array(documentLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  /** Money taken beyond what was owed (or on a void invoice), shown as refund due until refunded or applied. */
  credit: z.number(),
  figures: z.array(documentFigureSchema),
  /** Refunds of its credit and credit applied to or from it; in a single invoice's answers, not in lists. */
  credits: z.array(creditMoveSchema).optional(),
  dueDate: z.string(),
  issuedOn: z.string(),
  terms: z.string(),
  notes: z.string(),
  quoteNumber: z.string(),
  payments: z.array(servicePaymentSchema),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** Where the customer pays by transfer, when they have an account number of their own (on one invoice's answer, not in lists). */
  virtualAccount: virtualAccountSchema.nullable().optional(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** What the customer's own calls answer (by link or account): the invoice with the company's bank details and TIN. */
export const customerInvoiceAnswerSchema = customerInvoiceSchema.extend({ billing: companyBillingSchema });
export type CustomerInvoiceAnswer = z.infer<typeof customerInvoiceAnswerSchema>;

export const invoiceSchema = customerInvoiceSchema.extend({
  quoteId: z.string().nullable(),
  /** Deposits of its quote paid twice and what the office chose; in a single invoice's answers, not in lists. */
  secondDeposits: z.array(secondDepositSchema).optional(),
  voidReason: z.string(),
  updatedAt: z.string(),
  history: z.array(z.object({ event: z.string(), note: z.string(), at: z.string() })).optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceSentSchema = z.object({ invoice: invoiceSchema, ...documentSharing, message: z.string() });
export type InvoiceSent = z.infer<typeof invoiceSentSchema>;

export const invoiceCountsSchema = z.object({ draft: z.number(), outstanding: z.number(), overdue: z.number(), paid: z.number(), void: z.number() });
export type InvoiceCounts = z.infer<typeof invoiceCountsSchema>;
