import { RATE_LIMIT_DEFAULT_RETRY_AFTER_S } from '@salonya/domain/constants';
import { ApiError } from '@/lib/api-client';

/** SPEC §8: 429 on a form or a read, with the server's Retry-After when it sent one. */
export function rateLimitMessage(retryAfter: number | undefined): string {
  const seconds = retryAfter !== undefined && retryAfter > 0 ? retryAfter : RATE_LIMIT_DEFAULT_RETRY_AFTER_S;
  return `Çok fazla deneme yaptınız. Lütfen ${seconds} saniye sonra tekrar deneyin.`;
}

export function failureMessage(error: unknown, fallbackMessage: string): string {
  if (!(error instanceof ApiError)) return fallbackMessage;
  if (error.status === 429) return rateLimitMessage(error.retryAfter);
  return error.message.trim() !== '' ? error.message : fallbackMessage;
}
