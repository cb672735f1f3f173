import { Link } from 'react-router';
import { pathTo } from '../../../contracts/pages';
import { conversationChannelNames, conversationStateNames, conversationTexts } from '../../../contracts/conversations';
import type { ConversationEntry } from '../../../contracts/conversations.schemas';
import { lagosClock } from '../../../contracts/lagos-time';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { usePagedList } from '../../components/back-office/usePagedList';
import { formatDay, formatTime } from '../../lib/dates';
import { conversationList } from './api';

function when(instant: string): string {
  const { day, time } = lagosClock(new Date(instant));
  return `${formatDay(day)}, ${formatTime(time)}`;
}

function Entry({ entry }: { entry: ConversationEntry }) {
  const ours = entry.direction === 'out';
  const channel = entry.channel ? conversationChannelNames[entry.channel] : 'Phone';
  const who = ours ? entry.by || conversationTexts.automatic : 'Customer';
  return (
    <li className={`grid max-w-[85%] gap-1 rounded-box border p-3 ${ours ? 'justify-self-end border-navy-200 bg-navy-50' : 'justify-self-start border-grey-200 bg-white'}`}>
      <p className="text-sm text-grey-700">
        <span className="font-semibold text-navy-900">{who}</span> · {channel} · {when(entry.createdAt)}
      </p>
      <p className="whitespace-pre-line wrap-anywhere text-navy-900">{entry.body}</p>
      {!ours && (
        <Link to={pathTo('inboxMessage', { id: entry._id })} className="text-sm font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950">
          Open in the inbox
        </Link>
      )}
      {ours && <p className={`text-sm ${entry.state === 'failed' || entry.state === 'withheld' ? 'font-semibold text-danger' : 'text-grey-700'}`}>{conversationStateNames[entry.state]}</p>}
    </li>
  );
}

/**
 * The customer's conversation with the company, newest last as a chat reads: what they wrote by the form,
 * WhatsApp or SMS, and what was sent to them. The newest page comes first; earlier ones load on request.
 */
export function Conversation({ customerId }: { customerId: string }) {
  const list = usePagedList<ConversationEntry, 'messages'>(conversationList(customerId));
  if (list.isPending) return <Skeleton className="h-40" />;
  if (list.isError) return <p className="text-danger">The conversation could not be loaded.</p>;
  const entries = [...list.rows].reverse();
  return (
    <div className="grid gap-3">
      {list.hasNextPage && (
        <Button variant="ghost" className="justify-self-center border border-grey-300" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? 'Loading...' : conversationTexts.earlier}
        </Button>
      )}
      {entries.length === 0 ? (
        <p className="text-grey-700">{conversationTexts.empty}</p>
      ) : (
        <ol aria-label="Messages, oldest first" className="grid gap-3">
          {entries.map((entry) => (
            <Entry key={entry._id} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
