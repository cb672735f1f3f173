import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { ChevronDown, Inbox } from 'lucide-react';
import type { InboxMessage } from '../../../contracts/contact';
import { Button } from '../../components/Button';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../app/usePageTitle';
import { phoneHref } from '../../content/company';
import { dayInLagos, formatDay } from '../../lib/dates';
import { forgetBackOfficeCounts } from './backOfficeRequests';
import { CsvLink } from './CsvLink';
import { inboxExportHref, inboxQueryKey, inboxQueryOptions, markHandled } from './inboxRequests';

const notGiven = 'N/A';

function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => markHandled(id, handled),
    onSuccess: (message) => {
      toast.success(message.handled ? 'Marked as handled' : 'Marked as not handled');
      queryClient.setQueryData(inboxQueryKey, (messages: InboxMessage[] | undefined) =>
        messages?.map((each) => (each._id === message._id ? message : each)),
      );
      void forgetBackOfficeCounts(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
}

function MessageItem({ message }: { message: InboxMessage }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkHandled();
  const bodyId = `message-${message._id}`;

  return (
    <li className={`rounded-box border bg-white ${message.handled ? 'border-grey-200' : 'border-accent'}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-start justify-between gap-3 rounded-box p-4 text-left"
      >
        <span className="min-w-0">
          <span className="block font-bold break-words text-navy-900">{message.name}</span>
          <span className="block text-sm text-grey-700">
            {message.subject || 'No subject'} · {formatDay(dayInLagos(message.createdAt))}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <span className={`rounded-box px-2 py-0.5 text-sm font-semibold ${message.handled ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning'}`}>
            {message.handled ? 'Handled' : 'Not handled'}
          </span>
          <ChevronDown aria-hidden="true" className={`size-5 text-grey-600 ${open ? 'rotate-180' : ''}`} />
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="border-t border-grey-200 p-4">
        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-grey-600">Phone</dt>
          <dd>
            <a href={phoneHref(message.phone)} className="font-semibold text-navy-700 underline underline-offset-2">
              {message.phone}
            </a>
          </dd>
          <dt className="font-semibold text-grey-600">E-mail</dt>
          <dd className="break-all">{message.email || notGiven}</dd>
        </dl>
        <p className="mt-3 break-words whitespace-pre-line text-navy-900">{message.message}</p>
        <Button
          variant={message.handled ? 'ghost' : 'secondary'}
          className="mt-4 border border-grey-300"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: message._id, handled: !message.handled })}
        >
          {message.handled ? 'Mark as not handled' : 'Mark as handled'}
          <span className="sr-only"> the message from {message.name}</span>
        </Button>
      </div>
    </li>
  );
}

export function InboxPage() {
  usePageTitle('Inbox');
  const messages = useQuery(inboxQueryOptions);

  return (
    <>
      <PageHeading title="Inbox" lead="Messages sent from the Contact page, newest first. Open one to read it and mark it handled." />
      <CsvLink href={inboxExportHref}>Download messages (CSV)</CsvLink>
      {messages.isPending && <Skeleton className="h-64" />}
      {messages.isError && <RetryLine onRetry={() => void messages.refetch()}>The messages could not be loaded.</RetryLine>}
      {messages.data?.length === 0 && (
        <div className="flex flex-col items-center rounded-box border border-dashed border-grey-300 bg-white px-4 py-12 text-center">
          <Inbox aria-hidden="true" className="size-8 text-grey-600" />
          <p className="mt-3 font-semibold text-navy-900">No messages yet</p>
        </div>
      )}
      {messages.data && messages.data.length > 0 && (
        <ul aria-label="Messages" className="flex flex-col gap-3">
          {messages.data.map((message) => (
            <MessageItem key={message._id} message={message} />
          ))}
        </ul>
      )}
    </>
  );
}
