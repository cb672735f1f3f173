import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pageRenderHeader, type RenderedPage, type RenderPage } from '../../contracts/page-render';
import { projectRoot } from '../project-root';

const rendererFile = path.join(projectRoot, 'dist', 'ssr', 'entry-server.js');

/** `cookie`: the visitor's own, for a back-office page drawn with their session; public pages are drawn without. */
export type PageRenderer = (url: string, signedIn: boolean, cookie?: string) => Promise<RenderedPage | undefined>;

/**
 * The web app's own page renderer, built by `npm run build` next to the browser bundle. Without a build the
 * pages are drawn in the browser only. A page that cannot be drawn here is never an error: the browser draws it.
 */
export async function loadPageRenderer(app: FastifyInstance): Promise<PageRenderer> {
  if (!existsSync(rendererFile)) return async () => undefined;
  const { renderPage } = (await import(pathToFileURL(rendererFile).href)) as { renderPage: RenderPage };
  return async (url, signedIn, cookie) => {
    const callApi = async (apiPath: string) => {
      const headers = { accept: 'application/json', [pageRenderHeader]: '1', ...(cookie ? { cookie } : {}) };
      const answer = await app.inject({ method: 'GET', url: apiPath, headers });
      return { status: answer.statusCode, body: answer.body };
    };
    try {
      return await renderPage({ url, signedIn, callApi });
    } catch (error) {
      app.log.warn({ err: error, url }, 'page drawn in the browser: the server could not render it');
      return undefined;
    }
  };
}
