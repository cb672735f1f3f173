import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { pageAt, pathTo, type PageKey } from '../../../contracts/pages';
import { LogOut } from 'lucide-react';
import { Button } from '../../components/Button';
import { useAuth } from '../auth';
import { useLogout } from '../auth';

type AccountEntry = { to: string; label: string; inside?: readonly PageKey[] };

const accountNavigation: readonly AccountEntry[] = [
  { to: '/account/info', label: 'Account Info' },
  { to: '/account/order', label: 'Order History' },
  { to: '/account/address', label: 'Addresses' },
  // A quote or an invoice opened from the list is inside this entry: it stays lit.
  { to: pathTo('accountQuotes'), label: 'Quotes & Invoices', inside: ['accountQuote', 'accountInvoice'] },
];

const sidebarEntry = 'flex min-h-11 w-full items-center gap-2 rounded-box px-3 py-2 text-left font-medium';

export function AccountLayout() {
  const { user } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const currentPage = pageAt(useLocation().pathname);

  if (!user) return null;

  const logOut = () => logout.mutate(undefined, { onSuccess: () => navigate('/') });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <section aria-label="Signed in as" className="flex flex-wrap items-center justify-between gap-4 rounded-box border border-grey-200 bg-grey-50 p-4 sm:p-6">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-grey-600 uppercase">{user.role}</p>
          <p className="mt-1 text-lg font-bold">{user.name}</p>
          <p className="break-all text-grey-600">{user.email}</p>
        </div>
        {/* On narrower screens the Logout entry of the account menu sits right below. */}
        <div className="hidden lg:block">
          <Button variant="secondary" disabled={logout.isPending} onClick={logOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Button>
        </div>
      </section>

      <div className="mt-6 grid gap-8 lg:mt-8 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="Account">
          {/* Two by two on phones, so the page itself starts near the top; a column beside it on wide screens. */}
          <ul className="grid grid-cols-2 gap-1 sm:flex sm:flex-wrap lg:flex-col">
            {accountNavigation.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  className={({ isActive }) => `${sidebarEntry} ${isActive || (currentPage && entry.inside?.includes(currentPage)) ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-grey-100'}`}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" disabled={logout.isPending} onClick={logOut} className={`${sidebarEntry} text-danger hover:bg-danger-soft disabled:opacity-60`}>
                <LogOut aria-hidden="true" className="size-4" />
                Logout
              </button>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
