import { useInfiniteQuery } from '@tanstack/react-query';
import { publicSalonKeys } from '@/hooks/use-public-salon';
import { reviewPagesQueryOptions } from './reviews-pages';

/** GET /salons/{id}/reviews?page&per_page=10 (public), page by page. */
export function getSalonReviewsQueryOptions(salonId: number) {
  return reviewPagesQueryOptions(
    [...publicSalonKeys.detail(salonId), 'reviews'] as const,
    '/salons/:id/reviews',
    salonId,
  );
}

export function useSalonReviews(salonId: number) {
  return useInfiniteQuery(getSalonReviewsQueryOptions(salonId));
}
