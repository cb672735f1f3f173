import { and, eq, inArray, ne } from 'drizzle-orm';
import { pathTo } from '../../../contracts/pages';
import { awaitingAnswer, quoteMessages } from '../../../contracts/quotes';
import type { CustomerQuote } from '../../../contracts/quotes.schemas';
import type { Database } from '../../db/client';
import { virtualAccountOf } from '../payments';
import { quoteLines, quotes } from './tables';
import { HttpError } from '../../errors';
import { quoteAcceptedMail, quoteAnsweredMail } from '../../mail/service-mails';
import { sendStoredMails, storeMails } from '../../mail/outbox';
import { customerAccessWhere, type CustomerAccess } from '../auth';
import { quoteTotalsOf, toCustomerQuoteJson, type QuoteRow } from './quote-json';
import { expireIfPast, noteQuoteHistory, quoteLinesOf, type QuoteDeps } from './quotes';

export type QuoteAccess = CustomerAccess;

/** The customer's quote by their link or their account; a draft is nobody's to read yet. */
export async function quoteForCustomer(db: Database, access: QuoteAccess): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(customerAccessWhere({ tokenHash: quotes.tokenHash, id: quotes.id, email: quotes.customerEmail }, access), ne(quotes.status, 'draft')));
  if (!row) throw new HttpError(404, 'token' in access ? quoteMessages.linkInvalid : quoteMessages.notFound);
  return expireIfPast(db, row);
}

/**
 * The customer reads the quote; the first reading of a sent quote marks it viewed, with the time. The server
 * drawing the page reads it without marking (`markViewed` false): the browser's own reading marks it.
 */
export async function readQuoteAsCustomer(db: Database, access: QuoteAccess, markViewed = true): Promise<CustomerQuote> {
  let row = await quoteForCustomer(db, access);
  if (row.status === 'sent' && markViewed) {
    row = await db.transaction(async (tx) => {
      const [viewed] = await tx
        .update(quotes)
        .set({ status: 'viewed', viewedAt: new Date() })
        .where(and(eq(quotes.id, row.id), eq(quotes.status, 'sent')))
        .returning();
      if (viewed) await noteQuoteHistory(tx, row.id, 'viewed');
      return viewed ?? row;
    });
  }
  return { ...toCustomerQuoteJson(row, await quoteLinesOf(db, row.id)), virtualAccount: await virtualAccountOf(db, row.customerEmail) };
}

/** Only a quote still waiting for its answer may be answered; an expired one says so. */
function mustAwaitAnswer(row: QuoteRow): void {
  if (row.status === 'expired') throw new HttpError(409, quoteMessages.expired);
  if (!awaitingAnswer.includes(row.status)) throw new HttpError(409, quoteMessages.answered);
}

/**
 * The customer accepts, naming themselves, with the options they ticked. What they accepted (total and
 * deposit) is fixed then; the office and the customer are mailed.
 */
export async function acceptQuote(deps: QuoteDeps, access: QuoteAccess, acceptance: { name: string; chosenOptions: string[] }): Promise<CustomerQuote> {
  const current = await quoteForCustomer(deps.db, access);
  mustAwaitAnswer(current);
  const lines = await quoteLinesOf(deps.db, current.id);
  const optionalIds = new Set(lines.filter((line) => line.optional).map((line) => line.id));
  if (acceptance.chosenOptions.some((id) => !optionalIds.has(id))) throw new HttpError(400, quoteMessages.unknownOption);
  const chosen = new Set(acceptance.chosenOptions);
  const chosenLines = lines.map((line) => ({ ...line, chosen: line.optional && chosen.has(line.id) }));
  const totals = quoteTotalsOf({ ...current, depositKobo: null }, chosenLines);
  const { json, queued } = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(quotes)
      .set({ status: 'accepted', acceptedAt: now, acceptedName: acceptance.name, acceptedTotalKobo: totals.totalKobo, depositKobo: totals.depositKobo, updatedAt: now })
      .where(and(eq(quotes.id, current.id), inArray(quotes.status, [...awaitingAnswer])))
      .returning();
    if (!row) throw new HttpError(409, quoteMessages.answered);
    await tx.update(quoteLines).set({ chosen: false }).where(eq(quoteLines.quoteId, row.id));
    if (chosen.size > 0)
      await tx
        .update(quoteLines)
        .set({ chosen: true })
        .where(and(eq(quoteLines.quoteId, row.id), inArray(quoteLines.id, [...chosen])));
    const options = chosenLines.filter((line) => line.chosen).map((line) => line.description);
    await noteQuoteHistory(tx, row.id, 'accepted', [`By ${acceptance.name}`, ...(options.length > 0 ? [`with ${options.join(', ')}`] : [])].join(' '));
    const answered = toCustomerQuoteJson(row, chosenLines);
    const officeLink = `${deps.config.publicUrl}${pathTo('adminQuote', { id: row.id })}`;
    const mails = [quoteAnsweredMail(deps.config.companyEmail, answered, officeLink), ...(answered.customer.email ? [quoteAcceptedMail(answered, deps.config.billing)] : [])];
    return { json: answered, queued: await storeMails(deps.notify, tx, mails, { quote: row.number }) };
  });
  await sendStoredMails(queued);
  return json;
}

export async function declineQuote(deps: QuoteDeps, access: QuoteAccess, reason: string): Promise<CustomerQuote> {
  const current = await quoteForCustomer(deps.db, access);
  mustAwaitAnswer(current);
  const { json, mail } = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(quotes)
      .set({ status: 'declined', declinedAt: now, declineReason: reason, updatedAt: now })
      .where(and(eq(quotes.id, current.id), inArray(quotes.status, [...awaitingAnswer])))
      .returning();
    if (!row) throw new HttpError(409, quoteMessages.answered);
    await noteQuoteHistory(tx, row.id, 'declined', reason);
    const answered = toCustomerQuoteJson(row, await quoteLinesOf(tx, row.id));
    const mail = await deps.notify(quoteAnsweredMail(deps.config.companyEmail, answered, `${deps.config.publicUrl}${pathTo('adminQuote', { id: row.id })}`), { quote: row.number }, tx);
    return { json: answered, mail };
  });
  await mail.sendNow();
  return json;
}
