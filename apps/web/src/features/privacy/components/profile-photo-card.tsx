import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { UPLOAD_IMAGE_ACCEPT } from '@salonya/domain/catalogue/salon-media';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { checkImageFile } from '@/lib/image-files';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { AVATAR_FAILED, useAccountAvatar } from '../api/avatar';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase('tr-TR'))
    .join('');
}

/** The account's profile photo (issue 19 item 5): JPEG, PNG, WebP or HEIC through the upload pipeline. */
export function ProfilePhotoCard() {
  const { user } = useSession();
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { upload, remove } = useAccountAvatar();

  useEffect(() => {
    if (preview === null) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  if (user === null) return null;

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
      const answer = await upload.mutateAsync(file);
      toast.success(answer.message);
    } catch (err) {
      setError(failureMessage(err, AVATAR_FAILED));
    } finally {
      setPreview(null);
    }
  };
  const onRemove = async () => {
    setError(null);
    try {
      const answer = await remove.mutateAsync();
      toast.success(answer.message);
    } catch (err) {
      setError(failureMessage(err, AVATAR_FAILED));
    }
  };

  const shown = preview ?? user.avatar_url;
  return (
    <Card>
      <CardHeader title="Profil Fotoğrafı" description="Salonlar randevularınızda bu fotoğrafı görür." />
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-800">
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'Seçilen fotoğrafın önizlemesi' : 'Profil fotoğrafınız'}
              width={96}
              height={96}
              className="size-full object-cover"
            />
          ) : (
            <span aria-hidden="true">{initialsOf(user.name)}</span>
          )}
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center bg-white/75">
              <Spinner size="sm" label="Fotoğraf yükleniyor…" />
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_IMAGE_ACCEPT}
            className="sr-only"
            aria-invalid={error ? true : undefined}
            onChange={(e) => void onFile(e)}
            disabled={upload.isPending}
          />
          <label
            htmlFor={inputId}
            className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'cursor-pointer')}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {user.avatar_url ? 'Fotoğrafı Değiştir' : 'Fotoğraf Yükle'}
          </label>
          {user.avatar_url && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => void onRemove()}
              isLoading={remove.isPending}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Fotoğrafı Kaldır
            </Button>
          )}
        </div>
        {error && (
          <p role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Card>
  );
}
