import { z } from 'zod';

/** Field name → Turkish messages, as sent in a 422 answer. */
export type FieldErrors = Record<string, string[]>;

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  /** Too many failed sign-ins for the account: a known device or a mailed sign-in link still works. */
  'LOGIN_THROTTLED',
  /** A customer must verify the e-mail address before the first booking. */
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_LINK',
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  /** SPEC §8: a blocking starting at or before now (answer has current_time and selected_time). */
  'PAST_TIME_BLOCKING_FORBIDDEN',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_code: z.string().optional(),
  conflict_type: z.string().optional(),
  suggestion: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export type SuccessEnvelope<T> = { success: true; data: T; message?: string };
