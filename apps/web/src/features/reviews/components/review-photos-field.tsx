import { useId, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import type { ReviewPhoto } from '@salonya/contracts/reviews';
import { UPLOAD_IMAGE_ACCEPT } from '@salonya/domain/catalogue/salon-media';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX } from '@salonya/domain/reviews/rules';
import { Button, buttonClasses } from '@/components/ui/button';
import { PhotoThumbnails } from '@/components/ui/photo-thumbnails';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@salonya/domain/format/number';
import { checkImageFile } from '@/lib/image-files';

/** The files that may be added next to `saved` photos, and the Turkish reasons for the others. */
export function checkReviewPhotos(chosen: readonly File[], saved: number): { ok: File[]; errors: string[] } {
  const ok: File[] = [];
  const errors: string[] = [];
  for (const file of chosen) {
    const problem = checkImageFile(file);
    if (problem) errors.push(`${file.name}: ${problem}`);
    else ok.push(file);
  }
  if (saved + ok.length > REVIEW_PHOTOS_MAX) {
    errors.push(REVIEW_MESSAGES.photosFull);
    ok.length = Math.max(0, REVIEW_PHOTOS_MAX - saved);
  }
  return { ok, errors };
}

/**
 * The optional photos of a review (ADR 0051): the saved ones with 'Kaldır' (removed at once), the chosen files
 * waiting to be sent with the review, and the field's error (the client's checks or the server's 422).
 */
export function ReviewPhotosField({
  saved,
  files,
  onFilesChange,
  onRemoveSaved,
  removingId,
  error,
  onError,
}: {
  saved: readonly ReviewPhoto[];
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  onRemoveSaved: (photo: ReviewPhoto) => void;
  removingId: number | null;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const room = REVIEW_PHOTOS_MAX - saved.length - files.length;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const { ok, errors } = checkReviewPhotos(chosen, saved.length + files.length);
    onError(errors.length > 0 ? errors.join(' ') : undefined);
    if (ok.length > 0) onFilesChange([...files, ...ok]);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">Fotoğraflar (isteğe bağlı)</legend>
      <p id={hintId} className="text-xs text-gray-600">
        {`En fazla ${REVIEW_PHOTOS_MAX} fotoğraf (JPG, PNG ya da WEBP, her biri en fazla 10 MB). Yüzü görünen başka kişilerin fotoğrafını paylaşmayın.`}
      </p>
      <PhotoThumbnails
        photos={saved}
        label="Yorumunuzdaki fotoğraflar"
        altOf={(index) => `Yorumunuzun ${index + 1}. fotoğrafı`}
        actionOf={(photo, index) => (
          <Button
            variant="ghost"
            size="sm"
            isLoading={removingId === photo.id}
            onClick={() => {
              const found = saved.find((p) => p.id === photo.id);
              if (found) onRemoveSaved(found);
            }}
            aria-label={`${index + 1}. fotoğrafı kaldır`}
          >
            Kaldır
          </Button>
        )}
      />
      {files.length > 0 && (
        <ul aria-label="Eklenecek fotoğraflar" className="space-y-1">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-lg bg-gray-50 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate">{`${file.name} · ${formatFileSize(file.size)}`}</span>
              <button
                type="button"
                onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
                aria-label={`${file.name} dosyasını çıkar`}
                className="rounded p-1 text-gray-600 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_ACCEPT}
          multiple
          className="peer sr-only"
          onChange={onChange}
          disabled={room <= 0}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: 'outline', size: 'sm' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            room <= 0 && 'pointer-events-none opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Fotoğraf Ekle
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
