import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageStore } from './storage';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The layout shows images at most 1200 px wide; smaller copies feed `srcset` on phones. */
export const imageWidths = [400, 800, 1200] as const;

/** Judges the type by the bytes themselves, never by a name or a declared type. */
export function sniffImageKind(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** An image re-encoded and named, ready to store: the URL of its largest copy and the file of each width. */
export type EncodedImage = { url: string; files: { name: string; bytes: Buffer }[] };

export const imageFileNames = (hash: string) => imageWidths.map((width) => (width === 1200 ? `${hash}.webp` : `${hash}-w${width}.webp`));

/**
 * Re-encodes an image to WebP (metadata dropped) at each width under content-hashed names, so a URL never
 * changes meaning and can be cached forever. The URL is of the largest copy; `{name}-w{width}.webp` beside
 * it are the smaller ones. The largest comes last: its presence marks the set as complete.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const source = sharp(bytes, { failOn: 'error' }).rotate();
  const copies = await Promise.all(imageWidths.map((width) => source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()));
  const names = imageFileNames(hash);
  return { url: `/uploads/${hash}.webp`, files: names.map((name, index) => ({ name, bytes: copies[index] as Buffer })) };
}

/** Stores each width of an encoded image, the largest last. */
export async function putImage(image: EncodedImage, store: ImageStore): Promise<void> {
  for (const file of image.files) await store.put(file.name, file.bytes);
}

/** Encodes and stores an image outside any product (the demo shop, benchmarks); answers its URL. */
export async function storeImage(bytes: Buffer, store: ImageStore): Promise<string> {
  const image = await encodeImage(bytes);
  if (!(await store.has(path.basename(image.url)))) await putImage(image, store);
  return image.url;
}
