import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Entry = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string; expiresAt: number };

function entryOf(value: unknown, freshForMs: number): Entry {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    expiresAt: Date.now() + freshForMs,
  };
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
  reply.header('etag', entry.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(entry.identity);
  return reply.header('content-encoding', encoding).send(entry[encoding]);
}

/**
 * The catalogue is read far more than it changes. Its answers are kept ready-made (JSON, gzip and brotli)
 * for a few seconds: a write through this server empties the cache at once, and another server copy
 * behind the same load balancer serves the change within `freshForMs`. The catalogue's routes compress
 * their own answers this way, so the site-wide compression is switched off for them.
 */
export function catalogueCache(freshForMs = 5000) {
  const entries = new Map<string, Entry>();

  return {
    clear: () => entries.clear(),

    async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
      let entry = entries.get(key);
      if (!entry || entry.expiresAt <= Date.now()) {
        entry = entryOf(await load(), freshForMs);
        entries.set(key, entry);
      }
      return sendEntry(request, reply, entry);
    },

    /** An answer made for one request (a search), compressed the same way but not kept. */
    sendOnce: (request: FastifyRequest, reply: FastifyReply, value: unknown) => sendEntry(request, reply, entryOf(value, 0)),
  };
}
