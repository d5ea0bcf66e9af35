import { LOCALE } from '../constants';

/**
 * Names as typed by people, shown the Turkish way (issue 21 item 12). Never upper-case a name in CSS: under
 * lang="tr" 'Aromatics' becomes 'AROMATİCS'; use these functions and keep names in their own case.
 */

/**
 * A brand, salon or person name in its proper case: trimmed, single spaces, and a name typed all in capitals
 * ('SERENYA AROMATICS') in title case: 'Serenya Aromatics', and with Turkish letters 'IŞIK GÜZELLİK' → 'Işık Güzellik'.
 */
export function formatProperName(name: string): string {
  const text = name.trim().replace(/\s+/g, ' ');
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || letters !== letters.toLocaleUpperCase(LOCALE)) return text;
  // A dotless capital I is Turkish 'ı' only in a name written with Turkish letters ('IŞIK'); in 'AROMATICS' it is 'i'.
  const locale = /[ÇĞİÖŞÜ]/u.test(text) ? LOCALE : 'en';
  return text
    .toLocaleLowerCase(locale)
    .split(' ')
    .map((word, i) => {
      // Short words typed in capitals are abbreviations ('VIP', 'SPA'), kept as they are.
      const typed = text.split(' ')[i]!;
      if (typed.length <= 3) return typed;
      return word.charAt(0).toLocaleUpperCase(LOCALE) + word.slice(1);
    })
    .join(' ');
}

/** Up to two initials in Turkish upper case: 'Tazelik Skin Studio' → 'TS', 'ışık' → 'I'. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase(LOCALE))
    .join('');
}

/** A person's initials: the first and last names' ('Ayşe Nur Yılmaz' → 'AY', 'Merve' → 'M'). */
export function personInitialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length <= 1 ? words : [words[0]!, words.at(-1)!];
  return picked.map((word) => word.charAt(0).toLocaleUpperCase(LOCALE)).join('');
}

/** Words that already say 'salon' in a category name, with their plural. */
const SALON_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\s*\bSalonu$/u, ' Salonları'],
  [/\s*\bSalonları$/u, ' Salonları'],
  [/\s*\bSalon$/u, ' Salonları'],
];

/**
 * The plural heading of a category's salons without a doubled word: 'Kuaför' → 'Kuaför Salonları',
 * 'Masaj Salonu' → 'Masaj Salonları' (not 'Masaj Salonu Salonları').
 */
export function salonsOfCategory(categoryName: string): string {
  const name = categoryName.trim().replace(/\s+/g, ' ');
  for (const [pattern, plural] of SALON_WORDS) {
    if (pattern.test(name)) return `${name.replace(pattern, '')}${plural}`;
  }
  return `${name} Salonları`;
}

/** The label of a salon's or service's audience, always in full ('Kadın', never 'K' or 'Bayan'). */
export const GENDER_FOCUS_LABELS = { female: 'Kadın', male: 'Erkek', unisex: 'Unisex' } as const;
