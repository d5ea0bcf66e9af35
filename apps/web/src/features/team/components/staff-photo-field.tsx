import { useId } from 'react';
import type { StaffMember } from '@salonya/contracts/team';
import { personInitialsOf } from '@salonya/domain/format/names';
import { ImageFileButtons } from '@/components/ui/image-file-buttons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { RoundPhoto } from '@/components/ui/round-photo';
import { useImageUpload } from '@/hooks/use-image-upload';
import { useRemoveStaffPhoto, useUploadStaffPhoto } from '../api/staff-photo';
import { TEAM_PHOTO_UI } from '../utils/team';

/**
 * The member's photo on /salon/personel: the chosen file is previewed at once (object URL) under a loading veil
 * while the server makes its variants; the server's Turkish message shows next to the field on failure.
 */
export function StaffPhotoField({ salonId, member }: { salonId: number; member: StaffMember }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadStaffPhoto(salonId, member.salon_staff_id);
  const remove = useRemoveStaffPhoto(salonId, member.salon_staff_id);
  const { error, preview, onFile, onRemove } = useImageUpload({
    upload,
    remove,
    preview: true,
    messages: {
      saved: 'Personel fotoğrafı güncellendi.',
      uploadFailed: TEAM_PHOTO_UI.uploadFailed,
      removeFailed: TEAM_PHOTO_UI.deleteFailed,
    },
  });

  const photo = member.avatar;
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-wrap items-center gap-4">
      <RoundPhoto
        preview={preview}
        isUploading={upload.isPending}
        initials={personInitialsOf(member.display_name)}
        photo={
          photo ? (
            <ResponsiveImage
              src={photo.url}
              alt={`${member.display_name} fotoğrafı`}
              variants={photo.variants}
              width={photo.width}
              height={photo.height}
              sizes="96px"
              className="size-full object-cover"
            />
          ) : null
        }
      />
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id={`${inputId}-title`} className="text-sm font-semibold text-gray-900">
          Fotoğraf
        </h3>
        <p id={hintId} className="text-xs text-gray-500">
          {TEAM_PHOTO_UI.hint}
        </p>
        <ImageFileButtons
          inputId={inputId}
          uploadLabel="Fotoğraf Yükle"
          changeLabel="Fotoğrafı Değiştir"
          removeLabel="Fotoğrafı Kaldır"
          hasImage={photo !== null}
          isUploading={upload.isPending}
          isRemoving={remove.isPending}
          invalid={error !== null}
          describedBy={error ? `${hintId} ${errorId}` : hintId}
          onFile={onFile}
          onRemove={onRemove}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
