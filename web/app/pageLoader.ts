import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider, type LoaderFunction } from 'react-router';
import type { PageData } from '../lib/pageData';

/** How the page being opened loads: into which cache, and whether its drawing waits for the answers. */
type PageLoad = { queryClient: QueryClient; waitForData: boolean };

const pageLoad = createContext<PageLoad>();

/**
 * The router's context for a page: the server waits for the page's answers and draws once with them; the
 * browser starts fetching them as a link is followed and draws the page at once (page-life rule 6: only the
 * first page waits), its parts filling in as the answers arrive.
 */
export const pageLoadContext = (load: PageLoad) => new RouterContextProvider(new Map([[pageLoad, load]]));

/**
 * A route's loader from a page's declared data. It answers nothing itself: the answers live in the query cache,
 * where the page's hooks read them. A failed call is not the route's error: the page shows it in its own way,
 * and the server leaves such a page to the browser (entry-server.tsx).
 */
export function loaderOf(data: PageData): LoaderFunction {
  return ({ context, params, request }) => {
    const { queryClient, waitForData } = (context as RouterContextProvider).get(pageLoad);
    const loading = Promise.allSettled(data({ queryClient, params, url: new URL(request.url) }));
    return waitForData ? loading.then(() => null) : null;
  };
}
