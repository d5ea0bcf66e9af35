/** A salon's services as its owner manages them (/salon/hizmetler, /salon/eve-gelen-hizmet): limits and rules. */

export const SERVICE_DURATION_STEP = 15;
export const SERVICE_DURATION_MIN = 15;
/** Eight hours: longer work (a full bridal day) is booked as several services. */
export const SERVICE_DURATION_MAX = 480;
export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 1000;
/** At most this many services per salon (a list the owner can still order by hand). */
export const SERVICES_PER_SALON_MAX = 300;

export const SERVICE_GENDER_FOCUS = ['unisex', 'female', 'male'] as const;
export type ServiceGenderFocus = (typeof SERVICE_GENDER_FOCUS)[number];
export const SERVICE_GENDER_LABELS: Readonly<Record<ServiceGenderFocus, string>> = {
  unisex: 'Herkes',
  female: 'Kadın',
  male: 'Erkek',
};

/** Home services (salon_booking_settings): radius as the existing column allows, a buffer in 15-minute steps. */
export const HOME_SERVICE_RADIUS_MIN_KM = 1;
export const HOME_SERVICE_RADIUS_MAX_KM = 500;
export const HOME_TRAVEL_BUFFER_MAX_MINUTES = 240;
export const HOME_TRAVEL_BUFFER_STEP = 15;
/** 100.000 ₺ in kuruş. */
export const HOME_SERVICE_FEE_MAX_KURUS = 10_000_000;

export const SERVICE_MESSAGES = {
  categoryRequired: 'Lütfen bir kategori seçin.',
  categoryUnknown: 'Seçilen kategori bulunamadı.',
  nameRequired: 'Hizmet adı zorunludur.',
  nameTooLong: `Hizmet adı en fazla ${SERVICE_NAME_MAX} karakter olabilir.`,
  nameTaken: 'Bu adla bir hizmetiniz zaten var.',
  descriptionTooLong: `Açıklama en fazla ${SERVICE_DESCRIPTION_MAX} karakter olabilir.`,
  durationRequired: 'Süre zorunludur.',
  durationRange: `Süre ${SERVICE_DURATION_MIN} ile ${SERVICE_DURATION_MAX} dakika arasında olmalıdır.`,
  durationStep: `Süre ${SERVICE_DURATION_STEP} dakikanın katı olmalıdır.`,
  priceRequired: 'Fiyat zorunludur.',
  priceInvalid: 'Geçerli bir fiyat girin (ör. 450,00).',
  priceNegative: 'Fiyat sıfırdan küçük olamaz.',
  priceTooHigh: 'Fiyat en fazla 1.000.000 ₺ olabilir.',
  discountNotLower: 'İndirimli fiyat, normal fiyattan düşük olmalıdır.',
  genderInvalid: 'Lütfen geçerli bir hedef kitle seçin.',
  tooMany: 'Bir salona en fazla 300 hizmet eklenebilir.',
  notFound: 'Hizmet bulunamadı.',
  orderMismatch: 'Sıralama, salonun tüm hizmetlerini bir kez içermelidir.',
  archivedReadonly: 'Arşivlenmiş hizmet düzenlenemez; önce arşivden çıkarın.',
  created: 'Hizmet eklendi.',
  updated: 'Hizmet güncellendi.',
  deleted: 'Hizmet silindi.',
  archived: 'Hizmet geçmiş randevularda kullanıldığı için silinmedi, arşivlendi.',
  restored: 'Hizmet arşivden çıkarıldı (gizli).',
  reordered: 'Sıralama kaydedildi.',
  radiusRange: `Hizmet yarıçapı ${HOME_SERVICE_RADIUS_MIN_KM} ile ${HOME_SERVICE_RADIUS_MAX_KM} km arasında olmalıdır.`,
  bufferRange: `Yol payı 0 ile ${HOME_TRAVEL_BUFFER_MAX_MINUTES} dakika arasında olmalıdır.`,
  bufferStep: `Yol payı ${HOME_TRAVEL_BUFFER_STEP} dakikanın katı olmalıdır.`,
  feeRange: 'Ek ücret 0 ile 100.000 ₺ arasında olmalıdır.',
  homeSaved: 'Eve gelen hizmet ayarları kaydedildi.',
} as const;

export type ServiceFieldErrors = Partial<Record<'duration_minutes' | 'discounted_price_kurus', string[]>>;

/** A duration's problem, or null: 15-minute steps between the minimum and the maximum. */
export function durationError(minutes: number): string | null {
  if (!Number.isInteger(minutes) || minutes < SERVICE_DURATION_MIN || minutes > SERVICE_DURATION_MAX)
    return SERVICE_MESSAGES.durationRange;
  if (minutes % SERVICE_DURATION_STEP !== 0) return SERVICE_MESSAGES.durationStep;
  return null;
}

/** A discounted price must be below the price (equal is no discount); null means no discount. */
export function discountError(priceKurus: number, discountedKurus: number | null): string | null {
  if (discountedKurus === null) return null;
  return discountedKurus < priceKurus ? null : SERVICE_MESSAGES.discountNotLower;
}

/** The cross-field rules of a whole service (create, or an update merged onto the stored one). */
export function validateService(s: {
  duration_minutes: number;
  price_kurus: number;
  discounted_price_kurus: number | null;
}): ServiceFieldErrors {
  const errors: ServiceFieldErrors = {};
  const d = durationError(s.duration_minutes);
  if (d) errors.duration_minutes = [d];
  const p = discountError(s.price_kurus, s.discounted_price_kurus);
  if (p) errors.discounted_price_kurus = [p];
  return errors;
}

/** The durations a form offers: every 15 minutes from the minimum to the maximum. */
export function durationOptions(): number[] {
  const out: number[] = [];
  for (let m = SERVICE_DURATION_MIN; m <= SERVICE_DURATION_MAX; m += SERVICE_DURATION_STEP) out.push(m);
  return out;
}

/** 45 → '45 dk', 60 → '1 saat', 90 → '1 saat 30 dk'. */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} dk`;
  return m === 0 ? `${h} saat` : `${h} saat ${m} dk`;
}

/** The ids with one moved a place up (-1) or down (+1); unchanged at either end or for an unknown id. */
export function moveId(ids: readonly number[], id: number, direction: -1 | 1): number[] {
  const next = [...ids];
  const from = next.indexOf(id);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= next.length) return next;
  next[from] = next[to]!;
  next[to] = id;
  return next;
}

/** True when `order` names every id of `current` exactly once (a full reorder). */
export function isFullOrder(current: readonly number[], order: readonly number[]): boolean {
  if (current.length !== order.length) return false;
  const seen = new Set(order);
  return seen.size === order.length && current.every((id) => seen.has(id));
}
