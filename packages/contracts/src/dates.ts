import { z } from 'zod';

/**
 * Calendar dates the product works with. Anything outside these years is a typo or a probe, and a date like
 * 0000-01-01 once reached the database's date arithmetic and answered 500.
 */
export const SUPPORTED_YEAR_MIN = 2000;
export const SUPPORTED_YEAR_MAX = 2099;
export const DATE_OUT_OF_RANGE = `Tarih ${SUPPORTED_YEAR_MIN} ile ${SUPPORTED_YEAR_MAX} yılları arasında olmalıdır.`;

const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= SUPPORTED_YEAR_MIN && year <= SUPPORTED_YEAR_MAX;
};

/** 'YYYY-MM-DD', a real day, within the supported years. */
export function calendarDateField(messages: { required?: string; format?: string; invalid?: string } = {}) {
  return z
    .string({ error: messages.required ?? 'Tarih zorunludur.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.format ?? 'Tarih YYYY-AA-GG biçiminde olmalıdır.')
    .pipe(z.iso.date(messages.invalid ?? 'Geçerli bir tarih girin.'))
    .refine(yearInRange, DATE_OUT_OF_RANGE);
}

/** 'YYYY-MM' within the supported years. */
export function calendarMonthField(messages: { required?: string; format?: string } = {}) {
  return z
    .string({ error: messages.required ?? 'Ay zorunludur.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.format ?? 'Ay YYYY-AA biçiminde olmalıdır.')
    .refine(yearInRange, DATE_OUT_OF_RANGE);
}
