import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPath } from '../contracts/site-routes';
import { projectRoot } from './project-root';

const webRoot = path.join(projectRoot, 'dist', 'web');

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><p>The web app has not been built yet: run <code>npm run build</code>.</p></body></html>`;

function loadIndexHtml(): string {
  const file = path.join(webRoot, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : notBuiltPage;
}

/** Serves the built React app: hashed assets cached for a year, and index.html for every page path. */
export async function registerWebShell(app: FastifyInstance): Promise<{ sendPage: (request: FastifyRequest, reply: FastifyReply) => FastifyReply }> {
  const indexHtml = loadIndexHtml();
  if (existsSync(webRoot)) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  return {
    sendPage: (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // These addresses carry a secret token: it must not leak to another site through the Referer header.
      if (/^\/(activate|reset-password)\//.test(pathname)) reply.header('referrer-policy', 'no-referrer');
      return reply
        .code(isKnownPath(pathname) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    },
  };
}
