import { useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ChevronDown, LogOut, Menu } from 'lucide-react';
import { pageAt, pathTo, pages, type PageKey } from '../../../contracts/pages';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { company } from '../../content/company';
import { NavCount, type NavCountLook } from './NavCount';
import { useLogout } from '../auth';
import { inTurn } from '../../page-life/inTurn';
import { UsableOnceHydrated } from '../../page-life/UsableOnceHydrated';
import type { PageData } from '../../lib/pageData';
import { summaryQueryOptions } from './api';

/**
 * SPEC.md's admin navigation, and the dashboard, quotes, invoices, price list and inbox added since; each entry is named by its page's
 * title, and stays the current one on the pages inside its section (an order, a booking, a message).
 */
const adminNavigation: readonly { page: PageKey; within?: readonly PageKey[]; count?: NavCountLook }[] = [
  { page: 'dashboard' },
  { page: 'adminProducts', within: ['updateProduct'] },
  { page: 'createProduct' },
  { page: 'adminCategories' },
  { page: 'adminOrders', within: ['adminOrder'] },
  { page: 'adminBookings', within: ['showBooking'], count: { of: 'pendingBookings', words: 'pending' } },
  { page: 'adminSchedule' },
  { page: 'adminQuotes', within: ['newQuote', 'adminQuote'] },
  { page: 'adminInvoices', within: ['newInvoice', 'adminInvoice'] },
  { page: 'unmatchedMoney' },
  { page: 'bankStatement' },
  { page: 'reconciliation' },
  { page: 'priceList' },
  { page: 'inbox', within: ['inboxMessage'], count: { of: 'unhandledMessages', words: 'unhandled' } },
  { page: 'adminCustomers', within: ['adminCustomer'] },
  { page: 'events' },
  { page: 'adminStaff' },
  { page: 'failedMail' },
  { page: 'undeliveredMessages' },
];

const sectionsId = 'admin-sections';

/**
 * Wide screens show every entry in a row. A phone shows the current section on a button that opens the
 * entries as a list, so the section is always in view and nothing scrolls sideways; any navigation, a second
 * press or Escape closes it.
 */
function AdminNavigation() {
  const { pathname } = useLocation();
  const here = pageAt(pathname);
  const current = adminNavigation.find((entry) => entry.page === here || (here !== undefined && entry.within?.includes(here)));
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

  return (
    <nav
      aria-label="Admin"
      className="border-t border-navy-800"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpenedOn(null);
        button.current?.focus();
      }}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={sectionsId}
          onClick={() => setOpenedOn(open ? null : pathname)}
          className="flex min-h-12 w-full items-center gap-2 text-left text-sm font-semibold sm:hidden"
        >
          <Menu aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <span className="flex-1">
            <span className="sr-only">Admin menu: </span>
            {current ? pages[current.page].title : 'Sections'}
          </span>
          <ChevronDown aria-hidden="true" className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
        </button>
        <ul id={sectionsId} className={`${open ? 'flex' : 'hidden'} flex-col pb-2 sm:flex sm:flex-row sm:flex-wrap sm:gap-x-1 sm:pb-0`}>
          {adminNavigation.map((entry) => {
            const isCurrent = entry === current;
            return (
              <li key={entry.page}>
                <Link
                  to={pathTo(entry.page)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`flex min-h-11 items-center border-l-4 px-3 text-sm font-medium whitespace-nowrap sm:min-h-12 sm:border-b-2 sm:border-l-0 ${
                    isCurrent ? 'border-accent text-white' : 'border-transparent text-grey-300 hover:text-white'
                  }`}
                >
                  {entry.count ? <NavCount label={pages[entry.page].title} {...entry.count} /> : pages[entry.page].title}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

function AdminHeader() {
  const logout = useLogout();
  const navigate = useNavigate();

  return (
    <UsableOnceHydrated>
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link to={pathTo('adminProducts')} className="rounded-box font-bold">
            {company.name} <span className="font-medium text-accent">Admin</span>
          </Link>
          <div className="ml-auto flex items-center gap-2 text-sm">
            <Link to="/" className="rounded-box px-3 py-2 hover:bg-navy-800">
              View site
            </Link>
            <button
              type="button"
              disabled={logout.isPending}
              onClick={() => logout.mutate(undefined, { onSuccess: () => navigate('/') })}
              className="inline-flex items-center gap-2 rounded-box px-3 py-2 hover:bg-navy-800 disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </div>
        </div>
        <AdminNavigation />
      </header>
    </UsableOnceHydrated>
  );
}

function AdminPage() {
  return (
    <main id={mainContentId} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-4 outline-none sm:px-6 sm:py-8">
      <UsableOnceHydrated holdLinks>
        <Outlet />
      </UsableOnceHydrated>
    </main>
  );
}

// The server draws the back office with the admin's records; the app takes it over as it does the public pages
// (web/page-life): the header, then the page, a turn apiece, their buttons waiting for the code.
const AdminHeaderInTurn = inTurn(AdminHeader);
const AdminPageInTurn = inTurn(AdminPage);

export function AdminLayout() {
  return (
    <div className="min-h-dvh bg-grey-50">
      <SkipLink />
      <AdminHeaderInTurn />
      <AdminPageInTurn />
    </div>
  );
}

/** The back office's frame counts what waits (NavCount). */
export const adminFrameData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(summaryQueryOptions)];
