import { defaultDueInDays, invoiceLinesOfParts } from '../../../contracts/invoices';
import type { Booking } from '../../../contracts/booking.schemas';
import type { Invoice, InvoiceDraftInput } from '../../../contracts/invoices.schemas';
import { carriedOverFromBooking, emptyCustomer, emptyLine, lagosDayIn, typedNaira, type CarriedOver, type DocumentFormValues, type LineValues } from '../documents';

export interface InvoiceFormValues extends DocumentFormValues {
  dueDate: string;
}

/** What a new invoice may start from: a booking carries the customer, the service, their notes and the parts used on the visit as lines. */
export type InvoicePrefill = CarriedOver & { lines?: LineValues[] };

/** A booking's invoice starts with the parts its technician reported using, which the office may still change. */
export function invoicePrefillOfBooking(booking: Booking): InvoicePrefill {
  const lines = invoiceLinesOfParts(booking.visit.parts).map((line) => ({ description: line.description, quantity: String(line.quantity), unitPrice: typedNaira(line.unitPrice) }));
  return { ...carriedOverFromBooking(booking), lines };
}

/** A new invoice: VAT charged, due in 14 days, with whatever the prefill carries. */
export function newInvoiceFormValues(prefill?: InvoicePrefill): InvoiceFormValues {
  return {
    customer: { ...emptyCustomer, ...prefill?.customer, address: prefill?.customer.address ?? '' },
    title: prefill?.title ?? '',
    lines: prefill?.lines?.length ? prefill.lines : [emptyLine],
    discount: '0',
    chargeVat: true,
    dueDate: lagosDayIn(defaultDueInDays),
    terms: '',
    notes: prefill?.notes ?? '',
  };
}

/** A draft invoice back in the form, amounts in naira. */
export function invoiceFormValuesOf(invoice: Invoice): InvoiceFormValues {
  return {
    customer: { ...invoice.customer },
    title: invoice.title,
    lines: invoice.lines.map((line) => ({ description: line.description, quantity: String(line.quantity), unitPrice: typedNaira(line.unitPrice) })),
    discount: typedNaira(invoice.discount),
    chargeVat: invoice.vatRate > 0,
    dueDate: invoice.dueDate,
    terms: invoice.terms,
    notes: invoice.notes,
  };
}

/** The draft the API takes: an invoice has no optional lines, so the tick the lines share is left out. */
export function invoiceDraftOf(values: InvoiceFormValues): InvoiceDraftInput {
  return { ...values, lines: values.lines.map(({ description, quantity, unitPrice }) => ({ description, quantity, unitPrice })) };
}
