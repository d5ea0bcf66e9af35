import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { rejectStaffPhotoBodySchema, type AdminStaffGalleryItem } from '@salonya/contracts/staff-area';
import {
  STAFF_GALLERY_LIMITS,
  STAFF_GALLERY_MESSAGES,
  STAFF_GALLERY_STATUS_LABELS,
  STAFF_GALLERY_STATUSES,
  type StaffGalleryStatus,
} from '@salonya/domain/staff/gallery';
import { Button } from '@/components/ui/button';
import { PageButtons } from '@/components/ui/page-buttons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { formatRelativeTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { STAFF_GALLERY_QUEUE_FAILED, useStaffGalleryQueue } from '../api/get-staff-gallery-queue';
import { STAFF_PHOTO_REVIEW_FAILED, useReviewStaffPhoto } from '../api/review-staff-photo';

const EMPTY: Record<StaffGalleryStatus, string> = {
  pending: 'Onay bekleyen fotoğraf yok',
  approved: 'Onaylanmış fotoğraf yok',
  rejected: 'Reddedilmiş fotoğraf yok',
};

function QueueItem({ item, onReject }: { item: AdminStaffGalleryItem; onReject: () => void }) {
  const review = useReviewStaffPhoto();
  const approve = async () => {
    try {
      const response = await review.mutateAsync({ id: item.id });
      toast.success(response.message ?? STAFF_GALLERY_MESSAGES.approved);
    } catch (error) {
      toast.error(failureMessage(error, STAFF_PHOTO_REVIEW_FAILED));
    }
  };
  const who = `${item.staff.display_name} · ${item.salon.name}`;
  return (
    <li className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <ResponsiveImage
        src={item.image.url}
        alt={item.caption ?? `${item.staff.display_name} çalışma fotoğrafı`}
        variants={item.image.variants}
        width={item.image.width}
        height={item.image.height}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-gray-100 object-cover"
      />
      <div className="space-y-2 p-3 text-sm">
        <p className="font-semibold text-gray-900">{who}</p>
        {item.caption !== null && <p className="text-gray-800">{item.caption}</p>}
        {item.service !== null && <p className="text-gray-600">{`Hizmet: ${item.service.name}`}</p>}
        <p className="text-xs text-gray-500">{`Yüklendi: ${formatRelativeTime(item.created_at)}`}</p>
        {item.rejection_reason !== null && (
          <p className="rounded-lg bg-red-50 p-2 text-red-800">{`Red gerekçesi: ${item.rejection_reason}`}</p>
        )}
        {item.status === 'pending' && (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button
              type="button"
              size="sm"
              onClick={() => void approve()}
              isLoading={review.isPending}
              aria-label={`${who} fotoğrafını onayla`}
            >
              <Check aria-hidden="true" className="size-4" />
              Onayla
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={onReject}
              disabled={review.isPending}
              aria-label={`${who} fotoğrafını reddet`}
            >
              <X aria-hidden="true" className="size-4" />
              Reddet
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/** Admin #staff-gallery: the staff members' work photos waiting for review; approve, or reject with a reason. */
export function StaffGalleryModeration() {
  const [status, setStatus] = useState<StaffGalleryStatus>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminStaffGalleryItem | null>(null);
  const query = useStaffGalleryQueue(status, page);
  const review = useReviewStaffPhoto();
  const data = query.data;

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Personel Galerisi Moderasyonu
        </h1>
        <p className="text-sm text-gray-600">
          Personelin yüklediği çalışma fotoğrafları onaylanana kadar hiçbir sayfada görünmez. Reddederken
          yazdığınız gerekçe personele gösterilir.
        </p>
      </div>
      <div role="group" aria-label="Duruma göre filtrele" className="flex flex-wrap gap-1">
        {STAFF_GALLERY_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
            className={cn(
              'rounded-full px-3 py-1.5 text-sm font-medium',
              status === s
                ? 'bg-gray-900 text-white'
                : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-100',
            )}
          >
            {STAFF_GALLERY_STATUS_LABELS[s]}
            {s === 'pending' && data !== undefined && (
              <span className="ml-1 tabular-nums opacity-75">({data.pending_count})</span>
            )}
          </button>
        ))}
      </div>
      {query.isPending && <LoadingState label="Fotoğraflar yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={STAFF_GALLERY_QUEUE_FAILED}
          message={failureMessage(query.error, STAFF_GALLERY_QUEUE_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {data !== undefined &&
        (data.items.length === 0 ? (
          <EmptyState title={EMPTY[status]} />
        ) : (
          <>
            <ul aria-label="Fotoğraflar" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((item) => (
                <QueueItem key={item.id} item={item} onReject={() => setRejecting(item)} />
              ))}
            </ul>
            <PageButtons
              currentPage={data.page}
              lastPage={Math.max(1, Math.ceil(data.total / data.per_page))}
              total={data.total}
              onChange={setPage}
              label="Fotoğraf sayfaları"
            />
          </>
        ))}
      <TextFormDialog
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Fotoğrafı reddet"
        description="Gerekçe personele gösterilir; yeni bir fotoğraf yüklerken neyi düzeltmesi gerektiğini yazın."
        field="reason"
        label="Red gerekçesi"
        schema={rejectStaffPhotoBodySchema.shape.reason}
        maxLength={STAFF_GALLERY_LIMITS.reason}
        submitLabel="Reddet"
        submitVariant="danger"
        fallbackMessage={STAFF_PHOTO_REVIEW_FAILED}
        onSubmit={async (reason) => {
          if (rejecting === null) return;
          const response = await review.mutateAsync({ id: rejecting.id, reason });
          toast.success(response.message ?? STAFF_GALLERY_MESSAGES.rejected);
          setRejecting(null);
        }}
      />
    </section>
  );
}
