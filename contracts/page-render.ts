/**
 * The meeting point of the server and the web app's page renderer (web/entry-server.tsx, built to
 * dist/ssr): the server hands over the address and a way to call its own API, and puts what comes back
 * into index.html. Neither side imports the other.
 */

/** An answer of the server's own API, as the renderer needs it. */
export type ApiAnswer = { status: number; body: string };

export type PageRenderRequest = {
  /** The full address asked for, e.g. https://example.com/products?sort=price-asc */
  url: string;
  signedIn: boolean;
  callApi: (path: string) => Promise<ApiAnswer>;
};

/** `queries` is TanStack Query's dehydrated cache, read back by the browser before it hydrates the page. */
export type RenderedPage = { html: string; queries: unknown };

/** Undefined when the page is not one the server draws (it is then drawn in the browser). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | undefined>;

/**
 * Carried by the renderer's own API calls. A read that records the reading (a quote's link marks the quote
 * viewed) leaves that to the browser: link previews and mail scanners fetch the page, only a person runs it.
 */
export const pageRenderHeader = 'x-page-render';

/** `<script type="application/json" id="page-state">` in every page the server sends. */
export const pageStateElementId = 'page-state';

export type PageState = { signedIn: boolean; queries?: unknown };
