import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { StaffMember } from '@salonya/contracts/team';
import { UPLOAD_IMAGE_ACCEPT } from '@salonya/domain/catalogue/salon-media';
import { Button, buttonClasses } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { checkImageFile } from '@/lib/image-files';
import { toast } from '@/lib/toast';
import { useRemoveStaffPhoto, useUploadStaffPhoto } from '../api/staff-photo';
import { TEAM_PHOTO_UI, initialsOf } from '../utils/team';

/**
 * The member's photo on /salon/personel: the chosen file is previewed at once (object URL) under a loading veil
 * while the server makes its variants; the server's Turkish message shows next to the field on failure.
 */
export function StaffPhotoField({ salonId, member }: { salonId: number; member: StaffMember }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadStaffPhoto(salonId, member.salon_staff_id);
  const remove = useRemoveStaffPhoto(salonId, member.salon_staff_id);

  useEffect(() => {
    if (preview === null) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

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
    setPreview(URL.createObjectURL(file));
    try {
      const response = await upload.mutateAsync(file);
      toast.success(response.message ?? 'Personel fotoğrafı güncellendi.');
    } catch (err) {
      setError(failureMessage(err, TEAM_PHOTO_UI.uploadFailed));
    } finally {
      setPreview(null);
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      const response = await remove.mutateAsync();
      toast.success(response.message);
    } catch (err) {
      setError(failureMessage(err, TEAM_PHOTO_UI.deleteFailed));
    }
  };

  const photo = member.avatar;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-wrap items-center gap-4">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100">
        {preview !== null ? (
          <img src={preview} alt="Seçilen fotoğrafın önizlemesi" className="size-full object-cover" />
        ) : photo ? (
          <ResponsiveImage
            src={photo.url}
            alt={`${member.display_name} fotoğrafı`}
            variants={photo.variants}
            width={photo.width}
            height={photo.height}
            sizes="96px"
            className="size-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-full items-center justify-center text-xl font-semibold text-brand-800"
          >
            {initialsOf(member.display_name)}
          </span>
        )}
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center bg-white/75">
            <Spinner size="sm" label="Fotoğraf yükleniyor…" />
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold text-gray-900">
          Fotoğraf
        </h3>
        <p id={hintId} className="text-xs text-gray-500">
          {TEAM_PHOTO_UI.hint}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_IMAGE_ACCEPT}
            className="sr-only"
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
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
            {photo ? 'Fotoğrafı Değiştir' : 'Fotoğraf Yükle'}
          </label>
          {photo && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => void onRemove()}
              isLoading={remove.isPending}
              disabled={upload.isPending}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Fotoğrafı Kaldır
            </Button>
          )}
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
