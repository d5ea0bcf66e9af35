/** Turkish letters (and circumflexed vowels) and their ASCII stand-ins in URL slugs. */
const TURKISH_TO_ASCII: Readonly<Record<string, string>> = {
  ç: 'c',
  Ç: 'c',
  ğ: 'g',
  Ğ: 'g',
  ı: 'i',
  I: 'i',
  İ: 'i',
  ö: 'o',
  Ö: 'o',
  ş: 's',
  Ş: 's',
  ü: 'u',
  Ü: 'u',
  â: 'a',
  Â: 'a',
  î: 'i',
  Î: 'i',
  û: 'u',
  Û: 'u',
};

/** Recent slugs: the same salon, staff, district and city names come back in every list and suggestion. */
const slugMemo = new Map<string, string>();
const SLUG_MEMO_MAX = 20_000;

/**
 * URL slug with Turkish rules: lower-case ASCII, Turkish letters transliterated (ç→c, ğ→g, ı/I/İ→i, ö→o,
 * ş→s, ü→u, â→a, î→i, û→u), other accents stripped, every run of non-alphanumerics turned into one '-',
 * no leading or trailing '-'.
 *
 * Turkish letters are mapped before lower-casing because 'İ'.toLowerCase() yields 'i' plus a combining dot.
 */
export function turkishSlug(text: string): string {
  const known = slugMemo.get(text);
  if (known !== undefined) return known;
  const slug = text
    .replace(/[çÇğĞıIİöÖşŞüÜâÂîÎûÛ]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slugMemo.size >= SLUG_MEMO_MAX) slugMemo.clear();
  slugMemo.set(text, slug);
  return slug;
}

export interface SalonSlugSource {
  name: string;
  district?: string | null;
  city?: string | null;
}

/** SPEC §2.1: the salon slug is built from name, district and city; empty parts are skipped. */
export function salonSlug({ name, district, city }: SalonSlugSource): string {
  return [name, district, city]
    .map((part) => turkishSlug(part ?? ''))
    .filter((part) => part !== '')
    .join('-');
}
