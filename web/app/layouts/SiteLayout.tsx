import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { showsSiteChrome } from '../../../contracts/site-routes';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The root of every route: header and footer only on the site's known paths (contracts/site-routes.ts). */
export function SiteLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  return (
    <>
      <ScrollRestoration />
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent" />
      )}
      {showsSiteChrome(pathname) ? (
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only rounded-box bg-accent px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
          >
            Skip to content
          </a>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      ) : (
        <Outlet />
      )}
    </>
  );
}
