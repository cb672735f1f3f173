/** What the rest of the server may use of quotes. */
export { historyEntryOf, quoteFiguresOf, type QuoteRow } from './quote-json';
export { countQuotesAwaitingAnswer, quoteCreditsHeld } from './quote-lists';
export { addDepositPaid, findQuoteRow, lockAcceptedQuote, lockQuote, markQuoteInvoiced, quoteDetail, quoteLinesOf, quoteOwedKobo, returnQuoteCredit, takeQuoteCredit } from './quotes';
