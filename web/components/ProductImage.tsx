import type { ComponentPropsWithRef } from 'react';

/** The server stores each upload as '/uploads/{hash}.webp' (up to 1200 px wide) beside '-w400' and '-w800' copies. */
const uploadPattern = /^(\/uploads\/[0-9a-f]+)\.webp$/;

/** The srcset of an uploaded picture; undefined for any other URL, which then loads as it is. */
export function productImageSrcSet(url: string): string | undefined {
  const stem = uploadPattern.exec(url)?.[1];
  if (!stem) return undefined;
  return `${stem}-w400.webp 400w, ${stem}-w800.webp 800w, ${url} 1200w`;
}

type ProductImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  src: string;
  /** The pixels the layout gives it at most; product pictures are square. */
  side: number;
  /** How wide the layout shows it at each screen size, e.g. '(min-width: 1024px) 280px, 50vw'. */
  sizes: string;
};

/** A square product picture that downloads only the copy the screen needs. */
export function ProductImage({ src, side, alt = '', loading = 'lazy', ...props }: ProductImageProps) {
  return <img src={src} srcSet={productImageSrcSet(src)} width={side} height={side} alt={alt} loading={loading} decoding="async" {...props} />;
}
