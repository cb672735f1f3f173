import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Inbox } from 'lucide-react';
import type { InboxMessage } from '../../../contracts/contact.schemas';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { Skeleton } from '../../components/Skeleton';
import { CsvLink } from '../../components/back-office/CsvLink';
import { HandledBadge } from './HandledBadge';
import { inboxExportHref, inboxMessagePath, inboxQueryOptions } from './api';
import { receivedAt } from './receivedAt';

function MessageItem({ message }: { message: InboxMessage }) {
  return (
    <li>
      <Link
        to={inboxMessagePath(message._id)}
        className={`flex items-start gap-3 rounded-box border bg-white p-4 hover:bg-grey-50 ${message.handled ? 'border-grey-200' : 'border-accent'}`}
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-bold wrap-anywhere text-navy-900">{message.name}</span>
            <HandledBadge handled={message.handled} />
          </span>
          <span className="mt-1 block text-sm text-grey-700">
            {message.subject || 'No subject'} · {receivedAt(message.createdAt)}
          </span>
          <span className="mt-2 line-clamp-2 block wrap-anywhere text-grey-700">{message.message}</span>
        </span>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-grey-600" />
      </Link>
    </li>
  );
}

export function InboxPage() {
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
          <p className="mt-1 max-w-sm text-grey-600">Messages sent from the Contact page appear here as soon as they are sent.</p>
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
