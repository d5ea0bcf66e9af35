import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MessageSquareReply, MessageSquareText } from 'lucide-react';
import { RETRY } from '@salonya/domain/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PhotoThumbnails } from '@/components/ui/photo-thumbnails';
import { EmptyState } from '@/components/ui/states';
import { formatDate } from '@/lib/format';
import { failureMessage } from '@/lib/failure-message';
import { REVIEWS_FAILED } from '../api/reviews-pages';
import type { Review, ReviewsPage } from '../types';
import { formatRating } from '../utils/format';
import { PanelError, PanelLoading } from './panel-states';
import { RatingStars } from './rating-stars';

type ReviewPages = UseInfiniteQueryResult<InfiniteData<ReviewsPage>, unknown>;

/** Average and count (a distribution from the loaded pages would not be accurate, so none is drawn). */
export function RatingSummary({ rating, count }: { rating: string; count: number }) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-gray-200 bg-white p-4">
      <p className="text-4xl font-bold text-gray-900" aria-hidden="true">
        {formatRating(rating)}
      </p>
      <div className="space-y-1">
        <RatingStars rating={rating} size="md" />
        <p className="text-sm text-gray-600">
          <span className="sr-only">{`5 üzerinden ${formatRating(rating)} puan, `}</span>
          {`${count} değerlendirme`}
        </p>
      </div>
    </div>
  );
}

function ReviewItem({ review, showStaff }: { review: Review; showStaff: boolean }) {
  return (
    <article className="space-y-2 rounded-xl border border-gray-200 bg-white p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-gray-100 text-sm font-semibold text-gray-700"
          >
            {review.author_name.charAt(0)}
          </span>
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{review.author_name}</h3>
            <time dateTime={review.created_at} className="text-xs text-gray-500">
              {formatDate(review.created_at)}
            </time>
          </div>
        </div>
        <span className="flex items-center gap-1">
          <RatingStars rating={review.rating} />
          <span className="sr-only">{`5 üzerinden ${review.rating} puan`}</span>
        </span>
      </header>
      {review.comment !== null && review.comment !== '' && (
        <p className="text-sm whitespace-pre-line text-gray-800">{review.comment}</p>
      )}
      <PhotoThumbnails
        photos={review.photos ?? []}
        label={`${review.author_name} yorumunun fotoğrafları`}
        altOf={(index) => `${review.author_name} yorumunun ${index + 1}. fotoğrafı`}
      />
      {showStaff && review.staff_name !== null && (
        <p className="text-xs text-gray-500">{`Uzman: ${review.staff_name}`}</p>
      )}
      {review.reply !== null && review.reply !== '' && (
        <div className="rounded-lg border-l-4 border-brand-300 bg-gray-50 p-3">
          <p className="flex items-center gap-1.5 text-xs font-semibold text-gray-700">
            <MessageSquareReply aria-hidden="true" className="size-4" />
            Salonun yanıtı
            {review.replied_at !== null && (
              <time dateTime={review.replied_at} className="font-normal text-gray-500">
                {`· ${formatDate(review.replied_at)}`}
              </time>
            )}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{review.reply}</p>
        </div>
      )}
    </article>
  );
}

export interface ReviewsSectionProps {
  /** The average of the salon or specialist (the count comes from the review list). */
  rating: string;
  query: ReviewPages;
  /** Show which specialist a review is about (the salon page; not the specialist's own page). */
  showStaff?: boolean;
  emptyText?: string;
}

/** Rating summary, then the reviews 10 at a time with 'Daha Fazla Yorum' and the owners' replies. */
export function ReviewsSection({
  rating,
  query,
  showStaff = true,
  emptyText = 'Henüz yorum yapılmamış',
}: ReviewsSectionProps) {
  if (query.isPending) return <PanelLoading label="Yorumlar yükleniyor…" />;
  if (query.isError && query.data === undefined) {
    return (
      <PanelError
        title={REVIEWS_FAILED}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const pages = query.data?.pages ?? [];
  const reviews = pages.flatMap((page) => page.data);
  const total = Math.max(pages[pages.length - 1]?.meta?.total ?? 0, reviews.length);

  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquareText className="size-10" />}
        title={emptyText}
        description="İlk yorumu randevunuzdan sonra siz yazabilirsiniz."
      />
    );
  }

  return (
    <div className="space-y-4">
      <RatingSummary rating={rating} count={total} />
      <ul className="space-y-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} showStaff={showStaff} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <Alert variant="error" title="Diğer yorumlar yüklenemedi">
          <p>{failureMessage(query.error, REVIEWS_FAILED)}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.fetchNextPage()}>
            {RETRY}
          </Button>
        </Alert>
      ) : (
        <LoadMore
          shown={reviews.length}
          total={total}
          itemLabel="yorum"
          label="Daha Fazla Yorum"
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
        />
      )}
    </div>
  );
}
