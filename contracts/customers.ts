/**
 * Who a customer is, across the tables that name people (accounts, bookings, messages, orders, quotes,
 * invoices): the same e-mail, whatever its case, or the same phone number, however it was written.
 */

/** An e-mail as a key: trimmed and in lower case; '' for none. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * A phone number as a key: its digits without the national '0' or the country code '234', so '0803 777 0017',
 * '+234 803-777-0017' and '2348037770017' are one key; '' when it holds no digits.
 */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, '').replace(/^(234|0)/, '');

type Person = { email: string; phone: string };

/** Two documents are for the same customer: the same e-mail when both have one, else the same phone. */
export function sameCustomer(a: Person, b: Person): boolean {
  if (emailKey(a.email) && emailKey(b.email)) return emailKey(a.email) === emailKey(b.email);
  return phoneKey(a.phone) !== '' && phoneKey(a.phone) === phoneKey(b.phone);
}
