import { and, gt, inArray, isNull, lt, lte } from 'drizzle-orm';
import { dueSoonDays } from '../../../contracts/invoices';
import { addDays, lagosClock, lagosDayStart } from '../../../contracts/lagos-time';
import type { Database } from '../../db/client';
import { invoices } from './tables';
import { sendStoredMails, type QueuedMail } from '../../mail/outbox';
import { invoiceReminderMail } from '../../mail/service-mails';
import { invoiceLinkOf, invoiceLinkToken, noteInvoiceHistory, type InvoiceDeps } from './invoices';
import type { InvoiceRow } from './invoice-json';
import type { AppDeps } from '../../app-deps';
import { balanceKobo } from '../../../contracts/money';
import { invoiceReminderMessage, shortLink, tellCustomer } from '../messages';
import { virtualAccountOf } from '../payments';

/** The sweep mails the reminder and tells the customer's phone, in the claim's transaction. */
type ReminderDeps = InvoiceDeps & Pick<AppDeps, 'jobs'>;

/**
 * The invoices' part of the sweep: a reminder 3 days before the due date, and one when the day has passed
 * (the invoice then shows as overdue). Each is claimed by the update that marks it sent, so however many
 * servers sweep, each invoice gets each reminder once. A reminder carries the same link to pay as the invoice's mail.
 */
export async function sendInvoiceReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const { count, mails } = await deps.db.transaction((tx) => claimReminders(deps, tx, now));
  await sendStoredMails(mails);
  return count;
}

/** The claims, the invoices' history and the mails in one transaction: a copy that dies mid-sweep leaves no reminder claimed and unsent. */
async function claimReminders(deps: ReminderDeps, tx: Database, now: Date): Promise<{ count: number; mails: QueuedMail[] }> {
  const today = lagosClock(now).day;
  const dueSoon = await tx
    .update(invoices)
    .set({ dueSoonRemindedAt: now })
    .where(
      and(
        inArray(invoices.status, ['sent', 'part_paid']),
        isNull(invoices.dueSoonRemindedAt),
        gt(invoices.dueDate, today),
        lte(invoices.dueDate, addDays(today, dueSoonDays)),
        // An invoice sent today is its own reminder.
        lt(invoices.sentAt, lagosDayStart(today)),
      ),
    )
    .returning();
  const overdue = await tx
    .update(invoices)
    .set({ status: 'overdue', overdueRemindedAt: now, updatedAt: now })
    .where(and(inArray(invoices.status, ['sent', 'part_paid']), isNull(invoices.overdueRemindedAt), lt(invoices.dueDate, today)))
    .returning();
  const mails: QueuedMail[] = [];
  for (const row of dueSoon) mails.push(...(await remind(deps, tx, row, 'due_soon')));
  for (const row of overdue) mails.push(...(await remind(deps, tx, row, 'overdue')));
  return { count: dueSoon.length + overdue.length, mails };
}

async function remind(deps: ReminderDeps, tx: Database, row: InvoiceRow, kind: 'due_soon' | 'overdue'): Promise<QueuedMail[]> {
  await noteInvoiceHistory(tx, row.id, kind === 'due_soon' ? 'reminder_due_soon' : 'overdue', `Reminder to ${[row.customerEmail, row.customerPhone].filter(Boolean).join(' and ')}`);
  const token = await invoiceLinkToken(tx, deps.config.accessTokenSecret, row.id);
  const link = invoiceLinkOf(deps.config.publicUrl, token);
  const reminder = { ...row, balanceKobo: balanceKobo(row) };
  const ownAccount = row.customerEmail ? await virtualAccountOf(tx, row.customerEmail) : null;
  await tellCustomer(deps.jobs, tx, invoiceReminderMessage(reminder, await shortLink(tx, deps.config.publicUrl, link), kind, ownAccount));
  if (!row.customerEmail) return [];
  return [await deps.notify(invoiceReminderMail(row, link, kind, deps.config.billing, ownAccount), { invoice: row.number }, tx)];
}
