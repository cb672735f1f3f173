import type { Quote, QuoteDraftInput } from '../../../contracts/quotes.schemas';
import { quoteDraftSchema } from '../../../contracts/quotes.schemas';
import { emptyCustomer, emptyLine, lagosDayIn, quoteValidForDays, typedNaira, type DocumentFormValues, type LineValues } from '../documents';

export interface QuoteFormValues extends DocumentFormValues {
  service: string;
  depositPercent: string;
  validUntil: string;
  officeNotes: string;
}

/** What a quote may start from: an inbox message or a booking carries the customer and what they asked. */
export type QuotePrefill = Partial<QuoteDraftInput>;

const typedLine = (line: NonNullable<QuotePrefill['lines']>[number]): LineValues => ({
  description: line.description,
  quantity: line.quantity === undefined ? emptyLine.quantity : String(line.quantity),
  unitPrice: String(line.unitPrice),
  optional: line.optional ?? false,
});

/** A new quote's form: blank, valid for 30 days, VAT charged, with whatever the prefill carries. */
export function newQuoteFormValues(prefill: QuotePrefill = {}): QuoteFormValues {
  return {
    customer: { ...emptyCustomer, ...prefill.customer, address: prefill.customer?.address ?? '' },
    title: prefill.title ?? '',
    service: prefill.service ?? '',
    lines: prefill.lines?.length ? prefill.lines.map(typedLine) : [{ ...emptyLine, optional: false }],
    discount: prefill.discount === undefined ? '0' : String(prefill.discount),
    chargeVat: prefill.chargeVat ?? true,
    depositPercent: prefill.depositPercent === undefined ? '0' : String(prefill.depositPercent),
    validUntil: prefill.validUntil ?? lagosDayIn(quoteValidForDays),
    terms: prefill.terms ?? '',
    notes: prefill.notes ?? '',
    officeNotes: prefill.officeNotes ?? '',
  };
}

/** A draft quote back in the form, amounts in naira as the office typed them. */
export function quoteFormValuesOf(quote: Quote): QuoteFormValues {
  return {
    customer: { ...quote.customer },
    title: quote.title,
    service: quote.service,
    lines: quote.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), unitPrice: typedNaira(line.unitPrice), optional: line.optional })),
    discount: typedNaira(quote.discountOffered),
    chargeVat: quote.vatRate > 0,
    depositPercent: String(quote.depositPercent),
    validUntil: quote.validUntil,
    terms: quote.terms,
    notes: quote.notes,
    officeNotes: quote.officeNotes,
  };
}

/**
 * The draft the API takes, from form values the schema has passed: the text goes as typed, the server turns
 * naira into kobo. The service is read through the schema so that its type is the service list's.
 */
export function quoteDraftOf(values: QuoteFormValues, source: Pick<QuotePrefill, 'sourceMessageId' | 'sourceBookingId'> = {}): QuoteDraftInput {
  return {
    ...values,
    service: quoteDraftSchema.shape.service.parse(values.service),
    ...(source.sourceMessageId ? { sourceMessageId: source.sourceMessageId } : {}),
    ...(source.sourceBookingId ? { sourceBookingId: source.sourceBookingId } : {}),
  };
}
