import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSalonOwnerSalonsReviews,
  getStaffReviews,
  postSalonOwnerSalonsReviewsReport,
  putSalonOwnerSalonsReviewsReply,
} from '@salonya/contracts/api-routes';
import type { ReviewReasonBody, ReviewReplyBody } from '@salonya/contracts/reviews';
import { api, type RouteAnswer } from '@/lib/api';

export const SALON_REVIEWS_FAILED = 'Yorumlar yüklenemedi';
export const REPLY_FAILED = 'Yanıtınız kaydedilemedi';
export const REPORT_FAILED = 'Yorum bildirilemedi';
export const REVIEWS_PER_PAGE = 10;

export interface SalonReviewFilters {
  page: number;
  rating?: number;
  answered?: 'yes' | 'no';
}

/** Who reads the list: the owner for a salon, or the signed-in staff member (their own work). */
export type ReviewsAudience = { kind: 'owner'; salonId: number } | { kind: 'staff' };

export const salonReviewsKey = ['reviews', 'salon'] as const;

/** GET /salon-owner/salons/{salonId}/reviews or /staff/reviews, with rating and answered filters (and page meta). */
export function getSalonReviews(audience: ReviewsAudience, f: SalonReviewFilters, signal?: AbortSignal) {
  const query = { page: f.page, per_page: REVIEWS_PER_PAGE, rating: f.rating, answered: f.answered };
  const options = { signal, fallbackMessage: SALON_REVIEWS_FAILED };
  return audience.kind === 'owner'
    ? api(getSalonOwnerSalonsReviews, { params: { salonId: audience.salonId }, query }, options)
    : api(getStaffReviews, { query }, options);
}

export function getSalonReviewsQueryOptions(audience: ReviewsAudience, f: SalonReviewFilters) {
  return queryOptions({
    queryKey: [...salonReviewsKey, audience, f] as const,
    queryFn: ({ signal }) => getSalonReviews(audience, f, signal),
  });
}

export function useSalonReviews(audience: ReviewsAudience, f: SalonReviewFilters) {
  return useQuery({ ...getSalonReviewsQueryOptions(audience, f), placeholderData: keepPreviousData });
}

/** PUT …/reviews/{id}/reply: the one reply, written or edited. */
export function replyToReview(salonId: number, id: number, body: ReviewReplyBody) {
  return api(
    putSalonOwnerSalonsReviewsReply,
    { params: { salonId, reviewId: id }, body },
    { fallbackMessage: REPLY_FAILED },
  );
}

/** POST …/reviews/{id}/report with the reason. */
export function reportReview(salonId: number, id: number, body: ReviewReasonBody) {
  return api(
    postSalonOwnerSalonsReviewsReport,
    { params: { salonId, reviewId: id }, body },
    { fallbackMessage: REPORT_FAILED },
  );
}

export function useReviewAction<V>(
  send: (v: V) => Promise<RouteAnswer<typeof putSalonOwnerSalonsReviewsReply>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonReviewsKey }),
  });
}
