// Part of `npm run bench:scale`: what the bench asks each server, named the same at both sizes so that
// their figures can be set side by side.
import { addDays, lagosClock } from '../contracts/lagos-time';
import { weekdayOf as isoWeekday } from '../contracts/schedule';
import type { DeepList, Fixtures } from './bench-scale-fixtures';

/**
 * page: a page of 50 of a list (budgets: time, and no growth with the table); summary: a count or the
 * dashboard, read on every visit to the back office (the same budgets); whole: a list without `limit`,
 * streamed; export: a CSV download (budget: the server's memory).
 */
export type CallKind = 'page' | 'summary' | 'whole' | 'export';

export type Call = {
  area: string;
  name: string;
  kind: CallKind;
  as: 'admin' | 'customer';
  path: string;
  /** For a page further in: how many pages to follow by their cursors before the measured one. */
  after?: number;
  /** Measured to be seen, held to no budget, for this reason. */
  unbudgeted?: string;
  /** A p95 budget of its own at the larger size on PostgreSQL, instead of a page's. */
  p95BudgetMs?: number;
};

/** The schedule board of a week: every technician and every visit of the week (issue 25). */
export const boardWeekP95Ms = 100;

export const pageSize = 50;
/** "Page 21": twenty pages followed by their cursors (the last page of a shorter list). */
export const pagesFollowed = 20;

