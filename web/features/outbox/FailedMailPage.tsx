import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { lagosClock } from '../../../contracts/lagos-time';
import { outboxMessages } from '../../../contracts/outbox';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { PagedList } from '../../components/back-office/PagedList';
import { usePagedList } from '../../components/back-office/usePagedList';
import { formatDay, formatTime } from '../../lib/dates';
import { failedMailList, sendFailedMailAgain, type FailedMail } from './api';
import type { PageData } from '../../lib/pageData';
import { ensureFirstPage } from '../../components/back-office/usePagedList';

function failedAt(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

function FailedMailItem({ mail }: { mail: FailedMail }) {
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: () => sendFailedMailAgain(mail._id),
    onSuccess: (message) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: failedMailList.queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <li className="rounded-box border border-grey-200 bg-white p-4">
      <p className="font-bold wrap-anywhere text-navy-900">{mail.subject}</p>
      <p className="mt-1 text-sm wrap-anywhere text-grey-700">To {mail.to}</p>
      <p className="mt-1 text-sm text-grey-700">
        Failed {failedAt(mail.failedAt)} after {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
      </p>
      <p className="mt-2 text-sm wrap-anywhere text-grey-700">The mail provider said: {mail.lastError || 'nothing'}</p>
      <Button variant="secondary" className="mt-3" disabled={again.isPending} onClick={() => again.mutate()}>
        {again.isPending ? 'Sending...' : 'Send again'}
      </Button>
    </li>
  );
}

function FailedMailLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading failed mail...</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

/** The office's view of mail that did not leave: who did not get what, and why; each can be sent again. */
export function FailedMailPage() {
  const mails = usePagedList<FailedMail, 'mails'>(failedMailList);
  return (
    <>
      <PageHeading title="Failed Mail" lead="Mails the mail provider refused, or that could not be sent for a day. Mend the address or the provider, then send again." />
      <PagedList
        list={mails}
        noun={['mail', 'mails']}
        loading={<FailedMailLoading />}
        failure="The failed mail could not be loaded."
        empty={
          <ListEmpty icon={MailCheck} title="No failed mail">
            {outboxMessages.none}
          </ListEmpty>
        }
      >
        {(rows) => (
          <ul aria-label="Failed mail" className="flex flex-col gap-3">
            {rows.map((mail) => (
              <FailedMailItem key={mail._id} mail={mail} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

export const failedMailData: PageData = ({ queryClient }) => [ensureFirstPage(queryClient, failedMailList)];
