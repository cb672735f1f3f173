import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bookingQueryOptions } from '../booking';
import { vatRateQueryOptions, type DocumentStart } from '../documents';
import type { PageData } from '../../lib/pageData';
import { invoicePrefillOfBooking, type InvoicePrefill } from './invoiceFormValues';

/** Where a new invoice starts, from its address (newInvoicePath): ?fromBooking=<id> carries the customer and the parts used over; else blank. */
export function useInvoicePrefill(): DocumentStart<InvoicePrefill> {
  const [searchParams] = useSearchParams();
  const bookingId = searchParams.get('fromBooking') ?? '';
  const booking = useQuery({ ...bookingQueryOptions(bookingId), enabled: bookingId !== '' });
  if (!bookingId) return { state: 'blank' };
  if (booking.isError) return { state: 'failed', what: 'booking', retry: () => void booking.refetch() };
  if (booking.data) return { state: 'ready', prefill: invoicePrefillOfBooking(booking.data), from: `the booking of ${booking.data.name}` };
  return { state: 'loading' };
}

/** A new invoice is drawn with the booking it starts from and the VAT rate its totals are previewed at. */
export const newInvoiceData: PageData = ({ queryClient, url }) => {
  const bookingId = url.searchParams.get('fromBooking') ?? '';
  return [queryClient.ensureQueryData(vatRateQueryOptions), ...(bookingId ? [queryClient.ensureQueryData(bookingQueryOptions(bookingId))] : [])];
};
