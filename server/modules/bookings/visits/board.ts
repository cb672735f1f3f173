import { and, asc, eq, gte, inArray, lte, ne, or } from 'drizzle-orm';
import { bookingReference } from '../../../../contracts/booking';
import type { MyDay } from '../../../../contracts/schedule.schemas';
import { lagosClock } from '../../../../contracts/lagos-time';
import { nairaOfKobo } from '../../../../contracts/money';
import type { Database } from '../../../db/client';
import { bookings } from '../tables';
import { invoices } from '../../invoices/tables';
import { quotes } from '../../quotes/tables';
import { HttpError } from '../../../errors';
import { bookingsWithTechnician, toBookingJson } from '../bookings';
import { scheduleMessages } from '../../../../contracts/schedule';

/** Every visit not cancelled in a range of days with its technician's name, read in visit order on the active-visits index. */
export async function visitsBetween(db: Database, from: string, to: string) {
  const rows = await bookingsWithTechnician(db)
    .where(and(gte(bookings.date, from), lte(bookings.date, to), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id));
  return rows.map((row) => toBookingJson(row.booking, row.technicianName ?? ''));
}

/** A technician's visits of a day in time order, with the quote or invoice made for each, if any. */
export async function technicianDay(db: Database, technician: { id: string; name: string }, day = lagosClock().day): Promise<MyDay> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.technicianId, technician.id), eq(bookings.date, day), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.time), asc(bookings.id));
  const documents = await documentsOfVisits(
    db,
    rows.map((row) => row.id),
  );
  return {
    date: day,
    visits: rows.map((row) => ({ ...toBookingJson(row, technician.name), reference: bookingReference(row.id), documents: documents.get(row.id) ?? [] })),
  };
}

type VisitDocument = MyDay['visits'][number]['documents'][number];

/** The quotes made from or scheduled as these visits, and the invoices made from those quotes. */
async function documentsOfVisits(db: Database, visitIds: string[]): Promise<Map<string, VisitDocument[]>> {
  const found = new Map<string, VisitDocument[]>();
  if (visitIds.length === 0) return found;
  const rows = await db
    .select({
      bookingId: quotes.bookingId,
      sourceBookingId: quotes.sourceBookingId,
      quoteNumber: quotes.number,
      quoteStatus: quotes.status,
      quoteTotalKobo: quotes.acceptedTotalKobo,
      invoiceNumber: invoices.number,
      invoiceStatus: invoices.status,
      invoiceTotalKobo: invoices.totalKobo,
    })
    .from(quotes)
    .leftJoin(invoices, eq(invoices.id, quotes.invoiceId))
    .where(or(inArray(quotes.bookingId, visitIds), inArray(quotes.sourceBookingId, visitIds)));
  for (const row of rows) {
    const visitId = row.bookingId && visitIds.includes(row.bookingId) ? row.bookingId : row.sourceBookingId;
    if (!visitId) continue;
    const list = found.get(visitId) ?? [];
    list.push({ kind: 'quote', number: row.quoteNumber, status: row.quoteStatus, total: row.quoteTotalKobo === null ? null : nairaOfKobo(row.quoteTotalKobo) });
    if (row.invoiceNumber && row.invoiceStatus && row.invoiceTotalKobo !== null) {
      list.push({ kind: 'invoice', number: row.invoiceNumber, status: row.invoiceStatus, total: nairaOfKobo(row.invoiceTotalKobo) });
    }
    found.set(visitId, list);
  }
  return found;
}

/** A visit of this technician's, or 404: another technician's visit is as good as none. */
export async function visitOfTechnician(db: Database, technicianId: string, visitId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, visitId), eq(bookings.technicianId, technicianId)));
  if (!row) throw new HttpError(404, scheduleMessages.notYourVisit);
  return row;
}
