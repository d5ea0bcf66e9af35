import { useState } from 'react';
import { EyeOff, RotateCcw } from 'lucide-react';
import { reviewReasonBodySchema, type AdminReview } from '@salonya/contracts/reviews';
import { REVIEW_REASON_MAX } from '@salonya/domain/reviews/rules';
import { Button } from '@/components/ui/button';
import { PageButtons } from '@/components/ui/page-buttons';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  ADMIN_REVIEWS_FAILED,
  MODERATION_FAILED,
  useAdminReviews,
  useModerateReview,
  type AdminReviewFilter,
} from '../api/admin-reviews';
import { SalonReviewCard } from './salon-review-card';

const FILTERS: readonly { id: AdminReviewFilter; label: string }[] = [
  { id: 'reported', label: 'Şikâyet edilenler' },
  { id: 'hidden', label: 'Gizlenenler' },
  { id: 'all', label: 'Tümü' },
];

const EMPTY: Readonly<Record<AdminReviewFilter, string>> = {
  reported: 'İncelenecek şikâyet yok.',
  hidden: 'Gizlenmiş yorum yok.',
  all: 'Henüz yorum yok.',
};

/** Admin #reviews: the queue of reported reviews; hide or restore with a reason the author reads (audited). */
export function AdminReviewsPage() {
  const [filter, setFilter] = useState<AdminReviewFilter>('reported');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ review: AdminReview; action: 'hide' | 'restore' } | null>(null);
  const query = useAdminReviews(filter, page);
  const moderate = useModerateReview();
  const counts = query.data?.meta.status_counts;

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Yorumlar
        </h1>
        <p className="text-sm text-gray-600">
          Salonların bildirdiği yorumları inceleyin; gerekçesiyle gizleyin ya da yeniden yayımlayın.
        </p>
      </div>
      <div role="group" aria-label="Yorumları filtrele" className="flex flex-wrap gap-1">
        {FILTERS.map((f) => {
          const count = f.id === 'all' ? undefined : counts?.[f.id];
          return (
            <button
              key={f.id}
              type="button"
              aria-pressed={filter === f.id}
              onClick={() => {
                setFilter(f.id);
                setPage(1);
              }}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-medium',
                filter === f.id
                  ? 'bg-gray-900 text-white'
                  : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-gray-100',
              )}
            >
              {f.label}
              {count !== undefined && <span className="ml-1 tabular-nums opacity-75">({count})</span>}
            </button>
          );
        })}
      </div>
      {query.isPending && <LoadingState label="Yorumlar yükleniyor…" className="min-h-40" />}
      {query.isError && query.data === undefined && (
        <ErrorState
          title={ADMIN_REVIEWS_FAILED}
          message={failureMessage(query.error, ADMIN_REVIEWS_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.data.length === 0 ? (
          <EmptyState title="Yorum yok" description={EMPTY[filter]} />
        ) : (
          <>
            <ul aria-label="Yorumlar" className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}>
              {query.data.data.map((review) => (
                <li key={review.id}>
                  <SalonReviewCard
                    review={review}
                    extra={
                      <dl className="grid gap-x-4 gap-y-1 text-xs text-gray-600 sm:grid-cols-2">
                        <div>
                          <dt className="inline font-medium">Salon: </dt>
                          <dd className="inline">{review.salon.name}</dd>
                        </div>
                        <div>
                          <dt className="inline font-medium">Yazan: </dt>
                          <dd className="inline">{review.author_full_name}</dd>
                        </div>
                        {review.moderation_reason !== null && (
                          <div className="sm:col-span-2">
                            <dt className="inline font-medium">Son karar: </dt>
                            <dd className="inline">
                              {review.moderation_reason}
                              {review.moderated_at !== null && ` (${formatDateTime(review.moderated_at)})`}
                            </dd>
                          </div>
                        )}
                      </dl>
                    }
                    actions={
                      <>
                        {review.status !== 'published' && (
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => setActing({ review, action: 'restore' })}
                          >
                            <RotateCcw aria-hidden="true" className="size-4" />
                            {review.status === 'hidden' ? 'Yeniden Yayımla' : 'Şikâyeti Reddet'}
                          </Button>
                        )}
                        {review.status !== 'hidden' && (
                          <Button
                            variant="danger"
                            size="sm"
                            onClick={() => setActing({ review, action: 'hide' })}
                          >
                            <EyeOff aria-hidden="true" className="size-4" />
                            Gizle
                          </Button>
                        )}
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
            <PageButtons
              currentPage={query.data.meta.current_page}
              lastPage={query.data.meta.last_page}
              total={query.data.meta.total}
              onChange={setPage}
              label="Yorum sayfaları"
            />
          </>
        ))}
      <TextFormDialog
        open={acting !== null}
        onClose={() => setActing(null)}
        title={acting?.action === 'hide' ? 'Yorumu gizle' : 'Yorumu yayında tut'}
        description={
          acting?.action === 'hide'
            ? 'Yorum salon sayfasından kalkar, puanlar yeniden hesaplanır; yazarı gerekçeyi görür ve e-posta alır.'
            : 'Yorum yayında kalır (veya yeniden yayımlanır); gerekçe kayıt altına alınır.'
        }
        field="reason"
        label="Gerekçe"
        schema={reviewReasonBodySchema.shape.reason}
        maxLength={REVIEW_REASON_MAX}
        submitLabel={acting?.action === 'hide' ? 'Gizle' : 'Yayımla'}
        submitVariant={acting?.action === 'hide' ? 'danger' : 'primary'}
        fallbackMessage={MODERATION_FAILED}
        onSubmit={async (reason) => {
          if (acting === null) return;
          const result = await moderate.mutateAsync({ id: acting.review.id, action: acting.action, reason });
          if (result.message !== undefined) toast.success(result.message);
          setActing(null);
        }}
      />
    </section>
  );
}
