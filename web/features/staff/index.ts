/** What other features may use of staff: the list of people for the board's pickers, and a technician's own time off and hours. */
export { staffMemberQueryOptions, staffQueryOptions } from './api';
export { HoursRequestForm } from './HoursRequest';
export { TimeOffPanel } from './TimeOffPanel';
