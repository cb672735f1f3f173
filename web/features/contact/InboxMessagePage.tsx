import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { inboxMessages } from '../../../contracts/contact';
import type { InboxMessage } from '../../../contracts/contact.schemas';
import { Button } from '../../components/Button';
import { Skeleton } from '../../components/Skeleton';
import { PhoneActions } from '../../components/back-office/PhoneActions';
import { Detail, DetailList } from '../../components/back-office/DetailList';
import { HandledBadge } from './HandledBadge';
import { inboxMessageQueryOptions } from './api';
import { receivedAt } from './receivedAt';
import { useMarkHandled } from './useMarkHandled';
import { DetailFrame } from '../../components/back-office/DetailFrame';
import { MakeQuote } from '../../components/back-office/MakeQuote';
import type { PageData } from '../../lib/pageData';
import { conversationChannelNames } from '../../../contracts/conversations';
import { ConversationCard, conversationCardData } from '../customers';

const notGiven = 'N/A';
const contactLink = 'font-semibold break-all text-navy-700 underline underline-offset-2';

function MessageDetails({ message }: { message: InboxMessage }) {
  return (
    <DetailList>
      <Detail term="Name">{message.name}</Detail>
      <Detail term="E-mail">
        {message.email ? (
          <a href={`mailto:${message.email}`} className={contactLink}>
            {message.email}
          </a>
        ) : (
          notGiven
        )}
      </Detail>
      <Detail term="Phone">{message.phone ? <PhoneActions phone={message.phone} name={message.name} /> : notGiven}</Detail>
      <Detail term="Sent by">{conversationChannelNames[message.channel]}</Detail>
      <Detail term="Subject">{message.subject || 'No subject'}</Detail>
      <Detail term="Received">{`${receivedAt(message.createdAt)} (Lagos time)`}</Detail>
    </DetailList>
  );
}

function HandledSection({ message }: { message: InboxMessage }) {
  const mark = useMarkHandled();
  return (
    <section aria-labelledby="handled-heading" className="grid justify-items-start gap-3">
      <h2 id="handled-heading" className="text-xl font-bold text-navy-900">
        Status
      </h2>
      <HandledBadge handled={message.handled} />
      <Button
        variant={message.handled ? 'ghost' : 'secondary'}
        className="border border-grey-300"
        disabled={mark.isPending}
        onClick={() => mark.mutate({ id: message._id, handled: !message.handled })}
      >
        {message.handled ? 'Mark as not handled' : 'Mark as handled'}
      </Button>
    </section>
  );
}

export function InboxMessagePage() {
  const { id = '' } = useParams();
  const message = useQuery(inboxMessageQueryOptions(id));
  return (
    <DetailFrame
      list="inbox"
      listName="Inbox"
      title={message.data ? `Message from ${message.data.name}` : 'Message'}
      lead={
        message.data && message.data.channel !== 'form'
          ? `A message the customer sent by ${conversationChannelNames[message.data.channel]}, your conversation with them and your reply, and whether it has been handled.`
          : 'A message sent from the Contact page, and whether it has been handled.'
      }
      query={message}
      loadingLabel="Loading the message..."
      skeleton={
        <>
          <Skeleton className="h-64" />
          <Skeleton className="h-32" />
        </>
      }
      missing={`${inboxMessages.notFound}. Go back to the inbox to see every message.`}
      failure="The message could not be loaded."
    >
      {(loaded) => (
        <div className="grid gap-6">
          <MessageDetails message={loaded} />
          <section aria-labelledby="message-text-heading" className="grid gap-3">
            <h2 id="message-text-heading" className="text-xl font-bold text-navy-900">
              Message
            </h2>
            <p className="rounded-box border border-grey-200 bg-white p-4 whitespace-pre-line wrap-anywhere text-navy-900 sm:p-6">{loaded.message}</p>
          </section>
          {loaded.customerId && <ConversationCard customerId={loaded.customerId} phone={loaded.phone} name={loaded.name} channel={loaded.channel === 'form' ? undefined : loaded.channel} />}
          <HandledSection message={loaded} />
          <MakeQuote from={{ fromMessage: loaded._id }} />
        </div>
      )}
    </DetailFrame>
  );
}

export const inboxMessageData: PageData = ({ queryClient, params }) => [
  queryClient
    .ensureQueryData(inboxMessageQueryOptions(params.id ?? ''))
    .then((message) => (message.customerId ? Promise.all(conversationCardData(queryClient, message.customerId, message.phone)) : undefined)),
];
