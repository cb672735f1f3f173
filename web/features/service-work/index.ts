/** What other features may use of service work: the keys whose queries a change elsewhere refreshes. */
export { invoicesQueryKey, quotesQueryKey } from './api';
/** The way to a new quote started from an inbox message or a booking. */
export { newQuotePath } from './admin/newQuotePath';
