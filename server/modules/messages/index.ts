/**
 * What the rest of the server uses of messages: telling a customer by phone (telling.ts) the news of their
 * visit, and the jobs that send those messages, defined by the app on every copy.
 */
export { customerMessaging, tellCustomer, type CustomerMessage } from './telling';
export { bookingReceivedMessage, technicianOnTheWayMessage, visitDoneMessage, visitReminderMessage } from './visit-messages';
export { invoiceLinkMessage, quoteLinkMessage } from './document-messages';
export { officeReplying } from './replies';
/** The Customers page's conversation (what the system told and the office answered a number) and consent switches. */
export { repliesToPhone } from './replies';
export { toldToPhone } from './told';
export { consentOf, recordConsent } from './consent-records';
