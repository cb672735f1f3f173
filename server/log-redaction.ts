import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { pageKeys, pages } from '../contracts/pages';

/**
 * API.md: no secret that is part of an address (a quote's, invoice's or booking's link, a reset, activation,
 * e-mail-change or sign-in link, an SMS's short link or opt-out link) is ever written to a log. Those addresses are the pages whose path carries a
 * token in the page table and the calls those pages make; the segment after each is replaced wherever it
 * shows in a line (a request's address, an error's text, a link in a mail). The list of calls is checked
 * against every route with a `:token` in server/log-redaction.test.ts.
 */
const callsWithTokens = [
  '/api/auth/verify/',
  '/api/auth/reset/',
  '/api/auth/confirm-email/',
  '/api/auth/sign-in-link/',
  '/api/quotes/link/',
  '/api/invoices/link/',
  '/api/booking/manage/',
  '/api/messages/opt-out/',
  // A short link stands for the secret address it leads to.
  '/m/',
];

const pagesWithTokens = pageKeys.filter((key) => 'secretInPath' in pages[key]).map((key) => pages[key].path.replace(/:token.*$/, ''));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A prefix counts at the start of a path: after the start of the text, a host, a space or a quote, never mid-path. */
const secretAfterPrefix = new RegExp(`(?<=^|[\\s"'(=]|//[^/\\s"']*)(${[...callsWithTokens, ...pagesWithTokens].map(escaped).join('|')})[^/?#\\s"'<>]+`, 'g');

export const hiddenSecret = '[hidden]';

export function withoutAddressSecrets(text: string): string {
  return text.replace(secretAfterPrefix, `$1${hiddenSecret}`);
}

function hideInValue(value: unknown, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return withoutAddressSecrets(value);
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((inner) => hideInValue(inner, seen));
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hideInValue(inner, seen)]));
}

type RequestLike = { method?: string; url?: string; host?: string; ip?: string; headers?: Record<string, unknown>; socket?: { remotePort?: number } };

/** Fastify's own request serializer's fields, with the address's secret hidden. */
function requestWithoutSecrets(request: RequestLike) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : withoutAddressSecrets(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The app's logger: every line's request (`req`), address (`url`) and error (`err`) pass through the
 * redaction above, whoever writes the line (Fastify, a module, the page renderer).
 */
export function loggerWithoutAddressSecrets(log: FastifyBaseLogger): FastifyBaseLogger {
  return log.child(
    {},
    {
      serializers: {
        req: requestWithoutSecrets,
        url: (url: unknown) => hideInValue(url),
        err: (error: Error) => hideInValue(pino.stdSerializers.err(error)),
      },
    },
  );
}
