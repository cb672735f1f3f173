import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The PostgreSQL channel on which a copy that changed the catalogue tells the others. */
export const catalogueChangeChannel = 'catalogue_changed';

/**
 * Every change to the catalogue calls this in its own transaction: PostgreSQL delivers the notice at commit
 * and never for a rolled-back write, so no copy can commit a change and die before telling the others.
 */
export async function tellCopiesCatalogueChanged(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${catalogueChangeChannel}, '')`);
}

type Entry = { identity: Buffer; gzip: Buffer; br: Buffer; etag: string; expiresAt: number };

/** An answer ready to send, written through the route's response schema like any other answer. */
function entryOf<Schema extends z.ZodType>(schema: Schema, value: z.output<Schema>, freshForMs: number): Entry {
  const identity = Buffer.from(JSON.stringify(schema.encode(value)));
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
 * for a few seconds: a write through any server copy empties every copy's cache at once (routes.ts), and
 * `freshForMs` bounds what a copy that missed the news (its listening connection dropped) may show. Requests that find an answer
 * missing or stale share one load: under load, an expiry used to send every waiting request to the
 * database and the compressors at once. A load that a write overtook answers its own requests but is
 * not kept. The catalogue's routes compress their own answers this way, so the site-wide compression
 * is switched off for them.
 */
export function catalogueCache(freshForMs = 5000) {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  let writes = 0;

  function reload<Schema extends z.ZodType>(key: string, schema: Schema, load: () => Promise<z.output<Schema>>): Promise<Entry> {
    const pending = loading.get(key);
    if (pending) return pending;
    const writesBefore = writes;
    const loaded = load()
      .then((value) => {
        const entry = entryOf(schema, value, freshForMs);
        if (writes === writesBefore) entries.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (loading.get(key) === loaded) loading.delete(key);
      });
    loading.set(key, loaded);
    return loaded;
  }

  return {
    clear: () => {
      writes += 1;
      entries.clear();
      loading.clear();
    },

    async send<Schema extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, key: string, schema: Schema, load: () => Promise<z.output<Schema>>) {
      const kept = entries.get(key);
      const entry = kept && kept.expiresAt > Date.now() ? kept : await reload(key, schema, load);
      return sendEntry(request, reply, entry);
    },

    /** An answer made for one request (a search), compressed the same way but not kept. */
    sendOnce: <Schema extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, schema: Schema, value: z.output<Schema>) => sendEntry(request, reply, entryOf(schema, value, 0)),
  };
}
