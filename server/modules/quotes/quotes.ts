import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { company } from '../../../contracts/company';
import { addDays, formatDay, formatTime, lagosClock } from '../../../contracts/lagos-time';
import { bookingReference, otherService } from '../../../contracts/booking';
import { boundedSubtotalKobo, koboOfNaira } from '../../../contracts/money';
import { awaitingAnswer, quoteMessages, quoteShareText, quoteValidForDays, type QuoteStatus } from '../../../contracts/quotes';
import { quoteDraftSchema, type Quote, type QuoteDraft, type QuoteSent } from '../../../contracts/quotes.schemas';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { virtualAccountOf } from '../payments';
import { quoteHistory, quoteLines, quotes } from './tables';
import { HttpError } from '../../errors';
import { quoteMail } from '../../mail/service-mails';
import { sendStoredMails } from '../../mail/outbox';
import { sentNote, sharingOf } from './sharing';
import { documentLinkToken } from '../auth';
import { quoteLinkMessage, shortLink, tellCustomer } from '../messages';
import { insertConfirmedVisit, storeConfirmedVisitMail } from '../bookings';
import { nextDocumentNumber } from '../numbering';
import { toQuoteJson, type QuoteLineRow, type QuoteRow } from './quote-json';
import { secondDepositsOf } from './second-deposits';

export type QuoteDeps = Pick<AppDeps, 'config' | 'db' | 'notify'>;
/** A draft written or copied names its customer, whom the directory notes. */
type QuoteWriterDeps = Pick<AppDeps, 'config' | 'db' | 'directory'>;

/** Refused before anything is stored: lines that would take the quote past the most any document may come to. */
function mustBeBounded(draft: QuoteDraft, vatBasisPoints: number): void {
  const lines = draft.lines.map((line) => ({ quantity: line.quantity, unitPriceKobo: line.unitPrice }));
  if (boundedSubtotalKobo(lines, draft.chargeVat ? vatBasisPoints : 0) === undefined) throw new HttpError(400, quoteMessages.totalTooLarge);
}

/** A source message or booking that is not there (never was, or was deleted meanwhile) is the office's 404, not a 500. */
function unknownSourceOf(error: unknown, draft: QuoteDraft): HttpError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  if (cause?.code !== '23503') return undefined;
  const isMessage = cause.constraint ? cause.constraint.includes('source_message') : Boolean(draft.sourceMessageId);
  return new HttpError(404, isMessage ? quoteMessages.sourceMessageNotFound : quoteMessages.sourceBookingNotFound);
}

/** Where the customer reads their quote. */
export const quoteLinkOf = (publicUrl: string, token: string) => `${publicUrl}/quotes/${token}`;

export async function noteQuoteHistory(tx: Database, quoteId: string, event: string, note = ''): Promise<void> {
  await tx.insert(quoteHistory).values({ quoteId, event, note });
}

export async function quoteLinesOf(db: Database, quoteId: string): Promise<QuoteLineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

async function writeLines(tx: Database, quoteId: string, lines: QuoteDraft['lines']): Promise<void> {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  await tx
    .insert(quoteLines)
    .values(lines.map((line, position) => ({ quoteId, position, description: line.description, quantity: line.quantity, unitPriceKobo: line.unitPrice, optional: line.optional })));
}

/** The columns a draft sets; VAT at the configured rate unless the office leaves it off. */
function draftColumns(draft: QuoteDraft, vatBasisPoints: number) {
  return {
    customerName: draft.customer.name,
    customerEmail: draft.customer.email,
    customerPhone: draft.customer.phone,
    customerAddress: draft.customer.address,
    title: draft.title,
    service: draft.service,
    discountKobo: draft.discount,
    vatBasisPoints: draft.chargeVat ? vatBasisPoints : 0,
    depositBasisPoints: draft.depositPercent * 100,
    validUntil: draft.validUntil,
    terms: draft.terms,
    notes: draft.notes,
    officeNotes: draft.officeNotes,
  };
}

export async function findQuoteRow(db: Database, id: string): Promise<QuoteRow> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) throw new HttpError(404, quoteMessages.notFound);
  return row;
}

