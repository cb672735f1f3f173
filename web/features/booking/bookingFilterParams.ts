import { bookingListQuery, type BookingListQuery } from '../../../contracts/booking.schemas';

export const bookingFilterNames = ['status', 'from', 'to', 'q', 'sort'] as const;

/**
 * The Booking History filters as the page's address holds them, so a filtered list can be bookmarked or
 * linked from the dashboard. A value the server would refuse (a hand-edited address) is dropped, not sent.
 */
export function bookingFiltersOf(params: URLSearchParams): BookingListQuery {
  const filters: BookingListQuery = {};
  for (const name of bookingFilterNames) {
    const value = params.get(name);
    const checked = value ? bookingListQuery.shape[name].safeParse(value) : undefined;
    if (checked?.success && checked.data) Object.assign(filters, { [name]: checked.data });
  }
  return filters;
}
