import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pageRenderHeader, type RenderedPage, type RenderPage } from '../contracts/page-render';
import { projectRoot } from './project-root';

const rendererFile = path.join(projectRoot, 'dist', 'ssr', 'entry-server.js');

export type PublicPageRenderer = (url: string, signedIn: boolean) => Promise<RenderedPage | undefined>;

/**
 * The web app's own page renderer, built by `npm run build` next to the browser bundle. Without a build the
 * pages are drawn in the browser only. A page that cannot be drawn here is never an error: the browser draws it.
 */
export async function loadPageRenderer(app: FastifyInstance): Promise<PublicPageRenderer> {
  if (!existsSync(rendererFile)) return async () => undefined;
  const { renderPage } = (await import(pathToFileURL(rendererFile).href)) as { renderPage: RenderPage };
  const callApi = async (apiPath: string) => {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json', [pageRenderHeader]: '1' } });
    return { status: answer.statusCode, body: answer.body };
  };
  return async (url, signedIn) => {
    try {
      return await renderPage({ url, signedIn, callApi });
    } catch (error) {
      app.log.warn({ err: error, url }, 'page drawn in the browser: the server could not render it');
      return undefined;
    }
  };
}
