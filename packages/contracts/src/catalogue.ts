import { z } from 'zod';
import { salonSortValues } from '@salonya/domain/catalogue/salon-sort';
import { calendarDateField } from './dates';

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
