import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PageEnvelope, Review } from '../types';

/** Reviews come 10 a page; 'Daha Fazla Yorum' loads the next one. */
export const REVIEWS_PER_PAGE = 10;
export const REVIEWS_FAILED = 'Yorumlar yüklenemedi';

/** The infinite query of a paginated review list (`path` is /salons/{id}/reviews or /specialists/{id}/reviews). */
export function reviewPagesQueryOptions<K extends QueryKey>(queryKey: K, path: string) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<PageEnvelope<Review>>(`${path}?page=${pageParam}&per_page=${REVIEWS_PER_PAGE}`, {
        auth: false,
        signal,
        fallbackMessage: REVIEWS_FAILED,
      }),
    getNextPageParam: (last) =>
      last.meta !== undefined && last.meta.current_page < last.meta.last_page
        ? last.meta.current_page + 1
        : undefined,
  });
}
