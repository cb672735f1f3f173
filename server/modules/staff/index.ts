/** What the rest of the server may use of staff: the time off and holidays the schedule board shades. */
export { listHolidays, timeOffBetween } from './time-off';
