/** What the rest of the server may use of bookings: a visit confirmed from a quote, and the dashboard's figures. */
export { bookingsWithTechnician, insertConfirmedVisit, storeConfirmedVisitMail, toBookingJson } from './bookings';
export { bookingsAhead, countBookingsToConfirm } from './booking-lists';
export { activeTechnicians, lockScheduleDays } from './capacity';
