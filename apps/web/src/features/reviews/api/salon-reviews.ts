import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReviewReasonBody,
  ReviewReplyBody,
  SalonReviewResponse,
  SalonReviewsResponse,
} from '@salonya/contracts/reviews';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';

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

function listPath(audience: ReviewsAudience): string {
  return audience.kind === 'owner' ? `/salon-owner/salons/${audience.salonId}/reviews` : '/staff/reviews';
}

/** GET /salon-owner/salons/{salonId}/reviews or /staff/reviews, with rating and answered filters. */
export function getSalonReviews(
  audience: ReviewsAudience,
  f: SalonReviewFilters,
  signal?: AbortSignal,
): Promise<SalonReviewsResponse> {
  const query = toQueryString({
    page: f.page,
    per_page: REVIEWS_PER_PAGE,
    rating: f.rating,
    answered: f.answered,
  });
  return apiClient.get<SalonReviewsResponse>(`${listPath(audience)}${query}`, {
    signal,
    fallbackMessage: SALON_REVIEWS_FAILED,
  });
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
export function replyToReview(
  salonId: number,
  id: number,
  body: ReviewReplyBody,
): Promise<SalonReviewResponse> {
  return apiClient.put<SalonReviewResponse>(`/salon-owner/salons/${salonId}/reviews/${id}/reply`, body, {
    fallbackMessage: REPLY_FAILED,
  });
}

/** POST …/reviews/{id}/report with the reason. */
export function reportReview(
  salonId: number,
  id: number,
  body: ReviewReasonBody,
): Promise<SalonReviewResponse> {
  return apiClient.post<SalonReviewResponse>(`/salon-owner/salons/${salonId}/reviews/${id}/report`, body, {
    fallbackMessage: REPORT_FAILED,
  });
}

export function useReviewAction<V>(send: (v: V) => Promise<SalonReviewResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salonReviewsKey }),
  });
}
