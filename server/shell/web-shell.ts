import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageStateElementId, type PageState } from '../../contracts/page-render';
import { productIdParams } from '../../contracts/products.schemas';
import { categorySlugParams } from '../../contracts/categories.schemas';
import { isBackOfficePage, pageAt, pages } from '../../contracts/pages';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { findCategory, findProduct } from '../modules/products';
import type { Config } from '../config';
import { sessionCookieNames } from '../modules/auth';
import { pageHead, renderHead, type PageSubject } from './page-head';
import { loadPageRenderer } from './page-renderer';
import { projectRoot } from '../project-root';

export const webRoot = path.join(projectRoot, 'dist', 'web');

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><p>The web app has not been built yet: run <code>npm run build</code>.</p></body></html>`;

export type IndexPage = { html: string; styleHashes: string[]; scriptHashes: string[] };

/** The entry script and the module preloads Vite writes into the head. */
const scriptTags = /[ \t]*<script type="module"[^>]*><\/script>\n?|[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
const sourceOf = (tag: string) => /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';

/**
 * The first paint needs the page and its stylesheet (written into the page, its font inside it), never the
 * code: the scripts only bring the page to life (web/page-life/README.md). Left in the head, where Vite writes
 * them, the entry script and its preload are asked for at once at high priority, sharing a slow link with what
 * the paint needs, and Lighthouse counts them as holding the largest paint. So the page carries them as a
 * small loader at the end of the body that asks for them once the page has loaded (its stylesheet, font and
 * the images it shows first) and been painted. The loader is inline,
 * admitted by its hash like the stylesheet.
 */
function scriptsAfterPage(html: string): { html: string; scriptHashes: string[] } {
  const tags = html.match(scriptTags) ?? [];
  const entry = tags.map(sourceOf).find((_source, index) => tags[index]?.includes('<script'));
  if (!entry) return { html, scriptHashes: [] };
  const preloads = tags.filter((tag) => tag.includes('modulepreload')).map(sourceOf);
  // Started at once where there is nothing to paint: a page the server sent empty, a hidden tab, an old browser.
  // The paint is read from the observer's own entries (buffered: one that came before the load is among them),
  // never from window.performance, which a test's fake clock replaces with one that has no entries.
  const loader =
    'addEventListener("load",()=>{const start=()=>{const add=(element)=>{element.crossOrigin="";document.body.append(element)};' +
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;add(link)}` +
    `const script=document.createElement("script");script.type="module";script.src=${JSON.stringify(entry)};add(script)};` +
    'if(!document.getElementById("root")?.firstElementChild||document.visibilityState!=="visible"||!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return start();' +
    'const watch=new PerformanceObserver((entries)=>{if(entries.getEntriesByName("first-contentful-paint").length){watch.disconnect();start()}});watch.observe({type:"paint",buffered:true})},{once:true})';
  return {
    html: html.replace(scriptTags, '').replace('</body>', () => `  <script>${loader}</script>\n  </body>`),
    scriptHashes: [`'sha256-${createHash('sha256').update(loader).digest('base64')}'`],
  };
}

/**
 * The built index.html with its stylesheets written into the page and its scripts asked for after it. Over a slow mobile network a linked
 * stylesheet costs a whole round trip before the first paint, and the font it names another one after that.
 * The content security policy lets in exactly these styles, by their hashes.
 */
export function loadIndexPage(builtWebRoot = webRoot): IndexPage {
  const file = path.join(builtWebRoot, 'index.html');
  if (!existsSync(file)) return { html: notBuiltPage, styleHashes: [], scriptHashes: [] };
  const styleHashes: string[] = [];
  const html = readFileSync(file, 'utf8').replace(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_link, asset: string) => {
    const css = readFileSync(path.join(builtWebRoot, asset), 'utf8');
    styleHashes.push(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  return { ...scriptsAfterPage(html), styleHashes };
}

/** The built page's own title and description make way for the ones of the page asked for. */
function withHead(indexHtml: string, head: string): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace('</head>', `  ${head}\n  </head>`);
}

/** JSON inside <script> must never close the element early. */
function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageStateElementId}">${json}</script>`;
}

