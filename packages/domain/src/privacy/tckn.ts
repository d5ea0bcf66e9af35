/**
 * The T.C. kimlik numarası (TCKN) a customer may save for invoices (issue 18; ADR 0049 amended): 11 digits, the first
 * not 0, and the two check digits of the official algorithm —
 *   d10 = ((d1 + d3 + d5 + d7 + d9) × 7 − (d2 + d4 + d6 + d8)) mod 10
 *   d11 = (d1 + … + d10) mod 10
 * The payment provider receives it as the buyer's identity number; without one, the documented fallback.
 */

export const TCKN_MESSAGES = {
  invalid: 'Geçerli bir T.C. kimlik numarası girin.',
  saved: 'T.C. kimlik numaranız kaydedildi.',
  removed: 'T.C. kimlik numaranız silindi.',
} as const;

/** The input without spaces (a number copied as '123 456 789 01' is accepted). */
export function normaliseTckn(input: string): string {
  return input.replace(/\s+/g, '');
}

/** True when `input` (spaces ignored) is a TCKN by the official checksum. */
export function isValidTckn(input: string): boolean {
  const value = normaliseTckn(input);
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d[9]) return false;
  const eleventh = d.slice(0, 10).reduce((sum, x) => sum + x, 0) % 10;
  return eleventh === d[10];
}

/** '10000000146' → '100******46': what the account page shows of a saved number. */
export function maskTckn(value: string): string {
  return `${value.slice(0, 3)}${'*'.repeat(6)}${value.slice(9)}`;
}
