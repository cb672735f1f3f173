import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { notFoundTitle, pages, showsSiteChrome, type PageKey } from '../../../contracts/pages';
import { useDocumentTitle } from '../../lib/documentTitle';
import type { PageHandle } from '../pageHandle';
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

function TitleOfPage({ pageKey }: { pageKey: PageKey | undefined }) {
  useDocumentTitle(pageKey ? pages[pageKey].title : notFoundTitle, pageKey);
  return null;
}

/** The root of every route: the page's title, and header and footer on the pages that have them (contracts/pages.ts). */
export function SiteLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const key = (useMatches().at(-1)?.handle as PageHandle | undefined)?.page;

  return (
    <>
      <ScrollRestoration />
      {/* The page's title from contracts/pages.ts; a page named by what it shows (a product) sets its own. */}
      {!(key && 'titleFromContent' in pages[key]) && <TitleOfPage pageKey={key} />}
      {navigation.state === 'loading' && <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent" />}
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
