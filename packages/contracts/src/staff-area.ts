import { STAFF_DURATION_LIMITS, STAFF_DURATION_MESSAGES } from '@salonya/domain/staff/durations';
import {
  STAFF_GALLERY_LIMITS,
  STAFF_GALLERY_MESSAGES,
  STAFF_GALLERY_STATUSES,
} from '@salonya/domain/staff/gallery';
import {
  hasDuplicateLabel,
  normalizeLabels,
  STAFF_PROFILE_LIMITS,
  STAFF_PROFILE_MESSAGES,
} from '@salonya/domain/staff/profile';
import { z } from 'zod';
import { successEnvelope } from './envelope';
import { imageVariantSchema, mediaImageSchema } from './salon-media';

/**
 * The staff area's own data beyond the dashboard (issue 20, ADR 0045): a staff member's own length of a service,
 * their work photos with the admin's moderation, and their public specialist profile.
 */

/* ---------- /personel/hizmetlerim: own lengths ---------- */

/** PUT /staff/services/{serviceId}/duration: the staff member's own length, or null for the salon's. */
export const staffDurationBodySchema = z.object(
  {
    duration_minutes: z
      .number({ error: STAFF_DURATION_MESSAGES.mustBeWhole })
      .int({ error: STAFF_DURATION_MESSAGES.mustBeWhole })
      .min(STAFF_DURATION_LIMITS.min, { error: STAFF_DURATION_MESSAGES.range })
      .max(STAFF_DURATION_LIMITS.max, { error: STAFF_DURATION_MESSAGES.range })
      .multipleOf(STAFF_DURATION_LIMITS.step, { error: STAFF_DURATION_MESSAGES.step })
      .nullable(),
  },
  { error: 'İstek gövdesi geçersiz: bir JSON nesnesi bekleniyordu.' },
);
export type StaffDurationBody = z.infer<typeof staffDurationBodySchema>;

/* ---------- /personel/galeri and admin staff-gallery ---------- */

export const staffGalleryStatusSchema = z.enum(STAFF_GALLERY_STATUSES);

const captionField = z
  .string({ error: STAFF_GALLERY_MESSAGES.captionText })
  .trim()
  .max(STAFF_GALLERY_LIMITS.caption, { error: STAFF_GALLERY_MESSAGES.captionTooLong });

/** One work photo as its staff member sees it: its status and, once rejected, the admin's reason. */
export const staffGalleryPhotoSchema = z.object({
  id: z.number().int(),
  caption: z.string().nullable(),
  service: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: staffGalleryStatusSchema,
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  image: mediaImageSchema,
});
export type StaffGalleryPhoto = z.infer<typeof staffGalleryPhotoSchema>;
export const staffGalleryResponseSchema = successEnvelope(z.array(staffGalleryPhotoSchema));
export const staffGalleryPhotoResponseSchema = successEnvelope(staffGalleryPhotoSchema);

/** Text fields of the multipart upload (POST /staff/gallery), and PUT /staff/gallery/{photoId}. */
export const staffGalleryFieldsSchema = z.object(
  {
    caption: captionField.optional().default(''),
    /** One of the services assigned to the staff member; null or absent for none. */
    service_id: z
      .number({ error: STAFF_GALLERY_MESSAGES.serviceInvalid })
      .int({ error: STAFF_GALLERY_MESSAGES.serviceInvalid })
      .positive({ error: STAFF_GALLERY_MESSAGES.serviceInvalid })
      .max(2_147_483_647, { error: STAFF_GALLERY_MESSAGES.serviceInvalid })
      .nullable()
      .optional()
      .default(null),
  },
  { error: 'İstek gövdesi geçersiz: bir JSON nesnesi bekleniyordu.' },
);
export type StaffGalleryFields = z.input<typeof staffGalleryFieldsSchema>;

/** One photo in the admin's queue: who took it, at which salon. */
export const adminStaffGalleryItemSchema = staffGalleryPhotoSchema.extend({
  staff: z.object({ salon_staff_id: z.number().int(), display_name: z.string() }),
  salon: z.object({ id: z.number().int(), name: z.string() }),
});
export type AdminStaffGalleryItem = z.infer<typeof adminStaffGalleryItemSchema>;

