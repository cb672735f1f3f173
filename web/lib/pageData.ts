import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** The page asked for: its cache to fill, its address's parameters and the address itself (its search's filters). */
export type PageAddress = { queryClient: QueryClient; params: Params; url: URL };

/**
 * The answers a page draws with, declared beside the page: each an `ensureQueryData` of its feature's own query
 * options, so the page's hooks find them in the cache. The server fetches them all before it draws the page once
 * (web/entry-server.tsx); the browser starts them as it opens the page (web/app/pageLoader.ts).
 */
export type PageData = (page: PageAddress) => Promise<unknown>[];
