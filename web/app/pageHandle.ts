import type { PageKey } from '../../contracts/pages';

/** What a route carries for the layout: which page of contracts/pages.ts it draws. */
export type PageHandle = { page: PageKey };
