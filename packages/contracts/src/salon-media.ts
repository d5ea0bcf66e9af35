import { GALLERY_CAPTION_MAX, SALON_AMENITIES, type OpeningDay } from '@salonya/domain/catalogue/salon-media';
import { z } from 'zod';

/** Salon profile, logo, cover and gallery (owner: /salon/profil, /salon/galeri; public: the salon page, cards). */

export const imageVariantSchema = z.object({
  format: z.enum(['webp', 'avif']),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** One stored picture: its size (after rotation) and its encoded variants; `url` is the largest WebP. */
export const mediaImageSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  variants: z.array(imageVariantSchema),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

const timeOrNull = z.union([
  z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Saat SS:DD biçiminde olmalıdır.'),
  z.null(),
]);
export const openingDaySchema = z.object({
  weekday: z.number({ error: 'Gün 1 ile 7 arasında olmalıdır.' }).int().min(1).max(7),
  opens_at: timeOrNull,
  closes_at: timeOrNull,
}) satisfies z.ZodType<OpeningDay>;

const text = (label: string, max: number, min = 0) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir.`)
    .refine((v) => v.length >= min, min > 0 ? `${label} en az ${min} karakter olmalıdır.` : '');

export const SALON_PHONE_MESSAGE = 'Geçerli bir telefon numarası girin (örn. 0212 555 12 34).';
/** Turkish landline or mobile: 10 digits after the leading 0 / +90; stored as +90XXXXXXXXXX. */
export function normalizeTurkishPhone(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  const m = /^(?:\+?90|0)?([2-5]\d{9})$/.exec(digits);
  return m ? `+90${m[1]}` : null;
}

/** PUT /salon-owner/salons/{salonId}/profile: the public profile an owner edits. */
export const updateSalonProfileBodySchema = z.object({
  name: text('Salon adı', 120, 2),
  description: text('Açıklama', 2000),
  phone: z
    .string({ error: SALON_PHONE_MESSAGE })
    .trim()
    .max(20, SALON_PHONE_MESSAGE)
    .transform((v, ctx) => {
      if (v === '') return null;
      const normalized = normalizeTurkishPhone(v);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: SALON_PHONE_MESSAGE });
        return z.NEVER;
      }
      return normalized;
    }),
  province_id: z
    .number({ error: 'Lütfen il seçin.' })
    .int('Lütfen il seçin.')
    .min(1, 'Lütfen il seçin.')
    .max(81, 'Lütfen il seçin.'),
  district_id: z
    .number({ error: 'Lütfen ilçe seçin.' })
    .int('Lütfen ilçe seçin.')
    .min(1, 'Lütfen ilçe seçin.')
    .max(1_000_000, 'Lütfen ilçe seçin.'),
  address: text('Adres', 255, 10),
  latitude: z
    .number({ error: 'Haritada salonunuzun yerini işaretleyin.' })
    .min(35.5, 'Konum Türkiye sınırları içinde olmalıdır.')
    .max(42.5, 'Konum Türkiye sınırları içinde olmalıdır.'),
  longitude: z
    .number({ error: 'Haritada salonunuzun yerini işaretleyin.' })
    .min(25.5, 'Konum Türkiye sınırları içinde olmalıdır.')
    .max(45, 'Konum Türkiye sınırları içinde olmalıdır.'),
  gender_focus: z.enum(['female', 'male', 'unisex'], { error: 'Lütfen hizmet verdiğiniz kitleyi seçin.' }),
  amenities: z
    .array(z.enum(SALON_AMENITIES, { error: 'Bilinmeyen bir olanak seçildi.' }), {
      error: 'Olanaklar bir liste olmalıdır.',
    })
    .max(SALON_AMENITIES.length, 'Bilinmeyen bir olanak seçildi.'),
  opening_hours: z
    .array(openingDaySchema, { error: 'Çalışma saatleri zorunludur.' })
    .max(7, 'Haftanın her günü için bir satır gönderin.'),
});
export type UpdateSalonProfileBody = z.input<typeof updateSalonProfileBodySchema>;
export type UpdateSalonProfileData = z.output<typeof updateSalonProfileBodySchema>;

/** GET /salon-owner/salons/{salonId}/profile. */
export const salonProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  phone: z.string().nullable(),
  province_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  gender_focus: z.enum(['female', 'male', 'unisex']),
  amenities: z.array(z.string()),
  opening_hours: z.array(openingDaySchema),
  status: z.string(),
  logo: mediaImageSchema.nullable(),
  cover: mediaImageSchema.nullable(),
});
export type SalonProfile = z.infer<typeof salonProfileSchema>;

/** One photo of the owner's gallery. */
export const galleryPhotoSchema = z.object({
  id: z.number().int(),
  caption: z.string().nullable(),
  sort_order: z.number().int(),
  is_cover: z.boolean(),
  image: mediaImageSchema,
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const updateGalleryPhotoBodySchema = z.object({
  caption: z
    .string({ error: 'Açıklama metin olmalıdır.' })
    .trim()
    .max(GALLERY_CAPTION_MAX, `Açıklama en fazla ${GALLERY_CAPTION_MAX} karakter olabilir.`),
});
export type UpdateGalleryPhotoBody = z.input<typeof updateGalleryPhotoBodySchema>;

export const reorderGalleryBodySchema = z.object({
  photo_ids: z
    .array(z.number().int().positive(), { error: 'Fotoğraf sırası bir liste olmalıdır.' })
    .min(1, 'Fotoğraf sırası boş olamaz.')
    .max(200, 'Fotoğraf sırası çok uzun.'),
});
export type ReorderGalleryBody = z.input<typeof reorderGalleryBodySchema>;

/** GET /salons/{id}/gallery (public): `image_url` for old clients, variants for srcset. */
export const publicGalleryImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  caption: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariantSchema),
});
export type PublicGalleryImage = z.infer<typeof publicGalleryImageSchema>;

/** A staff member's uploaded photo on public pages (specialist cards, /uzman/{id}): size and srcset variants. */
export const publicStaffPhotoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type PublicStaffPhoto = z.infer<typeof publicStaffPhotoSchema>;