/** A quote with its lines and its whole history, as the office reads it. */
export async function quoteDetail(db: Database, id: string): Promise<Quote> {
  const row = await findQuoteRow(db, id);
  const [lines, history, secondDeposits, virtualAccount] = await Promise.all([
    quoteLinesOf(db, id),
    db.select().from(quoteHistory).where(eq(quoteHistory.quoteId, id)).orderBy(asc(quoteHistory.at), asc(quoteHistory.id)),
    secondDepositsOf(db, { quoteId: id }),
    virtualAccountOf(db, row.customerEmail),
  ]);
  return { ...toQuoteJson(row, lines, history), secondDeposits, virtualAccount };
}

/** A new draft, numbered Q-YYYY-NNNN; made blank or from an inbox message or a booking, whose ids it keeps. */
export async function createQuote(deps: QuoteWriterDeps, draft: QuoteDraft, copiedFrom?: string): Promise<Quote> {
  mustBeBounded(draft, deps.config.vatBasisPoints);
  const stored = deps.db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, 'quote');
    const [row] = await tx
      .insert(quotes)
      .values({ ...draftColumns(draft, deps.config.vatBasisPoints), number, sourceMessageId: draft.sourceMessageId ?? null, sourceBookingId: draft.sourceBookingId ?? null })
      .returning({ id: quotes.id });
    if (!row) throw new Error('quote was not stored');
    await writeLines(tx, row.id, draft.lines);
    const source = copiedFrom ? `Copied from ${copiedFrom}` : draft.sourceMessageId ? 'From an inbox message' : draft.sourceBookingId ? 'From a booking' : '';
    await noteQuoteHistory(tx, row.id, 'created', source);
    await deps.directory.noteCustomer(tx, draft.customer);
    return row.id;
  });
  const id = await stored.catch((error: unknown) => {
    throw unknownSourceOf(error, draft) ?? error;
  });
  return quoteDetail(deps.db, id);
}

/**
 * A new draft with the same customer, work and lines as another quote (whatever became of it), valid for the
 * usual days from today and with VAT at today's rate if the original charged it.
 */
export async function copyQuote(deps: QuoteWriterDeps, id: string): Promise<Quote> {
  const row = await findQuoteRow(deps.db, id);
  const lines = await quoteLinesOf(deps.db, id);
  const service = quoteDraftSchema.shape.service.safeParse(row.service);
  const draft: QuoteDraft = {
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone, address: row.customerAddress },
    title: row.title,
    service: service.success ? service.data : otherService,
    lines: lines.map((line) => ({ description: line.description, quantity: line.quantity, unitPrice: line.unitPriceKobo, optional: line.optional })),
    discount: row.discountKobo,
    chargeVat: row.vatBasisPoints > 0,
    depositPercent: row.depositBasisPoints / 100,
    validUntil: addDays(lagosClock().day, quoteValidForDays),
    terms: row.terms,
    notes: row.notes,
    officeNotes: row.officeNotes,
  };
  return createQuote(deps, draft, row.number);
}

/** A draft may change freely; once sent, the customer may be reading it, so it stays as they saw it. */
export async function updateDraftQuote(deps: QuoteWriterDeps, id: string, draft: QuoteDraft): Promise<Quote> {
  mustBeBounded(draft, deps.config.vatBasisPoints);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({ ...draftColumns(draft, deps.config.vatBasisPoints), updatedAt: new Date() })
      .where(and(eq(quotes.id, id), eq(quotes.status, 'draft')))
      .returning({ id: quotes.id });
    if (!row) {
      await findQuoteRow(tx, id);
      throw new HttpError(409, quoteMessages.onlyDraftChanges);
    }
    await writeLines(tx, id, draft.lines);
    await noteQuoteHistory(tx, id, 'edited');
    await deps.directory.noteCustomer(tx, draft.customer);
  });
  return quoteDetail(deps.db, id);
}

const sendable: readonly QuoteStatus[] = ['draft', ...awaitingAnswer];

/**
 * Mails the customer a private link to the quote (when they have an e-mail), sends it to their phone, and answers the same link as a
 * WhatsApp and an SMS message for the office. Sending again gives the same link: one shared before keeps working.
 */
