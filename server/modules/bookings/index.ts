/** What the rest of the server may use of bookings: a visit confirmed from a quote, and the dashboard's figures. */
export { announceConfirmedVisit, insertConfirmedVisit } from './bookings';
export { bookingsAhead, countBookingsToConfirm } from './booking-lists';
