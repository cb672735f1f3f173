/** What invoices and the dashboard may use of quotes: a quote under its lock, its lines, figures and credit, and the counts of quotes waiting, and a person's quotes for the Customers page. */
export { historyEntryOf, quoteFiguresOf, type QuoteRow } from './quote-json';
export { payerEmailOf, sentNote, sharingOf } from './sharing';
export { countQuotesAwaitingAnswer, quoteCreditsHeld } from './quote-lists';
export { secondDepositsOf } from './second-deposits';
export { addDepositPaid, findQuoteRow, lockAcceptedQuote, lockQuote, markQuoteInvoiced, quoteDetail, quoteLinesOf, quoteOwedKobo, returnQuoteCredit, takeQuoteCredit } from './quotes';
export { depositsOwedBy, quoteIdOfNumber, quotesOfPerson, type DepositOwed } from './of-person';
export { sweepQuotes } from './quote-sweep';
