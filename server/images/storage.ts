import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** An image file as it is sent: its bytes as a stream, and what the answer's headers need. */
export type StoredFile = { body: Readable; length: number | undefined; etag: string | undefined };

/**
 * Where uploaded images live: a folder (DATA_DIR/uploads, the default) or a bucket that every server copy
 * shares. Files are named by their content and never change, so a put may be repeated safely.
 */
export type ImageStore = {
  where: string;
  put: (name: string, bytes: Buffer) => Promise<void>;
  has: (name: string) => Promise<boolean>;
  read: (name: string) => Promise<StoredFile | undefined>;
  remove: (name: string) => Promise<void>;
  /** Whether the store answers now (readiness and /metrics report it), given at most `reachableWithinMs`. */
  reachable: () => Promise<boolean>;
};

/** A store that has not answered in this long counts as unreachable: a check never holds readiness up. */
export const reachableWithinMs = 2000;

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function diskImageStore(folder: string): ImageStore & { names: () => Promise<string[]> } {
  const fileOf = (name: string) => path.join(folder, path.basename(name));
  return {
    where: folder,
    put: async (name, bytes) => {
      await mkdir(folder, { recursive: true });
      await writeFile(fileOf(name), bytes);
    },
    has: (name) =>
      stat(fileOf(name)).then(
        () => true,
        (error: unknown) => (missing(error) ? false : Promise.reject(error)),
      ),
    read: async (name) => {
      const info = await stat(fileOf(name)).catch((error: unknown) => (missing(error) ? undefined : Promise.reject(error)));
      if (!info) return undefined;
      return { body: createReadStream(fileOf(name)), length: info.size, etag: `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"` };
    },
    remove: (name) => unlink(fileOf(name)).catch((error: unknown) => (missing(error) ? undefined : Promise.reject(error))),
    names: async () => readdir(folder).catch((error: unknown) => (missing(error) ? [] : Promise.reject(error))),
    reachable: () =>
      mkdir(folder, { recursive: true })
        .then(() => access(folder, constants.W_OK))
        .then(
          () => true,
          () => false,
        ),
  };
}

const isAbsent = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error as { name?: string }).name === 'NotFound';

/**
 * A bucket reached with the AWS SDK's own settings (AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, or a role): S3, R2, Spaces and MinIO alike. Images are kept under `uploads/`.
 */
export function bucketImageStore(options: { bucket: string; forcePathStyle: boolean; client?: S3Client; folder?: string }): ImageStore {
  const client = options.client ?? new S3Client({ forcePathStyle: options.forcePathStyle });
  const Bucket = options.bucket;
  const folder = options.folder ?? 'uploads';
  const keyOf = (name: string) => `${folder}/${path.basename(name)}`;
  return {
    where: `s3://${Bucket}/${folder}`,
    put: async (name, bytes) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(name), Body: bytes, ContentType: 'image/webp', CacheControl: folder === 'uploads' ? 'public, max-age=31536000, immutable' : 'private, no-store' }),
      );
    },
    has: async (name) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (isAbsent(error)) return false;
        throw error;
      }
    },
    read: async (name) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return { body: object.Body as Readable, length: object.ContentLength, etag: object.ETag };
      } catch (error) {
        if (isAbsent(error)) return undefined;
        throw error;
      }
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    reachable: () =>
      client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(reachableWithinMs) }).then(
        () => true,
        () => false,
      ),
  };
}

/** The public images (served at /uploads), or with `folder` another set kept beside them and never served there. */
export function imageStoreOf(config: { dataDir: string; s3: { bucket: string; forcePathStyle: boolean } | undefined }, folder = 'uploads'): ImageStore {
  return config.s3 ? bucketImageStore({ ...config.s3, folder }) : diskImageStore(path.join(config.dataDir, folder));
}
