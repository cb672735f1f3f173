import sharp from 'sharp';

/** A real photo-sized image as the admin's browser would send it: a data URL. */
export async function imageDataUrl(colour = '#0f1f3d', format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<string> {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}
