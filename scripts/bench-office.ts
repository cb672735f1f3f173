// Part of `npm run bench`: the back office as the office opens it on a phone. The demo admin records a week's
// worth of a small office's work through the API (bookings, messages, an invoice, beside the quote
// bench-quote.ts sends), so each list and record page is measured with records on it, not its empty state.
import { addDays, lagosClock } from '../contracts/lagos-time';
import { pathTo, type PageKey } from '../contracts/pages';
import type { BrowserCookie } from './bench-lighthouse';
import { call } from './bench-quote';

const people = ['Adebayo Ogunleye', 'Chiamaka Eze', 'Olumide Adeyemi', 'Funmilayo Bakare', 'Ibrahim Musa', 'Ngozi Okafor'];
const services = ['Solar Services', 'Rewinding', 'Electrical Installation', 'Security Systems'];

/** The pages of the back office measured without a record of their own: every list and form. */
const listPages: PageKey[] = [
  'dashboard',
  'adminOrders',
  'adminBookings',
  'adminSchedule',
  'adminQuotes',
  'newQuote',
  'adminInvoices',
  'newInvoice',
  'inbox',
  'adminCustomers',
  'adminProducts',
  'createProduct',
  'events',
  'adminStaff',
  'failedMail',
];

/** The back office's main pages, each measured against its no-JS twin too (issue 35): the lists the office opens all day. */
export const mainBackOfficePages: string[] = (
  ['dashboard', 'adminOrders', 'adminBookings', 'adminSchedule', 'adminQuotes', 'adminInvoices', 'inbox', 'adminCustomers', 'adminProducts'] as PageKey[]
).map((key) => pathTo(key));

const idOf = async (response: Response) => ((await response.json()) as { _id: string })._id;

async function firstIdOf(baseUrl: string, listPath: string, field: string, cookie: string): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}${listPath}`, { headers: { cookie } })).json()) as Record<string, { _id: string }[]>;
  const id = answer[field]?.[0]?._id;
  if (!id) throw new Error(`GET ${listPath} listed no ${field}`);
  return id;
}

/** Records the office's work as the admin signed in with `cookie`, and answers the back-office pages to measure. */
export async function backOfficePaths(baseUrl: string, cookie: string, quoteId: string): Promise<string[]> {
  const today = lagosClock().day;
  let booking = '';
  for (const [index, name] of people.entries()) {
    const phone = `0803 555 01${String(index).padStart(2, '0')}`;
    const service = services[index % services.length] ?? 'Rewinding';
    booking = await idOf(await call(baseUrl, '/api/booking', { name, phone, service, date: addDays(today, 1 + index), time: '10:00' }, cookie));
    await call(baseUrl, '/api/contactlist', { name, phone, message: `Please send a quote for ${service.toLowerCase()} at our shop in Bodija.` }, cookie);
  }
  const customer = { name: 'Chiamaka Eze', email: 'chiamaka.eze@example.com', phone: '0803 555 0101', address: '7 Bodija Market Road, Ibadan' };
  const lines = [{ description: 'Rewinding of a 5 hp pumping machine motor', quantity: 1, unitPrice: 85000 }];
  const invoice = await idOf(await call(baseUrl, '/api/invoices', { customer, title: 'Motor rewinding', lines, dueDate: addDays(today, 14) }, cookie));
  const product = ((await (await fetch(`${baseUrl}/api/products`)).json()) as { _id: string }[])[0]?._id ?? '';
  const customerId = await firstIdOf(baseUrl, '/api/customers', 'customers', cookie);
  const message = await firstIdOf(baseUrl, '/api/contactlist', 'messages', cookie);
  return [
    ...listPages.map((key) => pathTo(key)),
    pathTo('showBooking', { id: booking }),
    pathTo('inboxMessage', { id: message }),
    pathTo('adminQuote', { id: quoteId }),
    pathTo('adminInvoice', { id: invoice }),
    pathTo('adminCustomer', { id: customerId }),
    pathTo('updateProduct', { id: product }),
  ];
}

/** The session of a Cookie header, as the browser Lighthouse drives is given it. */
export function browserCookiesOf(cookie: string): BrowserCookie[] {
  return cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), path: '/' };
  });
}
