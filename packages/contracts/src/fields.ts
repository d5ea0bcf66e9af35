import { z } from 'zod';
import commonPasswords from './data/common-passwords.json';

/** Field rules shared by the forms and the API, with the Turkish message a user sees. */

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const nameField = z
  .string({ error: 'Ad soyad zorunludur.' })
  .trim()
  .min(1, 'Ad soyad zorunludur.')
  .min(3, 'Ad soyad en az 3 karakter olmalıdır.')
  .max(100, 'Ad soyad en fazla 100 karakter olabilir.')
  .regex(/^[\p{L}\s.'-]+$/u, 'Ad soyad yalnızca harf içerebilir.')
  .refine((v) => v.split(/\s+/).filter(Boolean).length >= 2, 'Lütfen adınızı ve soyadınızı birlikte yazın.');

export const emailField = z
  .string({ error: 'E-posta adresi zorunludur.' })
  .trim()
  .min(1, 'E-posta adresi zorunludur.')
  .max(254, 'E-posta adresi en fazla 254 karakter olabilir.')
  .pipe(z.email('Geçerli bir e-posta adresi girin.'))
  .transform((v) => v.toLowerCase());

/** Turkish mobile numbers: 05XX XXX XX XX, +90 5XX…, 5XX…; stored as +905XXXXXXXXX. */
export function normalizeTurkishMobile(input: string): string | null {
  const digits = input.replace(/[\s()-]/g, '');
  const m = /^(?:\+?90|0)?(5\d{9})$/.exec(digits);
  return m ? `+90${m[1]}` : null;
}

export const PHONE_MESSAGE = 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).';

export const phoneField = z
  .string({ error: 'Cep telefonu zorunludur.' })
  .trim()
  .min(1, 'Cep telefonu zorunludur.')
  .max(20, PHONE_MESSAGE)
  .transform((v, ctx) => {
    const normalized = normalizeTurkishMobile(v);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * Password policy (ASVS 2.1, NIST 800-63B; issue 15): length and a list of common passwords, no composition rules.
 * The list (data/common-passwords.json) is the 10,000 most common passwords of the MIT-licensed zxcvbn-ts
 * dictionary plus Turkish ones; a password is refused when it, or it without its trailing digits and symbols
 * ('Galatasaray1905!'), is on it.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN_MESSAGE = `Şifre en az ${PASSWORD_MIN} karakter olmalıdır.`;
export const PASSWORD_COMMON_MESSAGE =
  'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen size özgü, daha uzun bir şifre seçin (örneğin birkaç kelimeden oluşan bir cümle).';
export const PASSWORD_PERSONAL_MESSAGE = 'Şifreniz adınızı veya e-posta adresinizi içermemelidir.';

let commonSet: Set<string> | null = null;

/** Lower case, Turkish letters folded to their ASCII look-alikes. */
function foldPassword(value: string): string {
  return value
    .toLocaleLowerCase('tr')
    .replace(/ş/g, 's')
    .replace(/ı/g, 'i')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c');
}

export function isCommonPassword(password: string): boolean {
  commonSet ??= new Set(commonPasswords.map(foldPassword));
  const folded = foldPassword(password);
  if (commonSet.has(folded)) return true;
  const base = folded.replace(/[^\p{L}]+$/u, '');
  return base.length >= 4 && commonSet.has(base);
}

/** True when the password contains the e-mail's local part or a part of the name (3+ letters). */
export function passwordContainsPersonalData(
  password: string,
  who: { email?: string | null; name?: string | null },
): boolean {
  const folded = foldPassword(password);
  const parts = [
    ...(who.email ? [who.email.split('@')[0] ?? ''] : []),
    ...(who.name ? who.name.split(/[\s.'-]+/) : []),
  ]
    .map(foldPassword)
    .filter((part) => part.length >= 3);
  return parts.some((part) => folded.includes(part));
}

export const passwordField = z
  .string({ error: 'Şifre zorunludur.' })
  .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir.`)
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'Şifre zorunludur.' });
    else if (isCommonPassword(value)) ctx.addIssue({ code: 'custom', message: PASSWORD_COMMON_MESSAGE });
    if (value.length < PASSWORD_MIN) ctx.addIssue({ code: 'custom', message: PASSWORD_MIN_MESSAGE });
  });

export const loginPasswordField = z
  .string({ error: 'Şifre zorunludur.' })
  .min(1, 'Şifre zorunludur.')
  .max(128, 'Şifre en fazla 128 karakter olabilir.');

export const optionalText = (max: number, label: string) =>
  trimmed(max, `${label} en fazla ${max} karakter olabilir.`);
