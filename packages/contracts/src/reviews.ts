import {
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES as M,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPLY_MIN,
} from '@salonya/domain/reviews/rules';
import { ASPECT_MESSAGES, REVIEW_ASPECTS } from '@salonya/domain/reviews/aspects';
import { z } from 'zod';
import { paginationMetaSchema } from './admin';
import { successEnvelope } from './envelope';
import { mediaImageSchema } from './salon-media';

/**
 * Reviews (issue 19 item 1, ADR 0043): the customer's own reviews and visits waiting for one (/musteri/yorumlar),
 * the owner's list with reply and report (/salon/yorumlar), the staff member's reviews (/personel/yorumlar) and the
 * admin moderation queue (/admin#reviews). Times are ISO 8601 strings.
 */

/** PostgreSQL text cannot hold NUL; such input is refused with a message instead of failing in the database. */
const noNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'Metin geçersiz bir karakter içeriyor.';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(1, `${label} geçersiz.`)
    .max(2_147_483_647, `${label} geçersiz.`);

const ratingField = z
  .number({ error: M.ratingRequired })
  .int(M.ratingRequired)
  .min(1, M.ratingRequired)
  .max(5, M.ratingRequired);
export const reviewAspectSchema = z.enum(REVIEW_ASPECTS);
/** Optional per-aspect ratings: only the aspects the customer rated, each 1–5. */
const aspectRatingsField = z
  .partialRecord(
    reviewAspectSchema,
    z
      .number({ error: ASPECT_MESSAGES.rating })
      .int(ASPECT_MESSAGES.rating)
      .min(1, ASPECT_MESSAGES.rating)
      .max(5, ASPECT_MESSAGES.rating)
      // An aspect left unrated in the form is absent (JSON drops undefined).
      .optional(),
    { error: ASPECT_MESSAGES.rating },
  )
  .default({});
const aspectRatingsSchema = z.partialRecord(reviewAspectSchema, z.number().int());
const commentField = z
  .string({ error: 'Yorum metin olmalıdır.' })
  .trim()
  .max(REVIEW_COMMENT_MAX, M.commentMax)
  .refine(noNul, NUL_MESSAGE)
  .default('');
const reasonField = z
  .string({ error: 'Gerekçe zorunludur.' })
  .trim()
  .min(REVIEW_REASON_MIN, M.reasonMin)
  .max(REVIEW_REASON_MAX, M.reasonMax)
  .refine(noNul, NUL_MESSAGE);

