import { imageLimits, imageMessages } from '../../contracts/images';
import { HttpError } from '../errors';
import { encodeImage, sniffImageKind, type EncodedImage } from './store';

const dataUrlPattern = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;
const storedImagePattern = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** Base64 grows data by a third; anything longer than this cannot decode to an allowed image. */
const maxDataUrlLength = Math.ceil((imageLimits.maxBytes * 4) / 3) + 200;

/**
 * An admin's upload: a data URL whose bytes must really be a JPEG, PNG or WebP of at most 5 MB, whatever
 * type it claims, re-encoded and ready to store (server/images/references.ts stores it with the row that uses it).
 */
export async function prepareUploadedImage(dataUrl: string): Promise<EncodedImage> {
  if (dataUrl.length > maxDataUrlLength) throw new HttpError(400, imageMessages.tooLarge);
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) throw new HttpError(400, imageMessages.notAnImage);
  const bytes = Buffer.from(match[3] ?? '', 'base64');
  if (bytes.length > imageLimits.maxBytes) throw new HttpError(400, imageMessages.tooLarge);
  if (!sniffImageKind(bytes)) throw new HttpError(400, imageMessages.notAnImage);
  try {
    return await encodeImage(bytes);
  } catch {
    throw new HttpError(400, imageMessages.unreadable);
  }
}

export function isStoredImageUrl(value: string): boolean {
  return storedImagePattern.test(value);
}

/** The content hash that names a stored image's files, from its URL. */
export function storedImageHash(url: string): string | undefined {
  return storedImagePattern.exec(url)?.[1];
}

/** Product and event writes carry photos as data URLs (API.md): up to 50 MB a request. */
export const uploadBodyLimit = 50 * 1024 * 1024;
