import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/states';
import type { GalleryImage } from '../types';

function altOf(image: GalleryImage, index: number, salonName: string): string {
  return image.caption !== null && image.caption.trim() !== ''
    ? image.caption
    : `${salonName} fotoğrafı ${index + 1}`;
}

const navButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 ' +
  'focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40';

/** The photo viewer: arrows (buttons and keys) step through the photos, Escape closes. */
export function GalleryLightbox({
  images,
  index,
  salonName,
  onIndexChange,
  onClose,
}: {
  images: readonly GalleryImage[];
  index: number | null;
  salonName: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (delta: number) => {
    if (index !== null) onIndexChange((index + delta + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <Dialog
      open={image !== undefined && index !== null}
      onClose={onClose}
      title={`${salonName} fotoğrafları`}
      hideTitle
      size="xl"
      tone="dark"
      onKeyDown={onKeyDown}
    >
      {image !== undefined && index !== null && (
        <figure className="space-y-3">
          <div className="flex items-center justify-center gap-2">
            {count > 1 && (
              <button
                type="button"
                className={navButton}
                onClick={() => step(-1)}
                aria-label="Önceki fotoğraf"
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
            )}
            <img
              src={image.image_url}
              alt={altOf(image, index, salonName)}
              className="max-h-[70dvh] min-w-0 flex-1 rounded-lg object-contain"
            />
            {count > 1 && (
              <button
                type="button"
                className={navButton}
                onClick={() => step(1)}
                aria-label="Sonraki fotoğraf"
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            )}
          </div>
          <figcaption className="flex justify-between gap-4 text-sm text-gray-300">
            <span>{image.caption}</span>
            <span aria-live="polite" className="shrink-0 tabular-nums">{`${index + 1} / ${count}`}</span>
          </figcaption>
        </figure>
      )}
    </Dialog>
  );
}

/** The salon's photos as a grid; a photo opens the viewer. */
export function SalonGallery({ images, salonName }: { images: readonly GalleryImage[]; salonName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) {
    return <EmptyState icon={<ImageOff className="size-10" />} title="Bu salon henüz fotoğraf eklemedi" />;
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="group block aspect-square w-full overflow-hidden rounded-lg bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={image.image_url}
                alt={altOf(image, index, salonName)}
                loading="lazy"
                className="size-full object-cover transition-transform group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <GalleryLightbox
        images={images}
        index={open}
        salonName={salonName}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
