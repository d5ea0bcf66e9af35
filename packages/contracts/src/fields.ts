import { z } from 'zod';

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

export const PASSWORD_MIN = 8;
export const passwordField = z
  .string({ error: 'Şifre zorunludur.' })
  .min(1, 'Şifre zorunludur.')
  .min(PASSWORD_MIN, `Şifre en az ${PASSWORD_MIN} karakter olmalıdır.`)
  .max(128, 'Şifre en fazla 128 karakter olabilir.')
  .regex(/\p{Ll}/u, 'Şifre en az bir küçük harf içermelidir.')
  .regex(/\p{Lu}/u, 'Şifre en az bir büyük harf içermelidir.')
  .regex(/\d/, 'Şifre en az bir rakam içermelidir.');

export const loginPasswordField = z
  .string({ error: 'Şifre zorunludur.' })
  .min(1, 'Şifre zorunludur.')
  .max(128, 'Şifre en fazla 128 karakter olabilir.');

export const optionalText = (max: number, label: string) =>
  trimmed(max, `${label} en fazla ${max} karakter olabilir.`);
