import type { BookingStatus } from '../../../contracts/booking';
import { company } from '../../../contracts/company';
import { formatDay, formatTime } from '../../../contracts/lagos-time';
import { customerTexts } from '../../../contracts/messaging-texts';
import type { CustomerMessage } from './telling';

/**
 * The messages a visit sends the customer's phone (issue 32 item 1), built from what the booking holds. Each
 * is transactional: it rests on the booking the customer made (NDPA 2023).
 */
type Visit = { id: string; name: string; phone: string; service: string; otherService?: string; date: string; time: string };

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const serviceOf = (visit: Visit) => (visit.service === 'Other' && visit.otherService ? visit.otherService : visit.service);
const whenOf = (visit: Visit) => `${formatDay(visit.date)} at ${formatTime(visit.time)}`;

export function bookingReceivedMessage(visit: Visit, manageLink: string): CustomerMessage {
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'booking_received',
    about: `booking:${visit.id}`,
    template: 'bookingConfirmation',
    values: [firstName(visit.name), serviceOf(visit), whenOf(visit), manageLink],
    smsText: customerTexts.bookingReceived({ service: serviceOf(visit), when: whenOf(visit), link: manageLink }),
  };
}

export function visitReminderMessage(visit: Visit, manageLink: string): CustomerMessage {
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'visit_reminder',
    // A visit moved to another day is reminded of again, on its new day.
    about: `booking:${visit.id}:${visit.date}`,
    template: 'visitReminder',
    values: [firstName(visit.name), whenOf(visit), serviceOf(visit), manageLink],
    smsText: customerTexts.visitReminder({ service: serviceOf(visit), when: whenOf(visit), link: manageLink }),
  };
}

/** With the technician's own phone, or the office's when their account has none, so the customer can always call. */
export function technicianOnTheWayMessage(visit: Visit, technician: { name: string; phone: string }): CustomerMessage {
  const phone = technician.phone.trim() || company.phones[0];
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'technician_on_the_way',
    about: `booking:${visit.id}`,
    template: 'technicianOnTheWay',
    values: [firstName(visit.name), technician.name, phone],
    smsText: customerTexts.technicianOnTheWay({ technician: technician.name, phone }),
  };
}

/** The thanks after the technician pressed Done; the customer's reply to it reaches the office. */
export function visitDoneMessage(visit: Visit): CustomerMessage {
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'visit_done',
    about: `booking:${visit.id}`,
    template: 'visitDone',
    values: [firstName(visit.name), serviceOf(visit)],
    smsText: customerTexts.visitDone({ service: serviceOf(visit) }),
  };
}

/**
 * The news of a booking's status and time that the booking's mails carry, by phone too. Each change is told
 * once: `at` is the instant of the change, stored in its transaction, so a change retried is not told twice
 * and a booking cancelled, put back on and cancelled again is told each time.
 */
type Change = { visit: Visit; at: Date };
const changeOf = ({ visit, at }: Change) => `booking:${visit.id}:${at.toISOString()}`;

export function bookingConfirmedMessage(change: Change, manageLink: string): CustomerMessage {
  const { visit } = change;
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'booking_confirmed',
    about: changeOf(change),
    template: 'bookingConfirmed',
    values: [firstName(visit.name), serviceOf(visit), whenOf(visit), manageLink],
    smsText: customerTexts.bookingConfirmed({ service: serviceOf(visit), when: whenOf(visit), link: manageLink }),
  };
}

export function bookingCancelledMessage(change: Change): CustomerMessage {
  const { visit } = change;
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'booking_cancelled',
    about: changeOf(change),
    template: 'bookingCancelled',
    values: [firstName(visit.name), serviceOf(visit), whenOf(visit)],
    smsText: customerTexts.bookingCancelled({ service: serviceOf(visit), when: whenOf(visit) }),
  };
}

/** The customer moved their own visit: it waits for the office to confirm the new time. */
export function bookingChangeReceivedMessage(change: Change, manageLink: string): CustomerMessage {
  const { visit } = change;
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'booking_change_received',
    about: changeOf(change),
    template: 'bookingChangeReceived',
    values: [firstName(visit.name), serviceOf(visit), whenOf(visit), manageLink],
    smsText: customerTexts.bookingChangeReceived({ service: serviceOf(visit), when: whenOf(visit), link: manageLink }),
  };
}

/** The office moved the visit to another time. */
export function visitMovedMessage(change: Change, manageLink: string): CustomerMessage {
  const { visit } = change;
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'visit_moved',
    about: changeOf(change),
    template: 'visitMoved',
    values: [firstName(visit.name), serviceOf(visit), whenOf(visit), manageLink],
    smsText: customerTexts.visitMoved({ service: serviceOf(visit), when: whenOf(visit), link: manageLink }),
  };
}

/** Another technician comes, at the same time. */
export function technicianChangedMessage(change: Change, technician: string, manageLink: string): CustomerMessage {
  const { visit } = change;
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'technician_changed',
    about: changeOf(change),
    template: 'technicianChanged',
    values: [firstName(visit.name), technician, serviceOf(visit), whenOf(visit), manageLink],
    smsText: customerTexts.technicianChanged({ technician, service: serviceOf(visit), when: whenOf(visit), link: manageLink }),
  };
}

export function visitReinstatedMessage(change: Change, manageLink: string): CustomerMessage {
  const { visit } = change;
  return {
    phone: visit.phone,
    category: 'transactional',
    event: 'visit_reinstated',
    about: changeOf(change),
    template: 'visitReinstated',
    values: [firstName(visit.name), serviceOf(visit), whenOf(visit), manageLink],
    smsText: customerTexts.visitReinstated({ service: serviceOf(visit), when: whenOf(visit), link: manageLink }),
  };
}

/**
 * What the office's change of a booking's status tells the customer: confirmed, cancelled, or done (the same
 * thanks the technician's Done sends, so the customer is thanked once). Back to waiting tells nothing.
 */
export function bookingStatusMessage(change: Change, status: BookingStatus, manageLink: string): CustomerMessage | undefined {
  if (status === 'confirmed') return bookingConfirmedMessage(change, manageLink);
  if (status === 'cancelled') return bookingCancelledMessage(change);
  if (status === 'completed') return visitDoneMessage(change.visit);
  return undefined;
}
