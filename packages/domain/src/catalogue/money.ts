/**
 * Lira as people type it ↔ integer kuruş, exactly (no floating point): '450,00' → 45000, '1.250,5' → 125050.
 * The forms take lira; the API and the database keep kuruş (DESIGN §8: one home for money).
 */

/** The largest amount a form accepts: 1.000.000 ₺ (kuruş). */
export const MAX_KURUS = 100_000_000;

/**
 * Parses a lira amount written the Turkish way ('450', '450,5', '450,50', '1.250,00', '₺ 1.250'), or with a dot
 * for the decimals when that cannot be a thousands separator ('450.5', '450.50'). Returns kuruş, or null when the
 * text is not an amount (empty, letters, more than two decimals, negative, misplaced separators, over MAX_KURUS).
 */
export function parseLiraToKurus(input: string): number | null {
  const text = input.replace(/[\s\u00a0₺]/g, '').replace(/TL$/i, '');
  if (text === '') return null;
  let whole: string;
  let fraction: string;
  const turkish = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  const dotted = /^(\d+)\.(\d{1,2})$/.exec(text);
  if (turkish) {
    whole = turkish[1]!.replace(/\./g, '');
    fraction = turkish[2] ?? '';
  } else if (dotted) {
    whole = dotted[1]!;
    fraction = dotted[2]!;
  } else {
    return null;
  }
  // Digits only from here: the sum of two safe integers.
  const kurus = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(kurus) || kurus > MAX_KURUS) return null;
  return kurus;
}

/** Kuruş as a form shows it for editing: 45000 → '450,00', 125050 → '1250,50' (no thousands separator). */
export function kurusToLiraInput(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kurus));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
