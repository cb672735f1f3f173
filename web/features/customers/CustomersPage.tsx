import { Link } from 'react-router';
import { UserSearch, Users } from 'lucide-react';
import { pathTo } from '../../../contracts/pages';
import { customerListQuery, type CustomerRecord } from '../../../contracts/customers.schemas';
import { PageHeading } from '../../components/PageHeading';
import { useErrorToast } from '../../components/useErrorToast';
import { useAddressFilters } from '../../components/back-office/addressFilters';
import { ClearFiltersButton, FilterBar, SearchFilter } from '../../components/back-office/FilterBar';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListLoading } from '../../components/back-office/ListLoading';
import { ListTable } from '../../components/back-office/ListTable';
import { InBatches } from '../../page-life/InBatches';
import { PagedList } from '../../components/back-office/PagedList';
import { useListLinkState } from '../../components/back-office/listReturn';
import { usePagedList } from '../../components/back-office/usePagedList';
import { phoneHref } from '../../content/company';
import { customerList } from './api';
import type { PageData } from '../../lib/pageData';
import { filtersOf } from '../../components/back-office/addressFilters';
import { ensureFirstPage } from '../../components/back-office/usePagedList';

const cell = 'px-3 py-2.5 text-left';
/** Customers taken over this many a turn, as cards and as rows (page-life/InBatches.tsx). */
const rowsPerTurn = 10;
const linkClassName = 'font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950';

function CustomerLink({ customer }: { customer: CustomerRecord }) {
  const state = useListLinkState();
  return (
    <Link to={pathTo('adminCustomer', { id: customer._id })} state={state} className={linkClassName}>
      {customer.name}
    </Link>
  );
}

function Phone({ phone }: { phone: string }) {
  return phone ? (
    <a href={phoneHref(phone)} className={`${linkClassName} tabular-nums whitespace-nowrap`}>
      {phone}
    </a>
  ) : null;
}

/** Cards on a phone (name, tap-to-call, e-mail), a table from 768 px. */
function CustomerRows({ customers }: { customers: CustomerRecord[] }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden">
        <InBatches items={customers} size={rowsPerTurn}>
          {(customer) => (
            <li key={customer._id} className="grid gap-1 rounded-box border border-grey-200 bg-white p-3">
              <CustomerLink customer={customer} />
              <Phone phone={customer.phone} />
              {customer.email && <span className="break-all text-sm text-grey-700">{customer.email}</span>}
            </li>
          )}
        </InBatches>
      </ul>
      <ListTable headings={['Name', 'Phone', 'E-mail']} cellClassName={cell}>
        <InBatches items={customers} size={rowsPerTurn}>
          {(customer) => (
            <tr key={customer._id} className="border-t border-grey-200">
              <td className={cell}>
                <CustomerLink customer={customer} />
              </td>
              <td className={cell}>
                <Phone phone={customer.phone} />
              </td>
              <td className={`${cell} break-all`}>{customer.email}</td>
            </tr>
          )}
        </InBatches>
      </ListTable>
    </>
  );
}

/** Everyone the company deals with, the most recently seen first, found by name, phone in any writing or e-mail. */
export function CustomersPage() {
  const { filters, setFilter, clearFilters } = useAddressFilters(customerListQuery);
  const list = usePagedList<CustomerRecord, 'customers'>(customerList(filters));
  useErrorToast(list.error);
  const clear = () => clearFilters([]);
  return (
    <>
      <PageHeading title="Customers" lead="Everyone who has an account, booked, written, ordered or been quoted or invoiced, most recently seen first." />
      <FilterBar label="Find a customer">
        <SearchFilter label="Name, phone or e-mail" value={filters.q} onSearch={(words) => setFilter('q', words)} className="col-span-2" />
        {filters.q && <ClearFiltersButton onClear={clear} />}
      </FilterBar>
      <PagedList
        list={list}
        noun={['customer', 'customers']}
        loading={<ListLoading noun="customers" />}
        failure="The customers could not be loaded."
        empty={
          filters.q ? (
            <ListEmpty icon={UserSearch} title="No customers match" action={<ClearFiltersButton onClear={clear} />}>
              Try part of the name, the phone number or the e-mail.
            </ListEmpty>
          ) : (
            <ListEmpty icon={Users} title="No customers yet">
              People appear here as they book, write, sign up or are quoted.
            </ListEmpty>
          )
        }
      >
        {(rows) => <CustomerRows customers={rows} />}
      </PagedList>
    </>
  );
}

export const customersData: PageData = ({ queryClient, url }) => [ensureFirstPage(queryClient, customerList(filtersOf(customerListQuery, url.searchParams)))];
