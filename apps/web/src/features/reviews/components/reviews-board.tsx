import { useState, type ReactNode } from 'react';
import type { SalonReview } from '@salonya/contracts/reviews';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageButtons } from '@/components/ui/page-buttons';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { SALON_REVIEWS_FAILED, useSalonReviews, type ReviewsAudience } from '../api/salon-reviews';
import { ReviewSummaryCard } from './review-summary';
import { SalonReviewCard } from './salon-review-card';

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} yıldız` }));
const ANSWERED_OPTIONS = [
  { value: 'no', label: 'Yanıt bekleyenler' },
  { value: 'yes', label: 'Yanıtlananlar' },
];

/** The salon side's review list: summary, rating and answered filters, pages; actions per review from the caller. */
export function ReviewsBoard({
  audience,
  emptyText,
  actionsOf,
}: {
  audience: ReviewsAudience;
  emptyText: string;
  actionsOf?: (review: SalonReview) => ReactNode;
}) {
  const [page, setPage] = useState(1);
  const [rating, setRating] = useState('');
  const [answered, setAnswered] = useState('');
  const query = useSalonReviews(audience, {
    page,
    rating: rating === '' ? undefined : Number(rating),
    answered: answered === 'yes' || answered === 'no' ? answered : undefined,
  });
  const filtered = rating !== '' || answered !== '';

  return (
    <div className="space-y-4">
      {query.data !== undefined && (
        <ReviewSummaryCard summary={query.data.meta.summary} showUnanswered={audience.kind === 'owner'} />
      )}
      <div className="flex flex-wrap gap-2">
        <FilterSelect
          label="Puana göre filtrele"
          allLabel="Tüm puanlar"
          options={RATING_OPTIONS}
          value={rating}
          onChange={(e) => {
            setRating(e.target.value);
            setPage(1);
          }}
        />
        <FilterSelect
          label="Yanıt durumuna göre filtrele"
          allLabel="Tüm yorumlar"
          options={ANSWERED_OPTIONS}
          value={answered}
          onChange={(e) => {
            setAnswered(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {query.isPending && <LoadingState label="Yorumlar yükleniyor…" className="min-h-40" />}
      {query.isError && query.data === undefined && (
        <ErrorState
          title={SALON_REVIEWS_FAILED}
          message={failureMessage(query.error, SALON_REVIEWS_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined &&
        (query.data.data.length === 0 ? (
          <EmptyState
            title={filtered ? 'Bu filtreye uyan yorum yok' : 'Henüz yorum yok'}
            description={filtered ? 'Filtreleri değiştirerek diğer yorumları görebilirsiniz.' : emptyText}
          />
        ) : (
          <>
            <ul
              aria-label="Yorumlar"
              className={cn('space-y-3', query.isPlaceholderData && 'opacity-60')}
              aria-busy={query.isPlaceholderData || undefined}
            >
              {query.data.data.map((review) => (
                <li key={review.id}>
                  <SalonReviewCard review={review} actions={actionsOf?.(review)} />
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
    </div>
  );
}
