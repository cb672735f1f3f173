import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Receipt } from 'lucide-react';
import { orderFiltersSchema, type OrderCounts, type OrderFilters } from '../../../contracts/orders.schemas';
import { boundedCountOf, type BoundedCount } from '../../../contracts/lists';
import { PageHeading } from '../../components/PageHeading';
import { CsvLink } from '../../components/back-office/CsvLink';
import { ClearFiltersButton, DateRangeFilter, FilterBar, SearchFilter } from '../../components/back-office/FilterBar';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListTabs } from '../../components/back-office/ListTabs';
import { PagedList } from '../../components/back-office/PagedList';
import { addressWith } from '../../components/back-office/usePagedList';
import { useAddressFilters } from '../../components/back-office/addressFilters';
import { useRowSelection } from '../../components/back-office/rowSelection';
import { AdminOrderRows, canShip } from './AdminOrderRows';
import { BulkFulfilment, RefusedOrders, type LeftOrders } from './BulkFulfilment';
import { ListLoading } from '../../components/back-office/ListLoading';
import { orderCountsQueryOptions, ordersExportPath } from './api';
import { useAdminOrders } from './useOrders';
import type { PageData } from '../../lib/pageData';
import { ensureFirstPage } from '../../components/back-office/usePagedList';
import { filtersOf } from '../../components/back-office/addressFilters';
import { adminOrderList } from './api';

type View = OrderFilters['view'];

/** How many orders each tab holds; the whole list is every paid and unpaid order. */
function countOf(view: View, counts: OrderCounts | undefined): BoundedCount | undefined {
  if (!counts) return undefined;
  if (view === 'to_ship') return boundedCountOf(counts, 'toShip');
  if (view === 'paid') return boundedCountOf(counts, 'paid');
  if (view === 'unpaid') return boundedCountOf(counts, 'unpaid');
  const [paid, unpaid] = [boundedCountOf(counts, 'paid'), boundedCountOf(counts, 'unpaid')];
  return { count: paid.count + unpaid.count, over: paid.over || unpaid.over };
}

const emptyTabs: Record<NonNullable<View> | 'all', { title: string; text: string }> = {
  all: { title: 'No orders yet', text: 'Orders appear here as soon as a customer checks out, with their payment status.' },
  to_ship: { title: 'Nothing to ship', text: 'Paid orders not yet sent appear here, the longest waiting first.' },
  paid: { title: 'No paid orders yet', text: 'Orders appear here once their payment is confirmed.' },
  unpaid: { title: 'No unpaid orders', text: 'Orders whose payment failed or was never finished appear here.' },
};

const searchFilters = ['q', 'from', 'to'] as const;

export function AdminOrdersPage() {
  const { filters, setFilter, setFilters, anyOf, clearFilters } = useAddressFilters(orderFiltersSchema);
  const orders = useAdminOrders(filters);
  const counts = useQuery(orderCountsQueryOptions).data;
  const selection = useRowSelection();
  const [refused, setRefused] = useState<LeftOrders>([]);
  const narrowed = anyOf(searchFilters);
  const emptyTab = emptyTabs[filters.view ?? 'all'];
  // A selection is of the rows on screen: rows another filter hid are not shipped unseen.
  const chosen = orders.rows.filter((order) => canShip(order) && selection.isSelected(order._id));

  return (
    <>
      <PageHeading
        title="Order History"
        lead="Every order placed in the shop, newest first (to ship: the longest waiting first). Open one to read it and move it on, or tick paid ones to ship them together."
        leadOnPhones={false}
      />
      <ListTabs
        label="Orders to show"
        current={filters.view}
        tabs={[
          { value: undefined, label: 'All', count: countOf(undefined, counts) },
          { value: 'to_ship', label: 'To ship', count: countOf('to_ship', counts) },
          { value: 'paid', label: 'All paid', count: countOf('paid', counts) },
          { value: 'unpaid', label: 'Unpaid', count: countOf('unpaid', counts) },
        ]}
      />
      <FilterBar
        label="Filter orders"
        className="lg:grid-cols-4"
        more={<DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} />}
        moreSet={[filters.from, filters.to].filter(Boolean).length}
        actions={narrowed && <ClearFiltersButton onClear={() => clearFilters(['view'])} className="col-span-2 lg:col-span-1" />}
      >
        <SearchFilter label="Order number, phone, name or e-mail" value={filters.q} onSearch={(words) => setFilter('q', words)} className="col-span-2" />
      </FilterBar>
      <CsvLink href={addressWith(ordersExportPath, filters)}>{narrowed || filters.view ? 'Download these orders (CSV)' : 'Download all orders (CSV)'}</CsvLink>
      <RefusedOrders refused={refused} shown={orders.rows} />
      <PagedList
        list={orders}
        noun={['order', 'orders']}
        total={narrowed ? undefined : countOf(filters.view, counts)}
        loading={<ListLoading noun="orders" />}
        failure="The orders could not be loaded."
        empty={
          narrowed ? (
            <ListEmpty icon={Receipt} title="No orders match these filters" action={<ClearFiltersButton onClear={() => clearFilters(['view'])} />}>
              Clear the filters to see every order in this tab.
            </ListEmpty>
          ) : (
            <ListEmpty icon={filters.view === 'to_ship' ? CircleCheck : Receipt} title={emptyTab.title}>
              {emptyTab.text}
            </ListEmpty>
          )
        }
      >
        {(rows) => <AdminOrderRows orders={rows} selection={selection} />}
      </PagedList>
      <BulkFulfilment chosen={chosen} selection={selection} onRefused={setRefused} />
    </>
  );
}

export const adminOrdersData: PageData = ({ queryClient, url }) => [
  ensureFirstPage(queryClient, adminOrderList(filtersOf(orderFiltersSchema, url.searchParams))),
  queryClient.ensureQueryData(orderCountsQueryOptions),
];
