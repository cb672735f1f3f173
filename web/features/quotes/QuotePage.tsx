import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { formatNaira } from '../../../contracts/money';
import { pathTo } from '../../../contracts/pages';
import { awaitingAnswer, quoteMessages } from '../../../contracts/quotes';
import type { CustomerQuoteAnswer } from '../../../contracts/quotes.schemas';
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
  MoneyLadder,
  Notice,
  PayButton,
  quoteStatusWords,
  TermsAndNotes,
  type DocumentAccess,
  type PaymentReturn,
} from '../documents';
import { customerQuotePdfPath, customerQuoteQueryOptions, payDeposit } from './api';
import { quoteFiguresAsAnswered, quoteFiguresWith } from './quoteFigures';
import type { PageData } from '../../lib/pageData';
import { inTurn } from '../../page-life/inTurn';
import { lazyWhenNear } from '../../page-life/lazyWhenNear';

/**
 * The page comes to life a band at a time, top down (page-life/README.md rule 2); the answer forms, a phone's
 * screen or more below and with the form library behind them, load when the customer scrolls near them (rule 3).
 */
const QuoteAnswerForms = lazyWhenNear(() => import('./QuoteAnswerForms').then((module) => module.QuoteAnswerForms));
const LinesInTurn = inTurn(CustomerLines);
const LadderInTurn = inTurn(MoneyLadder);
const BankTransferInTurn = inTurn(BankTransfer);
const TermsInTurn = inTurn(TermsAndNotes);

/**
 * /quotes/:token (the mailed link, no account) and /account/quotes/:id (signed in): the customer reads the
 * quote, ticks optional items, accepts or declines it, and pays the deposit it asks by card or bank transfer.
 */
export function QuotePage() {
  return (
    <CustomerDocumentPage kind="quote" optionsOf={customerQuoteQueryOptions}>
      {(quote, { access, payment }) => <QuoteView access={access} quote={quote} payment={payment} />}
    </CustomerDocumentPage>
  );
}

function quoteFacts(quote: CustomerQuoteAnswer) {
  const facts: Array<readonly [string, string]> = [
    ['For', forWhom(quote.customer)],
    ['Service', quote.service],
  ];
  if (quote.sentAt) facts.push(['Sent on', formatInstant(quote.sentAt)]);
  if (quote.acceptedAt) facts.push(['Accepted on', `${formatInstant(quote.acceptedAt)} by ${quote.acceptedName}`]);
  if (quote.declinedAt) facts.push(['Declined on', formatInstant(quote.declinedAt)]);
  if (quote.declineReason) facts.push(['Reason given', quote.declineReason]);
  if (quote.expiredAt) facts.push(['Expired on', formatInstant(quote.expiredAt)]);
  else facts.push(['Valid until', formatDay(quote.validUntil)]);
  if (quote.billing.tin) facts.push(['Our TIN', quote.billing.tin]);
  return facts;
}

/** What an answered or closed quote says: the answer's own words, or the words for where it stands. */
function AnswerNotice({ quote, answer }: { quote: CustomerQuoteAnswer; answer: string | undefined }) {
  if (answer) return <Notice tone="success">{answer}</Notice>;
  if (quote.status === 'accepted') return <Notice tone="success">{quoteMessages.accepted}</Notice>;
  if (quote.status === 'declined') return <Notice tone="info">{quoteMessages.declined}</Notice>;
  if (quote.status === 'expired') return <Notice tone="failure">{quoteMessages.expired}</Notice>;
  return null;
}

const depositDue = (quote: CustomerQuoteAnswer) => (quote.status === 'accepted' && !quote.invoiced ? Math.max(0, quote.deposit - quote.depositPaid) : 0);

