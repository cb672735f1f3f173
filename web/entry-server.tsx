import { AsyncLocalStorage } from 'node:async_hooks';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { dehydrate, hashKey, skipToken, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { isBackOfficePage, pageAt, pages } from '../contracts/pages';
import type { ApiAnswer, RenderPage } from '../contracts/page-render';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { pageLoadContext } from './app/pageLoader';
import { routes } from './app/routes';
import type { User } from '../contracts/auth.schemas';
import { drawnWithSessionKey, profileQueryKey } from './features/auth/session';
import { sendApiCallsThrough } from './lib/api';

const pageHandler = createStaticHandler(routes);

/**
 * Pages are drawn side by side, each with the API of its own visitor: the web's one way to /api answers each
 * page's calls with the caller of the page being drawn, never a module-wide one another page could swap.
 */
const pageBeingDrawn = new AsyncLocalStorage<(path: string) => Promise<ApiAnswer>>();
sendApiCallsThrough(async (path, init) => {
  const callApi = pageBeingDrawn.getStore();
  // Drawing a page only reads: a refresh or any other change is the browser's to make.
  if (!callApi || (init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
  const answer = await callApi(path);
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
});

/**
 * The pages the server draws: those the page table marks `serverDrawn`, drawn as any visitor sees them, and the
 * back office's, drawn with the signed-in admin's own records.
 */
function drawnHere(address: URL, signedIn: boolean): 'public' | 'backOffice' | undefined {
  const key = pageAt(address.pathname);
  if (key && 'serverDrawn' in pages[key]) return 'public';
  return signedIn && isBackOfficePage(address.pathname) ? 'backOffice' : undefined;
}

function failed(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

/**
 * The queries the drawing asked for that no route's data declared, leaving out those waiting on another's answer
 * and the profile of a public page's signed-in visitor (left to the browser on purpose: see renderPage).
 */
function undeclared(queryClient: QueryClient) {
  const profileHash = hashKey(profileQueryKey);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.queryHash === profileHash) return false;
      // The options of the hook that asked, `enabled` among them (the cache's own type leaves it out).
      const { enabled } = query.options as { enabled?: boolean | ((asked: typeof query) => boolean) };
      const wanted = (typeof enabled === 'function' ? enabled(query) : enabled !== false) && query.options.queryFn !== skipToken;
      return wanted && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

async function drawPage(context: StaticHandlerContext, queryClient: QueryClient): Promise<string> {
  const router = createStaticRouter(pageHandler.dataRoutes, context);
  // The async renderer waits for the parts that suspend (lazyWhenNear, inTurn) and draws them in place,
  // so the page needs no inline scripts to fill them in (the Content-Security-Policy forbids them). The app is
  // written and type-checked against React's API and runs on Preact (see vite.config.ts), hence the cast.
  return renderToStringAsync(
    (
      <Providers client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    ) as unknown as VNode,
  );
}

/**
 * Draws a page on the server, once, with the answers its routes declare (each route's loader fills the query
 * cache: web/app/pageLoader.ts), for the browser to hydrate with the same answers. A page whose answers failed
 * (a session run out, a record gone, a server error) or whose drawing asked for more than it declared is left to
 * the browser, which fetches, refreshes the session, or shows the failure with a retry.
 */
export const renderPage: RenderPage = ({ url, signedIn, callApi }) =>
  pageBeingDrawn.run(callApi, async () => {
    const address = new URL(url);
    const kind = drawnHere(address, signedIn);
    if (!kind) return undefined;
    const queryClient = createQueryClient();
    // The browser tries a failed call again; here a failure hands the page to the browser at once.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    // A public page is drawn as a visitor sees it; a signed-in visitor's own is drawn by the browser once it has
    // checked who they are (the profile is then left unknown: 'checking').
    if (kind === 'public' && !signedIn) queryClient.setQueryData(profileQueryKey, null);
    const context = await pageHandler.query(new Request(address), { requestContext: pageLoadContext({ queryClient, waitForData: true }) });
    if (context instanceof Response || context.errors || failed(queryClient)) return undefined;
    if (kind === 'backOffice') {
      // Anyone else, and an admin whose access has run out (the profile then reads as signed out), is the
      // browser's to handle: it refreshes the session, or shows the sign-in or the not-found page.
      if (queryClient.getQueryData<User | null>(profileQueryKey)?.role !== 'admin') return undefined;
      queryClient.setQueryData(drawnWithSessionKey, true);
    }
    const html = await drawPage(context, queryClient);
    return undeclared(queryClient).length === 0 ? { html, queries: dehydrate(queryClient) } : undefined;
  });
