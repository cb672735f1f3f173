import { z } from 'zod';
import { bookableServices } from './booking';
import { addDays, isCalendarDay, lagosClock } from './lagos-time';
import { dayFilter, searchFilter } from './lists.schemas';
import { boundedSubtotalKobo } from './money';
import { companyBillingSchema, documentFigureSchema, nairaAmountInKobo } from './money.schemas';
import { optionalEmailField, phoneField, requiredText } from './person.schemas';
import { quoteLimits, quoteMessages, quoteStatuses, quoteViews } from './quotes';
import { invoiceMessages, secondDepositActions, secondDepositChoices } from './invoices';
import { virtualAccountSchema } from './customers.schemas';

const optionalText = (max: number, name: string) => z.string().trim().max(max, `${name} must be at most ${max} characters`).optional().default('');

/**
 * The customer a quote or an invoice is for: the phone to share it by WhatsApp or SMS and for the visit, and the
 * e-mail to mail it to when they have one (blank: the document is shared by its link alone).
 */
export const customerSchema = z.object({
  name: requiredText('Name is required').max(100, 'Name must be at most 100 characters'),
  email: optionalEmailField,
  phone: phoneField,
  address: optionalText(500, 'Address'),
});

const unitPrice = nairaAmountInKobo({
  messages: {
    required: 'Unit price is required',
    notANumber: 'Unit price must be a number in naira, such as 2500 or 1250.50',
    tooSmall: 'Unit price cannot be below ₦0',
    tooLarge: 'Unit price must be at most ₦100,000,000',
  },
  maxNaira: 100_000_000,
  zeroAllowed: true,
});

export const discountInKobo = nairaAmountInKobo({
  messages: {
    required: 'Discount is required',
    notANumber: 'Discount must be a number in naira, such as 5000',
    tooSmall: 'Discount cannot be below ₦0',
    tooLarge: 'Discount must be at most ₦999,999,999',
  },
  maxNaira: 999_999_999,
  zeroAllowed: true,
});

const quantity = z.coerce
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(quoteLimits.quantityMax, `Quantity must be at most ${quoteLimits.quantityMax}`);

/** One line as the office types it; prices in naira become kobo. */
export const documentLineInput = z.object({
  description: requiredText('Describe the item').max(quoteLimits.descriptionMax, `A description must be at most ${quoteLimits.descriptionMax} characters`),
  quantity,
  unitPrice,
});

/**
 * Lines whose every count and price passes on its own can still add up past what any document may come to:
 * refused here, with every line (optional ones too) counted and before VAT; the server checks again with VAT.
 */
export const boundedLines = <Line extends { quantity: number; unitPrice: number }>(lines: Line[], context: z.RefinementCtx) => {
  if (
    boundedSubtotalKobo(
      lines.map((line) => ({ quantity: line.quantity, unitPriceKobo: line.unitPrice })),
      0,
    ) === undefined
  ) {
    context.addIssue({ code: 'custom', message: quoteMessages.totalTooLarge, path: ['lines'] });
  }
};

const quoteLineInput = documentLineInput.extend({ optional: z.boolean({ error: 'optional is true or false' }).optional().default(false) });

/** A day the document is valid or due until: a real day, today or later on the Lagos calendar. */
export const futureDay = (pastMessage: string) =>
  z
    .string({ error: 'Choose a date' })
    .refine(isCalendarDay, 'Choose a date that exists, such as 2026-12-31')
    .refine((day) => day >= lagosClock().day, pastMessage);