const query = (path: string, parameters: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(Object.entries(parameters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return `${path}?${search}`;
};

/** The first page, a page from the middle of the list, and (`follow`) the 21st page reached by following cursors. */
function deep(area: string, label: string, path: string, filters: Record<string, string>, middle: DeepList, fixtures: Fixtures, follow = false): Call[] {
  const page = (extra: Record<string, string | number>) => query(path, { ...filters, limit: pageSize, ...extra });
  return [
    { area, name: `${label}: first page`, kind: 'page', as: 'admin', path: page({}) },
    ...(follow ? [{ area, name: `${label}: page ${pagesFollowed + 1}`, kind: 'page' as const, as: 'admin' as const, path: page({}), after: pagesFollowed }] : []),
    { area, name: `${label}: middle page`, kind: 'page', as: 'admin', path: page({ cursor: fixtures.middleCursors[middle] }) },
  ];
}

const first = (area: string, name: string, path: string, parameters: Record<string, string>, as: 'admin' | 'customer' = 'admin'): Call => ({
  area,
  name,
  kind: 'page',
  as,
  path: query(path, { ...parameters, limit: pageSize }),
});

/**
 * A search for one common word (a first name shared by one customer in seventy): its matches, which a trigram
 * index reads all of to give the newest 50, are ten times as many at the larger size.
 */
const commonWord = (call: Call): Call => ({ ...call, unbudgeted: 'a common word: ten times the matches at the larger size' });

/** Every list, tab, filter, search, count, dashboard figure, whole list and export the back office offers. */
export function callsFor(fixtures: Fixtures, now = new Date()): Call[] {
  const { terms } = fixtures;
  const today = lagosClock(now).day;
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonth = addDays(monthStart, -1).slice(0, 7);
  const orders = '/api/orders/admin';
  const bookings = '/api/booking';
  const inbox = '/api/contactlist';
  return [
    ...deep('orders', 'all orders', orders, {}, 'orders', fixtures, true),
    first('orders', 'tab to ship', orders, { view: 'to_ship' }),
    ...deep('orders', 'tab paid', orders, { view: 'paid' }, 'ordersPaid', fixtures),
    ...deep('orders', 'tab unpaid', orders, { view: 'unpaid' }, 'ordersUnpaid', fixtures),
    first('orders', "this month's paid orders", orders, { view: 'paid', from: monthStart, to: today }),
    first('orders', 'search: reference', orders, { q: terms.orderReference }),
    first('orders', 'search: customer name', orders, { q: terms.orderCustomerName }),
    commonWord(first('orders', 'search: customer first name', orders, { q: terms.orderCustomerName.split(' ')[0] ?? '' })),
    first('orders', 'search: customer e-mail', orders, { q: terms.orderCustomerEmail }),

    ...deep('bookings', 'all bookings, newest first', bookings, {}, 'bookings', fixtures, true),
    ...deep('bookings', 'by visit date, oldest first', bookings, { sort: 'date_asc' }, 'bookingsByDate', fixtures),
    first('bookings', 'by visit date, latest first', bookings, { sort: 'date_desc' }),
    first('bookings', 'tab today', bookings, { view: 'today' }),
    first('bookings', 'tab upcoming', bookings, { view: 'upcoming' }),
    first('bookings', 'tab needs confirming', bookings, { view: 'to_confirm' }),
    ...deep('bookings', 'status completed', bookings, { status: 'completed' }, 'bookingsCompleted', fixtures),
    first('bookings', "last month's visits", bookings, { from: `${lastMonth}-01`, to: `${lastMonth}-28` }),
    first('bookings', 'search: name', bookings, { q: terms.bookingName }),
    commonWord(first('bookings', 'search: first name', bookings, { q: terms.bookingFirstName })),
    first('bookings', 'search: phone digits', bookings, { q: terms.bookingPhone }),
    first('bookings', 'search: e-mail', bookings, { q: terms.bookingEmail }),

    ...deep('inbox', 'all messages', inbox, {}, 'inbox', fixtures, true),
    first('inbox', 'unhandled', inbox, { handled: 'false' }),
    ...deep('inbox', 'handled', inbox, { handled: 'true' }, 'inboxHandled', fixtures),
    first('inbox', 'search: name', inbox, { q: terms.messageName }),
    first('inbox', 'search: phone digits', inbox, { q: terms.messagePhone }),
    first('inbox', 'search: e-mail', inbox, { q: terms.messageEmail }),

    ...deep('products', 'admin product table', '/api/products/admin', {}, 'products', fixtures, true),
    first('products', 'search: product code', '/api/products/admin', { q: terms.productCode }),

    // The shop's category pages (issue 34): a category, a brand in it, by price, each a page by cursor.
    ...deep('shop', 'a category', '/api/products', { category: 'solar-panels' }, 'shopCategory', fixtures, true),
    first('shop', 'a category, one brand', '/api/products', { category: 'solar-panels', spec: 'Brand:Felicity' }),
    first('shop', 'a category by price', '/api/products', { category: 'solar-panels', sort: 'price_asc' }),
    first('shop', 'a brand in every category', '/api/products', { spec: 'Brand:Felicity' }),

    first('customer', "a customer's orders", '/api/orders/user', {}, 'customer'),
    first('customer', "a customer's bookings", '/api/booking/mine', {}, 'customer'),

    { area: 'counts', name: 'order tabs', kind: 'summary', as: 'admin', path: '/api/orders/admin/counts' },
    { area: 'counts', name: 'booking tabs', kind: 'summary', as: 'admin', path: '/api/booking/counts' },
    { area: 'dashboard', name: 'dashboard', kind: 'summary', as: 'admin', path: '/api/admin/dashboard' },
    { area: 'dashboard', name: 'menu counts (summary)', kind: 'summary', as: 'admin', path: '/api/admin/summary' },

    {
      area: 'schedule',
      name: 'board of a week',
      kind: 'summary',
      as: 'admin',
      path: query('/api/schedule', { from: addDays(today, 1 - isoWeekday(today)), to: addDays(today, 7 - isoWeekday(today)) }),
      p95BudgetMs: boardWeekP95Ms,
    },

    { area: 'whole lists', name: 'all orders', kind: 'whole', as: 'admin', path: orders },
    { area: 'whole lists', name: 'all bookings', kind: 'whole', as: 'admin', path: bookings },
    { area: 'whole lists', name: 'all messages', kind: 'whole', as: 'admin', path: inbox },
    { area: 'whole lists', name: 'admin product table', kind: 'whole', as: 'admin', path: '/api/products/admin' },
    { area: 'whole lists', name: "a customer's orders", kind: 'whole', as: 'customer', path: '/api/orders/user' },
    { area: 'whole lists', name: "a customer's bookings", kind: 'whole', as: 'customer', path: '/api/booking/mine' },

    { area: 'exports', name: 'orders', kind: 'export', as: 'admin', path: '/api/orders/export.csv' },
    { area: 'exports', name: "this month's paid orders", kind: 'export', as: 'admin', path: query('/api/orders/export.csv', { view: 'paid', from: monthStart, to: today }) },
    { area: 'exports', name: 'bookings', kind: 'export', as: 'admin', path: '/api/booking/export.csv' },
    { area: 'exports', name: 'upcoming bookings', kind: 'export', as: 'admin', path: query('/api/booking/export.csv', { view: 'upcoming' }) },
    { area: 'exports', name: 'messages', kind: 'export', as: 'admin', path: '/api/contactlist/export.csv' },
    { area: 'exports', name: 'unhandled messages', kind: 'export', as: 'admin', path: query('/api/contactlist/export.csv', { handled: 'false' }) },
  ];
}
