/** What other features may use of the account area. */
export { addressesQueryOptions } from './api';