export const quoteDraftSchema = z
  .object({
    customer: customerSchema,
    title: requiredText('Title is required').max(quoteLimits.titleMax, `Title must be at most ${quoteLimits.titleMax} characters`),
    service: z.enum(bookableServices, { error: 'Service is required' }),
    lines: z.array(quoteLineInput, { error: 'Add at least one item' }).min(1, 'Add at least one item').max(quoteLimits.lines, `A quote can hold at most ${quoteLimits.lines} items`),
    discount: discountInKobo.optional().default(0),
    chargeVat: z.boolean({ error: 'chargeVat is true or false' }).optional().default(true),
    depositPercent: z.coerce
      .number({ error: 'Deposit must be a whole percentage' })
      .int('Deposit must be a whole percentage')
      .min(0, 'Deposit must be from 0 to 100%')
      .max(100, 'Deposit must be from 0 to 100%')
      .optional()
      .default(0),
    validUntil: futureDay(quoteMessages.validUntilPast).refine((day) => day <= addDays(lagosClock().day, quoteLimits.validForDaysMax), quoteMessages.validUntilTooFar),
    terms: optionalText(quoteLimits.textMax, 'Terms'),
    notes: optionalText(quoteLimits.textMax, 'Notes'),
    /** What only the office reads, never shown to the customer. */
    officeNotes: optionalText(quoteLimits.textMax, 'Office notes'),
    sourceMessageId: z.uuid({ error: 'Invalid message id' }).optional(),
    sourceBookingId: z.uuid({ error: 'Invalid booking id' }).optional(),
  })
  .superRefine((draft, context) => boundedLines(draft.lines, context));
export type QuoteDraft = z.output<typeof quoteDraftSchema>;
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;

export const quoteAcceptanceSchema = z.object({
  name: requiredText(quoteMessages.nameToAccept).min(2, quoteMessages.nameToAccept).max(100, 'Name must be at most 100 characters'),
  chosenOptions: z
    .array(z.uuid({ error: quoteMessages.unknownOption }), { error: quoteMessages.unknownOption })
    .max(quoteLimits.lines, quoteMessages.unknownOption)
    .optional()
    .default([]),
});

export const quoteDeclineSchema = z.object({
  reason: requiredText(quoteMessages.reasonToDecline).max(quoteLimits.reasonMax, `A reason must be at most ${quoteLimits.reasonMax} characters`),
});

/** A service on the office's price list: what a quote's or an invoice's line says, and its price in naira. */
export const priceItemInput = z.object({
  description: requiredText('Describe the item').max(quoteLimits.descriptionMax, `A description must be at most ${quoteLimits.descriptionMax} characters`),
  unitPrice,
});
export type PriceItemInput = z.input<typeof priceItemInput>;

export const priceListQuery = z.object({ q: searchFilter });

/** A line to pick: a service from the office's list, or a product from the catalogue at its shop price. */
export const priceListEntrySchema = z.object({ _id: z.string(), kind: z.enum(['service', 'product']), description: z.string(), unitPrice: z.number() });
export type PriceListEntry = z.infer<typeof priceListEntrySchema>;
export const priceListSchema = z.object({ items: z.array(priceListEntrySchema) });
export const priceItemParams = z.object({ id: z.uuid({ error: quoteMessages.priceItemNotFound }) });

export const quoteIdParams = z.object({ id: z.uuid({ error: 'Invalid quote id' }) });
export const quoteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, quoteMessages.linkInvalid) });

