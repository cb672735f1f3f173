import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { imageLimits, imageMessages } from '../../contracts/images';
import { HttpError } from '../errors';
import { imageWidths, sniffImageKind, storeImage } from './store';

const dataUrlPattern = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;
const storedImagePattern = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** Base64 grows data by a third; anything longer than this cannot decode to an allowed image. */
const maxDataUrlLength = Math.ceil((imageLimits.maxBytes * 4) / 3) + 200;

/**
 * An admin's upload: a data URL whose bytes must really be a JPEG, PNG or WebP of at most 5 MB, whatever
 * type it claims. Answers the URL of the stored WebP copies.
 */
export async function saveUploadedImage(dataUrl: string, uploadsDir: string): Promise<string> {
  if (dataUrl.length > maxDataUrlLength) throw new HttpError(400, imageMessages.tooLarge);
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) throw new HttpError(400, imageMessages.notAnImage);
  const bytes = Buffer.from(match[3] ?? '', 'base64');
  if (bytes.length > imageLimits.maxBytes) throw new HttpError(400, imageMessages.tooLarge);
  if (!sniffImageKind(bytes)) throw new HttpError(400, imageMessages.notAnImage);
  try {
    return await storeImage(bytes, uploadsDir);
  } catch {
    throw new HttpError(400, imageMessages.unreadable);
  }
}

export function isStoredImageUrl(value: string): boolean {
  return storedImagePattern.test(value);
}

/** Removes every width of a stored image; other URLs (and files already gone) are left alone. */
export async function deleteStoredImage(url: string, uploadsDir: string): Promise<void> {
  const name = storedImagePattern.exec(url)?.[1];
  if (!name) return;
  const files = imageWidths.map((width) => (width === 1200 ? `${name}.webp` : `${name}-w${width}.webp`));
  await Promise.all(files.map((file) => unlink(path.join(uploadsDir, file)).catch(() => undefined)));
}

/** Product and event writes carry photos as data URLs (API.md): up to 50 MB a request. */
export const uploadBodyLimit = 50 * 1024 * 1024;

export function uploadsDirOf(config: { dataDir: string }): string {
  return path.join(config.dataDir, 'uploads');
}
