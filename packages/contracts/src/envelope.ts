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
  /** The card was declined, lacked funds or failed 3-D Secure (402); `errors.card` says why in Turkish. */
  'PAYMENT_FAILED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  error_code: z.string().optional(),
  conflict_type: z.string().optional(),
  suggestion: z.string().optional(),
  // The few errors that carry details (declared here because response schemas strip undeclared fields):
  /** 409 slot_taken: the nearest free start times (booking.ts nearestSlotSchema). */
  nearest_slots: z
    .array(
      z.object({
        date: z.string(),
        time: z.string(),
        starts_at: z.string(),
        salon_staff_id: z.number().int(),
        display_name: z.string(),
      }),
    )
    .optional(),
  /** 422 PAST_TIME_BLOCKING_FORBIDDEN (availability.ts pastTimeErrorSchema). */
  current_time: z.string().optional(),
  selected_time: z.string().optional(),
  current_date: z.string().optional(),
  selected_date: z.string().optional(),
  /** 409 appointment_overlap (availability.ts appointmentOverlapErrorSchema). */
  conflicting_appointment: z
    .object({ id: z.number().int(), date: z.string(), start_time: z.string(), end_time: z.string() })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export type SuccessEnvelope<T> = { success: true; data: T; message?: string };

/** A success answer whose Turkish message the screen shows (the route always sends one). */
export function successEnvelopeWithMessage<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

/** A success answer with no data (sign-out, deletions that only confirm). */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The error answers every API route declares next to its success schema: 4xx and 5xx are the envelope (the error
 * handler writes it), so OpenAPI documents them and nothing undeclared leaks out.
 */
export const errorResponses = { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema } as const;

/** A file or text answer (calendar file, uploaded document): documented by content type, sent unserialized. */
export function fileResponse<T extends z.ZodType = z.ZodString>(
  contentType: string,
  description: string,
  schema?: T,
) {
  return { description, content: { [contentType]: { schema: schema ?? z.string() } } };
}

/** The bytes of a stored file (streamed as they are; any content type). */
export const binaryFileSchema = z.unknown().meta({ type: 'string', format: 'binary' });
