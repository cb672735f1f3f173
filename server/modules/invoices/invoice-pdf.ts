import { paymentMethodWords } from '../../../contracts/invoices';
import type { CustomerInvoice, ServicePayment } from '../../../contracts/invoices.schemas';
import { formatDay, lagosClock, lagosDateTime } from '../../../contracts/lagos-time';
import { formatKobo, formatNaira, type DocumentFigures } from '../../../contracts/money';
import type { CompanyBilling } from '../../../contracts/money.schemas';
import { company } from '../../../contracts/company';
import type { MailAttachment } from '../../mail/transport';
import { bankTransferParagraphs, drawDocumentPdf, type DocumentPdf } from '../../pdf/document-pdf';

const stampOf: Partial<Record<CustomerInvoice['status'], string>> = { paid: 'PAID', void: 'VOID', overdue: 'OVERDUE' };

/** The invoice's money ladder, as its answers carry it (documentFigures, labelled once). */
const invoiceTotals = (invoice: CustomerInvoice): DocumentPdf['totals'] => invoice.figures.map((row) => ({ label: row.label, value: formatNaira(row.amount), strong: row.strong }));

/** Each payment on its own line: its receipt, day and way, what was taken and what of it was kept as credit. */
function paymentsParagraph(invoice: CustomerInvoice): DocumentPdf['paragraphs'] {
  if (invoice.payments.length === 0) return [];
  const lines = invoice.payments.map((payment) => {
    const credited = payment.credited > 0 ? `, of which ${formatNaira(payment.credited)} kept as credit` : '';
    return `${payment.receiptNumber}, ${formatDay(lagosClock(new Date(payment.receivedAt)).day)}, ${payment.deposit ? 'deposit, ' : ''}${paymentMethodWords[payment.method]}: ${formatNaira(payment.amount)}${credited}`;
  });
  return [{ heading: 'Payments received', text: lines.join('\n') }];
}

function howToPay(invoice: CustomerInvoice, billing: CompanyBilling): DocumentPdf['paragraphs'] {
  if (invoice.status === 'void' || invoice.balance <= 0) return [];
  const byCard = {
    heading: 'How to pay',
    text: `By card from the link in our e-mail${billing.bankTransfer || invoice.virtualAccount ? ', or by bank transfer as below' : `, or by bank transfer quoting ${invoice.number}: call ${company.phones[0]} for our account details`}.`,
  };
  return [byCard, ...bankTransferParagraphs(billing, invoice.number, invoice.virtualAccount)];
}

export function invoicePdf(invoice: CustomerInvoice, billing: CompanyBilling): Promise<Buffer> {
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
      ...paymentsParagraph(invoice),
      ...(invoice.credit > 0 ? [{ heading: 'Credit', text: `${formatNaira(invoice.credit)} was paid beyond what was owed. We will refund it, or use it for another invoice if you ask.` }] : []),
      ...(invoice.notes ? [{ heading: 'Notes', text: invoice.notes }] : []),
      ...(invoice.terms ? [{ heading: 'Terms', text: invoice.terms }] : []),
      ...howToPay(invoice, billing),
    ],
    ...(billing.tin ? { tin: billing.tin } : {}),
  });
}

export async function invoicePdfAttachment(invoice: CustomerInvoice, billing: CompanyBilling): Promise<MailAttachment> {
  return { filename: `${invoice.number}.pdf`, content: await invoicePdf(invoice, billing), contentType: 'application/pdf' };
}

export type ReceiptFacts = {
  payment: ServicePayment;
  customer: CustomerInvoice['customer'];
  /** 'Invoice INV-2026-0001: Solar installation' or 'Deposit on quote Q-2026-0003: …'. */
  forWhat: string;
  /** The number of the document it paid: the invoice's, or the quote's before it was invoiced. */
  number: string;
  /** Where that document stands now, its money ladder. */
  standing: DocumentFigures & { kind: 'quote' | 'invoice' };
};

/** A receipt for one payment, from the same figures the office and the customer read: what was taken, what it settled, what is credited. */
export function receiptPdf(receipt: ReceiptFacts, billing: CompanyBilling): Promise<Buffer> {
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
      { label: `Settled on ${receipt.number}`, value: formatNaira(payment.settled) },
      ...(payment.credited > 0 ? [{ label: 'Kept as credit (refund due)', value: formatNaira(payment.credited) }] : []),
      { label: `${receipt.standing.kind === 'invoice' ? 'Invoice' : 'Quote'} total`, value: formatKobo(receipt.standing.totalKobo) },
      { label: 'Paid to date', value: formatKobo(receipt.standing.paidKobo) },
      { label: 'Balance due', value: formatKobo(receipt.standing.balanceKobo), strong: true },
      ...(receipt.standing.creditKobo > 0 ? [{ label: 'Credit held for you', value: formatKobo(receipt.standing.creditKobo) }] : []),
    ],
    paragraphs: [
      ...(payment.reference ? [{ heading: 'Card payment reference', text: payment.reference }] : []),
      ...(payment.note ? [{ heading: 'Note', text: payment.note }] : []),
      ...(receipt.standing.balanceKobo > 0 ? bankTransferParagraphs(billing, receipt.number) : []),
      { heading: 'Thank you', text: `${company.name} thanks you for your payment.` },
    ],
    ...(billing.tin ? { tin: billing.tin } : {}),
  });
}

export async function receiptPdfAttachment(receipt: ReceiptFacts, billing: CompanyBilling): Promise<MailAttachment> {
  return { filename: `${receipt.payment.receiptNumber}.pdf`, content: await receiptPdf(receipt, billing), contentType: 'application/pdf' };
}
