import { useState, type FormEvent, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import { GALLERY_CAPTION_MAX } from '@salonya/domain/catalogue/salon-media';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TextField } from '@/components/ui/text-field';

export interface GalleryPhotoCardProps {
  photo: GalleryPhoto;
  index: number;
  count: number;
  busy: boolean;
  onCaption: (caption: string) => Promise<void>;
  onMove: (delta: -1 | 1) => void;
  onCover: () => void;
  onDelete: () => void;
  /** Drag and drop (useDragReorder): where the card is, whether it is lifted, and its grip. */
  itemRef?: (element: HTMLElement | null) => void;
  dragging?: boolean;
  handle?: ReactNode;
}

/** One photo of the owner's gallery: the picture, its caption, order buttons, 'Kapak Yap' and 'Sil'. */
export function GalleryPhotoCard({
  photo,
  index,
  count,
  busy,
  onCaption,
  onMove,
  onCover,
  onDelete,
  itemRef,
  dragging = false,
  handle = null,
}: GalleryPhotoCardProps) {
  const [caption, setCaption] = useState(photo.caption ?? '');
  const [saving, setSaving] = useState(false);
  const label = `Fotoğraf ${index + 1}`;
  const changed = caption.trim() !== (photo.caption ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onCaption(caption.trim());
    } finally {
      setSaving(false);
    }
  };

  return (
    <li
      ref={itemRef}
      className={`overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm ${dragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
      aria-label={label}
    >
      <div className="relative aspect-[4/3] bg-gray-100">
        {handle !== null && (
          <span className="absolute top-2 right-2 z-10 rounded-lg bg-white/90 shadow-sm">{handle}</span>
        )}
        <ResponsiveImage
          src={photo.image.url}
          alt={photo.caption ?? label}
          variants={photo.image.variants}
          width={photo.image.width || undefined}
          height={photo.image.height || undefined}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          loading={index < 3 ? 'eager' : 'lazy'}
          className="size-full object-cover"
        />
        {photo.is_cover && (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
            <Star aria-hidden="true" className="size-3 fill-white" />
            Kapak
          </span>
        )}
      </div>
      <div className="space-y-3 p-3">
        <form onSubmit={(e) => void save(e)} className="flex items-end gap-2">
          <TextField
            label={`${label} açıklaması`}
            value={caption}
            maxLength={GALLERY_CAPTION_MAX}
            onChange={(e) => setCaption(e.target.value)}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline" size="md" disabled={!changed} isLoading={saving}>
            Kaydet
          </Button>
        </form>
        <div className="flex flex-wrap items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${label}: öne al`}
            disabled={busy || index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`${label}: geriye al`}
            disabled={busy || index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy || photo.is_cover}
            onClick={onCover}
            aria-label={`${label}: ${photo.is_cover ? 'Kapak' : 'Kapak Yap'}`}
          >
            <Star aria-hidden="true" className="size-4" />
            {photo.is_cover ? 'Kapak' : 'Kapak Yap'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700 hover:bg-red-50"
            disabled={busy}
            onClick={onDelete}
            aria-label={`${label}: sil`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Sil
          </Button>
        </div>
      </div>
    </li>
  );
}
