import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, UpdateReviewBody } from '@salonya/contracts/reviews';
import {
  deleteCustomerReviews,
  deleteCustomerReviewsPhotos,
  getCustomerReviews as customerReviewsRoute,
  postCustomerReviews,
  postCustomerReviewsPhotos,
  putCustomerReviews,
} from '@salonya/contracts/api-routes';
import { api, apiData } from '@/lib/api';
import { UPLOAD_TIMEOUT_MS } from '@/lib/image-files';

export const CUSTOMER_REVIEWS_FAILED = 'Yorumlarınız yüklenemedi';
export const REVIEW_SAVE_FAILED = 'Yorumunuz kaydedilemedi';
export const REVIEW_DELETE_FAILED = 'Yorumunuz silinemedi';
export const REVIEW_PHOTOS_FAILED = 'Fotoğraflar yüklenemedi';
export const REVIEW_PHOTO_REMOVE_FAILED = 'Fotoğraf kaldırılamadı';

export const customerReviewsKey = ['customer', 'reviews'] as const;

/** GET /customer/reviews: the customer's own reviews and the completed visits waiting for one. */
export function getCustomerReviewsQueryOptions() {
  return queryOptions({
    queryKey: customerReviewsKey,
    queryFn: ({ signal }) =>
      apiData(customerReviewsRoute, {}, { signal, fallbackMessage: CUSTOMER_REVIEWS_FAILED }),
    staleTime: 0,
  });
}

export function useCustomerReviews() {
  return useQuery(getCustomerReviewsQueryOptions());
}

/** POST /customer/reviews. */
export function createReview(body: CreateReviewBody) {
  return api(postCustomerReviews, { body }, { fallbackMessage: REVIEW_SAVE_FAILED });
}

/** PUT /customer/reviews/{id} (within 7 days of writing). */
export function updateReview(id: number, body: UpdateReviewBody) {
  return api(putCustomerReviews, { params: { id }, body }, { fallbackMessage: REVIEW_SAVE_FAILED });
}

/** DELETE /customer/reviews/{id}. */
export function deleteReview(id: number) {
  return api(deleteCustomerReviews, { params: { id } }, { fallbackMessage: REVIEW_DELETE_FAILED });
}

export type ReviewSave =
  { kind: 'create'; body: CreateReviewBody } | { kind: 'update'; id: number; body: UpdateReviewBody };

/** Writes or edits a review; the list refetches (the visit leaves the waiting list). */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ReviewSave) =>
      save.kind === 'create' ? createReview(save.body) : updateReview(save.id, save.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerReviewsKey }),
  });
}

/** Adds photos to a saved review; the list refetches. */
export function useUploadReviewPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files }: { id: number; files: readonly File[] }) => uploadReviewPhotos(id, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerReviewsKey }),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerReviewsKey }),
  });
}

/** POST /customer/reviews/{id}/photos (multipart, field 'files'): all the review's photos. */
export function uploadReviewPhotos(id: number, files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return api(
    postCustomerReviewsPhotos,
    { params: { id }, body },
    { fallbackMessage: REVIEW_PHOTOS_FAILED, timeoutMs: UPLOAD_TIMEOUT_MS },
  );
}

/** DELETE /customer/reviews/{id}/photos/{photoId}. */
export function removeReviewPhoto(id: number, photoId: number) {
  return api(
    deleteCustomerReviewsPhotos,
    { params: { id, photoId } },
    { fallbackMessage: REVIEW_PHOTO_REMOVE_FAILED },
  );
}

/** Removes a photo of the customer's review at once; the list refetches. */
export function useRemoveReviewPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: number; photoId: number }) => removeReviewPhoto(id, photoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerReviewsKey }),
  });
}
