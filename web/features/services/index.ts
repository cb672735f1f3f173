/** What other features may use of the services pages: the grid of service cards. */
export { ServiceGrid } from './ServiceGrid';
