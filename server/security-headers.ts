import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { Config } from './config';

function contentSecurityPolicy(config: Config, styleHashes: string[]) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...styleHashes],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Helmet's headers on every answer, its middleware built once. (@fastify/helmet built a new one for each
 * request, a tenth of a catalogue call's time under load.) A route may still replace one, as the payment
 * sandbox page does with its own policy. `styleHashes` are the page's own inline stylesheets.
 */
export function securityHeaders(config: Config, styleHashes: string[]): onRequestHookHandler {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config, styleHashes),
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return (request, reply, done) => setHeaders(request.raw, reply.raw, () => done());
}
