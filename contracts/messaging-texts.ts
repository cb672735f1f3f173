import { isGsm7, textMessagePages } from './messaging';

/**
 * The SMS words of each message to a customer (issue 32): GSM-7 only and one 160-character page, with the
 * link to the document or manage page last, whole. What a customer typed (a name) may hold letters outside
 * GSM-7 ('Fúnmi'); they are written without their accents, so one letter never makes the message UCS-2.
 */

const brand = 'Brightwire';

/** The text in GSM-7: accents dropped ('ú' to 'u'), any other letter outside it written '?'. */
export function gsm7Text(text: string): string {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return [...plain].map((character) => (isGsm7(character) ? character : character === '\u2019' || character === '\u2018' ? "'" : '?')).join('');
}

/**
 * The first of the wordings, longest first, that keeps to one page once written in GSM-7; the last (the
 * shortest, which every caller keeps within a page whatever the values) otherwise.
 */
function onePage(wordings: string[]): string {
  const written = wordings.map(gsm7Text);
  return written.find((text) => textMessagePages(text).pages === 1) ?? (written.at(-1) as string);
}

/**
 * An SMS with the link that stops our SMS to the number (NDPA 2023): always on marketing, and on a transactional
 * message whenever it still fits the one page (a transactional message rests on the booking or order itself).
 */
export function withOptOutLink(text: string, link: string, category: 'transactional' | 'marketing'): string {
  const stopped = `${text} Stop: ${link}`;
  return category === 'marketing' || textMessagePages(stopped).pages === 1 ? stopped : text;
}