function DepositDue({ access, quote }: { access: DocumentAccess; quote: CustomerQuoteAnswer }) {
  const due = depositDue(quote);
  if (quote.status !== 'accepted' || quote.deposit - quote.depositPaid <= 0) return null;
  if (quote.invoiced) return <p className="text-grey-700">{quoteMessages.depositAfterInvoice}</p>;
  return (
    <section aria-labelledby="deposit-heading" className="grid gap-3 rounded-box border border-grey-200 bg-grey-50 p-4 sm:p-6">
      <h2 id="deposit-heading" className="text-xl font-bold text-navy-900">
        Deposit due: <span className="tabular-nums">{formatNaira(due)}</span>
      </h2>
      <p className="text-grey-700">
        Pay securely by card{quote.billing.bankTransfer || quote.virtualAccount ? ', or by bank transfer to the account below' : ''}. We start the work once the deposit is in.
      </p>
      <PayButton start={() => payDeposit(access)}>Pay deposit</PayButton>
    </section>
  );
}

/**
 * Where the quote stands and what to do next, seen first: the answer just given or the payment just made,
 * and the deposit due. Brought on screen when the customer answers (the forms are a phone's screen or more
 * below) or comes back to a replaced payment page.
 */
function WhereItStands({ access, quote, answer, payment }: { access: DocumentAccess; quote: CustomerQuoteAnswer; answer: string | undefined; payment: PaymentReturn }) {
  const ref = useScrolledIntoView<HTMLDivElement>(answer ?? (payment?.replaced ? payment.text : undefined));
  return (
    <div ref={ref} className="grid gap-4">
      {payment && <Notice tone={payment.tone}>{payment.text}</Notice>}
      <AnswerNotice quote={quote} answer={answer} />
      <DepositDue access={access} quote={quote} />
      {quote.credit > 0 && <Notice tone="info">{`You have paid ${formatNaira(quote.credit)} more than was owed. We will refund it, or use it for your invoice.`}</Notice>}
    </div>
  );
}

function QuoteView({ access, quote, payment }: { access: DocumentAccess; quote: CustomerQuoteAnswer; payment: PaymentReturn }) {
  // The answer's words stay on the page after the forms have gone.
  const [answer, setAnswer] = useState<string>();
  const open = awaitingAnswer.includes(quote.status);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(quote.lines.filter((line) => line.optional && line.chosen).map((line) => line._id)));
  const toggle = (lineId: string) =>
    setChosen((before) => {
      const after = new Set(before);
      if (!after.delete(lineId)) after.add(lineId);
      return after;
    });
  const figures = open ? quoteFiguresWith(quote, chosen) : quoteFiguresAsAnswered(quote);

  return (
    <DocumentFrame>
      {'id' in access && <BackLink to={pathTo('accountQuotes')}>All quotes and invoices</BackLink>}
      <DocumentHeading kind="Quote" number={quote.number} title={quote.title} status={quoteStatusWords.customer[quote.status]}>
        <FactList facts={quoteFacts(quote)} />
        <a href={customerQuotePdfPath(access)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950">
          <FileDown aria-hidden="true" className="size-4" />
          Download the quote (PDF)
        </a>
      </DocumentHeading>
      <WhereItStands access={access} quote={quote} answer={answer} payment={payment} />
      <LinesInTurn lines={quote.lines} choice={open ? { chosen, toggle } : undefined} />
      <LadderInTurn rows={figures.rows} className="ml-auto w-full max-w-sm" />
      {/* A tick changes the figures above, out of a screen reader's sight: the new total is read out. */}
      {open && (
        <p role="status" className="sr-only">
          {`Total with the items chosen: ${formatNaira(figures.total)}`}
        </p>
      )}
      {(open || depositDue(quote) > 0) && <BankTransferInTurn billing={quote.billing} number={quote.number} own={quote.virtualAccount} />}
      <TermsInTurn terms={quote.terms} notes={quote.notes} />
      {open && <QuoteAnswerForms access={access} chosenOptions={[...chosen]} total={figures.total} onAnswered={setAnswer} />}
    </DocumentFrame>
  );
}

/** The customer opens the mailed link on a phone: the quote is on screen before any script has run. */
export const quoteData: PageData = ({ queryClient, params }) => [queryClient.ensureQueryData(customerQuoteQueryOptions({ token: params.token ?? '' }))];
