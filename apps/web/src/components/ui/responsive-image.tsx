import type { ImgHTMLAttributes } from 'react';

/** One encoded size of an uploaded picture (packages/contracts salon-media `imageVariantSchema`). */
export interface ImageVariantSource {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  url: string;
}

/** '…-320.webp 320w, …-640.webp 640w' of one format, narrowest first. */
export function srcSetOf(
  variants: readonly ImageVariantSource[],
  format: ImageVariantSource['format'],
): string {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** Used alone when there are no variants (seeded pictures), and as the fallback `src`. */
  src: string;
  alt: string;
  variants?: readonly ImageVariantSource[] | undefined;
  /** Intrinsic size, so the layout does not jump while the picture loads. */
  width?: number | null | undefined;
  height?: number | null | undefined;
  /** The `sizes` attribute: how wide the picture is shown ('(min-width: 1024px) 25vw, 50vw'). */
  sizes?: string;
}

/**
 * An uploaded picture as `<picture>`: AVIF first, WebP as the `<img>` srcset, the width and height attributes of
 * the stored size. Lazy by default (pass loading="eager" above the fold).
 */
export function ResponsiveImage({
  src,
  alt,
  variants = [],
  width,
  height,
  sizes = '100vw',
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ResponsiveImageProps) {
  const avif = srcSetOf(variants, 'avif');
  const webp = srcSetOf(variants, 'webp');
  const size = width && height ? { width, height } : {};
  return (
    <picture className="contents">
      {avif !== '' && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img
        src={src}
        alt={alt}
        {...(webp !== '' ? { srcSet: webp, sizes } : {})}
        {...size}
        loading={loading}
        decoding={decoding}
        {...props}
      />
    </picture>
  );
}
