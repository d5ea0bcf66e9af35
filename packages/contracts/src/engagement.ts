import { z } from 'zod';
import { salonCardSchema, specialistSchema } from './catalogue';
import { successEnvelope, successEnvelopeWithMessage } from './envelope';
import { emailField, nameField, normalizeTurkishMobile, PHONE_MESSAGE, phoneField } from './fields';

export const contactSubjects = ['genel', 'randevu', 'odeme', 'salon', 'oneri', 'sikayet', 'kvkk'] as const;
export const contactSubjectLabels: Record<(typeof contactSubjects)[number], string> = {
  genel: 'Genel soru',
  randevu: 'Randevu',
  odeme: 'Ödeme ve iade',
  salon: 'Salon sahipleri',
  oneri: 'Öneri',
  sikayet: 'Şikâyet',
  kvkk: 'KVKK başvurusu',
};

export const contactRequestSchema = z.object({
  name: nameField,
  email: emailField,
  // Optional: absent, null or empty is no phone; anything else must be a Turkish mobile number.
  phone: z
    .string({ error: PHONE_MESSAGE })
    .trim()
    .max(20, PHONE_MESSAGE)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const normalized = normalizeTurkishMobile(v);
      if (!normalized) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return normalized;
    }),
  subject: z.enum(contactSubjects, { error: 'Lütfen bir konu seçin.' }),
  message: z
    .string({ error: 'Mesaj zorunludur.' })
    .trim()
    .min(1, 'Mesaj zorunludur.')
    .min(20, 'Mesajınız en az 20 karakter olmalıdır.')
    .max(2000, 'Mesajınız en fazla 2000 karakter olabilir.'),
  kvkk_consent: z.literal(true, { error: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.' }),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactData = z.output<typeof contactRequestSchema>;

export const salonApplicationTypes = [
  'kuafor_kadin',
  'berber',
  'unisex_kuafor',
  'guzellik_merkezi',
  'nail_studio',
  'cilt_bakim',
  'spa_masaj',
  'pet_kuafor',
  'eve_hizmet',
  'luks_salon',
] as const;
export const salonTypeLabels: Record<(typeof salonApplicationTypes)[number], string> = {
  kuafor_kadin: 'Kadın Kuaförü',
  berber: 'Erkek Berberi',
  unisex_kuafor: 'Unisex Kuaför',
  guzellik_merkezi: 'Güzellik Merkezi',
  nail_studio: 'Nail Stüdyo',
  cilt_bakim: 'Cilt Bakım Merkezi',
  spa_masaj: 'Spa & Masaj',
  pet_kuafor: 'Pet Kuaför',
  eve_hizmet: 'Eve Gelen Hizmet',
  luks_salon: 'Lüks Salon',
};

const int = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} seçin.` })
    .int(`${label} seçin.`)
    .min(min, `${label} seçin.`)
    .max(max, `${label} geçersiz.`);

/** The text fields of an owner application (documents come as files in the same multipart request). */
export const salonApplicationSchema = z.object({
  applicant_name: nameField,
  applicant_email: emailField,
  applicant_phone: phoneField,
  salon_name: z
    .string({ error: 'Salon adı zorunludur.' })
    .trim()
    .min(1, 'Salon adı zorunludur.')
    .min(2, 'Salon adı en az 2 karakter olmalıdır.')
    .max(120, 'Salon adı en fazla 120 karakter olabilir.'),
  salon_type: z.enum(salonApplicationTypes, { error: 'Lütfen işletme türünü seçin.' }),
  gender_focus: z.enum(['female', 'male', 'unisex'], { error: 'Lütfen hizmet verdiğiniz kitleyi seçin.' }),
  city_id: int('İl', 1, 81),
  district_id: int('İlçe', 1, 1_000_000),
  address: z
    .string({ error: 'Adres zorunludur.' })
    .trim()
    .min(1, 'Adres zorunludur.')
    .min(10, 'Adres en az 10 karakter olmalıdır.')
    .max(255, 'Adres en fazla 255 karakter olabilir.'),
  tax_number: z
    .string({ error: 'Vergi / T.C. kimlik numarası zorunludur.' })
    .trim()
    .regex(/^\d{10,11}$/, 'Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalıdır.'),
  staff_count: int('Çalışan sayısı', 1, 500),
  category_ids: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(z.coerce.number().int().positive(), { error: 'Lütfen en az bir hizmet kategorisi seçin.' }),
    )
    .refine((v) => v.length > 0, 'Lütfen en az bir hizmet kategorisi seçin.')
    .refine((v) => v.length <= 20, 'En fazla 20 kategori seçebilirsiniz.'),
  note: z.string().trim().max(1000, 'Not en fazla 1000 karakter olabilir.').optional().default(''),
  kvkk_consent: z.preprocess(
    (v) => (v === 'true' ? true : v),
    z.literal(true, { error: 'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.' }),
  ),
  terms_consent: z.preprocess(
    (v) => (v === 'true' ? true : v),
    z.literal(true, { error: 'Devam etmek için Kullanım Şartları’nı kabul etmeniz gerekir.' }),
  ),
});
export type SalonApplicationRequest = z.input<typeof salonApplicationSchema>;
export type SalonApplicationData = z.output<typeof salonApplicationSchema>;

/** Documents an application carries; the tax plate is required. */
export const applicationDocumentKinds = ['vergi_levhasi', 'isyeri_ruhsati', 'kimlik', 'diger'] as const;
export const applicationDocumentLabels: Record<(typeof applicationDocumentKinds)[number], string> = {
  vergi_levhasi: 'Vergi levhası',
  isyeri_ruhsati: 'İşyeri açma ve çalışma ruhsatı',
  kimlik: 'Kimlik belgesi',
  diger: 'Diğer belge',
};
export const APPLICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_DOCUMENT_MAX_FILES = 6;

/** POST /contact (201). */
export const contactResponseSchema = successEnvelopeWithMessage(z.object({ id: z.number().int() }));
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** GET /customer/favorites: the customer's favourite salons as cards. */
export const favoritesResponseSchema = successEnvelope(z.array(salonCardSchema));
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
/** GET /customer/favorites/ids: only the salon ids (the hearts on cards). */
export const favoriteIdsResponseSchema = successEnvelope(z.array(z.number().int()));
export type FavoriteIdsResponse = z.infer<typeof favoriteIdsResponseSchema>;
/** PUT/DELETE /customer/favorites/{salonId}: the toast shows its message. */
export const favoriteToggleResponseSchema = successEnvelopeWithMessage(
  z.object({ salon_id: z.number().int(), is_favorite: z.boolean() }),
);
export type FavoriteToggleResponse = z.infer<typeof favoriteToggleResponseSchema>;

/** GET /customer/favorites/specialists: the customer's favourite specialists (ADR 0051), as on /uzman/{id}. */
export const favoriteSpecialistsResponseSchema = successEnvelope(z.array(specialistSchema));
export type FavoriteSpecialistsResponse = z.infer<typeof favoriteSpecialistsResponseSchema>;
/** GET /customer/favorites/specialists/ids: only the salon_staff ids (the hearts). */
export const favoriteSpecialistIdsResponseSchema = successEnvelope(z.array(z.number().int()));
export type FavoriteSpecialistIdsResponse = z.infer<typeof favoriteSpecialistIdsResponseSchema>;
/** PUT/DELETE /customer/favorites/specialists/{salonStaffId}: the toast shows its message. */
export const favoriteSpecialistToggleResponseSchema = successEnvelopeWithMessage(
  z.object({ salon_staff_id: z.number().int(), is_favorite: z.boolean() }),
);
export type FavoriteSpecialistToggleResponse = z.infer<typeof favoriteSpecialistToggleResponseSchema>;

/** POST /salon-applications (multipart, 201). */
export const salonApplicationResponseSchema = successEnvelopeWithMessage(
  z.object({ id: z.number().int(), status: z.literal('pending') }),
);
export type SalonApplicationResponse = z.infer<typeof salonApplicationResponseSchema>;
