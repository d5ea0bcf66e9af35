/**
 * The public specialist profile a staff member keeps at /personel/profil (issue 20 scope 4, ADR 0045): what
 * /uzman/{id} shows besides the salon's own data. Limits and Turkish messages shared by the API and the form.
 */

export const STAFF_PROFILE_LIMITS = {
  title: 80,
  bio: 1000,
  /** Each language and speciality is a short label; the lists are short too. */
  label: 40,
  languages: 8,
  specialties: 12,
  experienceMax: 60,
} as const;

export const STAFF_PROFILE_MESSAGES = {
  titleRequired: 'Unvan boş bırakılamaz',
  titleTooLong: `Unvan en fazla ${STAFF_PROFILE_LIMITS.title} karakter olabilir`,
  bioTooLong: `Hakkımda en fazla ${STAFF_PROFILE_LIMITS.bio} karakter olabilir`,
  textRequired: 'Bu alan metin olmalıdır',
  listRequired: 'Bu alan bir liste olmalıdır',
  languageEmpty: 'Dil adı boş olamaz',
  languageTooLong: `Bir dil adı en fazla ${STAFF_PROFILE_LIMITS.label} karakter olabilir`,
  tooManyLanguages: `En fazla ${STAFF_PROFILE_LIMITS.languages} dil eklenebilir`,
  specialtyEmpty: 'Uzmanlık alanı boş olamaz',
  specialtyTooLong: `Bir uzmanlık alanı en fazla ${STAFF_PROFILE_LIMITS.label} karakter olabilir`,
  tooManySpecialties: `En fazla ${STAFF_PROFILE_LIMITS.specialties} uzmanlık alanı eklenebilir`,
  duplicate: 'Aynı değer birden fazla kez girilmiş',
  experienceWhole: 'Deneyim yılı tam sayı olmalıdır',
  experienceRange: `Deneyim yılı 0 ile ${STAFF_PROFILE_LIMITS.experienceMax} arasında olmalıdır`,
  saved: 'Uzman profiliniz kaydedildi',
  photoSaved: 'Profil fotoğrafınız güncellendi',
  photoRemoved: 'Profil fotoğrafınız kaldırıldı',
  notStaff: 'Aktif bir salon personeli kaydınız bulunamadı.',
} as const;

/** Labels of a list (languages, specialities) as stored: trimmed, in the order given. */
export function normalizeLabels(values: readonly string[]): string[] {
  return values.map((v) => v.trim().replace(/\s+/g, ' '));
}

/** Whether a list repeats a label, case-insensitively in Turkish ('İngilizce' and 'ingilizce' are the same). */
export function hasDuplicateLabel(values: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const v of values) {
    const key = v.trim().toLocaleLowerCase('tr-TR');
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** "12 yıl deneyim"; "1 yıldan az deneyim" for 0. */
export function experienceLabel(years: number): string {
  return years === 0 ? '1 yıldan az deneyim' : `${years} yıl deneyim`;
}
