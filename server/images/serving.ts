import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ImageStore } from './storage';

const immutable = 'public, max-age=31536000, immutable';
const imageFileName = /^[0-9a-f]{32}(-w\d+)?\.webp$/;

/**
 * Uploaded images at /uploads/{name}: from the folder, or through this server from the bucket, so that every
 * copy serves every image at the same address and the bucket itself may stay private.
 */
export async function registerImageServing(app: FastifyInstance, store: ImageStore, folder: string | undefined) {
  if (folder) {
    mkdirSync(folder, { recursive: true });
    await app.register(fastifyStatic, { root: folder, prefix: '/uploads/', decorateReply: false, index: false, setHeaders: (reply) => reply.header('Cache-Control', immutable) });
    return;
  }
  app.get('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const file = imageFileName.test(name) ? await store.read(name) : undefined;
    if (!file) return reply.code(404).send({ message: 'Not found' });
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    if (file.length !== undefined) reply.header('content-length', file.length);
    if (file.etag) reply.header('etag', file.etag);
    return reply.type('image/webp').header('cache-control', immutable).send(file.body);
  });
}
