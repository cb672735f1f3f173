/**
 * What the rest of the server uses of messages: telling a customer by phone (telling.ts) the news of their
 * visit, documents, payments and orders, the short links those messages carry, and the jobs that send them,
 * defined by the app on every copy.
 */
export { customerMessaging, tellCustomer, type CustomerMessage } from './telling';
export {
  bookingCancelledMessage,
  bookingChangeReceivedMessage,
  bookingConfirmedMessage,
  bookingReceivedMessage,
  bookingStatusMessage,
  technicianChangedMessage,
  technicianOnTheWayMessage,
  visitDoneMessage,
  visitMovedMessage,
  visitReinstatedMessage,
  visitReminderMessage,
} from './visit-messages';
export { invoiceLinkMessage, invoiceReminderMessage, paymentReceiptMessage, quoteExpiringMessage, quoteLinkMessage } from './document-messages';
export { orderPaidMessage, orderStepMessage } from './order-messages';
export { registerShortLinks, shortLink } from './short-links';
export { optOutPath } from './opt-out-links';
export { phoneMessagesSentBetween } from './month-counts';
export { officeReplying } from './replies';
/** The Customers page's conversation (what the system told and the office answered a number) and consent switches. */
export { repliesToPhone } from './replies';
export { toldToPhone } from './told';
export { consentOf, recordConsent } from './consent-records';