function withBody(indexHtml: string, pageHtml: string, state: PageState): string {
  return indexHtml.replace('<div id="root"></div>', () => `<div id="root">${pageHtml}</div>${pageStateScript(state)}`);
}

/**
 * The product or category a page shows: found, missing (404), or not known now because the database did not
 * answer (503, which crawlers and caches take as "come back", where a 404 would drop the page from search).
 */
async function subjectOf(db: Database, pageKey: 'product' | 'category', pathname: string): Promise<PageSubject | 'missing' | 'unreachable'> {
  const unreachable = (error: unknown) => (error instanceof HttpError && error.statusCode === 404 ? 'missing' : 'unreachable');
  if (pageKey === 'category') {
    const slug = /^\/products\/category\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (!slug || !categorySlugParams.safeParse({ slug }).success) return 'missing';
    return findCategory(db, slug).then((category) => (category ? { category } : 'missing'), unreachable);
  }
  const id = /^\/products\/details\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!id || !productIdParams.safeParse({ id }).success) return 'missing';
  return findProduct(db, id).then((product) => ({ product }), unreachable);
}

/** How long a page that could not be drawn for want of the database asks to be left before it is asked again. */
const retryAfterSeconds = 30;

/**
 * Serves the built React app: hashed assets cached for a year, and for every page index.html with that
 * page's title, description, link-preview tags and structured data, so previews and search engines need no
 * JavaScript. Unknown paths, and products and categories that do not exist, answer 404.
 */
export async function registerWebShell(app: FastifyInstance, deps: { db: Database; config: Config; indexPage: IndexPage }) {
  const { publicUrl } = deps.config;
  const indexHtml = deps.indexPage.html;
  const renderPage = await loadPageRenderer(app);
  const refreshCookie = sessionCookieNames(deps.config).refresh;
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // Hashed assets are answered by server/web-assets.ts, which also knows other builds' files.
      globIgnore: ['assets/**'],
      index: false,
      decorateReply: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  return {
    sendPage: async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const pageKey = pageAt(pathname);
      const found = pageKey === 'product' || pageKey === 'category' ? await subjectOf(deps.db, pageKey, pathname) : undefined;
      if (found === 'unreachable') {
        return reply
          .code(503)
          .header('Retry-After', String(retryAfterSeconds))
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(withBody(indexHtml, '', { signedIn: Boolean(request.cookies[refreshCookie]) }));
      }
      const subject = typeof found === 'object' ? found : undefined;
      const known = pageKey !== undefined && (found === undefined || subject !== undefined);
      // These addresses carry a secret token: it must not leak to another site through the Referer header, and
      // what the server draws for them (a customer's quote) is that customer's alone: no cache keeps a copy.
      const secretInPath = pageKey !== undefined && 'secretInPath' in pages[pageKey];
      if (secretInPath) reply.header('referrer-policy', 'no-referrer');
      const signedIn = Boolean(request.cookies[refreshCookie]);
      // A back-office page is drawn with the admin's own records: it is theirs alone, as a secret link's page is.
      const backOffice = isBackOfficePage(pathname);
      const cookie = backOffice ? request.headers.cookie : undefined;
      const page = known ? await renderPage(new URL(request.url, publicUrl).href, signedIn, cookie) : undefined;
      const html = withHead(indexHtml, renderHead(pageHead(publicUrl, pathname, known ? pageKey : undefined, subject)));
      return reply
        .code(known ? 200 : 404)
        .header('Cache-Control', secretInPath || backOffice ? 'no-store' : 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withBody(html, page?.html ?? '', { signedIn, queries: page?.queries }));
    },
  };
}
