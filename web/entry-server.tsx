import { AsyncLocalStorage } from 'node:async_hooks';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { dehydrate, skipToken, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isBackOfficePage } from '../contracts/pages';
import type { ApiAnswer, RenderPage } from '../contracts/page-render';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { serverRenderedPageData } from './app/serverRenderedPages';
import type { User } from '../contracts/auth.schemas';
import { drawnWithSessionKey, profileQueryKey, profileQueryOptions } from './features/auth/session';
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

/** A back-office page draws again until it asks for nothing new; each turn fetches what the last one asked for (the profile, then the page's records). */
const backOfficeTurns = 4;

function failed(queryClient: QueryClient): boolean {
  return queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error');
}

/** The queries the last drawing asked for and nobody has fetched, leaving out those waiting on another's answer. */
function askedFor(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      // The options of the hook that asked, `enabled` among them (the cache's own type leaves it out).
      const { enabled } = query.options as { enabled?: boolean | ((asked: typeof query) => boolean) };
      const wanted = (typeof enabled === 'function' ? enabled(query) : enabled !== false) && query.options.queryFn !== skipToken;
      return wanted && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

async function drawPage(address: URL, queryClient: QueryClient): Promise<string | undefined> {
  const context = await pageHandler.query(new Request(address));
  if (context instanceof Response) return undefined;
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

/** A public page: its answers are listed (serverRenderedPages.ts) and fetched without the visitor's session. */
async function drawPublicPage(address: URL, signedIn: boolean, queryClient: QueryClient): Promise<string | undefined> {
  const pageData = serverRenderedPageData(address);
  if (!pageData) return undefined;
  // Signed-in visitors see the page as a visitor would until the browser has checked who they are.
  if (!signedIn) queryClient.setQueryData(profileQueryKey, null);
  await Promise.all(pageData.map((options) => queryClient.prefetchQuery({ ...options, retry: false })));
  // A page whose data failed is drawn in the browser, which shows the failure and offers a retry.
  if (failed(queryClient)) return undefined;
  return drawPage(address, queryClient);
}

/** A back-office page, with the admin's session: drawn, then drawn again with what it asked for, as the browser would. */
async function drawBackOfficePage(address: URL, queryClient: QueryClient): Promise<string | undefined> {
  // Anyone else, and an admin whose access has run out (the profile then reads as signed out), is the browser's
  // to handle: it refreshes the session, or shows the sign-in or the not-found page.
  await queryClient.prefetchQuery({ ...profileQueryOptions, retry: false });
  if (queryClient.getQueryData<User | null>(profileQueryKey)?.role !== 'admin') return undefined;
  queryClient.setQueryData(drawnWithSessionKey, true);
  let html = await drawPage(address, queryClient);
  for (let turn = 1; turn < backOfficeTurns && html !== undefined; turn += 1) {
    const asked = askedFor(queryClient);
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
    // A session that has run out, or a record that is gone, is the browser's to handle (refresh, not-found).
    if (failed(queryClient)) return undefined;
    html = await drawPage(address, queryClient);
  }
  return askedFor(queryClient).length === 0 ? html : undefined;
}

/** Draws a page on the server with the answers it needs, for the browser to hydrate. */
export const renderPage: RenderPage = ({ url, signedIn, callApi }) =>
  pageBeingDrawn.run(callApi, async () => {
    const address = new URL(url);
    const queryClient = createQueryClient();
    const backOffice = signedIn && isBackOfficePage(address.pathname);
    const html = backOffice ? await drawBackOfficePage(address, queryClient) : await drawPublicPage(address, signedIn, queryClient);
    return html === undefined ? undefined : { html, queries: dehydrate(queryClient) };
  });
