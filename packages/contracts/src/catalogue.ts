import { z } from 'zod';
import { salonSortValues } from '@salonya/domain/catalogue/salon-sort';
import { calendarDateField } from './dates';
import { successEnvelope } from './envelope';
import { mediaImageSchema, publicStaffPhotoSchema } from './salon-media';

/** SPEC §3 Category. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  code: z.string().nullable(),
  icon: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  image_hover_url: z.string().nullable(),
  has_image: z.boolean(),
  salon_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** SPEC §3 Salon search result (defaults applied by the API). */
export const salonCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  cover_image: z.string(),
  city: z.string(),
  district: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  rating_average: z.string(),
  review_count: z.number().int(),
  min_price: z.number(),
  max_price: z.number(),
  is_open_now: z.boolean(),
  services: z.array(z.string()),
  description: z.string(),
  gender_focus: z.enum(['female', 'male', 'unisex']),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  salon_type: z.string(),
  distance_km: z.number().nullable(),
  discount_percent: z.number().nullable(),
  /** False while the owner has paused online bookings (/salon/ayarlar): the card says so and offers no booking. */
  accepts_online_bookings: z.boolean(),
});
export type SalonCard = z.infer<typeof salonCardSchema>;

const intParam = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(min, `${label} en az ${min} olabilir.`)
    .max(max, `${label} en fazla ${max} olabilir.`);
const numberParam = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .min(min, `${label} en az ${min} olabilir.`)
    .max(max, `${label} en fazla ${max} olabilir.`);

export const genderFocusSchema = z.enum(['female', 'male', 'unisex'], {
  error: 'Cinsiyet odağı female, male ya da unisex olmalıdır.',
});
export const serviceTypeSchema = z.enum(['salon', 'home', 'pet'], {
  error: 'Hizmet türü salon, home ya da pet olmalıdır.',
});

/** Filters shared by the home lists and the salon search (SPEC §7.4); empty values are dropped. */
export const salonFilterShape = {
  city: z.string().trim().max(64, 'Şehir adı en fazla 64 karakter olabilir.').optional(),
  city_id: intParam('Şehir', 1, 81).optional(),
  district: z.string().trim().max(64, 'İlçe adı en fazla 64 karakter olabilir.').optional(),
  district_id: intParam('İlçe', 1, 1_000_000).optional(),
  gender_focus: genderFocusSchema.optional(),
  service_type: serviceTypeSchema.optional(),
  date: calendarDateField({ invalid: 'Tarih YYYY-AA-GG biçiminde olmalıdır.' }).optional(),
  distance: numberParam('Mesafe', 0.1, 1000).optional(),
  rating: numberParam('Puan', 0, 5).optional(),
  categories: z
    .string()
    .trim()
    .max(200, 'Kategori listesi çok uzun.')
    .regex(/^[a-z0-9_,\- ]*$/i, 'Kategoriler virgülle ayrılmış numara ya da kod olmalıdır.')
    .optional(),
  latitude: numberParam('Enlem', -90, 90).optional(),
  longitude: numberParam('Boylam', -180, 180).optional(),
};

const dropEmpty = (v: unknown) => {
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).filter(([, value]) => value !== '' && value !== undefined));
};

const coordinatesTogether = <T extends { latitude?: number; longitude?: number }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if ((v.latitude === undefined) !== (v.longitude === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [v.latitude === undefined ? 'latitude' : 'longitude'],
      message: 'Enlem ve boylam birlikte gönderilmelidir.',
    });
  }
};

export const homeListQuerySchema = z.preprocess(
  dropEmpty,
  z
    .object({
      ...salonFilterShape,
      limit: intParam('Limit', 1, 100_000)
        .transform((v) => Math.min(v, 100))
        .default(50),
      category_name: z.string().trim().max(40).optional(),
    })
    .superRefine(coordinatesTogether),
);
export type HomeListQuery = z.output<typeof homeListQuerySchema>;

