/** What other features may use of the schedule: the move call and its form (the booking page moves a visit too). */
export { moveVisit, scheduleQueryKey, scheduleQueryOptions } from './api';
export { MoveVisitForm } from './MoveVisitForm';
