import { paymentMethodWords } from '../../../contracts/invoices';
import type { CustomerInvoice, ServicePayment } from '../../../contracts/invoices.schemas';
import { formatDay, lagosClock, lagosDateTime } from '../../../contracts/lagos-time';
import { formatNaira, percentLabel } from '../../../contracts/money';
import { company } from '../../../contracts/company';
import type { MailAttachment } from '../../mail/transport';
import { drawDocumentPdf, type DocumentPdf } from '../../pdf/document-pdf';

const stampOf: Partial<Record<CustomerInvoice['status'], string>> = { paid: 'PAID', void: 'VOID', overdue: 'OVERDUE' };

/** What the invoice's figures come to, line after line, as the invoice page shows them too. */
function invoiceTotals(invoice: CustomerInvoice): DocumentPdf['totals'] {
  return [
    { label: 'Subtotal', value: formatNaira(invoice.subtotal) },
    ...(invoice.discount > 0 ? [{ label: 'Discount', value: `-${formatNaira(invoice.discount)}` }] : []),
    ...(invoice.vatRate > 0 ? [{ label: `VAT (${percentLabel(invoice.vatRate * 100)})`, value: formatNaira(invoice.vat) }] : []),
    { label: 'Total', value: formatNaira(invoice.total), strong: true },
    ...invoice.payments.map((payment) => ({ label: `${payment.deposit ? 'Deposit paid' : 'Paid'} ${formatDay(lagosClock(new Date(payment.receivedAt)).day)} (${payment.receiptNumber})`, value: `-${formatNaira(payment.amount)}` })),
    { label: 'Balance due', value: formatNaira(invoice.balance), strong: true },
  ];
}

export function invoicePdf(invoice: CustomerInvoice): Promise<Buffer> {
  return drawDocumentPdf({
    heading: 'INVOICE',
    facts: [
      ['Number', invoice.number],
      ['Issued', formatDay(invoice.issuedOn)],
      ['Due', formatDay(invoice.dueDate)],
      ...(invoice.quoteNumber ? ([['Quote', invoice.quoteNumber]] as [string, string][]) : []),
    ],
    ...(stampOf[invoice.status] ? { stamp: stampOf[invoice.status] } : {}),
    partyLabel: 'Bill to',
    party: invoice.customer,
    title: invoice.title,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: formatNaira(line.unitPrice),
      amount: formatNaira(line.total),
    })),
    totals: invoiceTotals(invoice),
    paragraphs: [
      ...(invoice.notes ? [{ heading: 'Notes', text: invoice.notes }] : []),
      ...(invoice.terms ? [{ heading: 'Terms', text: invoice.terms }] : []),
      { heading: 'How to pay', text: `By card from the link in our e-mail, or by bank transfer quoting ${invoice.number}: call ${company.phones[0]} for our account details.` },
    ],
  });
}

export async function invoicePdfAttachment(invoice: CustomerInvoice): Promise<MailAttachment> {
  return { filename: `${invoice.number}.pdf`, content: await invoicePdf(invoice), contentType: 'application/pdf' };
}

export type ReceiptFacts = {
  payment: ServicePayment;
  customer: CustomerInvoice['customer'];
  /** 'Invoice INV-2026-0001: Solar installation' or 'Deposit on quote Q-2026-0003: …'. */
  forWhat: string;
  /** The invoice's standing after this payment, when it was paid against one. */
  invoice?: Pick<CustomerInvoice, 'total' | 'paid' | 'balance'>;
};

/** A receipt for one payment, from the same figures the office and the customer read. */
export function receiptPdf(receipt: ReceiptFacts): Promise<Buffer> {
  const { payment } = receipt;
  return drawDocumentPdf({
    heading: 'RECEIPT',
    facts: [
      ['Number', payment.receiptNumber],
      ['Received', lagosDateTime(payment.receivedAt)],
      ['Method', paymentMethodWords[payment.method]],
    ],
    partyLabel: 'Received from',
    party: receipt.customer,
    title: receipt.forWhat,
    totals: [
      { label: 'Amount received', value: formatNaira(payment.amount), strong: true },
      ...(receipt.invoice
        ? [
            { label: 'Invoice total', value: formatNaira(receipt.invoice.total) },
            { label: 'Paid to date', value: formatNaira(receipt.invoice.paid) },
            { label: 'Balance due', value: formatNaira(receipt.invoice.balance), strong: true },
          ]
        : []),
    ],
    paragraphs: [
      ...(payment.reference ? [{ heading: 'Card payment reference', text: payment.reference }] : []),
      ...(payment.note ? [{ heading: 'Note', text: payment.note }] : []),
      { heading: 'Thank you', text: `${company.name} thanks you for your payment.` },
    ],
  });
}

export async function receiptPdfAttachment(receipt: ReceiptFacts): Promise<MailAttachment> {
  return { filename: `${receipt.payment.receiptNumber}.pdf`, content: await receiptPdf(receipt), contentType: 'application/pdf' };
}
