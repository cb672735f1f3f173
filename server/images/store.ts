import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

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

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Re-encodes an image to WebP (metadata dropped) at each width and stores the files under content-hashed
 * names, so a URL never changes meaning and can be cached forever. Returns the URL of the largest copy;
 * `{name}-w{width}.webp` beside it are the smaller ones.
 */
export async function storeImage(bytes: Buffer, uploadsDir: string): Promise<string> {
  const name = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const largest = path.join(uploadsDir, `${name}.webp`);
  if (await exists(largest)) return `/uploads/${name}.webp`;
  await mkdir(uploadsDir, { recursive: true });
  const source = sharp(bytes, { failOn: 'error' }).rotate();
  const copies = await Promise.all(
    imageWidths.map((width) => source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()),
  );
  // The largest copy is written last: its presence is what marks the set as complete.
  for (const [index, width] of imageWidths.entries()) {
    const file = width === 1200 ? largest : path.join(uploadsDir, `${name}-w${width}.webp`);
    await writeFile(file, copies[index] as Buffer);
  }
  return `/uploads/${name}.webp`;
}
