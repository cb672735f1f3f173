import { describe, expect, it } from 'vitest';
import { productImageSrcSet } from './ProductImage';

describe('productImageSrcSet', () => {
  it('lists the smaller copies the server stores beside an upload', () => {
    expect(productImageSrcSet('/uploads/0a1b2c.webp')).toBe('/uploads/0a1b2c-w400.webp 400w, /uploads/0a1b2c-w800.webp 800w, /uploads/0a1b2c.webp 1200w');
  });

  it('leaves any other picture as it is', () => {
    expect(productImageSrcSet('data:image/webp;base64,AAAA')).toBeUndefined();
    expect(productImageSrcSet('/uploads/0a1b2c-w400.webp')).toBeUndefined();
    expect(productImageSrcSet('https://example.com/a.webp')).toBeUndefined();
  });
});
