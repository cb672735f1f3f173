/** What other features may use of the contact feature: an inbox message, read by its id (a quote starts from one). */
export { inboxMessageQueryOptions } from './api';
