import { SEARCH_FAILED, SEARCH_INVALID_PARAMS, SEARCH_TIMEOUT } from '@salonya/domain/messages';
import { ApiError } from '@/lib/api-client';

/** SPEC §8: time-out, 422, and every other failure of a search. */
export function searchErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isTimeout) return SEARCH_TIMEOUT;
    if (error.status === 422) return SEARCH_INVALID_PARAMS;
  }
  return SEARCH_FAILED;
}
