import { useMutation } from '@tanstack/react-query';
import { postSalonApplications } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export const APPLICATION_FAILED = 'Başvurunuz gönderilemedi. Lütfen tekrar deneyin.';

export type SalonApplicationResponse = RouteAnswer<typeof postSalonApplications>;

/**
 * POST /salon-applications as multipart/form-data (the text fields and the documents). The API client leaves
 * the Content-Type of a FormData body to the browser (with its boundary) and keeps every other header rule.
 */
export function submitSalonApplication(body: FormData) {
  return api(
    postSalonApplications,
    { body },
    {
      fallbackMessage: APPLICATION_FAILED,
      // Up to 6 documents of 5 MB each on a slow line: more than the default 15 s.
      timeoutMs: 120_000,
    },
  );
}

export function useSubmitSalonApplication() {
  return useMutation<SalonApplicationResponse, ApiError, FormData>({ mutationFn: submitSalonApplication });
}
