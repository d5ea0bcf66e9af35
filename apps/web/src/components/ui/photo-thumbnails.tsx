import type { ReactNode } from 'react';
import { ResponsiveImage, type ImageVariantSource } from './responsive-image';

export interface ThumbnailPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
  variants: readonly ImageVariantSource[];
}

/**
 * Small square pictures in a row (the photos of a review): each opens the full picture in a new tab; `actionOf`
 * adds a control under a picture (the author's 'Kaldır').
 */
export function PhotoThumbnails({
  photos,
  label,
  altOf = (index) => `Fotoğraf ${index + 1}`,
  actionOf,
}: {
  photos: readonly ThumbnailPhoto[];
  /** The list's accessible name ('Yorum fotoğrafları'). */
  label: string;
  altOf?: (index: number) => string;
  actionOf?: (photo: ThumbnailPhoto, index: number) => ReactNode;
}) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.id} className="flex flex-col items-center gap-1">
          <a
            href={photo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-lg ring-1 ring-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ResponsiveImage
              src={photo.url}
              alt={altOf(index)}
              variants={photo.variants}
              width={photo.width}
              height={photo.height}
              sizes="80px"
              className="size-20 bg-gray-100 object-cover"
            />
          </a>
          {actionOf?.(photo, index)}
        </li>
      ))}
    </ul>
  );
}
