import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '../contracts/page-render';
import { Providers } from './app/Providers';
import { createQueryClient } from './app/queryClient';
import { routes } from './app/routes';
import { serverRenderedPageData } from './app/serverRenderedPages';
import { profileQueryKey } from './features/auth/session';
import { sendApiCallsThrough } from './lib/api';

const pageHandler = createStaticHandler(routes);

/** Draws a public page on the server with the answers it needs, for the browser to hydrate. */
export const renderPage: RenderPage = async ({ url, signedIn, callApi }) => {
  const address = new URL(url);
  const pageData = serverRenderedPageData(address);
  if (!pageData) return undefined;

  sendApiCallsThrough(async (path) => {
    const answer = await callApi(path);
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const queryClient = createQueryClient();
  // Signed-in visitors see the page as a visitor would until the browser has checked who they are.
  if (!signedIn) queryClient.setQueryData(profileQueryKey, null);
  await Promise.all(pageData.map((options) => queryClient.prefetchQuery({ ...options, retry: false })));
  // A page whose data failed is drawn in the browser, which shows the failure and offers a retry.
  if (queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error')) return undefined;

  const context = await pageHandler.query(new Request(address));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(pageHandler.dataRoutes, context);
  // The async renderer waits for the parts that suspend (lazyWhenNear, inTurn) and draws them in place,
  // so the page needs no inline scripts to fill them in (the Content-Security-Policy forbids them). The app is
  // written and type-checked against React's API and runs on Preact (see vite.config.ts), hence the cast.
  const html = await renderToStringAsync(
    (
      <Providers client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    ) as unknown as VNode,
  );
  return { html, queries: dehydrate(queryClient) };
};