export { salonSortValues };

export const salonSearchQuerySchema = z.preprocess(
  dropEmpty,
  z
    .object({
      ...salonFilterShape,
      q: z.string().trim().max(100, 'Arama en fazla 100 karakter olabilir.').optional(),
      salon_type: z.string().trim().max(40).optional(),
      category: z.string().trim().max(80).optional(),
      appointment_date: calendarDateField({ invalid: 'Tarih YYYY-AA-GG biçiminde olmalıdır.' }).optional(),
      coupon_code: z.string().trim().max(40).optional(),
      page: intParam('Sayfa', 1, 10_000).default(1),
      // SPEC §7.4: per_page is capped at 100.
      per_page: intParam('Sayfa boyutu', 1, 100_000)
        .transform((v) => Math.min(v, 100))
        .default(20),
      sort_by: z.enum(salonSortValues, { error: 'Sıralama geçersiz.' }).default('relevance'),
    })
    .superRefine(coordinatesTogether),
);
export type SalonSearchQuery = z.output<typeof salonSearchQuerySchema>;

// ── Answers of the public catalogue routes ───────────────────────────────────────────────────────────────────

/** A category of GET /categories: main categories have no parent. */
export const categoryListItemSchema = categorySchema.extend({ parent_id: z.number().int().nullable() });
export type CategoryListItem = z.infer<typeof categoryListItemSchema>;
export const categoriesResponseSchema = successEnvelope(z.array(categoryListItemSchema));
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const categoryDetailSchema = categoryListItemSchema.extend({
  parent: categoryListItemSchema.nullable(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
export const categoryDetailResponseSchema = successEnvelope(categoryDetailSchema);
export type CategoryDetailResponse = z.infer<typeof categoryDetailResponseSchema>;

/** GET /home/service-categories: main categories with their active salon counts. */
export const serviceCategoriesResponseSchema = successEnvelope(z.array(categorySchema));
export type ServiceCategoriesResponse = z.infer<typeof serviceCategoriesResponseSchema>;

/** GET /home/{list}: one home list of salon cards. */
export const homeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(salonCardSchema),
  meta: z.object({ count: z.number().int(), limit: z.number().int() }),
});
export type HomeListResponse = z.infer<typeof homeListResponseSchema>;

/** A running salon campaign with its salon's card; `discount_value` is percent, or lira for fixed discounts. */
export const campaignSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(['percentage', 'fixed']),
  discount_value: z.number(),
  starts_on: z.string(),
  ends_on: z.string(),
  services: z.array(z.string()),
  salon: salonCardSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignsResponseSchema = successEnvelope(z.array(campaignSchema));
export type CampaignsResponse = z.infer<typeof campaignsResponseSchema>;

export const brandCampaignSchema = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  title: z.string(),
  description: z.string(),
  discount_text: z.string(),
  image_url: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
});
export type BrandCampaign = z.infer<typeof brandCampaignSchema>;
export const brandCampaignsResponseSchema = successEnvelope(z.array(brandCampaignSchema));
export type BrandCampaignsResponse = z.infer<typeof brandCampaignsResponseSchema>;

