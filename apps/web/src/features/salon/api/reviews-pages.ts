import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { getSalonsReviews, getSpecialistsReviews } from '@salonya/contracts/api-routes';
import { apiTyped } from '@/lib/api-path';

/** Reviews come 10 a page; 'Daha Fazla Yorum' loads the next one. */
export const REVIEWS_PER_PAGE = 10;
export const REVIEWS_FAILED = 'Yorumlar yüklenemedi';

/** The infinite query of a paginated review list (a salon's or a specialist's). */
export function reviewPagesQueryOptions<K extends QueryKey>(
  queryKey: K,
  path: (typeof getSalonsReviews | typeof getSpecialistsReviews)['path'],
  id: number,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiTyped<typeof getSalonsReviews>(
        'GET',
        path as typeof getSalonsReviews.path,
        { params: { id }, query: { page: pageParam, per_page: REVIEWS_PER_PAGE } },
        { auth: false, signal, fallbackMessage: REVIEWS_FAILED },
      ),
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}
