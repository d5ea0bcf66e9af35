import { useId } from 'react';
import type { MediaImage } from '@salonya/contracts/salon-media';
import { ImageFileButtons } from '@/components/ui/image-file-buttons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useImageUpload } from '@/hooks/use-image-upload';
import { cn } from '@/lib/cn';
import { useRemoveSalonImage } from '../api/remove-salon-image';
import { useUploadSalonImage, type SalonImageKind } from '../api/upload-salon-image';
import { MEDIA_UI } from '../utils/media-files';

const TEXT: Record<SalonImageKind, { title: string; hint: string; empty: string; alt: string }> = {
  logo: {
    title: 'Logo',
    hint: 'Kare bir görsel en iyi sonucu verir (en az 512 × 512 piksel). JPG, PNG ya da WEBP, en fazla 10 MB.',
    empty: 'Logo yok',
    alt: 'Salon logosu',
  },
  cover: {
    title: 'Kapak Fotoğrafı',
    hint: 'Salon sayfanızın üstünde ve arama kartlarında görünür (yatay, en az 1600 piksel genişlik önerilir).',
    empty: 'Kapak fotoğrafı yok',
    alt: 'Salon kapak fotoğrafı',
  },
};

/** Logo or cover: the current picture, 'Yükle' / 'Değiştir' (checked here, then by the server) and 'Kaldır'. */
export function SalonImageField({
  salonId,
  kind,
  image,
}: {
  salonId: number;
  kind: SalonImageKind;
  image: MediaImage | null;
}) {
  const text = TEXT[kind];
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadSalonImage(salonId, kind);
  const remove = useRemoveSalonImage(salonId, kind);
  const { error, onFile, onRemove } = useImageUpload({
    upload,
    remove,
    messages: {
      saved: `${text.title} güncellendi.`,
      uploadFailed: MEDIA_UI.uploadFailed,
      removeFailed: MEDIA_UI.deleteFailed,
    },
  });

  return (
    <div className="space-y-3">
      <h2 className="text-sm font-semibold text-gray-900">{text.title}</h2>
      <div
        className={cn(
          'flex items-center justify-center overflow-hidden rounded-xl border border-dashed border-gray-300 bg-gray-50',
          kind === 'logo' ? 'size-32' : 'aspect-[16/7] w-full',
        )}
      >
        {image ? (
          <ResponsiveImage
            src={image.url}
            alt={text.alt}
            variants={image.variants}
            width={image.width}
            height={image.height}
            sizes={kind === 'logo' ? '128px' : '(min-width: 1024px) 640px, 100vw'}
            className="size-full object-cover"
          />
        ) : (
          <span className="px-2 text-center text-sm text-gray-500">{text.empty}</span>
        )}
      </div>
      <p id={hintId} className="text-xs text-gray-500">
        {text.hint}
      </p>
      <ImageFileButtons
        inputId={inputId}
        uploadLabel={`${text.title} Yükle`}
        changeLabel={`${text.title} Değiştir`}
        removeLabel="Kaldır"
        uploadingLabel="Yükleniyor…"
        hasImage={image !== null}
        isUploading={upload.isPending}
        isRemoving={remove.isPending}
        invalid={error !== null}
        describedBy={hintId}
        onFile={onFile}
        onRemove={onRemove}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