/** GET /salons/search: salon cards with page meta. */
export const salonSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(salonCardSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type SalonSearchResponse = z.infer<typeof salonSearchResponseSchema>;

export const salonOpeningDaySchema = z.object({
  /** 1 = Monday … 7 = Sunday. */
  weekday: z.number().int(),
  day_name: z.string(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  is_closed: z.boolean(),
});

/** GET /salons/{id}: the public salon page. Prices in lira (null without active services). */
export const salonDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  salon_type: z.string(),
  service_categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      code: z.string().nullable(),
      icon: z.string(),
    }),
  ),
  gender_focus: z.string(),
  logo: z.string().nullable(),
  cover_image: z.string(),
  city: z.string(),
  city_id: z.number().int(),
  city_slug: z.string(),
  district: z.string(),
  district_id: z.number().int(),
  district_slug: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  amenities: z.array(z.string()),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  rating_average: z.string(),
  review_count: z.number().int(),
  min_price: z.number().nullable(),
  max_price: z.number().nullable(),
  is_open_now: z.boolean(),
  is_night_salon: z.boolean(),
  opening_hours: z.array(salonOpeningDaySchema),
  created_at: z.string(),
  /** False while the owner has paused online bookings: the page shows a notice instead of 'Randevu Al'. */
  accepts_online_bookings: z.boolean(),
});
export type SalonDetail = z.infer<typeof salonDetailSchema>;
export const salonDetailResponseSchema = successEnvelope(salonDetailSchema);
export type SalonDetailResponse = z.infer<typeof salonDetailResponseSchema>;

/** One bookable service on the public salon page; prices in lira and kuruş. */
export const salonServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  price: z.number(),
  price_kurus: z.number().int(),
  discounted_price: z.number().nullable(),
  discounted_price_kurus: z.number().int().nullable(),
  is_home_service: z.boolean(),
  is_pet_service: z.boolean(),
  image_url: z.string().nullable(),
  category_id: z.number().int(),
  category_name: z.string(),
  service_main_category_name: z.string(),
  category_icon: z.string(),
  /** Active staff members who perform it. */
  staff_ids: z.array(z.number().int()),
});
export type SalonService = z.infer<typeof salonServiceSchema>;
/** GET /salons/{id}/services and /specialists/{id}/services. */
export const salonServicesResponseSchema = successEnvelope(z.array(salonServiceSchema));
export type SalonServicesResponse = z.infer<typeof salonServicesResponseSchema>;

const publicStaffShape = {
  salon_staff_id: z.number().int(),
  user_id: z.number().int(),
  salon_id: z.number().int(),
  display_name: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  avatar_url: z.string(),
  /** The uploaded photo's size and WebP/AVIF variants (srcset); null when the photo is not an upload. */
  avatar_image: publicStaffPhotoSchema.nullable(),
  is_active: z.boolean(),
  rating_average: z.string(),
  review_count: z.number().int(),
};
export const salonStaffMemberSchema = z.object({
  ...publicStaffShape,
  service_ids: z.array(z.number().int()),
});
export type SalonStaffMember = z.infer<typeof salonStaffMemberSchema>;
/** GET /salons/{id}/staff. */
export const salonStaffResponseSchema = successEnvelope(z.array(salonStaffMemberSchema));
export type SalonStaffResponse = z.infer<typeof salonStaffResponseSchema>;

/** GET /specialists/{id}: a staff member's public page. */
export const specialistSchema = z.object({
  ...publicStaffShape,
  /** The public profile the staff member keeps at /personel/profil (issue 20). */
  languages: z.array(z.string()),
  experience_years: z.number().int().nullable(),
  slug: z.string(),
  salon: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    city: z.string(),
    district: z.string(),
    accepts_online_bookings: z.boolean(),
  }),
});
export type Specialist = z.infer<typeof specialistSchema>;
export const specialistResponseSchema = successEnvelope(specialistSchema);
export type SpecialistResponse = z.infer<typeof specialistResponseSchema>;

/** A published review; the author is shown as "Ayşe K.". */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  author_name: z.string(),
  salon_staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  /** The customer's photos (ADR 0051); a hidden review is not listed at all. */
  photos: z.array(mediaImageSchema),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
/** GET /salons/{id}/reviews and /specialists/{id}/reviews. */
export const reviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(publicReviewSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** POST /salons/{id}/views: whether this call was counted (one per visitor and salon every 30 minutes). */
export const salonViewResponseSchema = successEnvelope(z.object({ counted: z.boolean() }));
export type SalonViewResponse = z.infer<typeof salonViewResponseSchema>;
