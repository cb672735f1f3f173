import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-path';
import type { Config } from '../config';

function pagePolicy(config: Config, styleHashes: string[], scriptHashes: string[]) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", ...styleHashes],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The technician's day is an installable app that works offline: its manifest and service worker are ours.
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * What helmet sets for these options. The headers are the same for every request, so its middleware runs once,
 * at start, on a response that is never sent. (Running it per request, as @fastify/helmet did, cost a third
 * of a catalogue call's time under load: a new middleware each time, and headers set on Node's response that
 * sent Fastify's own down a slower path.)
 */
function headersOf(options: HelmetOptions) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return response.getHeaders();
}

/**
 * Helmet's headers on every answer; a route may still replace one, as the payment sandbox page does with its
 * own policy. Pages get the full set, `styleHashes` and `scriptHashes` being their own inline stylesheets and
 * script loader (server/shell/web-shell.ts). API answers are JSON,
 * never a document to run: they only need never to be framed, sniffed or read by another site, and the
 * other headers would be about 600 bytes more on every call over a slow network.
 */
export function securityHeaders(config: Config, styleHashes: string[], scriptHashes: string[]): onRequestHookHandler {
  const hsts = config.publicUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false;
  const pageHeaders = headersOf({
    contentSecurityPolicy: pagePolicy(config, styleHashes, scriptHashes),
    strictTransportSecurity: hsts,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = headersOf({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: hsts,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : pageHeaders);
    done();
  };
}
