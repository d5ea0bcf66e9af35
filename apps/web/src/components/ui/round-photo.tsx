import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A person's photo in a 96 px circle: the chosen file's preview while it uploads (under a loading veil), else the
 * current photo, else the initials.
 */
export function RoundPhoto({
  preview,
  photo,
  initials,
  isUploading,
}: {
  preview: string | null;
  photo: ReactNode | null;
  initials: string;
  isUploading: boolean;
}) {
  return (
    <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100">
      {preview !== null ? (
        <img
          src={preview}
          alt="Seçilen fotoğrafın önizlemesi"
          width={96}
          height={96}
          className="size-full object-cover"
        />
      ) : (
        (photo ?? (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center text-2xl font-semibold text-brand-800"
          >
            {initials}
          </span>
        ))
      )}
      {isUploading && (
        <span className="absolute inset-0 flex items-center justify-center bg-white/75">
          <Spinner size="sm" label="Fotoğraf yükleniyor…" />
        </span>
      )}
    </div>
  );
}
