import { and, asc, eq, ne } from 'drizzle-orm';
import { bookingReference } from '../../../../contracts/booking';
import { formatDay, formatTime } from '../../../../contracts/lagos-time';
import { minutesOf, timeOf } from '../../../../contracts/schedule';
import type { Database } from '../../../db/client';
import { bookings } from '../tables';
import { HttpError } from '../../../errors';
import { drawDocumentPdf } from '../../../pdf/document-pdf';
import { scheduleMessages } from '../../../../contracts/schedule';
import { activeTechnicians } from '../capacity';

/** A technician's printable day: each visit in time order with the customer, phone, address, service and note. */
export async function daySheetPdf(db: Database, technicianId: string, day: string): Promise<{ filename: string; pdf: Buffer }> {
  const technician = (await activeTechnicians(db)).find((candidate) => candidate.id === technicianId);
  if (!technician) throw new HttpError(404, scheduleMessages.notTechnician);
  const visits = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.technicianId, technicianId), eq(bookings.date, day), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.time), asc(bookings.id));
  const pdf = await drawDocumentPdf({
    heading: 'DAY SHEET',
    facts: [
      ['Date', formatDay(day)],
      ['Visits', String(visits.length)],
    ],
    partyLabel: 'Technician',
    party: { name: technician.name, email: '', phone: technician.phone, address: '' },
    title: visits.length === 0 ? 'No visits on this day.' : `${visits.length} visit${visits.length === 1 ? '' : 's'} on ${formatDay(day)}`,
    totals: [],
    paragraphs: visits.map((visit) => ({
      heading: `${formatTime(visit.time)} - ${formatTime(timeOf(minutesOf(visit.time) + visit.durationMinutes))} · ${visit.service === 'Other' ? visit.otherService : visit.service} · ${bookingReference(visit.id)}`,
      text: [`${visit.name}, ${visit.phone}`, visit.address ? `Address: ${visit.address}` : 'Address: call the customer', visit.note ? `Note: ${visit.note}` : ''].filter(Boolean).join('\n'),
    })),
  });
  return { filename: `day-sheet-${day}-${technician.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, pdf };
}