export async function sendQuote(deps: QuoteDeps & Pick<AppDeps, 'jobs'>, id: string): Promise<QuoteSent> {
  const current = await findQuoteRow(deps.db, id);
  if (!sendable.includes(current.status)) throw new HttpError(409, quoteMessages.cannotSend);
  if (current.validUntil < lagosClock().day) throw new HttpError(409, quoteMessages.validUntilPast);
  const link = documentLinkToken(deps.config.accessTokenSecret, 'quote', id);
  const now = new Date();
  const url = quoteLinkOf(deps.config.publicUrl, link.token);
  const { sent, mail } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(quotes)
      .set({ tokenHash: link.hash, status: current.status === 'draft' ? 'sent' : current.status, sentAt: now, updatedAt: now })
      .where(and(eq(quotes.id, id), eq(quotes.status, current.status)))
      .returning();
    if (!row) throw new HttpError(409, quoteMessages.cannotSend);
    await noteQuoteHistory(tx, id, 'sent', sentNote(row, current.status !== 'draft'));
    const ownAccount = row.customerEmail ? await virtualAccountOf(tx, row.customerEmail) : null;
    const mail = row.customerEmail ? await deps.notify(quoteMail(row, url, deps.config.billing, ownAccount), { quote: row.number }, tx) : undefined;
    const { total } = await quoteDetail(tx, id);
    await tellCustomer(deps.jobs, tx, quoteLinkMessage({ ...row, totalKobo: koboOfNaira(total), sentAt: now }, await shortLink(tx, deps.config.publicUrl, url), ownAccount));
    return { sent: row, mail };
  });
  await mail?.sendNow();
  const text = quoteShareText({ number: sent.number, customerName: sent.customerName, title: sent.title }, url, company.name);
  return { quote: await quoteDetail(deps.db, id), ...sharingOf(sent, url, text), message: quoteMessages.sent };
}

/** A quote still open after its last valid day is expired, with the time it happened. */
export async function expireIfPast(db: Database, row: QuoteRow, now = new Date()): Promise<QuoteRow> {
  if (!awaitingAnswer.includes(row.status) || row.validUntil >= lagosClock(now).day) return row;
  const [expired] = await expireWhere(db, eq(quotes.id, row.id), now);
  return expired ?? (await findQuoteRow(db, row.id));
}

function expireWhere(db: Database, which: SQL | undefined, now: Date): Promise<QuoteRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(quotes)
      .set({ status: 'expired', expiredAt: now, updatedAt: now })
      .where(and(which, inArray(quotes.status, [...awaitingAnswer]), lt(quotes.validUntil, lagosClock(now).day)))
      .returning();
    if (rows.length > 0) await tx.insert(quoteHistory).values(rows.map((row) => ({ quoteId: row.id, event: 'expired', note: `Valid until ${formatDay(row.validUntil)}` })));
    return rows;
  });
}

/** The sweep's part for quotes: every quote left unanswered past its day, in one statement. */
export async function expireQuotes(db: Database, now = new Date()): Promise<number> {
  return (await expireWhere(db, undefined, now)).length;
}

/**
 * Locks a quote for a change to what is owed on it (a deposit, its credit, the invoice made from it). The lock
 * order of service money: the quote first, then its invoice (server/modules/invoices/settlement.ts).
 */
export async function lockQuote(tx: Database, id: string): Promise<QuoteRow> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!row) throw new HttpError(404, quoteMessages.notFound);
  return row;
}

/** Locks an accepted quote for a step that may be taken once (the job, the invoice). */
export async function lockAcceptedQuote(tx: Database, id: string): Promise<QuoteRow> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!row) throw new HttpError(404, quoteMessages.notFound);
  if (row.status !== 'accepted') throw new HttpError(409, quoteMessages.notAccepted);
  return row;
}

/**
 * The accepted work becomes a job: a confirmed booking for the customer, mailed as every booking's
 * confirmation is (calendar file, link to move it). Once per quote, however often the button is pressed.
 */
