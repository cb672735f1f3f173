import { FileDown } from 'lucide-react';
import { invoiceMessages, outstandingStatuses, paymentMethodWords } from '../../../contracts/invoices';
import type { CustomerInvoiceAnswer, ServicePayment } from '../../../contracts/invoices.schemas';
import { formatNaira } from '../../../contracts/money';
import { pathTo } from '../../../contracts/pages';
import { BackLink } from '../../components/BackLink';
import { useScrolledIntoView } from '../../components/useScrolledIntoView';
import { formatDay } from '../../lib/dates';
import {
  BankTransfer,
  CustomerDocumentPage,
  CustomerLines,
  DocumentFrame,
  DocumentHeading,
  FactList,
  formatInstant,
  forWhom,
  invoiceStatusWords,
  MoneyLadder,
  Notice,
  PayButton,
  TermsAndNotes,
  type DocumentAccess,
  type PaymentReturn,
} from '../documents';
import { customerInvoicePdfPath, customerInvoiceQueryOptions, customerReceiptPdfPath, payInvoice } from './api';

/**
 * /invoices/:token (the mailed link) and /account/invoices/:id (signed in): the invoice, what has been paid
 * with a receipt for each payment, and the ways to pay the balance: by card, or by bank transfer.
 */
export function InvoicePage() {
  return (
    <CustomerDocumentPage kind="invoice" optionsOf={customerInvoiceQueryOptions}>
      {(invoice, { access, payment }) => <InvoiceView access={access} invoice={invoice} payment={payment} />}
    </CustomerDocumentPage>
  );
}

function invoiceFacts(invoice: CustomerInvoiceAnswer) {
  const facts: Array<readonly [string, string]> = [
    ['For', forWhom(invoice.customer)],
    ['Issued', formatDay(invoice.issuedOn)],
    ['Due', formatDay(invoice.dueDate)],
  ];
  if (invoice.quoteNumber) facts.push(['For quote', invoice.quoteNumber]);
  if (invoice.paidAt) facts.push(['Paid in full', formatInstant(invoice.paidAt)]);
  if (invoice.voidedAt) facts.push(['Voided', formatInstant(invoice.voidedAt)]);
  if (invoice.billing.tin) facts.push(['Our TIN', invoice.billing.tin]);
  return facts;
}

const downloadLink = 'inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

/** What a payment did: all of it settled, or part kept as a credit because more came in than was owed. */
function paymentOutcome(payment: ServicePayment): string {
  if (payment.credited <= 0) return '';
  if (payment.settled <= 0) return ' · all kept as a credit';
  return ` · ${formatNaira(payment.settled)} settled, ${formatNaira(payment.credited)} kept as a credit`;
}

function Payments({ access, invoice }: { access: DocumentAccess; invoice: CustomerInvoiceAnswer }) {
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
              <p className="text-sm text-grey-700 tabular-nums">
                {formatInstant(payment.receivedAt)} · {paymentMethodWords[payment.method]}
                {paymentOutcome(payment)}
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

const refundWays = { card: 'to your card', bank_transfer: 'by bank transfer', cash: 'in cash', credit: '' } as const;

/** Money given back, or on its way back (a card refund waits on the provider); a refused one is not listed, its credit stays. */
function Refunds({ invoice }: { invoice: CustomerInvoiceAnswer }) {
  const refunds = (invoice.credits ?? []).filter((move) => move.kind === 'refund' && move.status !== 'failed');
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-heading" className="grid gap-3">
      <h2 id="refunds-heading" className="text-xl font-bold text-navy-900">
        Refunds
      </h2>
      <ul className="grid gap-2">
        {refunds.map((move) => (
          <li key={move._id} className="rounded-box border border-grey-200 bg-white p-4 tabular-nums">
            {move.status === 'done' ? `Refunded ${formatNaira(move.amount)} ${refundWays[move.method]}` : `Refund of ${formatNaira(move.amount)} ${refundWays[move.method]} on its way`} ·{' '}
            {formatInstant(move.settledAt ?? move.createdAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The balance and the button that pays it by card; on a void invoice, why nothing is owed. */
function BalanceDue({ access, invoice }: { access: DocumentAccess; invoice: CustomerInvoiceAnswer }) {
  if (invoice.status === 'void') return <Notice tone="info">{invoiceMessages.alreadyVoid}</Notice>;
  if (!outstandingStatuses.includes(invoice.status) || invoice.balance <= 0) return null;
  return (
    <section aria-labelledby="balance-heading" className="grid gap-3 rounded-box border border-grey-200 bg-grey-50 p-4 sm:p-6">
      <h2 id="balance-heading" className="text-xl font-bold text-navy-900">
        Balance due: <span className="tabular-nums">{formatNaira(invoice.balance)}</span>
      </h2>
      <p className="text-grey-700">
        Pay securely by card; a receipt is e-mailed to you.{(invoice.billing.bankTransfer || invoice.virtualAccount) && ' Or pay by bank transfer: the account is below.'}
      </p>
      <PayButton start={() => payInvoice(access)}>{`Pay ${formatNaira(invoice.balance)}`}</PayButton>
    </section>
  );
}

/** Money beyond what was owed, in the customer's words: the office refunds it or uses it for another invoice. */
function CreditNote({ invoice }: { invoice: CustomerInvoiceAnswer }) {
  if (invoice.credit <= 0) return null;
  return <Notice tone="info">{`You have paid ${formatNaira(invoice.credit)} more than was owed. We will refund it, or use it for another invoice of yours.`}</Notice>;
}

/** What the customer came back to, then what is owed now: seen first, and brought on screen when a page was replaced. */
function WhereItStands({ access, invoice, payment }: { access: DocumentAccess; invoice: CustomerInvoiceAnswer; payment: PaymentReturn }) {
  const ref = useScrolledIntoView<HTMLDivElement>(payment?.replaced ? payment.text : undefined);
  return (
    <div ref={ref} className="grid gap-4">
      {payment && <Notice tone={payment.tone}>{payment.text}</Notice>}
      <BalanceDue access={access} invoice={invoice} />
      <CreditNote invoice={invoice} />
    </div>
  );
}

function InvoiceView({ access, invoice, payment }: { access: DocumentAccess; invoice: CustomerInvoiceAnswer; payment: PaymentReturn }) {
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
      <WhereItStands access={access} invoice={invoice} payment={payment} />
      <CustomerLines lines={invoice.lines} />
      <MoneyLadder rows={invoice.figures} className="ml-auto w-full max-w-sm" />
      {outstandingStatuses.includes(invoice.status) && <BankTransfer billing={invoice.billing} number={invoice.number} own={invoice.virtualAccount} />}
      <Payments access={access} invoice={invoice} />
      <Refunds invoice={invoice} />
      <TermsAndNotes terms={invoice.terms} notes={invoice.notes} />
    </DocumentFrame>
  );
}
