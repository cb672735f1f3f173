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
