import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { boundedCountOf } from '../../../contracts/lists';
import { ChevronRight, Inbox } from 'lucide-react';
import { inboxFiltersSchema, type InboxMessage } from '../../../contracts/contact.schemas';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { CsvLink } from '../../components/back-office/CsvLink';
import { ClearFiltersButton, FilterBar, SearchFilter } from '../../components/back-office/FilterBar';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListTabs } from '../../components/back-office/ListTabs';
import { PagedList } from '../../components/back-office/PagedList';
import { useAddressFilters } from '../../components/back-office/addressFilters';
import { useListLinkState } from '../../components/back-office/listReturn';
import { addressWith, usePagedList } from '../../components/back-office/usePagedList';
import { summaryQueryOptions } from '../admin';
import { HandledBadge } from './HandledBadge';
import { inboxExportPath, inboxList, inboxMessagePath } from './api';
import { receivedAt } from './receivedAt';
import { PhoneActions } from '../../components/back-office/PhoneActions';
import type { PageData } from '../../lib/pageData';
import { conversationChannelNames } from '../../../contracts/conversations';
import { ensureFirstPage } from '../../components/back-office/usePagedList';
import { filtersOf } from '../../components/back-office/addressFilters';

function MessageItem({ message }: { message: InboxMessage }) {
  const state = useListLinkState();
  return (
    <li className={`rounded-box border bg-white ${message.handled ? 'border-grey-200' : 'border-accent'}`}>
      <Link to={inboxMessagePath(message._id)} state={state} className="flex items-start gap-3 rounded-box p-4 pb-2 hover:bg-grey-50">
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-bold wrap-anywhere text-navy-900">{message.name}</span>
            <HandledBadge handled={message.handled} />
          </span>
          {message.email && <span className="mt-1 block text-sm wrap-anywhere text-grey-700">{message.email}</span>}
          <span className="mt-1 block text-sm text-grey-700">
            {message.channel === 'form' ? message.subject || 'No subject' : conversationChannelNames[message.channel]} · {receivedAt(message.createdAt)}
          </span>
          <span className="mt-2 line-clamp-2 block wrap-anywhere text-grey-700">{message.message}</span>
        </span>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-grey-600" />
      </Link>
      <div className="px-4 pb-4">
        <PhoneActions phone={message.phone} name={message.name} />
      </div>
    </li>
  );
}

function MessagesLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading messages...</span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-32" />
      ))}
    </div>
  );
}

const emptyTabs = {
  all: { title: 'No messages yet', text: 'Messages sent from the Contact page appear here as soon as they are sent.' },
  false: { title: 'Nothing left to handle', text: 'New messages wait here until someone marks them handled.' },
  true: { title: 'No handled messages yet', text: 'Messages marked handled are kept here.' },
} as const;

export function InboxPage() {
  const { filters, setFilter, anyOf, clearFilters } = useAddressFilters(inboxFiltersSchema);
  const messages = usePagedList<InboxMessage, 'messages'>(inboxList(filters));
  const summary = useQuery(summaryQueryOptions).data;
  const unhandled = summary && boundedCountOf(summary, 'unhandledMessages');
  const narrowed = anyOf(['q']);
  const clear = () => clearFilters(['handled']);
  const emptyTab = emptyTabs[filters.handled ?? 'all'];

  return (
    <>
      <PageHeading title="Inbox" lead="Messages sent from the Contact page, by WhatsApp and by SMS, newest first. Open one to read it, answer it and mark it handled." leadOnPhones={false} />
      <ListTabs
        label="Messages to show"
        param="handled"
        current={filters.handled}
        tabs={[
          { value: undefined, label: 'All' },
          { value: 'false', label: 'Unhandled', count: unhandled },
          { value: 'true', label: 'Handled' },
        ]}
      />
      <FilterBar label="Find messages" className="sm:grid-cols-3">
        <SearchFilter label="Name, e-mail or phone" value={filters.q} onSearch={(words) => setFilter('q', words)} className="col-span-2" />
        {narrowed && <ClearFiltersButton onClear={clear} className="col-span-2 sm:col-span-1" />}
      </FilterBar>
      <CsvLink href={addressWith(inboxExportPath, filters)}>{narrowed || filters.handled ? 'Download these messages (CSV)' : 'Download all messages (CSV)'}</CsvLink>
      <PagedList
        list={messages}
        noun={['message', 'messages']}
        total={filters.handled === 'false' && !narrowed ? unhandled : undefined}
        loading={<MessagesLoading />}
        failure="The messages could not be loaded."
        empty={
          narrowed ? (
            <ListEmpty icon={Inbox} title="No messages match this search" action={<ClearFiltersButton onClear={clear} />}>
              Look for part of a name, an e-mail address or a few digits of a phone number.
            </ListEmpty>
          ) : (
            <ListEmpty icon={Inbox} title={emptyTab.title}>
              {emptyTab.text}
            </ListEmpty>
          )
        }
      >
        {(rows) => (
          <ul aria-label="Messages" className="flex flex-col gap-3">
            {rows.map((message) => (
              <MessageItem key={message._id} message={message} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

export const inboxData: PageData = ({ queryClient, url }) => [ensureFirstPage(queryClient, inboxList(filtersOf(inboxFiltersSchema, url.searchParams)))];
