import { and, desc, eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../../../contracts/outbox';
import type { FailedMail } from '../../../contracts/outbox.schemas';
import type { Database } from '../../db/client';
import { jobs } from '../../jobs/tables';
import { HttpError } from '../../errors';
import type { SortKey } from '../../lists/cursor';
import { afterKey, type ReadAfter } from '../../lists/keyset';
import { mailJobKind, type MailJob } from '../../mail/outbox';

/** The mail jobs of the queue that ended `failed` (server/jobs/queue.ts), newest first, for the office. */
const failedMail = and(eq(jobs.kind, mailJobKind), eq(jobs.state, 'failed'));
const newestFirst = [
  { column: jobs.finishedAt, type: 'timestamptz' as const },
  { column: jobs.id, type: 'uuid' as const },
];

export type ListedFailedMail = { mail: FailedMail; sortAt: string };
export const failedMailKey = (row: ListedFailedMail): SortKey => [row.sortAt, row.mail._id];

export function failedMails(db: Database): ReadAfter<ListedFailedMail> {
  return async (after, take) => {
    const rows = await db
      .select({ job: jobs, sortAt: sql<string>`${jobs.finishedAt}::text` })
      .from(jobs)
      .where(and(failedMail, after ? afterKey(newestFirst, after, 'desc') : undefined))
      .orderBy(desc(jobs.finishedAt), desc(jobs.id))
      .limit(take);
    return rows.map(({ job, sortAt }) => {
      const { mail } = job.payload as MailJob;
      return {
        sortAt,
        mail: {
          _id: job.id,
          to: mail.to,
          subject: mail.subject,
          attempts: job.attempts,
          lastError: job.lastError,
          createdAt: job.createdAt.toISOString(),
          failedAt: (job.finishedAt ?? job.createdAt).toISOString(),
        },
      };
    });
  };
}

/** The office sends a failed mail again (the address was mended at the provider): a fresh round of tries. */
export async function retryFailedMail(db: Database, id: string): Promise<void> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, claimedBy: null, claimedUntil: null })
    .where(and(eq(jobs.id, id), failedMail))
    .returning({ id: jobs.id });
  if (!row) throw new HttpError(404, outboxMessages.notFound);
}
