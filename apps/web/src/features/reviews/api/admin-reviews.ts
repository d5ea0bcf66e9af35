import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminReviews as adminReviewsRoute,
  postAdminReviewsHide,
  postAdminReviewsRestore,
} from '@salonya/contracts/api-routes';
import type { ReviewReasonBody } from '@salonya/contracts/reviews';
import { api } from '@/lib/api';

export const ADMIN_REVIEWS_FAILED = 'Yorumlar yüklenemedi';
export const MODERATION_FAILED = 'İşlem tamamlanamadı';
export type AdminReviewFilter = 'reported' | 'hidden' | 'all';

export const adminReviewsKey = ['admin', 'reviews'] as const;

/** GET /admin/reviews?status&page: the reported queue (oldest first), hidden ones, or all (with the page meta). */
export function getAdminReviews(status: AdminReviewFilter, page: number, signal?: AbortSignal) {
  return api(
    adminReviewsRoute,
    { query: { status, page, per_page: 10 } },
    { signal, fallbackMessage: ADMIN_REVIEWS_FAILED },
  );
}

export function useAdminReviews(status: AdminReviewFilter, page: number) {
  return useQuery({
    ...queryOptions({
      queryKey: [...adminReviewsKey, status, page] as const,
      queryFn: ({ signal }) => getAdminReviews(status, page, signal),
    }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/reviews/{id}/hide|restore with the reason (shown to the author; audited). */
export function moderateReview(id: number, action: 'hide' | 'restore', body: ReviewReasonBody) {
  return api(
    action === 'hide' ? postAdminReviewsHide : postAdminReviewsRestore,
    { params: { id }, body },
    { fallbackMessage: MODERATION_FAILED },
  );
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: 'hide' | 'restore'; reason: string }) =>
      moderateReview(v.id, v.action, { reason: v.reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