export async function scheduleJob(deps: QuoteDeps & Pick<AppDeps, 'jobs'>, id: string, visit: { date: string; time: string; note: string }): Promise<Quote> {
  const scheduled = await deps.db.transaction(async (tx) => {
    const quote = await lockAcceptedQuote(tx, id);
    if (quote.bookingId) throw new HttpError(409, quoteMessages.alreadyScheduled);
    const job = await insertConfirmedVisit(deps, tx, {
      name: quote.customerName,
      phone: quote.customerPhone,
      email: quote.customerEmail,
      service: quote.service,
      otherService: quote.service === 'Other' ? quote.title : '',
      date: visit.date,
      time: visit.time,
      address: quote.customerAddress,
      note: [`Quote ${quote.number}: ${quote.title}`, visit.note].filter(Boolean).join('\n'),
      statusNote: visit.note,
    });
    await tx.update(quotes).set({ bookingId: job.id, updatedAt: new Date() }).where(eq(quotes.id, id));
    await noteQuoteHistory(tx, id, 'job_scheduled', `${bookingReference(job.id)} on ${formatDay(visit.date)} at ${formatTime(visit.time)}`);
    return storeConfirmedVisitMail(deps, tx, job);
  });
  await sendStoredMails(scheduled);
  return quoteDetail(deps.db, id);
}

/** Ties the quote to the invoice made from it, in the invoice's transaction (the quote was locked by lockAcceptedQuote). */
export async function markQuoteInvoiced(tx: Database, quoteId: string, invoice: { id: string; number: string }): Promise<void> {
  const [row] = await tx
    .update(quotes)
    .set({ invoiceId: invoice.id, updatedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), sql`${quotes.invoiceId} is null`))
    .returning({ id: quotes.id });
  if (!row) throw new HttpError(409, quoteMessages.alreadyInvoiced);
  await noteQuoteHistory(tx, quoteId, 'invoiced', invoice.number);
}

/**
 * Money came in on the quote (or a late deposit after it was invoiced): what it settled counted as paid, what
 * was beyond the job's total kept as its credit, once, in the payment's transaction under the quote's lock.
 */
export async function addDepositPaid(tx: Database, quoteId: string, money: { settledKobo: number; creditKobo: number; note: string }): Promise<void> {
  await tx
    .update(quotes)
    .set({ depositPaidKobo: sql`${quotes.depositPaidKobo} + ${money.settledKobo}`, creditKobo: sql`${quotes.creditKobo} + ${money.creditKobo}`, updatedAt: new Date() })
    .where(eq(quotes.id, quoteId));
  await noteQuoteHistory(tx, quoteId, 'deposit_paid', money.note);
}

/** The quote's credit goes down (refunded, applied, or moved to its invoice); under the quote's lock, never below nothing. */
export async function takeQuoteCredit(tx: Database, quoteId: string, amountKobo: number, note: string): Promise<void> {
  const [row] = await tx
    .update(quotes)
    .set({ creditKobo: sql`${quotes.creditKobo} - ${amountKobo}`, updatedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), sql`${quotes.creditKobo} >= ${amountKobo}`))
    .returning({ id: quotes.id });
  if (!row) throw new Error(`quote ${quoteId} has less credit than ${amountKobo}`);
  await noteQuoteHistory(tx, quoteId, 'credit', note);
}

/** A refund that failed gives its money back to the quote's credit. */
export async function returnQuoteCredit(tx: Database, quoteId: string, amountKobo: number, note: string): Promise<void> {
  await tx
    .update(quotes)
    .set({ creditKobo: sql`${quotes.creditKobo} + ${amountKobo}`, updatedAt: new Date() })
    .where(eq(quotes.id, quoteId));
  await noteQuoteHistory(tx, quoteId, 'credit', note);
}

/** What the accepted quote still asks before its invoice: the job's total less what was paid towards it. */
export function quoteOwedKobo(row: QuoteRow): number {
  if (row.status !== 'accepted' || row.invoiceId) return 0;
  return Math.max(0, (row.acceptedTotalKobo ?? 0) - row.depositPaidKobo);
}

/** What is left of the deposit an accepted quote asks, or why nothing can be paid on it now. */
export function depositDueKobo(row: QuoteRow): number {
  if (row.status !== 'accepted') throw new HttpError(409, quoteMessages.notAccepted);
  const asked = row.depositKobo ?? 0;
  if (asked === 0) throw new HttpError(409, quoteMessages.noDeposit);
  if (row.invoiceId) throw new HttpError(409, quoteMessages.depositAfterInvoice);
  const due = asked - row.depositPaidKobo;
  if (due <= 0) throw new HttpError(409, quoteMessages.depositPaid);
  return due;
}
