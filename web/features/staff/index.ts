/** What other features may use of staff: the list of people, for the schedule board's pickers. */
export { staffQueryOptions } from './api';