export const quoteListQuery = z.object({
  view: z.enum(quoteViews, { error: 'Choose draft, awaiting, accepted or closed' }).optional(),
  q: searchFilter,
  from: dayFilter('from').optional(),
  to: dayFilter('to').optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuery>;

const historyEntry = z.object({ event: z.string(), note: z.string(), at: z.string() });
export type HistoryEntry = z.infer<typeof historyEntry>;

export const documentLineSchema = z.object({ _id: z.string(), description: z.string(), quantity: z.number(), unitPrice: z.number(), total: z.number() });

const money = {
  subtotal: z.number(),
  discount: z.number(),
  /** The VAT rate as a percentage (7.5), 0 when none is charged. */
  vatRate: z.number(),
  vat: z.number(),
  total: z.number(),
};

/** A quote as its customer reads it (by the mailed link, or in their account). */
export const customerQuoteSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(quoteStatuses),
  title: z.string(),
  service: z.string(),
  customer: customerSchema.required(),
  lines: z.array(documentLineSchema.extend({ optional: z.boolean(), chosen: z.boolean() })),
  ...money,
  /** The discount the office gave; `discount` is the part that applies, never more than the lines that count. */
  discountOffered: z.number(),
  depositPercent: z.number(),
  /** Fixed when the quote is accepted; before, what the deposit would be with the options chosen so far. */
  deposit: z.number(),
  depositPaid: z.number(),
  /** Money taken beyond the deposit due, held for a refund or to be applied; it moves to the quote's invoice. */
  credit: z.number(),
  /** The money ladder (subtotal to balance), labelled once by `documentFigures`. */
  figures: z.array(documentFigureSchema),
  validUntil: z.string(),
  terms: z.string(),
  notes: z.string(),
  acceptedName: z.string(),
  declineReason: z.string(),
  invoiced: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  /** Where the customer pays by transfer, when they have an account number of their own (on one quote's answer, not in lists). */
  virtualAccount: virtualAccountSchema.nullable().optional(),
});
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

/** What the customer's own calls answer (by link or account): the quote with the company's bank details and TIN. */
export const customerQuoteAnswerSchema = customerQuoteSchema.extend({ billing: companyBillingSchema });
export type CustomerQuoteAnswer = z.infer<typeof customerQuoteAnswerSchema>;

/** A deposit paid after the deposit was already paid, as the office reads it on the quote or its invoice. */
export const secondDepositSchema = z.object({
  paymentId: z.string(),
  receiptNumber: z.string(),
  amount: z.number(),
  receivedAt: z.string(),
  /** `undecided` until the office keeps it toward the job or refunds it. */
  choice: z.enum(secondDepositChoices),
});
export type SecondDeposit = z.infer<typeof secondDepositSchema>;
export const secondDepositChoiceSchema = z.object({ choice: z.enum(secondDepositActions, { error: 'Choose keep or refund' }) });
export type SecondDepositAction = z.infer<typeof secondDepositChoiceSchema>['choice'];
export const secondDepositParams = z.object({ id: z.uuid({ error: 'Invalid document id' }), paymentId: z.uuid({ error: invoiceMessages.secondDepositNotFound }) });

/** A quote as the office reads it: where it came from, what became of it, and its history. */
export const quoteSchema = customerQuoteSchema.extend({
  officeNotes: z.string(),
  /** Deposits paid twice and what the office chose; in a single quote's answers, not in lists. */
  secondDeposits: z.array(secondDepositSchema).optional(),
  sourceMessageId: z.string().nullable(),
  sourceBookingId: z.string().nullable(),
  bookingId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  updatedAt: z.string(),
  history: z.array(historyEntry).optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/**
 * After sending: the customer's private link, and the same text as a WhatsApp link and an SMS (sms:) link;
 * `mailed` says whether it also went by e-mail (a customer with no e-mail is sent nothing).
 */
export const documentSharing = { link: z.string(), whatsappUrl: z.string(), smsUrl: z.string(), mailed: z.boolean() };
export const quoteSentSchema = z.object({ quote: quoteSchema, ...documentSharing, message: z.string() });
export type QuoteSent = z.infer<typeof quoteSentSchema>;

/** The VAT rate (a percentage, 7.5) a draft is saved with: the server's setting, applied again at each save. */
export const vatRateSchema = z.object({ vatRate: z.number() });
export type VatRate = z.infer<typeof vatRateSchema>;

export const quoteCountsSchema = z.object({ draft: z.number(), awaiting: z.number(), accepted: z.number(), closed: z.number() });
export type QuoteCounts = z.infer<typeof quoteCountsSchema>;

/** An accepted quote's work put in the calendar as a booking: a visit day from today on. */
export const jobRequestSchema = z.object({
  date: futureDay('Date cannot be in the past'),
  time: z.string({ error: 'Time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time between 00:00 and 23:59'),
  note: optionalText(2000, 'Note'),
});
