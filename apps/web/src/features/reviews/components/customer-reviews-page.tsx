import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import type { CustomerReview, PendingReview } from '@salonya/contracts/reviews';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PhotoThumbnails } from '@/components/ui/photo-thumbnails';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { failureMessage } from '@/lib/form-errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import {
  CUSTOMER_REVIEWS_FAILED,
  REVIEW_DELETE_FAILED,
  useCustomerReviews,
  useDeleteReview,
} from '../api/customer-reviews';
import { AspectRatingsList } from './aspect-ratings';
import { ReviewFormDialog, type ReviewFormTarget } from './review-form-dialog';
import { ReviewReply } from './review-reply';
import { Stars } from './stars';

function visitLabel(v: {
  service_names: string[];
  staff_name: string | null;
  visit_at: string | null;
}): string {
  const parts = [
    v.service_names.join(', '),
    v.staff_name !== null ? `Uzman: ${v.staff_name}` : '',
    v.visit_at !== null ? formatDateTime(v.visit_at) : '',
  ];
  return parts.filter((p) => p !== '').join(' · ');
}

function PendingCard({ visit, onWrite }: { visit: PendingReview; onWrite: () => void }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-gray-900">{visit.salon.name}</h3>
        <p className="text-sm text-gray-600">{visitLabel(visit)}</p>
        <p className="text-xs text-gray-500">{`Son yorum tarihi: ${formatDate(visit.writable_until)}`}</p>
      </div>
      <Button onClick={onWrite} className="w-full sm:w-auto">
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        Yorum Yaz
      </Button>
    </article>
  );
}

function ReviewCard({
  review,
  onEdit,
  onDelete,
}: {
  review: CustomerReview;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">
            <Link to={paths.salon.detail.getHref(review.salon.id)} className="hover:underline">
              {review.salon.name}
            </Link>
          </h3>
          <p className="text-sm text-gray-600">{visitLabel(review)}</p>
        </div>
        <div className="flex items-center gap-2">
          {review.status === 'hidden' && <StatusBadge tone="red">Yayından kaldırıldı</StatusBadge>}
          <Stars rating={review.rating} />
        </div>
      </header>
      <AspectRatingsList ratings={review.aspect_ratings} />
      {review.comment !== '' && <p className="text-sm whitespace-pre-line text-gray-800">{review.comment}</p>}
      <PhotoThumbnails
        photos={review.photos}
        label={`${review.salon.name} yorumunuzun fotoğrafları`}
        altOf={(index) => `${review.salon.name} yorumunuzun ${index + 1}. fotoğrafı`}
      />
      {review.status === 'hidden' && review.moderation_reason !== null && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {`Yorumunuz yorum kurallarımıza uymadığı için yayından kaldırıldı. Gerekçe: ${review.moderation_reason}`}
        </p>
      )}
      {review.reply !== null && <ReviewReply reply={review.reply} repliedAt={review.replied_at} />}
      <footer className="flex flex-wrap items-center justify-between gap-2 text-xs text-gray-500">
        <span>
          <time dateTime={review.created_at}>{`Yazıldı: ${formatDate(review.created_at)}`}</time>
          {review.can_edit && ` · ${formatDate(review.editable_until)} tarihine kadar düzenleyebilirsiniz`}
        </span>
        <span className="flex gap-2">
          {review.can_edit && (
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              Düzenle
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Sil
          </Button>
        </span>
      </footer>
    </article>
  );
}

/** /musteri/yorumlar: visits waiting for a review (write one) and the customer's reviews (edit 7 days, delete). */
export function CustomerReviewsPage() {
  const query = useCustomerReviews();
  const remove = useDeleteReview();
  const [target, setTarget] = useState<ReviewFormTarget | null>(null);
  const [deleting, setDeleting] = useState<CustomerReview | null>(null);

  const confirmDelete = async () => {
    if (deleting === null) return;
    try {
      const result = await remove.mutateAsync(deleting.id);
      toast.success(result.message ?? 'Yorumunuz silindi.');
      setDeleting(null);
    } catch (error) {
      toast.error(failureMessage(error, REVIEW_DELETE_FAILED));
    }
  };

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-gray-900">Yorumlarım</h1>
      {query.isPending && <LoadingState label="Yorumlarınız yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={CUSTOMER_REVIEWS_FAILED}
          message={failureMessage(query.error, CUSTOMER_REVIEWS_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && (
        <>
          <section aria-labelledby="pending-reviews" className="space-y-3">
            <h2 id="pending-reviews" className="text-lg font-semibold text-gray-900">
              Yorum bekleyen ziyaretleriniz
            </h2>
            {query.data.pending.length === 0 ? (
              <EmptyState
                icon={<CalendarCheck className="size-10" />}
                title="Yorum bekleyen ziyaretiniz yok"
                description="Tamamlanan randevularınız burada listelenir; deneyiminizi paylaşarak diğer müşterilere yol gösterebilirsiniz."
                className="rounded-xl border border-dashed border-gray-200 py-6"
              />
            ) : (
              <ul className="space-y-3">
                {query.data.pending.map((visit) => (
                  <li key={visit.appointment_id}>
                    <PendingCard
                      visit={visit}
                      onWrite={() =>
                        setTarget({
                          kind: 'create',
                          id: visit.appointment_id,
                          salonName: visit.salon.name,
                          visitLabel: visitLabel(visit),
                          aspects: visit.aspects,
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="my-reviews" className="space-y-3">
            <h2 id="my-reviews" className="text-lg font-semibold text-gray-900">
              Yorumlarınız
            </h2>
            {query.data.reviews.length === 0 ? (
              <EmptyState
                title="Henüz yorum yazmadınız"
                description="Randevunuz tamamlandıktan sonra salona 1–5 yıldız verip deneyiminizi anlatabilirsiniz."
                action={
                  <Link
                    to={paths.customer.appointments.getHref()}
                    className={buttonClasses({ variant: 'outline' })}
                  >
                    Randevularım
                  </Link>
                }
                className="rounded-xl border border-dashed border-gray-200 py-6"
              />
            ) : (
              <ul className="space-y-3">
                {query.data.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard
                      review={review}
                      onEdit={() =>
                        setTarget({
                          kind: 'update',
                          id: review.id,
                          salonName: review.salon.name,
                          visitLabel: visitLabel(review),
                          rating: review.rating,
                          aspects: review.aspects,
                          aspectRatings: review.aspect_ratings,
                          comment: review.comment,
                          photos: review.photos,
                        })
                      }
                      onDelete={() => setDeleting(review)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <ReviewFormDialog target={target} onClose={() => setTarget(null)} />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Yorumunuz silinsin mi?"
        description={
          deleting ? `${deleting.salon.name} için yazdığınız yorum ve puan kaldırılacak.` : undefined
        }
        size="sm"
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(null)}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} isLoading={remove.isPending}>
            Sil
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
