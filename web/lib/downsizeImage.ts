import { imageLimits, imageMessages } from '../../contracts/images';

/** The photo types the server accepts (API.md), as a file input's `accept`. */
export const acceptedImageTypes = 'image/jpeg,image/png,image/webp';

const encodeQuality = 0.85;

/** The size that fits a picture within `longestSide`, keeping its shape; never enlarges. */
export function fitWithin(width: number, height: number, longestSide: number): { width: number; height: number } {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

function encode(canvas: HTMLCanvasElement): string {
  const webp = canvas.toDataURL('image/webp', encodeQuality);
  // A browser that cannot write WebP answers PNG instead; JPEG is far smaller for a photo.
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', encodeQuality);
}

/**
 * A phone photo made small enough for a slow connection before it is sent: longest side at most
 * 2000 px, re-encoded as WebP (or JPEG), answered as a data URL. Throws with the text to show.
 */
export async function downsizeImage(file: File): Promise<string> {
  if (!acceptedImageTypes.split(',').includes(file.type)) throw new Error(imageMessages.notAnImage);
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error(imageMessages.unreadable);
  });
  const size = fitWithin(bitmap.width, bitmap.height, imageLimits.browserLongestSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(imageMessages.unreadable);
  // JPEG has no transparency: a transparent PNG goes on white rather than black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const dataUrl = encode(canvas);
  if (dataUrlBytes(dataUrl) > imageLimits.maxBytes) throw new Error(imageMessages.tooLarge);
  return dataUrl;
}
