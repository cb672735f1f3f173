/** What the rest of the server may use of bookings: a visit confirmed from a quote, the dashboard's figures, and the visits a staff change touches, and a person's bookings for the Customers page. */
export { bookingsWithTechnician, insertConfirmedVisit, storeConfirmedVisitMail, toBookingJson } from './bookings';
export { bookingsAhead, countBookingsToConfirm } from './booking-lists';
export { activeTechnicians, lockScheduleDays } from './capacity';
export { handBackComingVisits, visitsOn } from './staff-visits';
export { bookingsOfPerson } from './of-person';
export { moveVisitPhotosApart } from './visit-photos';
export { visitsToFollowUp } from './visits/follow-ups';
export { technicianDay, visitsBetween } from './visits/board';
export { daySheetPdf } from './visits/day-sheet';
export { reportVisitProgress } from './visits/progress';
export { remindTomorrowsVisits } from './visit-reminders';
