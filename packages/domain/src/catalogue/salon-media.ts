/**
 * Salon pictures (logo, cover, gallery) and the salon's public profile: limits, variant sizes, opening-hour rules
 * and the Turkish messages an owner sees. One pipeline (apps/api/src/lib/uploads) applies them to every picture.
 */

export type ImagePurpose = 'logo' | 'cover' | 'gallery' | 'staff' | 'review';
export type ImageFormat = 'webp' | 'avif';

/** What an owner may upload: a phone photo is 2–8 MB; larger files are refused (413). */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decoded size limit (a small file can still decode to a huge bitmap): 50 megapixels. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Every stored variant is at most this big; the encoder lowers quality, then size, until it fits. */
export const IMAGE_VARIANT_MAX_BYTES = 200 * 1024;
export const GALLERY_MAX_PHOTOS = 30;
export const GALLERY_MAX_FILES_PER_UPLOAD = 10;
export const GALLERY_CAPTION_MAX = 200;

/** SPEC §5 image types that an upload may be (recognised by magic bytes, never by name). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** Target widths per purpose: srcset candidates for 360 px phones up to 2× desktop columns. */
export const VARIANT_WIDTHS: Record<ImagePurpose, readonly number[]> = {
  logo: [128, 256, 512],
  cover: [640, 1280, 1600],
  gallery: [320, 640, 1280],
  // A staff photo is a 64–112 px circle: 1× to 3× of that.
  staff: [128, 256, 384],
  // A review photo is a 96 px thumbnail that opens full width on a phone.
  review: [192, 640, 1280],
};
export const VARIANT_FORMATS: readonly ImageFormat[] = ['webp', 'avif'];

/**
 * The widths to encode for a picture `originalWidth` pixels wide: the targets it can fill without enlarging, and
 * its own width when it is narrower than a target (so a small picture gets one variant at its own size).
 */
export function variantWidths(purpose: ImagePurpose, originalWidth: number): number[] {
  const width = Math.max(1, Math.floor(originalWidth));
  const targets = VARIANT_WIDTHS[purpose];
  const fitting = targets.filter((t) => t <= width);
  if (fitting.length < targets.length && !fitting.includes(width)) fitting.push(width);
  return fitting;
}

export const MEDIA_MESSAGES = {
  missingFile: 'Lütfen bir fotoğraf seçin.',
  tooLarge: `Fotoğraf en fazla ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB olabilir.`,
  wrongType: 'Yalnızca JPG, PNG ya da WEBP fotoğraf yükleyebilirsiniz.',
  broken: 'Fotoğraf okunamadı; dosya bozuk olabilir. Lütfen başka bir fotoğraf seçin.',
  tooManyPixels: 'Fotoğrafın çözünürlüğü çok yüksek (en fazla 50 megapiksel).',
  tooManyFiles: `Bir seferde en fazla ${GALLERY_MAX_FILES_PER_UPLOAD} fotoğraf yükleyebilirsiniz.`,
  galleryFull: `Galeride en fazla ${GALLERY_MAX_PHOTOS} fotoğraf olabilir.`,
  notMultipart: 'Fotoğraf multipart/form-data olarak gönderilmelidir.',
  photoNotFound: 'Fotoğraf bulunamadı.',
  uploaded: 'Fotoğraf yüklendi.',
  uploadedMany: (n: number) => `${n} fotoğraf yüklendi.`,
  deleted: 'Fotoğraf silindi.',
  captionSaved: 'Açıklama kaydedildi.',
  orderSaved: 'Sıralama kaydedildi.',
  coverChosen: 'Kapak fotoğrafı seçildi.',
  orderMismatch: 'Sıralama listesi galerideki fotoğraflarla aynı olmalıdır.',
  profileSaved: 'Salon profili kaydedildi.',
  logoSaved: 'Logo güncellendi.',
  logoRemoved: 'Logo kaldırıldı.',
  coverSaved: 'Kapak fotoğrafı güncellendi.',
  coverRemoved: 'Kapak fotoğrafı kaldırıldı.',
  districtMismatch: 'Seçtiğiniz ilçe bu ile ait değil.',
  staffPhotoSaved: 'Personel fotoğrafı güncellendi.',
  staffPhotoRemoved: 'Personel fotoğrafı kaldırıldı.',
} as const;

/** The fixed amenity vocabulary shown on salon pages and used as search filters. */
export const SALON_AMENITIES = [
  'Wi-Fi',
  'Otopark',
  'Kredi Kartı',
  'Klima',
  'Engelli Erişimi',
  'Çay/Kahve İkramı',
  'Çocuk Dostu',
  'Evcil Hayvan Dostu',
  'Randevusuz Hizmet',
  'Sadece Kadın Personel',
  'Hijyen Sertifikası',
  'Bekleme Salonu',
] as const;
export type SalonAmenity = (typeof SALON_AMENITIES)[number];

export const GENDER_FOCUS_LABELS = {
  female: 'Kadın',
  male: 'Erkek',
  unisex: 'Unisex (kadın ve erkek)',
} as const;

/** One day of opening hours as the profile form edits it ('HH:MM'; both null = closed). */
export interface OpeningDay {
  weekday: number;
  opens_at: string | null;
  closes_at: string | null;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const m = HHMM.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const OPENING_HOURS_MESSAGES = {
  week: 'Haftanın her günü için çalışma saati gönderilmelidir.',
  bothTimes: 'Açılış ve kapanış saatinin ikisini de girin ya da günü kapalı işaretleyin.',
  format: 'Saat SS:DD biçiminde ve 15 dakikalık adımlarla olmalıdır.',
  order: 'Kapanış saati açılış saatinden sonra olmalıdır.',
} as const;

/**
 * Field errors of a week of opening hours (key `opening_hours.<index>`): each weekday 1–7 once, both times or
 * none, 15-minute steps, closing after opening (24:00 closes at midnight).
 */
export function validateOpeningHours(days: readonly OpeningDay[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const weekdays = days.map((d) => d.weekday).sort((a, b) => a - b);
  if (weekdays.join(',') !== '1,2,3,4,5,6,7') errors.opening_hours = [OPENING_HOURS_MESSAGES.week];
  days.forEach((day, index) => {
    const key = `opening_hours.${index}`;
    if (day.opens_at === null && day.closes_at === null) return;
    if (day.opens_at === null || day.closes_at === null) {
      errors[key] = [OPENING_HOURS_MESSAGES.bothTimes];
      return;
    }
    const open = day.opens_at === '24:00' ? null : minutesOf(day.opens_at);
    const close = minutesOf(day.closes_at);
    if (open === null || close === null || open % 15 !== 0 || close % 15 !== 0) {
      errors[key] = [OPENING_HOURS_MESSAGES.format];
      return;
    }
    if (close <= open) errors[key] = [OPENING_HOURS_MESSAGES.order];
  });
  return errors;
}
