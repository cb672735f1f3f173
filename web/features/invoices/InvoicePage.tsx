import type { ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import { invoiceMessages, outstandingStatuses, paymentMethodWords } from '../../../contracts/invoices';
import type { CustomerInvoice } from '../../../contracts/invoices.schemas';
import { formatNaira } from '../../../contracts/money';
import { pathTo } from '../../../contracts/pages';
import { BackLink } from '../../components/BackLink';
import { formatDay } from '../../lib/dates';
import { CustomerLines, DocumentFrame, DocumentHeading, CustomerDocumentPage, FactList, formatInstant, invoiceStatusWords, MoneyLadder, Notice, PayButton, TermsAndNotes, type DocumentAccess } from '../documents';
import { customerInvoicePdfPath, customerInvoiceQueryOptions, customerReceiptPdfPath, payInvoice } from './api';

/**
 * /invoices/:token (the mailed link) and /account/invoices/:id (signed in): the invoice, what has been paid
 * with a receipt for each payment, and a Pay button for the balance.
 */
export function InvoicePage() {
  return (
    <CustomerDocumentPage kind="invoice" optionsOf={customerInvoiceQueryOptions}>
      {(invoice, { access, payment }) => (
        <InvoiceView access={access} invoice={invoice}>
          {payment && <Notice tone={payment.tone}>{payment.text}</Notice>}
        </InvoiceView>
      )}
    </CustomerDocumentPage>
  );
}

function invoiceFacts(invoice: CustomerInvoice) {
  const facts: Array<readonly [string, string]> = [
    ['For', `${invoice.customer.name}, ${invoice.customer.email}`],
    ['Issued', formatDay(invoice.issuedOn)],
    ['Due', formatDay(invoice.dueDate)],
  ];
  if (invoice.quoteNumber) facts.push(['For quote', invoice.quoteNumber]);
  if (invoice.paidAt) facts.push(['Paid in full', formatInstant(invoice.paidAt)]);
  if (invoice.voidedAt) facts.push(['Voided', formatInstant(invoice.voidedAt)]);
  return facts;
}

const downloadLink = 'inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function Payments({ access, invoice }: { access: DocumentAccess; invoice: CustomerInvoice }) {
  if (invoice.payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className="grid gap-3">
      <h2 id="payments-heading" className="text-xl font-bold text-navy-900">
        Payments
      </h2>
      <ul className="grid gap-3">
        {invoice.payments.map((payment) => (
          <li key={payment._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-box border border-grey-200 bg-white p-4">
            <div>
              <p className="font-semibold tabular-nums">
                {formatNaira(payment.amount)} {payment.deposit && <span className="font-normal text-grey-700">(deposit)</span>}
              </p>
              <p className="text-sm text-grey-700">
                {formatInstant(payment.receivedAt)} · {paymentMethodWords[payment.method]}
              </p>
            </div>
            <a href={customerReceiptPdfPath(access, payment._id)} className={downloadLink}>
              <FileDown aria-hidden="true" className="size-4" />
              Receipt {payment.receiptNumber} (PDF)
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BalanceDue({ access, invoice }: { access: DocumentAccess; invoice: CustomerInvoice }) {
  if (invoice.status === 'void') return <Notice tone="info">{invoiceMessages.alreadyVoid}</Notice>;
  if (!outstandingStatuses.includes(invoice.status) || invoice.balance <= 0) return null;
  return (
    <section aria-labelledby="balance-heading" className="grid gap-3 rounded-box border border-grey-200 bg-grey-50 p-4 sm:p-6">
      <h2 id="balance-heading" className="text-xl font-bold text-navy-900">
        Balance due: <span className="tabular-nums">{formatNaira(invoice.balance)}</span>
      </h2>
      <p className="text-grey-700">Pay securely by card; a receipt is e-mailed to you.</p>
      <PayButton start={() => payInvoice(access)}>{`Pay ${formatNaira(invoice.balance)}`}</PayButton>
    </section>
  );
}

function InvoiceView({ access, invoice, children }: { access: DocumentAccess; invoice: CustomerInvoice; children: ReactNode }) {
  const totals = { subtotal: invoice.subtotal, discount: invoice.discount, vatBasisPoints: Math.round(invoice.vatRate * 100), vat: invoice.vat, total: invoice.total };
  return (
    <DocumentFrame>
      {'id' in access && <BackLink to={pathTo('accountQuotes')}>All quotes and invoices</BackLink>}
      <DocumentHeading kind="Invoice" number={invoice.number} title={invoice.title} status={invoiceStatusWords.customer[invoice.status]}>
        <FactList facts={invoiceFacts(invoice)} />
        <a href={customerInvoicePdfPath(access)} className={downloadLink}>
          <FileDown aria-hidden="true" className="size-4" />
          Download the invoice (PDF)
        </a>
      </DocumentHeading>
      {children}
      <CustomerLines lines={invoice.lines} />
      <MoneyLadder
        reader="customer"
        figures={totals}
        after={[
          { term: 'Paid', naira: invoice.paid, strong: true },
          { term: 'Balance due', naira: invoice.balance, strong: true },
        ]}
        className="ml-auto w-full max-w-sm"
      />
      <BalanceDue access={access} invoice={invoice} />
      <Payments access={access} invoice={invoice} />
      <TermsAndNotes terms={invoice.terms} notes={invoice.notes} />
    </DocumentFrame>
  );
}
