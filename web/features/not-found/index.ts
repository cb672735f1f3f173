/** What other features may use of the 404 page: its address. */
export { notFoundPath } from './notFoundPath';
