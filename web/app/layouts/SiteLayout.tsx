import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { showsSiteChrome } from '../../../contracts/site-routes';
import { inTurn } from '../../page-life/inTurn';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

function PageContent() {
  return (
    <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
      <Outlet />
    </main>
  );
}

// The server's page is taken over top down, a turn apiece (inTurn.tsx): the header, then the page, then the footer.
const HeaderInTurn = inTurn(SiteHeader);
const PageContentInTurn = inTurn(PageContent);
const FooterInTurn = inTurn(SiteFooter);

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
          <SkipLink />
          <HeaderInTurn />
          <PageContentInTurn />
          <FooterInTurn />
        </div>
      ) : (
        <Outlet />
      )}
    </>
  );
}
