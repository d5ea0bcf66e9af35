import { useInfiniteQuery } from '@tanstack/react-query';
import { salonQueryKey } from './get-salon';
import { reviewPagesQueryOptions } from './reviews-pages';

/** GET /salons/{id}/reviews?page&per_page=10 (public), page by page. */
export function getSalonReviewsQueryOptions(salonId: number) {
  return reviewPagesQueryOptions(
    [...salonQueryKey(salonId), 'reviews'] as const,
    `/salons/${salonId}/reviews`,
  );
}

export function useSalonReviews(salonId: number) {
  return useInfiniteQuery(getSalonReviewsQueryOptions(salonId));
}
