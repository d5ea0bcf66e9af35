/**
 * Weekly working hours of a staff member (/salon/personel-calisma-saatleri): several ranges per ISO weekday
 * (1 = Pazartesi … 7 = Pazar), each start < end on the 15-minute grid, ranges of one day never overlapping.
 */
import { timeToMinutes } from '../booking/time';
import { isQuarterHour } from './rules';
import type { FieldErrors } from './validation';

export const WORKING_HOURS_MESSAGES = {
  weekdayInvalid: 'Geçersiz gün',
  timeInvalid: 'Saat SS:DD biçiminde olmalıdır',
  timeStep: 'Saatler 15 dakikalık aralıklarla seçilmelidir',
  startBeforeEnd: 'Başlangıç saati bitiş saatinden önce olmalıdır',
  overlap: 'Aynı gündeki çalışma aralıkları çakışamaz',
} as const;

export const WEEKDAY_NAMES_TR = [
  'Pazartesi',
  'Salı',
  'Çarşamba',
  'Perşembe',
  'Cuma',
  'Cumartesi',
  'Pazar',
] as const;

export interface WorkingRangeInput {
  weekday: number;
  start_time: string;
  end_time: string;
}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(?::00)?$|^24:00$/;

/** Field errors keyed `ranges.<index>.<field>`; empty when the week is valid. */
export function validateWorkingRanges(ranges: readonly WorkingRangeInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const put = (i: number, field: string, message: string) => {
    const list = (errors[`ranges.${i}.${field}`] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const valid: { i: number; weekday: number; start: number; end: number }[] = [];
  ranges.forEach((r, i) => {
    let ok = true;
    if (!Number.isInteger(r.weekday) || r.weekday < 1 || r.weekday > 7) {
      put(i, 'weekday', WORKING_HOURS_MESSAGES.weekdayInvalid);
      ok = false;
    }
    for (const field of ['start_time', 'end_time'] as const) {
      const v = r[field];
      if (!TIME_RE.test(v)) {
        put(i, field, WORKING_HOURS_MESSAGES.timeInvalid);
        ok = false;
      } else if (v !== '24:00' && !isQuarterHour(v)) {
        put(i, field, WORKING_HOURS_MESSAGES.timeStep);
        ok = false;
      }
    }
    if (!ok) return;
    const start = timeToMinutes(r.start_time);
    const end = timeToMinutes(r.end_time);
    if (start >= end) {
      put(i, 'end_time', WORKING_HOURS_MESSAGES.startBeforeEnd);
      return;
    }
    valid.push({ i, weekday: r.weekday, start, end });
  });
  for (const a of valid) {
    for (const b of valid) {
      if (b.i <= a.i || a.weekday !== b.weekday) continue;
      if (a.start < b.end && b.start < a.end) put(b.i, 'start_time', WORKING_HOURS_MESSAGES.overlap);
    }
  }
  return errors;
}

/** Ranges sorted by weekday and start, times as 'HH:MM'. */
export function sortWorkingRanges<T extends WorkingRangeInput>(ranges: readonly T[]): T[] {
  return [...ranges].sort(
    (a, b) => a.weekday - b.weekday || timeToMinutes(a.start_time) - timeToMinutes(b.start_time),
  );
}
