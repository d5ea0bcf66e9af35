import { useId } from 'react';
import { personInitialsOf } from '@salonya/domain/format/names';
import { Card, CardHeader } from '@/components/ui/card';
import { ImageFileButtons } from '@/components/ui/image-file-buttons';
import { RoundPhoto } from '@/components/ui/round-photo';
import { useImageUpload } from '@/hooks/use-image-upload';
import { useSession } from '@/lib/session';
import { AVATAR_FAILED, useAccountAvatar } from '../api/avatar';

/** The account's profile photo (issue 19 item 5): JPEG, PNG, WebP or HEIC through the upload pipeline. */
export function ProfilePhotoCard() {
  const { user } = useSession();
  const inputId = useId();
  const { upload, remove } = useAccountAvatar();
  const { error, preview, onFile, onRemove } = useImageUpload({
    upload,
    remove,
    preview: true,
    messages: {
      saved: 'Profil fotoğrafı güncellendi.',
      uploadFailed: AVATAR_FAILED,
      removeFailed: AVATAR_FAILED,
    },
  });

  if (user === null) return null;

  return (
    <Card>
      <CardHeader title="Profil Fotoğrafı" description="Salonlar randevularınızda bu fotoğrafı görür." />
      <div className="flex flex-wrap items-center gap-4">
        <RoundPhoto
          preview={preview}
          isUploading={upload.isPending}
          initials={personInitialsOf(user.name)}
          photo={
            user.avatar_url ? (
              <img
                src={user.avatar_url}
                alt="Profil fotoğrafınız"
                width={96}
                height={96}
                className="size-full object-cover"
              />
            ) : null
          }
        />
        <ImageFileButtons
          inputId={inputId}
          uploadLabel="Fotoğraf Yükle"
          changeLabel="Fotoğrafı Değiştir"
          removeLabel="Fotoğrafı Kaldır"
          hasImage={Boolean(user.avatar_url)}
          isUploading={upload.isPending}
          isRemoving={remove.isPending}
          invalid={error !== null}
          onFile={onFile}
          onRemove={onRemove}
        />
        {error && (
          <p role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
