import { useInfiniteQuery } from '@tanstack/react-query';
import { specialistQueryKey } from './get-specialist';
import { reviewPagesQueryOptions } from './reviews-pages';

/** GET /specialists/{id}/reviews?page&per_page=10 (public), page by page. */
export function getSpecialistReviewsQueryOptions(specialistId: number) {
  return reviewPagesQueryOptions(
    [...specialistQueryKey(specialistId), 'reviews'] as const,
    '/specialists/:id/reviews',
    specialistId,
  );
}

export function useSpecialistReviews(specialistId: number) {
  return useInfiniteQuery(getSpecialistReviewsQueryOptions(specialistId));
}
