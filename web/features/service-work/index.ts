/** What other features may use of service work: the keys whose queries a change elsewhere refreshes. */
export { invoicesQueryKey, quotesQueryKey } from './api';