export const adminStaffGalleryQuerySchema = z.object({
  status: staffGalleryStatusSchema.default('pending'),
  page: z.coerce
    .number({ error: 'Sayfa numarası geçersiz' })
    .int({ error: 'Sayfa numarası geçersiz' })
    .min(1, { error: 'Sayfa numarası geçersiz' })
    .max(10_000, { error: 'Sayfa numarası geçersiz' })
    .default(1),
});
export const adminStaffGalleryResponseSchema = successEnvelope(
  z.object({
    items: z.array(adminStaffGalleryItemSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** Photos waiting, whatever the list shows (the sidebar badge). */
    pending_count: z.number().int(),
  }),
);
export type AdminStaffGalleryPage = z.infer<typeof adminStaffGalleryResponseSchema>['data'];

/** POST /admin/staff-gallery/{photoId}/reject. */
export const rejectStaffPhotoBodySchema = z.object(
  {
    reason: z
      .string({ error: STAFF_GALLERY_MESSAGES.reasonRequired })
      .trim()
      .min(1, { error: STAFF_GALLERY_MESSAGES.reasonRequired, abort: true })
      .min(STAFF_GALLERY_LIMITS.reasonMin, { error: STAFF_GALLERY_MESSAGES.reasonTooShort })
      .max(STAFF_GALLERY_LIMITS.reason, { error: STAFF_GALLERY_MESSAGES.reasonTooLong }),
  },
  { error: 'İstek gövdesi geçersiz: bir JSON nesnesi bekleniyordu.' },
);
export type RejectStaffPhotoBody = z.infer<typeof rejectStaffPhotoBodySchema>;

/** An approved photo on public pages (/uzman/{id}, the salon page). */
export const publicStaffWorkPhotoSchema = z.object({
  id: z.number().int(),
  caption: z.string().nullable(),
  service_name: z.string().nullable(),
  image_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
  staff: z.object({ salon_staff_id: z.number().int(), display_name: z.string() }),
});
export type PublicStaffWorkPhoto = z.infer<typeof publicStaffWorkPhotoSchema>;
export const publicStaffWorkResponseSchema = successEnvelope(z.array(publicStaffWorkPhotoSchema));

/* ---------- /personel/profil: the public specialist profile ---------- */

function labelList(empty: string, tooLong: string, tooMany: string, max: number) {
  return z
    .array(
      z
        .string({ error: STAFF_PROFILE_MESSAGES.textRequired })
        .trim()
        .min(1, { error: empty })
        .max(STAFF_PROFILE_LIMITS.label, { error: tooLong }),
      { error: STAFF_PROFILE_MESSAGES.listRequired },
    )
    .max(max, { error: tooMany })
    .transform(normalizeLabels)
    .refine((list) => !hasDuplicateLabel(list), { error: STAFF_PROFILE_MESSAGES.duplicate });
}

/** PUT /staff/public-profile: the whole profile replaces the stored one. */
export const staffPublicProfileBodySchema = z.object(
  {
    title: z
      .string({ error: STAFF_PROFILE_MESSAGES.textRequired })
      .trim()
      .min(1, { error: STAFF_PROFILE_MESSAGES.titleRequired, abort: true })
      .max(STAFF_PROFILE_LIMITS.title, { error: STAFF_PROFILE_MESSAGES.titleTooLong }),
    bio: z
      .string({ error: STAFF_PROFILE_MESSAGES.textRequired })
      .trim()
      .max(STAFF_PROFILE_LIMITS.bio, { error: STAFF_PROFILE_MESSAGES.bioTooLong }),
    languages: labelList(
      STAFF_PROFILE_MESSAGES.languageEmpty,
      STAFF_PROFILE_MESSAGES.languageTooLong,
      STAFF_PROFILE_MESSAGES.tooManyLanguages,
      STAFF_PROFILE_LIMITS.languages,
    ),
    specialties: labelList(
      STAFF_PROFILE_MESSAGES.specialtyEmpty,
      STAFF_PROFILE_MESSAGES.specialtyTooLong,
      STAFF_PROFILE_MESSAGES.tooManySpecialties,
      STAFF_PROFILE_LIMITS.specialties,
    ),
    experience_years: z
      .number({ error: STAFF_PROFILE_MESSAGES.experienceWhole })
      .int({ error: STAFF_PROFILE_MESSAGES.experienceWhole })
      .min(0, { error: STAFF_PROFILE_MESSAGES.experienceRange })
      .max(STAFF_PROFILE_LIMITS.experienceMax, { error: STAFF_PROFILE_MESSAGES.experienceRange })
      .nullable(),
  },
  { error: 'İstek gövdesi geçersiz: bir JSON nesnesi bekleniyordu.' },
);
export type StaffPublicProfileBody = z.input<typeof staffPublicProfileBodySchema>;
export type StaffPublicProfileData = z.output<typeof staffPublicProfileBodySchema>;

export const staffPublicProfileSchema = z.object({
  salon_staff_id: z.number().int(),
  display_name: z.string(),
  salon: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  bio: z.string(),
  languages: z.array(z.string()),
  specialties: z.array(z.string()),
  experience_years: z.number().int().nullable(),
  /** The uploaded photo; null when there is none (initials or a seeded picture show). */
  photo: mediaImageSchema.nullable(),
  avatar_url: z.string(),
});
export type StaffPublicProfile = z.infer<typeof staffPublicProfileSchema>;
export const staffPublicProfileResponseSchema = successEnvelope(staffPublicProfileSchema);
