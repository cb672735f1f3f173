import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { diskImageStore } from './storage';
import { sniffImageKind, storeImage } from './store';

const photo = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#f5a524' } })
    .withMetadata({ exif: { IFD0: { Artist: 'someone' } } })
    .toFormat(format)
    .toBuffer();

describe('storing an uploaded image', () => {
  it('judges the type by the bytes', async () => {
    expect(sniffImageKind(await photo('png'))).toBe('png');
    expect(sniffImageKind(await photo('jpeg'))).toBe('jpeg');
    expect(sniffImageKind(await photo('webp'))).toBe('webp');
    expect(sniffImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageKind(Buffer.from('hello, this is text renamed to .png'))).toBeUndefined();
  });

  it('keeps WebP copies at each width under one content-hashed name, without metadata', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
    const url = await storeImage(await photo('jpeg'), diskImageStore(uploads));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const name = path.basename(url, '.webp');
    expect(readdirSync(uploads).sort()).toEqual([`${name}-w400.webp`, `${name}-w800.webp`, `${name}.webp`].sort());

    const largest = await sharp(path.join(uploads, `${name}.webp`)).metadata();
    expect(largest.format).toBe('webp');
    expect(largest.width).toBe(1200);
    expect(largest.exif).toBeUndefined();
    expect((await sharp(path.join(uploads, `${name}-w400.webp`)).metadata()).width).toBe(400);

    expect(await storeImage(await photo('jpeg'), diskImageStore(uploads))).toBe(url);
    expect(readdirSync(uploads)).toHaveLength(3);
  });

  it('refuses bytes that are not an image', async () => {
    const uploads = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
    await expect(storeImage(Buffer.from('not an image at all'), diskImageStore(uploads))).rejects.toThrow();
    expect(readdirSync(uploads)).toHaveLength(0);
  });
});
