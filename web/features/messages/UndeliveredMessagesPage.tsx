import { MessageCircleCheck } from 'lucide-react';
import { lagosClock } from '../../../contracts/lagos-time';
import { messageEventWords, phoneChannelNames, undeliveredWords } from '../../../contracts/messaging';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { PagedList } from '../../components/back-office/PagedList';
import { ensureFirstPage, usePagedList } from '../../components/back-office/usePagedList';
import { formatDay, formatTime } from '../../lib/dates';
import type { PageData } from '../../lib/pageData';
import { undeliveredMessageList, type UndeliveredMessage } from './api';

function toldAt(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

function UndeliveredItem({ message }: { message: UndeliveredMessage }) {
  const tried = message.triedChannels.map((channel) => phoneChannelNames[channel]).join(', then ');
  return (
    <li className="rounded-box border border-grey-200 bg-white p-4">
      <p className="font-bold wrap-anywhere text-navy-900">{messageEventWords[message.event] ?? message.event}</p>
      <p className="mt-1 text-sm text-grey-700">
        To{' '}
        <a className="font-semibold text-navy-900 underline" href={`tel:${message.phone}`}>
          {message.phone}
        </a>
      </p>
      <p className="mt-1 text-sm text-grey-700">
        Sent {toldAt(message.createdAt)}
        {tried ? `, tried on ${tried}` : ''}
      </p>
      <p className="mt-2 text-sm wrap-anywhere text-grey-700">The provider said: {message.lastError || 'nothing'}</p>
    </li>
  );
}

function UndeliveredLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading undelivered messages...</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-28" />
      ))}
    </div>
  );
}

/** The office's view of WhatsApp and SMS messages that reached nobody, as Failed Mail is for mail: whom to call, and why. */
export function UndeliveredMessagesPage() {
  const messages = usePagedList<UndeliveredMessage, 'messages'>(undeliveredMessageList);
  return (
    <>
      <PageHeading title="Undelivered Messages" lead={undeliveredWords.lead} />
      <PagedList
        list={messages}
        noun={['message', 'messages']}
        loading={<UndeliveredLoading />}
        failure={undeliveredWords.failure}
        empty={
          <ListEmpty icon={MessageCircleCheck} title="No undelivered messages">
            {undeliveredWords.none}
          </ListEmpty>
        }
      >
        {(rows) => (
          <ul aria-label="Undelivered messages" className="flex flex-col gap-3">
            {rows.map((message) => (
              <UndeliveredItem key={message._id} message={message} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

export const undeliveredMessagesData: PageData = ({ queryClient }) => [ensureFirstPage(queryClient, undeliveredMessageList)];
