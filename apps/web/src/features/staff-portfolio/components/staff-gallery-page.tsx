import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { StaffGalleryPhoto } from '@salonya/contracts/staff-area';
import { UPLOAD_IMAGE_ACCEPT } from '@salonya/domain/catalogue/salon-media';
import {
  STAFF_GALLERY_LIMITS,
  STAFF_GALLERY_MESSAGES,
  STAFF_GALLERY_STATUS_LABELS,
  type StaffGalleryStatus,
} from '@salonya/domain/staff/gallery';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { FileField } from '@/components/ui/file-field';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SelectField } from '@/components/ui/select-field';
import { LoadingState } from '@/components/ui/spinner';
import { StatusBadge, type BadgeTone } from '@/components/ui/status-badge';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage, useFormFailure } from '@/lib/form-errors';
import { checkImageFile } from '@/lib/image-files';
import { toast } from '@/lib/toast';
import { STAFF_GALLERY_DELETE_FAILED, useDeleteStaffGalleryPhoto } from '../api/delete-staff-gallery-photo';
import { STAFF_GALLERY_LOAD_FAILED, useStaffGallery } from '../api/get-staff-gallery';
import { useOwnServices } from '../api/get-own-services';
import { STAFF_GALLERY_UPLOAD_FAILED, useUploadStaffGalleryPhoto } from '../api/upload-staff-gallery-photo';

const TONES: Record<StaffGalleryStatus, BadgeTone> = { pending: 'amber', approved: 'green', rejected: 'red' };
const FILE_REQUIRED = 'Yüklemek için bir fotoğraf seçin';

interface UploadForm {
  caption: string;
  service_id: string;
}

function UploadCard() {
  const upload = useUploadStaffGalleryPhoto();
  const services = useOwnServices();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<UploadForm>({ defaultValues: { caption: '', service_id: '' } });
  const { failure, clear, show } = useFormFailure<UploadForm>({
    fields: ['caption', 'service_id'],
    setError,
    fallbackMessage: STAFF_GALLERY_UPLOAD_FAILED,
  });

  const onSubmit = handleSubmit(async (data) => {
    clear();
    if (file === null) {
      setFileError(FILE_REQUIRED);
      return;
    }
    if (data.caption.trim().length > STAFF_GALLERY_LIMITS.caption) {
      setError('caption', { message: STAFF_GALLERY_MESSAGES.captionTooLong }, { shouldFocus: true });
      return;
    }
    try {
      const response = await upload.mutateAsync({
        file,
        caption: data.caption.trim(),
        serviceId: data.service_id === '' ? null : Number(data.service_id),
      });
      toast.success(response.message?.trim() ? response.message : STAFF_GALLERY_MESSAGES.uploaded);
      reset();
      setFile(null);
      setFileError(undefined);
    } catch (error) {
      const fileMessages = error instanceof ApiError ? error.errors.file : undefined;
      if (fileMessages !== undefined && fileMessages.length > 0) setFileError(fileMessages.join(' '));
      else show(error);
    }
  });

  return (
    <Card>
      <CardHeader
        title="Yeni Fotoğraf"
        description="Çalışmalarınızın fotoğraflarını yükleyin. Her fotoğraf yönetici onayından sonra uzman sayfanızda ve salon sayfasında görünür."
      />
      <form onSubmit={onSubmit} noValidate aria-label="Fotoğraf yükle" className="space-y-4">
        <FormFailureAlert failure={failure} />
        <FileField
          label="Fotoğraf"
          file={file}
          accept={UPLOAD_IMAGE_ACCEPT}
          required
          error={fileError}
          hint="JPG, PNG ya da WEBP; en fazla 10 MB."
          onFileChange={(next) => {
            setFile(next);
            setFileError(next === null ? undefined : (checkImageFile(next) ?? undefined));
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Açıklama"
            hint={`İsteğe bağlı, en fazla ${STAFF_GALLERY_LIMITS.caption} karakter.`}
            maxLength={STAFF_GALLERY_LIMITS.caption}
            error={errors.caption?.message}
            {...register('caption')}
          />
          <SelectField
            label="Hizmet"
            hint="Fotoğraftaki işi hangi hizmetinizle yaptınız? (isteğe bağlı)"
            options={[
              { value: '', label: 'Hizmet seçilmedi' },
              ...(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
            ]}
            error={errors.service_id?.message}
            {...register('service_id')}
          />
        </div>
        <Button
          type="submit"
          isLoading={upload.isPending}
          disabled={fileError !== undefined && file !== null}
          className="w-full sm:w-auto"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Fotoğrafı Yükle
        </Button>
      </form>
    </Card>
  );
}

function PhotoCard({ photo }: { photo: StaffGalleryPhoto }) {
  const remove = useDeleteStaffGalleryPhoto();
  const onDelete = async () => {
    try {
      const response = await remove.mutateAsync(photo.id);
      toast.success(response.message);
    } catch (error) {
      toast.error(failureMessage(error, STAFF_GALLERY_DELETE_FAILED));
    }
  };
  const label = photo.caption ?? photo.service?.name ?? 'Çalışma fotoğrafı';
  return (
    <li className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <ResponsiveImage
        src={photo.image.url}
        alt={label}
        variants={photo.image.variants}
        width={photo.image.width}
        height={photo.image.height}
        sizes="(min-width: 640px) 33vw, 100vw"
        className="aspect-[4/3] w-full bg-gray-100 object-cover"
      />
      <div className="space-y-2 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StatusBadge tone={TONES[photo.status]}>{STAFF_GALLERY_STATUS_LABELS[photo.status]}</StatusBadge>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => void onDelete()}
            isLoading={remove.isPending}
            aria-label={`${label} fotoğrafını sil`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Sil
          </Button>
        </div>
        {photo.caption !== null && <p className="text-sm text-gray-900">{photo.caption}</p>}
        {photo.service !== null && <p className="text-xs text-gray-600">{`Hizmet: ${photo.service.name}`}</p>}
        {photo.status === 'rejected' && photo.rejection_reason !== null && (
          <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800">{`Red gerekçesi: ${photo.rejection_reason}`}</p>
        )}
      </div>
    </li>
  );
}

/** /personel/galeri: the staff member's work photos, each waiting for, passing or failing the admin's review. */
export function StaffGalleryPage() {
  const query = useStaffGallery();
  return (
    <section aria-labelledby="staff-gallery-title" className="space-y-5">
      <h1 id="staff-gallery-title" className="text-2xl font-bold tracking-tight text-gray-900">
        Galerim
      </h1>
      <UploadCard />
      <h2 className="text-lg font-semibold text-gray-900">Fotoğraflarım</h2>
      {query.isPending && <LoadingState label="Fotoğraflarınız yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={STAFF_GALLERY_LOAD_FAILED}
          message={failureMessage(query.error, STAFF_GALLERY_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data !== undefined &&
        (query.data.length === 0 ? (
          <EmptyState
            title="Henüz fotoğraf yüklemediniz"
            description="Yaptığınız işlerin fotoğrafları, müşterilerin sizi seçmesine yardımcı olur."
          />
        ) : (
          <ul aria-label="Fotoğraflarım" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.map((photo) => (
              <PhotoCard key={photo.id} photo={photo} />
            ))}
          </ul>
        ))}
    </section>
  );
}
