import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { addDays, lagosClock, lagosDayStart } from '../../../contracts/lagos-time';
import { pathTo } from '../../../contracts/pages';
import { awaitingAnswer, expiryReminderDays } from '../../../contracts/quotes';
import { quotes } from './tables';
import type { QueuedMail } from '../../mail/outbox';
import { quoteExpiredMail, quoteExpiringMail } from '../../mail/service-mails';
import { documentLinkToken } from '../auth';
import { expireQuotes, noteQuoteHistory, quoteLinkOf, type QuoteDeps } from './quotes';
import type { AppDeps } from '../../app-deps';
import { quoteExpiringMessage, shortLink, tellCustomer } from '../messages';

/**
 * The quotes' part of the scheduled sweeps (server/sweeps.ts): expire quotes past their day, remind
 * customers whose quote ends soon, and tell the office of each quote that expired unanswered. Each step claims
 * its quotes in one guarded update (a time column still empty) and stores its mails in the same transaction,
 * so two copies sweeping at once, or a sweep run again, mail nobody twice, and a copy dying mid-sweep loses none.
 */
/** The sweep mails and tells the customer's phone, in each claim's transaction. */
type SweepDeps = QuoteDeps & Pick<AppDeps, 'jobs'>;

export async function sweepQuotes(deps: SweepDeps, now = new Date()): Promise<void> {
  await expireQuotes(deps.db, now);
  await remindExpiringQuotes(deps, now);
  await tellExpiredQuotes(deps, now);
}

async function sendAll(queued: QueuedMail[]): Promise<void> {
  for (const mail of queued) await mail.sendNow();
}

/**
 * Customers whose quote, sent before today, ends within `expiryReminderDays`: reminded once, by mail where they
 * have an address and on their phone.
 */
async function remindExpiringQuotes(deps: SweepDeps, now: Date): Promise<void> {
  const today = lagosClock(now).day;
  const queued = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(quotes)
      .set({ expiryRemindedAt: now })
      .where(
        and(
          inArray(quotes.status, [...awaitingAnswer]),
          gte(quotes.validUntil, today),
          lte(quotes.validUntil, addDays(today, expiryReminderDays)),
          isNull(quotes.expiryRemindedAt),
          // A quote sent today is its own reminder.
          lt(quotes.sentAt, lagosDayStart(today)),
        ),
      )
      .returning();
    const mails: QueuedMail[] = [];
    for (const row of rows) {
      await noteQuoteHistory(tx, row.id, 'expiry_reminder', `Reminder to ${[row.customerEmail, row.customerPhone].filter(Boolean).join(' and ')}`);
      const link = quoteLinkOf(deps.config.publicUrl, documentLinkToken(deps.config.accessTokenSecret, 'quote', row.id).token);
      await tellCustomer(deps.jobs, tx, quoteExpiringMessage(row, await shortLink(tx, deps.config.publicUrl, link)));
      if (row.customerEmail) mails.push(await deps.notify(quoteExpiringMail(row, link), { quote: row.number }, tx));
    }
    return mails;
  });
  await sendAll(queued);
}

/** Each quote expired unanswered, whether by the sweep or on the customer's late visit: the office is told once. */
async function tellExpiredQuotes(deps: QuoteDeps, now: Date): Promise<void> {
  const queued = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(quotes)
      .set({ expiryToldAt: now })
      .where(and(eq(quotes.status, 'expired'), isNull(quotes.expiryToldAt)))
      .returning();
    const mails: QueuedMail[] = [];
    for (const row of rows) {
      const officeLink = `${deps.config.publicUrl}${pathTo('adminQuote', { id: row.id })}`;
      mails.push(await deps.notify(quoteExpiredMail(deps.config.companyEmail, row, officeLink), { quote: row.number }, tx));
    }
    return mails;
  });
  await sendAll(queued);
}
