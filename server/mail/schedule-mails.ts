import { formatDay, formatTime } from '../../contracts/lagos-time';
import { company } from '../../contracts/company';
import type { StaffRole } from '../../contracts/staff';
import { composeMail } from './layout';
import { manageLinkLine } from './enquiry-mails';

type Visit = { name: string; email: string; service: string; otherService: string; date: string; time: string; address: string; technician: { name: string } | null };

const serviceOf = (visit: Visit) => (visit.service === 'Other' ? visit.otherService : visit.service);
const when = (visit: Visit) => `${formatDay(visit.date)} at ${formatTime(visit.time)}`;

/** The office moved or assigned a visit: the new time, who is coming, and a fresh calendar file attached. */
export function visitMovedMail(visit: Visit, manageLink: string) {
  return composeMail(visit.email, `Your visit is now on ${formatDay(visit.date)} at ${formatTime(visit.time)}`, `Hello ${visit.name},`, [
    `Your ${serviceOf(visit)} visit is now on ${when(visit)}.`,
    ...(visit.technician ? [`Your technician: ${visit.technician.name}.`] : []),
    ...(visit.address ? [`Address: ${visit.address}`] : []),
    'The attached calendar file replaces the one we sent before.',
    'To move or cancel it, up to 1 hour before the visit and at no fee:',
    manageLinkLine(manageLink),
  ]);
}

/** The office gave a visit to another technician, its time unchanged: who is coming now. */
export function technicianChangedMail(visit: Visit, manageLink: string) {
  const subject = visit.technician ? `Your technician is now ${visit.technician.name}` : 'Your technician is changing';
  return composeMail(visit.email, subject, `Hello ${visit.name},`, [
    visit.technician
      ? `Your technician for your ${serviceOf(visit)} visit on ${when(visit)} is now ${visit.technician.name}.`
      : `The technician we named for your ${serviceOf(visit)} visit on ${when(visit)} can no longer come. We will tell you who is coming.`,
    'The time of your visit is unchanged.',
    'To move or cancel it, up to 1 hour before the visit and at no fee:',
    manageLinkLine(manageLink),
  ]);
}

/** The office reinstated a cancelled visit: it is back on, with a calendar file that replaces the cancellation. */
export function visitReinstatedMail(visit: Visit, manageLink: string) {
  return composeMail(visit.email, `Your visit is back on: ${formatDay(visit.date)} at ${formatTime(visit.time)}`, `Hello ${visit.name},`, [
    `Your ${serviceOf(visit)} visit on ${when(visit)} is back on.`,
    ...(visit.technician ? [`Your technician: ${visit.technician.name}.`] : []),
    ...(visit.address ? [`Address: ${visit.address}`] : []),
    'The attached calendar file puts it back in your calendar.',
    'To move or cancel it, up to 1 hour before the visit and at no fee:',
    manageLinkLine(manageLink),
  ]);
}

export function onTheWayMail(visit: Visit, technicianName: string, technicianPhone: string) {
  return composeMail(visit.email, 'Your technician is on the way', `Hello ${visit.name},`, [
    `${technicianName} from ${company.name} is on the way for your ${serviceOf(visit)} visit${visit.address ? ` at ${visit.address}` : ''}.`,
    technicianPhone ? `You can reach them on ${technicianPhone}, or call our office on ${company.phones[0]}.` : `Questions? Call our office on ${company.phones[0]}.`,
  ]);
}

/** After the visit: thanks, and the company's review page when one is set (REVIEW_URL). */
export function thankYouMail(visit: Visit, reviewUrl: string | undefined) {
  return composeMail(visit.email, `Thank you for choosing ${company.name}`, `Hello ${visit.name},`, [
    `Your ${serviceOf(visit)} visit on ${formatDay(visit.date)} is done. Thank you for having us.`,
    ...(reviewUrl ? ['If you were pleased with the work, a short review helps other people find us:', { link: reviewUrl, label: 'Leave a review' }] : []),
    `Anything not right? Reply to this email or call ${company.phones[0]}.`,
  ]);
}

/**
 * A new staff member's first mail, in the words of the work they were added for: a technician only ever sees
 * their day's visits on their phone ("My day"), an admin runs the back office.
 */
export function staffInviteMail(to: string, name: string, role: StaffRole, link: string) {
  const invitation =
    role === 'technician'
      ? {
          subject: `Your visits with ${company.name}, on your phone`,
          lines: [
            `You have been added to ${company.name} as a technician. Each day's visits, with the customer's address and phone, will be on "My day" on your phone. Choose your password to start:`,
          ],
        }
      : {
          subject: `You are invited to ${company.name}'s back office`,
          lines: [`You have been added to ${company.name} as an admin, to run the back office: bookings, the schedule, orders, quotes and invoices. Choose your password to start:`],
        };
  return composeMail(to, invitation.subject, `Hello ${name},`, [
    ...invitation.lines,
    { link, label: 'Choose my password' },
    'This link works once and expires in 72 hours. Ask the office for a new one if it has run out.',
  ]);
}
