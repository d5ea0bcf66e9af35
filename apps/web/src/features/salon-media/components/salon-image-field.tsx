import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { MediaImage } from '@salonya/contracts/salon-media';
import { UPLOAD_IMAGE_ACCEPT } from '@salonya/domain/catalogue/salon-media';
import { Button, buttonClasses } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { failureMessage } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useRemoveSalonImage } from '../api/remove-salon-image';
import { useUploadSalonImage, type SalonImageKind } from '../api/upload-salon-image';
import { checkImageFile, MEDIA_UI } from '../utils/media-files';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadSalonImage(salonId, kind);
  const remove = useRemoveSalonImage(salonId, kind);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const response = await upload.mutateAsync(file);
      toast.success(response.message ?? `${text.title} güncellendi.`);
    } catch (err) {
      setError(failureMessage(err, MEDIA_UI.uploadFailed));
    }
  };
  const onRemove = async () => {
    setError(null);
    try {
      const response = await remove.mutateAsync();
      toast.success(response.message);
    } catch (err) {
      setError(failureMessage(err, MEDIA_UI.deleteFailed));
    }
  };

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
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_ACCEPT}
          className="sr-only"
          aria-describedby={hintId}
          onChange={(e) => void onFile(e)}
          disabled={upload.isPending}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: 'outline', size: 'sm' }),
            'cursor-pointer',
            upload.isPending && 'opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {upload.isPending ? 'Yükleniyor…' : image ? `${text.title} Değiştir` : `${text.title} Yükle`}
        </label>
        {image && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void onRemove()}
            isLoading={remove.isPending}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Kaldır
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
