/**
 * What the rest of the server uses of messages: telling a customer by phone (telling.ts) the news of their
 * visit, and the jobs that send those messages, defined by the app on every copy.
 */
export { customerMessaging, tellCustomer, type CustomerMessage } from './telling';
export { bookingReceivedMessage, technicianOnTheWayMessage, visitDoneMessage, visitReminderMessage } from './visit-messages';
export { invoiceLinkMessage, quoteLinkMessage } from './document-messages';