export const reviewStatusSchema = z.enum(['published', 'hidden', 'reported']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────────────

/** POST /customer/reviews. */
export const createReviewBodySchema = z.object({
  appointment_id: id('Randevu'),
  rating: ratingField,
  aspect_ratings: aspectRatingsField,
  comment: commentField,
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;

/** PUT /customer/reviews/{id} (within REVIEW_EDIT_DAYS). */
export const updateReviewBodySchema = z.object({
  rating: ratingField,
  aspect_ratings: aspectRatingsField,
  comment: commentField,
});
export type UpdateReviewBody = z.input<typeof updateReviewBodySchema>;

/** PUT /salon-owner/salons/{salonId}/reviews/{reviewId}/reply: the one reply, written or edited. */
export const reviewReplyBodySchema = z.object({
  reply: z
    .string({ error: 'Yanıt zorunludur.' })
    .trim()
    .min(REVIEW_REPLY_MIN, M.replyMin)
    .max(REVIEW_REPLY_MAX, M.replyMax)
    .refine(noNul, NUL_MESSAGE),
});
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;

/** POST …/reviews/{reviewId}/report (owner) and POST /admin/reviews/{id}/hide|restore (admin). */
export const reviewReasonBodySchema = z.object({ reason: reasonField });
export type ReviewReasonBody = z.input<typeof reviewReasonBodySchema>;

export const reviewIdParamsSchema = z.object({ id: id('Yorum') });
/** DELETE /customer/reviews/{id}/photos/{photoId}. */
export const reviewPhotoParamsSchema = z.object({ id: id('Yorum'), photoId: id('Fotoğraf') });

/** A photo of a review (ADR 0051): its size and encoded variants; `url` is the largest WebP. */
export const reviewPhotoSchema = mediaImageSchema;
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

const pageParam = z.coerce
  .number({ error: 'Sayfa bir sayı olmalıdır.' })
  .int('Sayfa tam sayı olmalıdır.')
  .min(1, 'Sayfa en az 1 olabilir.')
  .max(100_000, 'Sayfa çok büyük.')
  .default(1);
const perPageParam = z.coerce
  .number({ error: 'Sayfa boyutu bir sayı olmalıdır.' })
  .int('Sayfa boyutu tam sayı olmalıdır.')
  .min(1, 'Sayfa boyutu en az 1 olabilir.')
  .max(50, 'Sayfa boyutu en fazla 50 olabilir.')
  .default(10);

/** GET /salon-owner/salons/{salonId}/reviews and GET /staff/reviews. */
export const ownerReviewsQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam,
  rating: z.coerce
    .number({ error: 'Puan 1 ile 5 arasında olmalıdır.' })
    .int('Puan 1 ile 5 arasında olmalıdır.')
    .min(1, 'Puan 1 ile 5 arasında olmalıdır.')
    .max(5, 'Puan 1 ile 5 arasında olmalıdır.')
    .optional(),
  answered: z.enum(['yes', 'no'], { error: 'Yanıt filtresi yes ya da no olmalıdır.' }).optional(),
});
export type OwnerReviewsQuery = z.input<typeof ownerReviewsQuerySchema>;

/** GET /admin/reviews. */
export const adminReviewsQuerySchema = z.object({
  page: pageParam,
  per_page: perPageParam,
  status: z
    .enum(['reported', 'hidden', 'all'], { error: 'Durum reported, hidden ya da all olmalıdır.' })
    .default('reported'),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────────────

/** A review as its author sees it: with the moderation reason when hidden and how long it stays editable. */
export const customerReviewSchema = z.object({
  id: z.number().int(),
  appointment_id: z.number().int().nullable(),
  salon: z.object({ id: z.number().int(), name: z.string() }),
  staff_name: z.string().nullable(),
  service_names: z.array(z.string()),
  visit_at: z.string().nullable(),
  rating: z.number().int(),
  aspect_ratings: aspectRatingsSchema,
  /** The aspects this visit can be rated on (the edit form's rows). */
  aspects: z.array(reviewAspectSchema),
  comment: z.string(),
  status: reviewStatusSchema,
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  moderation_reason: z.string().nullable(),
  /** The author sees their photos whatever the review's status. */
  photos: z.array(reviewPhotoSchema),
  created_at: z.string(),
  editable_until: z.string(),
  can_edit: z.boolean(),
});
export type CustomerReview = z.infer<typeof customerReviewSchema>;

/** A completed visit of the customer with no review yet. */
export const pendingReviewSchema = z.object({
  appointment_id: z.number().int(),
  salon: z.object({ id: z.number().int(), name: z.string() }),
  staff_name: z.string().nullable(),
  service_names: z.array(z.string()),
  visit_at: z.string(),
  writable_until: z.string(),
  /** The aspects this visit can be rated on. */
  aspects: z.array(reviewAspectSchema),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/** GET /customer/reviews. */
export const customerReviewsResponseSchema = successEnvelope(
  z.object({ reviews: z.array(customerReviewSchema), pending: z.array(pendingReviewSchema) }),
);
export type CustomerReviewsResponse = z.infer<typeof customerReviewsResponseSchema>;
/** POST /customer/reviews (201) and PUT /customer/reviews/{id}. */
export const customerReviewResponseSchema = successEnvelope(customerReviewSchema);
/** POST /customer/reviews/{id}/photos (multipart, 201) and DELETE …/photos/{photoId}: the review with its photos. */
export const reviewPhotosResponseSchema = customerReviewResponseSchema;
export type CustomerReviewResponse = z.infer<typeof customerReviewResponseSchema>;

/** A review as the salon (owner or staff) sees it. */
export const salonReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  aspect_ratings: aspectRatingsSchema,
  comment: z.string(),
  status: reviewStatusSchema,
  author_name: z.string(),
  staff_name: z.string().nullable(),
  service_names: z.array(z.string()),
  visit_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  reported_at: z.string().nullable(),
  report_reason: z.string().nullable(),
  /** Empty while an admin keeps the review hidden (the admin queue still shows them). */
  photos: z.array(reviewPhotoSchema),
  created_at: z.string(),
});
export type SalonReview = z.infer<typeof salonReviewSchema>;

export const reviewSummarySchema = z.object({
  rating_average: z.number(),
  review_count: z.number().int(),
  unanswered_count: z.number().int(),
  /** Published reviews per star, index 0 = 1 star. */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /salon-owner/salons/{salonId}/reviews and GET /staff/reviews. */
export const salonReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(salonReviewSchema),
  meta: paginationMetaSchema.extend({ summary: reviewSummarySchema }),
});
export type SalonReviewsResponse = z.infer<typeof salonReviewsResponseSchema>;
/** Reply or report answers: the review as the owner now sees it. */
export const salonReviewResponseSchema = successEnvelope(salonReviewSchema);
export type SalonReviewResponse = z.infer<typeof salonReviewResponseSchema>;

/** A review in the admin queue. */
export const adminReviewSchema = salonReviewSchema.extend({
  salon: z.object({ id: z.number().int(), name: z.string() }),
  author_full_name: z.string(),
  moderation_reason: z.string().nullable(),
  moderated_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminReviewSchema),
  meta: paginationMetaSchema.extend({
    status_counts: z.object({ reported: z.number().int(), hidden: z.number().int() }),
  }),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;
export const adminReviewResponseSchema = successEnvelope(adminReviewSchema);
export type AdminReviewResponse = z.infer<typeof adminReviewResponseSchema>;
