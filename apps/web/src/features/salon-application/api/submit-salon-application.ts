import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiError } from '@/lib/api-client';

export const APPLICATION_FAILED = 'Başvurunuz gönderilemedi. Lütfen tekrar deneyin.';

export interface SalonApplicationResponse {
  success: true;
  message: string;
  data: { id: number; status: 'pending' };
}

/**
 * POST /salon-applications as multipart/form-data (the text fields and the documents). The API client leaves
 * the Content-Type of a FormData body to the browser (with its boundary) and keeps every other header rule.
 */
export function submitSalonApplication(body: FormData): Promise<SalonApplicationResponse> {
  return apiClient.post<SalonApplicationResponse>('/salon-applications', body, {
    fallbackMessage: APPLICATION_FAILED,
    // Up to 6 documents of 5 MB each on a slow line: more than the default 15 s.
    timeoutMs: 120_000,
  });
}

export function useSubmitSalonApplication() {
  return useMutation<SalonApplicationResponse, ApiError, FormData>({ mutationFn: submitSalonApplication });
}
