/** What other features may use of orders: the query key a placed order refreshes. */
export { ordersQueryKey } from './api';
