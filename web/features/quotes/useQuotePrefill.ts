import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '../booking';
import { inboxMessageQueryOptions } from '../contact';
import { vatRateQueryOptions, type DocumentStart } from '../documents';
import type { PageData } from '../../lib/pageData';
import { prefillOfBooking, prefillOfMessage } from './quotePrefill';
import type { QuotePrefill } from './quoteFormValues';

export type QuoteStart = DocumentStart<QuotePrefill>;

/**
 * Where a new quote starts, from its address (newQuotePath): ?fromMessage=<id> (an inbox message) or
 * ?fromBooking=<id> (a booking) carry the customer over; without either the quote starts blank.
 */
function sourcesOf(searchParams: URLSearchParams) {
  const messageId = searchParams.get('fromMessage') ?? '';
  return { messageId, bookingId: messageId ? '' : (searchParams.get('fromBooking') ?? '') };
}

export function useQuotePrefill(): QuoteStart {
  const [searchParams] = useSearchParams();
  const { messageId, bookingId } = sourcesOf(searchParams);
  const message = useQuery({ ...inboxMessageQueryOptions(messageId), enabled: messageId !== '' });
  const booking = useQuery({ ...bookingQueryOptions(bookingId), enabled: bookingId !== '' });

  const source = messageId ? message : bookingId ? booking : undefined;
  if (!source) return { state: 'blank' };
  if (source.isError) return { state: 'failed', what: messageId ? 'message' : 'booking', retry: () => void source.refetch() };
  if (message.data) return { state: 'ready', prefill: prefillOfMessage(message.data), from: `the message from ${message.data.name}` };
  if (booking.data) return { state: 'ready', prefill: prefillOfBooking(booking.data), from: `the booking of ${booking.data.name}` };
  return { state: 'loading' };
}

/** A new quote is drawn with what it starts from and the VAT rate its totals are previewed at. */
export const newQuoteData: PageData = ({ queryClient, url }) => {
  const { messageId, bookingId } = sourcesOf(url.searchParams);
  return [
    queryClient.ensureQueryData(vatRateQueryOptions),
    ...(messageId ? [queryClient.ensureQueryData(inboxMessageQueryOptions(messageId))] : []),
    ...(bookingId ? [queryClient.ensureQueryData(bookingQueryOptions(bookingId))] : []),
  ];
};
