import { useId, useState, type ChangeEvent } from 'react';
import { ImagePlus, Images } from 'lucide-react';
import type { GalleryPhoto } from '@salonya/contracts/salon-media';
import {
  GALLERY_MAX_PHOTOS,
  MEDIA_MESSAGES,
  UPLOAD_IMAGE_ACCEPT,
} from '@salonya/domain/catalogue/salon-media';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DragHandle } from '@/components/ui/drag-handle';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDragReorder } from '@/hooks/use-drag-reorder';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChooseCoverPhoto } from '../api/choose-cover-photo';
import { useDeleteGalleryPhoto } from '../api/delete-gallery-photo';
import { useSalonGallery } from '../api/get-salon-gallery';
import { useReorderGallery } from '../api/reorder-gallery';
import { useUpdateGalleryPhoto } from '../api/update-gallery-photo';
import { useUploadGalleryPhotos } from '../api/upload-gallery-photos';
import { MEDIA_UI, splitImageFiles } from '../utils/media-files';
import { GalleryPhotoCard } from './gallery-photo-card';
import { OwnerSalonGate } from './owner-salon-gate';

/** The new order after moving one photo a place up (-1) or down (+1). */
export function movedOrder(photos: readonly GalleryPhoto[], index: number, delta: -1 | 1): number[] {
  const ids = photos.map((p) => p.id);
  const target = index + delta;
  if (target < 0 || target >= ids.length) return ids;
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}

function UploadButton({
  onFiles,
  busy,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  busy: boolean;
  disabled: boolean;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <>
      <input
        id={id}
        type="file"
        accept={UPLOAD_IMAGE_ACCEPT}
        multiple
        className="sr-only"
        onChange={onChange}
        disabled={busy || disabled}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonClasses({ variant: 'primary' }),
          'cursor-pointer',
          (busy || disabled) && 'pointer-events-none opacity-60',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {busy ? 'Yükleniyor…' : 'Fotoğraf Yükle'}
      </label>
    </>
  );
}

function GalleryOf({ salonId }: { salonId: number }) {
  const query = useSalonGallery(salonId);
  const upload = useUploadGalleryPhotos(salonId);
  const caption = useUpdateGalleryPhoto(salonId);
  const reorder = useReorderGallery(salonId);
  const cover = useChooseCoverPhoto(salonId);
  const remove = useDeleteGalleryPhoto(salonId);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<GalleryPhoto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const saved = query.data ?? [];
  const room = GALLERY_MAX_PHOTOS - saved.length;
  const busy = reorder.isPending || cover.isPending || remove.isPending;
  // Drag (mouse or touch) or arrow keys on a photo's grip; the grid moves at once and goes back if saving fails.
  const drag = useDragReorder({
    ids: saved.map((p) => p.id),
    disabled: busy,
    onReorder: (ids) => void run(() => reorder.mutateAsync(ids), MEDIA_UI.saveFailed),
  });
  const byId = new Map(saved.map((p) => [p.id, p]));
  const photos = drag.order.flatMap((id) => {
    const p = byId.get(id);
    return p ? [p] : [];
  });

  const onFiles = async (files: File[]) => {
    const { ok, errors } = splitImageFiles(files, room);
    setProblems(errors);
    if (ok.length === 0) return;
    try {
      const response = await upload.mutateAsync(ok);
      toast.success(response.message ?? MEDIA_MESSAGES.uploaded);
    } catch (error) {
      setProblems([...errors, failureMessage(error, MEDIA_UI.uploadFailed)]);
    }
  };
  const run = async (action: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const response = await action();
      if (response.message) toast.success(response.message);
    } catch (error) {
      toast.error(failureMessage(error, fallback));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      const response = await remove.mutateAsync(deleting.id);
      toast.success(response.message);
      setDeleting(null);
    } catch (error) {
      setDeleteError(failureMessage(error, MEDIA_UI.deleteFailed));
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600" aria-live="polite">
          {query.data ? `${photos.length} / ${GALLERY_MAX_PHOTOS} fotoğraf` : ''}
        </p>
        <UploadButton
          onFiles={(f) => void onFiles(f)}
          busy={upload.isPending}
          disabled={!query.data || room <= 0}
        />
      </div>
      <p className="text-xs text-gray-500">
        JPG, PNG ya da WEBP, her biri en fazla 10 MB; bir seferde en fazla 10 fotoğraf. Konum ve kamera
        bilgileri silinir, fotoğraflar her ekrana uygun boyutlarda saklanır. Sıralamak için fotoğrafı
        tutamağından sürükleyin ya da tutamağa gelip ok tuşlarını kullanın.
      </p>
      {problems.length > 0 && (
        <Alert variant="error" title="Bazı fotoğraflar yüklenemedi">
          <ul className="list-disc space-y-0.5 pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      {query.isPending && <LoadingState label="Fotoğraflar yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={MEDIA_UI.loadFailed}
          message={failureMessage(query.error, MEDIA_UI.loadFailed)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data && photos.length === 0 && (
        <EmptyState
          icon={<Images className="size-10" />}
          title="Henüz fotoğraf eklemediniz"
          description="Salonunuzun içinden, işlerinizden ve ekibinizden fotoğraflar ekleyin; ilk fotoğraf salon sayfanızda en önde görünür."
        />
      )}
      {photos.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => (
            <GalleryPhotoCard
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              busy={busy}
              itemRef={drag.itemRef(photo.id)}
              dragging={drag.draggingId === photo.id}
              handle={
                photos.length > 1 ? (
                  <DragHandle
                    label={`Fotoğraf ${index + 1}: sürükleyerek taşı`}
                    disabled={busy}
                    {...drag.handleProps(photo.id)}
                  />
                ) : null
              }
              onCaption={(text) =>
                run(() => caption.mutateAsync({ photoId: photo.id, caption: text }), MEDIA_UI.saveFailed)
              }
              onMove={(delta) =>
                void run(() => reorder.mutateAsync(movedOrder(photos, index, delta)), MEDIA_UI.saveFailed)
              }
              onCover={() => void run(() => cover.mutateAsync(photo.id), MEDIA_UI.saveFailed)}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(photo);
              }}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Fotoğrafı sil"
        size="sm"
        description={
          deleting?.is_cover
            ? 'Bu fotoğraf kapak fotoğrafınız; silerseniz salonunuzun kapağı da kaldırılır. Bu işlem geri alınamaz.'
            : 'Fotoğraf galeriden ve salon sayfanızdan kaldırılır. Bu işlem geri alınamaz.'
        }
      >
        <div className="space-y-4">
          {deleteError && (
            <p role="alert" className="text-sm text-red-700">
              {deleteError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Vazgeç
            </Button>
            <Button variant="danger" isLoading={remove.isPending} onClick={() => void confirmDelete()}>
              Sil
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

/** /salon/galeri: the selected salon's photos — upload (several at once), caption, order, cover, delete. */
export function GalleryPage() {
  return (
    <section aria-labelledby="gallery-title" className="space-y-5">
      <div>
        <h1 id="gallery-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Galeri
        </h1>
        <p className="text-sm text-gray-600">
          Fotoğraflarınız salon sayfanızda bu sırayla görünür; birini kapak fotoğrafı olarak seçebilirsiniz.
        </p>
      </div>
      <OwnerSalonGate>{(salon) => <GalleryOf key={salon.id} salonId={salon.id} />}</OwnerSalonGate>
    </section>
  );
}
