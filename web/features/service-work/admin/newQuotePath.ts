import { pathTo } from '../../../../contracts/pages';

/** What a new quote starts from, named in its address: an inbox message or a booking (useQuotePrefill reads it). */
export type QuoteSource = { fromMessage: string } | { fromBooking: string };

export const newQuotePath = (source: QuoteSource): string => `${pathTo('newQuote')}?${new URLSearchParams(source).toString()}`;
