import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { webAssets } from './tables';

/**
 * A deploy replaces copies one at a time, so for a while a page drawn by one version reaches a browser that
 * asks another copy for its scripts. Every copy puts its build's hashed files (their names change with their
 * content) in the database at start, and answers one missing from its own build from there: a page of any
 * version that served in the last `keptDays` finds its files on every copy.
 */
const keptDays = 14;

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};
const assetName = /^[\w.-]+$/;

export async function publishBuildAssets(db: Database, webRoot: string): Promise<number> {
  const folder = path.join(webRoot, 'assets');
  if (!existsSync(folder)) return 0;
  const names = await readdir(folder);
  for (const name of names) {
    const content = (await readFile(path.join(folder, name))).toString('base64');
    await db
      .insert(webAssets)
      .values({ path: name, contentType: contentTypes[path.extname(name)] ?? 'application/octet-stream', content })
      .onConflictDoUpdate({ target: webAssets.path, set: { lastBuiltAt: sql`now()` } });
  }
  return names.length;
}

export async function forgetOldBuildAssets(db: Database): Promise<void> {
  await db.delete(webAssets).where(lt(webAssets.lastBuiltAt, sql`now() - ${keptDays} * interval '1 day'`));
}

/**
 * /assets/{name}: from the build on disk (the one this copy started with, or one built since in its place),
 * else from the builds kept in the database.
 */
export function registerBuildAssets(app: FastifyInstance, db: Database, webRoot: string) {
  const immutable = 'public, max-age=31536000, immutable';
  app.get('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!assetName.test(name)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const onDisk = await readFile(path.join(webRoot, 'assets', name)).catch(() => undefined);
    const contentType = contentTypes[path.extname(name)] ?? 'application/octet-stream';
    if (onDisk) return reply.type(contentType).header('cache-control', immutable).send(onDisk);
    const [asset] = await db.select().from(webAssets).where(eq(webAssets.path, name));
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type(asset.contentType).header('cache-control', immutable).send(Buffer.from(asset.content, 'base64'));
  });
}
