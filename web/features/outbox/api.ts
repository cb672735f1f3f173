import type { FailedMail } from '../../../contracts/outbox.schemas';
import type { PagedListSource } from '../../components/back-office/usePagedList';
import { apiPost } from '../../lib/api';

/** Mails the provider refused for good or that ran out of tries (/api/mail/failed), newest first. */
export const failedMailList: PagedListSource<'mails'> = { queryKey: ['failed-mail'], path: '/mail/failed', name: 'mails' };

export type { FailedMail };

/** Queues a failed mail again; answers the text to show. */
export async function sendFailedMailAgain(id: string): Promise<string> {
  return (await apiPost<{ message: string }>(`/mail/failed/${encodeURIComponent(id)}/retry`, {})).message;
}
