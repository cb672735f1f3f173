import { useState } from 'react';
import { formatNaira, percentLabel } from '../../../contracts/money';
import { pathTo } from '../../../contracts/pages';
import { awaitingAnswer, quoteMessages } from '../../../contracts/quotes';
import type { CustomerQuote } from '../../../contracts/quotes.schemas';
import { BackLink } from '../../components/BackLink';
import { formatDay } from '../../lib/dates';
import { CustomerLines, DocumentFrame, DocumentHeading, CustomerDocumentPage, FactList, formatInstant, MoneyLadder, Notice, PayButton, quoteStatusWords, TermsAndNotes, type DocumentAccess, type LadderStep, type PaymentReturn } from '../documents';
import { customerQuoteQueryOptions, payDeposit } from './api';
import { QuoteAnswerForms } from './QuoteAnswerForms';
import { quoteFiguresAsAnswered, quoteFiguresWith, type QuoteFigures } from './quoteFigures';

/**
 * /quotes/:token (the mailed link, no account) and /account/quotes/:id (signed in): the customer reads the
 * quote, ticks optional items, accepts or declines it, and pays the deposit it asks.
 */
export function QuotePage() {
  return (
    <CustomerDocumentPage kind="quote" optionsOf={customerQuoteQueryOptions}>
      {(quote, { access, payment }) => <QuoteView access={access} quote={quote} payment={payment} />}
    </CustomerDocumentPage>
  );
}

function quoteFacts(quote: CustomerQuote) {
  const facts: Array<readonly [string, string]> = [
    ['For', `${quote.customer.name}, ${quote.customer.email}`],
    ['Service', quote.service],
  ];
  if (quote.sentAt) facts.push(['Sent on', formatInstant(quote.sentAt)]);
  if (quote.acceptedAt) facts.push(['Accepted on', `${formatInstant(quote.acceptedAt)} by ${quote.acceptedName}`]);
  if (quote.declinedAt) facts.push(['Declined on', formatInstant(quote.declinedAt)]);
  if (quote.declineReason) facts.push(['Reason given', quote.declineReason]);
  if (quote.expiredAt) facts.push(['Expired on', formatInstant(quote.expiredAt)]);
  else facts.push(['Valid until', formatDay(quote.validUntil)]);
  return facts;
}

function depositSteps(quote: CustomerQuote, figures: QuoteFigures): LadderStep[] {
  if (quote.depositPercent === 0) return [];
  const steps: LadderStep[] = [{ term: `Deposit (${percentLabel(Math.round(quote.depositPercent * 100))})`, naira: figures.deposit, strong: true }];
  if (quote.depositPaid > 0) steps.push({ term: 'Deposit paid', naira: quote.depositPaid, strong: true });
  return steps;
}

/** What an answered or closed quote says: the answer's own words, or the words for where it stands. */
function AnswerNotice({ quote, answer }: { quote: CustomerQuote; answer: string | undefined }) {
  if (answer) return <Notice tone="success">{answer}</Notice>;
  if (quote.status === 'accepted') return <Notice tone="success">{quoteMessages.accepted}</Notice>;
  if (quote.status === 'declined') return <Notice tone="info">{quoteMessages.declined}</Notice>;
  if (quote.status === 'expired') return <Notice tone="failure">{quoteMessages.expired}</Notice>;
  return null;
}

function DepositDue({ access, quote }: { access: DocumentAccess; quote: CustomerQuote }) {
  const due = quote.deposit - quote.depositPaid;
  if (quote.status !== 'accepted' || due <= 0) return null;
  if (quote.invoiced) return <p className="text-grey-700">{quoteMessages.depositAfterInvoice}</p>;
  return (
    <section aria-labelledby="deposit-heading" className="grid gap-3 rounded-box border border-grey-200 bg-grey-50 p-4 sm:p-6">
      <h2 id="deposit-heading" className="text-xl font-bold text-navy-900">
        Deposit due: <span className="tabular-nums">{formatNaira(due)}</span>
      </h2>
      <p className="text-grey-700">Pay securely by card. We start the work once the deposit is in.</p>
      <PayButton start={() => payDeposit(access)}>Pay deposit</PayButton>
    </section>
  );
}

function QuoteView({ access, quote, payment }: { access: DocumentAccess; quote: CustomerQuote; payment: PaymentReturn }) {
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
      </DocumentHeading>
      {payment && <Notice tone={payment.tone}>{payment.text}</Notice>}
      <AnswerNotice quote={quote} answer={answer} />
      <CustomerLines lines={quote.lines} choice={open ? { chosen, toggle } : undefined} />
      <MoneyLadder reader="customer" figures={figures} after={depositSteps(quote, figures)} className="ml-auto w-full max-w-sm" />
      {/* A tick changes the figures above, out of a screen reader's sight: the new total is read out. */}
      {open && (
        <p role="status" className="sr-only">
          {`Total with the items chosen: ${formatNaira(figures.total)}`}
        </p>
      )}
      <DepositDue access={access} quote={quote} />
      <TermsAndNotes terms={quote.terms} notes={quote.notes} />
      {open && <QuoteAnswerForms access={access} chosenOptions={[...chosen]} total={figures.total} onAnswered={setAnswer} />}
    </DocumentFrame>
  );
}
