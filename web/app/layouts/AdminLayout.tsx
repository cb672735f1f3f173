import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { adminBasePath } from '../../../contracts/site-routes';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { company } from '../../content/company';
import { NavCount, type NavCountLook } from '../../features/admin/NavCount';
import { useLogout } from '../../features/auth/useLogout';

const adminNavigation: readonly { to: string; label: string; count?: NavCountLook }[] = [
  { to: 'dashboard', label: 'Dashboard' },
  { to: 'products', label: 'All Products' },
  { to: 'createproducts', label: 'Create Products' },
  { to: 'orders', label: 'Order History' },
  { to: 'bookings', label: 'Booking History', count: { of: 'pendingBookings', words: 'pending' } },
  { to: 'inbox', label: 'Inbox', count: { of: 'unhandledMessages', words: 'unhandled' } },
  { to: 'event', label: 'Events' },
];

export function AdminLayout() {
  const logout = useLogout();
  const navigate = useNavigate();

  return (
    <div className="min-h-dvh bg-grey-50">
      <SkipLink />
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link to={`${adminBasePath}/products`} className="rounded-box font-bold">
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
        <nav aria-label="Admin" className="border-t border-navy-800">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-4 sm:px-6">
            {adminNavigation.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={`${adminBasePath}/${entry.to}`}
                  className={({ isActive }) =>
                    `block border-b-2 px-3 py-3 text-sm font-medium ${
                      isActive ? 'border-accent text-white' : 'border-transparent text-grey-300 hover:text-white'
                    }`
                  }
                >
                  {entry.count ? <NavCount label={entry.label} {...entry.count} /> : entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={mainContentId} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
