import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';
import { pageLoadContext } from './pageLoader';
import { yieldToBrowser } from '../page-life/yieldToBrowser';

/**
 * The page's own route modules are loaded before the router starts, so the first render matches the
 * page the server drew instead of flashing the loading spinner. Running that code and starting the router
 * are each a long moment on a phone: a task apiece.
 */
export async function createAppRouter(queryClient: QueryClient) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await yieldToBrowser();
  // Hydration data tells the router the page on screen is already drawn: without it, its scroll restoration sent
  // a visitor who had scrolled before the app took over back to the top of the page. Each route's data is in the
  // query cache already (the server's answers) or fetched by the page itself, so no loader runs for it now.
  const loaderData = Object.fromEntries(matches.flatMap(({ route }) => (route.id ? [[route.id, null]] : [])));
  return createBrowserRouter(routes, { hydrationData: { loaderData }, getContext: () => pageLoadContext({ queryClient, waitForData: false }) });
}
