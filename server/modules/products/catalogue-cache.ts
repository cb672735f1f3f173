import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Entry = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string; expiresAt: number };

/**
 * The catalogue is read far more than it changes. Its answers are kept ready-made (JSON, gzip and brotli)
 * for a few seconds: a write through this server empties the cache at once, and another server copy
 * behind the same load balancer serves the change within `freshForMs`.
 */
export function catalogueCache(freshForMs = 5000) {
  const entries = new Map<string, Entry>();

  const build = (value: unknown): Entry => {
    const identity = Buffer.from(JSON.stringify(value));
    return {
      identity,
      gzip: gzipSync(identity),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      expiresAt: Date.now() + freshForMs,
    };
  };

  return {
    clear: () => entries.clear(),

    async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
      let entry = entries.get(key);
      if (!entry || entry.expiresAt <= Date.now()) {
        entry = build(await load());
        entries.set(key, entry);
      }
      reply.header('etag', entry.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      reply.type('application/json; charset=utf-8');
      if (!encoding) return reply.send(entry.identity);
      return reply.header('content-encoding', encoding).send(entry[encoding]);
    },
  };
}
