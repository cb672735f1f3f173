import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { pathTo, pages, type PageKey } from '../../../contracts/pages';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { company } from '../../content/company';
import { summaryQueryOptions } from './api';
import { NavCount, type NavCountLook } from './NavCount';
import { useLogout } from '../auth';

/** SPEC.md's admin navigation, and the dashboard and inbox added since; each entry is named by its page's title. */
const adminNavigation: readonly { page: PageKey; count?: NavCountLook }[] = [
  { page: 'dashboard' },
  { page: 'adminProducts' },
  { page: 'createProduct' },
  { page: 'adminOrders' },
  { page: 'adminBookings', count: { of: 'pendingBookings', words: 'pending' } },
  { page: 'inbox', count: { of: 'unhandledMessages', words: 'unhandled' } },
  { page: 'events' },
];

/**
 * On a phone the navigation is one row wider than the screen: the current page's entry is scrolled into it,
 * again once the counts arrive and widen the entries.
 */
function useCurrentEntryInView() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const counts = useQuery(summaryQueryOptions).data;
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list.current && current) list.current.scrollLeft = current.offsetLeft - (list.current.clientWidth - current.offsetWidth) / 2;
  }, [pathname, counts]);
  return list;
}

export function AdminLayout() {
  const logout = useLogout();
  const navigate = useNavigate();
  const navigationList = useCurrentEntryInView();

  return (
    <div className="min-h-dvh bg-grey-50">
      <SkipLink />
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
        <nav aria-label="Admin" className="relative border-t border-navy-800">
          <ul ref={navigationList} className="relative mx-auto flex max-w-7xl gap-x-1 overflow-x-auto px-4 py-1.5 after:w-8 after:shrink-0 after:content-[''] sm:flex-wrap sm:after:hidden sm:overflow-visible sm:px-6 sm:py-0">
            {adminNavigation.map((entry) => (
              <li key={entry.page}>
                <NavLink
                  to={pathTo(entry.page)}
                  className={({ isActive }) =>
                    `block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap sm:py-3 ${
                      isActive ? 'border-accent text-white' : 'border-transparent text-grey-300 hover:text-white'
                    }`
                  }
                >
                  {entry.count ? <NavCount label={pages[entry.page].title} {...entry.count} /> : pages[entry.page].title}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* The fade says that more entries wait to the right on a phone. */}
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-navy-950 sm:hidden" />
        </nav>
      </header>
      <main id={mainContentId} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
