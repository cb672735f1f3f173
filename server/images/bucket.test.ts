import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { signedInAs } from '../testing/accounts';
import { testDatabases } from '../testing/databases';
import { imageDataUrl } from '../testing/images';
import { startS3 } from '../testing/s3';
import { startTestApp } from '../testing/test-app';
import { copyImagesToStore } from './migrate';
import { bucketImageStore, diskImageStore } from './storage';
import { storeImage } from './store';

type S3 = Awaited<ReturnType<typeof startS3>>;

/** With S3_BUCKET, images live in a bucket every copy reads: two apps with separate data folders share them. */
describe.each(testDatabases())('uploads in a bucket on the $name database', ({ open }) => {
  let s3: S3;
  let database: DatabaseHandle;
  let first: Awaited<ReturnType<typeof startTestApp>>;
  let second: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    s3 = await startS3();
    // The AWS SDK reads its settings from the environment, as it does in production.
    Object.assign(process.env, s3.environment);
    database = await open();
    // Separate data folders, one shared secret: as copies on two machines are set up.
    const shared = { ...s3.environment, ACCESS_TOKEN_SECRET: 'a-secret-both-copies-share-0123456789' };
    first = await startTestApp(database, shared);
    second = await startTestApp(database, shared);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await s3?.close();
  });

  it('serves an image uploaded through one copy from the other, and removes it from the bucket with its last product', async () => {
    const admin = await signedInAs(first.app, database.db, 'admin@example.com', 'admin');
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/products',
      cookies: admin,
      payload: { name: 'Bucket Cable', price: 900, featuredImage: await imageDataUrl('#123456'), images: [await imageDataUrl('#654321')] },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json() as { _id: string; featuredImage: string; images: string[] };
    expect(readdirSync(first.config.dataDir)).not.toContain('uploads');

    const image = await second.app.inject({ url: product.featuredImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await second.app.inject({ url: product.featuredImage.replace('.webp', '-w400.webp') })).statusCode).toBe(200);

    expect((await second.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, cookies: admin })).statusCode).toBe(200);
    expect((await first.app.inject({ url: product.featuredImage })).statusCode).toBe(404);
    expect((await first.app.inject({ url: '/uploads/not-a-name.webp' })).statusCode).toBe(404);
  });

  it('says in readiness and /metrics whether the bucket answers, without taking the copy out', async () => {
    const metricsOf = async (copy: typeof first) => (await copy.app.inject({ url: '/metrics', headers: { authorization: 'Bearer a-metrics-token-for-tests' } })).body;
    const withToken = { ...s3.environment, METRICS_TOKEN: 'a-metrics-token-for-tests' };
    const reaching = await startTestApp(database, withToken);
    const lost = await startTestApp(database, { ...withToken, S3_BUCKET: 'a-bucket-nobody-made' });
    try {
      expect((await reaching.app.inject({ url: '/api/health/ready' })).json()).toEqual({ status: 'ok', database: 'ok', images: 'ok' });
      expect(await metricsOf(reaching)).toMatch(/^image_store_reachable 1$/m);
      const ready = await lost.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', images: 'unreachable' });
      expect(await metricsOf(lost)).toMatch(/^image_store_reachable 0$/m);
    } finally {
      await reaching.close();
      await lost.close();
    }
  });

  it('moves a disk folder of images into the bucket, once', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'uploads-to-move-'));
    const url = await storeImage(Buffer.from((await imageDataUrl('#0f1f3d')).split(',')[1] ?? '', 'base64'), diskImageStore(folder));
    const bucket = bucketImageStore({ bucket: s3.bucket, forcePathStyle: true });
    expect(await copyImagesToStore(folder, bucket)).toEqual({ copied: 3, present: 0 });
    expect(await copyImagesToStore(folder, bucket)).toEqual({ copied: 0, present: 3 });
    expect((await first.app.inject({ url })).statusCode).toBe(200);
  });
});