export const customerTexts = {
  bookingReceived: (visit: { service: string; when: string; link: string }) =>
    onePage([
      `${brand}: we have your booking for ${visit.service}, ${visit.when}. See, move or cancel: ${visit.link}`,
      `${brand}: booked ${visit.service}, ${visit.when}. Manage: ${visit.link}`,
      `${brand}: booking received for ${visit.when}. Manage: ${visit.link}`,
    ]),
  visitReminder: (visit: { service: string; when: string; link: string }) =>
    onePage([
      `${brand}: reminder, our technician comes tomorrow, ${visit.when}, for ${visit.service}. Move or cancel: ${visit.link}`,
      `${brand}: ${visit.service} visit tomorrow, ${visit.when}. Manage: ${visit.link}`,
      `${brand}: our technician comes ${visit.when}. Manage: ${visit.link}`,
    ]),
  technicianOnTheWay: (visit: { technician: string; phone: string }) =>
    onePage([`${brand}: ${visit.technician}, your technician, is on the way to you now. You can call them on ${visit.phone}.`, `${brand}: your technician is on the way now. Call ${visit.phone}.`]),
  quoteLink: (quote: { number: string; amount: string; link: string; validUntil: string }) =>
    onePage([`${brand}: your quote ${quote.number} for ${quote.amount} is ready: ${quote.link} Valid until ${quote.validUntil}.`, `${brand}: quote ${quote.number}, ${quote.amount}: ${quote.link}`]),
  invoiceLink: (invoice: { number: string; amount: string; link: string; dueDate: string }) =>
    onePage([
      `${brand}: your invoice ${invoice.number} for ${invoice.amount} is ready: ${invoice.link} Please pay by ${invoice.dueDate}.`,
      `${brand}: invoice ${invoice.number}, ${invoice.amount}: ${invoice.link}`,
    ]),
  invoiceDueSoon: (invoice: { number: string; balance: string; dueDate: string; link: string }) =>
    onePage([
      `${brand}: reminder, invoice ${invoice.number} has ${invoice.balance} left to pay by ${invoice.dueDate}. Pay: ${invoice.link}`,
      `${brand}: invoice ${invoice.number} due ${invoice.dueDate}. Pay: ${invoice.link}`,
    ]),
  invoiceOverdue: (invoice: { number: string; balance: string; dueDate: string; link: string }) =>
    onePage([
      `${brand}: invoice ${invoice.number} was due ${invoice.dueDate}; ${invoice.balance} is still to pay. Pay or reply: ${invoice.link}`,
      `${brand}: invoice ${invoice.number} is overdue. Pay: ${invoice.link}`,
    ]),
  quoteExpiring: (quote: { number: string; validUntil: string; link: string }) =>
    onePage([
      `${brand}: your quote ${quote.number} is valid until ${quote.validUntil}. To go ahead, open it: ${quote.link}`,
      `${brand}: quote ${quote.number} ends ${quote.validUntil}: ${quote.link}`,
    ]),
  visitDone: (visit: { service: string }) =>
    onePage([
      `${brand}: your ${visit.service} visit is done. Thank you for choosing us. If anything is not right, reply here or call us.`,
      `${brand}: your visit is done. Thank you. If anything is not right, reply here or call us.`,
    ]),
  bookingConfirmed: (visit: { service: string; when: string; link: string }) =>
    onePage([`${brand}: your ${visit.service} visit on ${visit.when} is confirmed. See, move or cancel: ${visit.link}`, `${brand}: visit confirmed for ${visit.when}. Manage: ${visit.link}`]),
  bookingCancelled: (visit: { service: string; when: string }) =>
    onePage([
      `${brand}: your ${visit.service} visit on ${visit.when} has been cancelled. To book again, reply here or call us.`,
      `${brand}: your visit on ${visit.when} has been cancelled. Reply here or call us.`,
    ]),
  bookingChangeReceived: (visit: { service: string; when: string; link: string }) =>
    onePage([
      `${brand}: we have your change. Your ${visit.service} visit is now asked for ${visit.when}; we will confirm it soon. See it: ${visit.link}`,
      `${brand}: change received, visit asked for ${visit.when}, to be confirmed. See: ${visit.link}`,
    ]),
  visitMoved: (visit: { service: string; when: string; link: string }) =>
    onePage([`${brand}: your ${visit.service} visit has moved to ${visit.when}. See, move or cancel: ${visit.link}`, `${brand}: your visit has moved to ${visit.when}. Manage: ${visit.link}`]),
  technicianChanged: (visit: { technician: string; service: string; when: string; link: string }) =>
    onePage([
      `${brand}: ${visit.technician} is now your technician for your ${visit.service} visit on ${visit.when}. See: ${visit.link}`,
      `${brand}: new technician for your visit on ${visit.when}. See: ${visit.link}`,
    ]),
  visitReinstated: (visit: { service: string; when: string; link: string }) =>
    onePage([`${brand}: your ${visit.service} visit on ${visit.when} is back on. See, move or cancel: ${visit.link}`, `${brand}: your visit on ${visit.when} is back on. Manage: ${visit.link}`]),
  paymentReceipt: (payment: { amount: string; number: string; link: string }) =>
    onePage([
      `${brand}: we have received your payment of ${payment.amount} for ${payment.number}. Thank you. Your receipt: ${payment.link}`,
      `${brand}: payment of ${payment.amount} received for ${payment.number}. Receipt: ${payment.link}`,
    ]),
  orderPaid: (order: { number: string; amount: string; link: string }) =>
    onePage([
      `${brand}: thank you for your order ${order.number}. We have received ${order.amount} and will call you to arrange delivery. Follow it: ${order.link}`,
      `${brand}: order ${order.number} paid, ${order.amount}. Follow it: ${order.link}`,
    ]),
  orderShipped: (order: { number: string; waybill: string; link: string }) =>
    onePage([
      `${brand}: your order ${order.number} is on its way. Waybill: ${order.waybill}. Follow it: ${order.link}`,
      `${brand}: your order ${order.number} is on its way. Follow it: ${order.link}`,
    ]),
  /** `step` is one of the few fixed words of an order's step ('has been delivered'). */
  orderUpdate: (order: { number: string; step: string; link: string }) => onePage([`${brand}: your order ${order.number} ${order.step}. Follow it: ${order.link}`]),
};
