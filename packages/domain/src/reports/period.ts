/**
 * Report periods of the owner's dashboard, staff performance and reports screens (issue 16 scope 6): which Istanbul
 * calendar days a named period covers, how a custom range is checked, and how days are grouped into day, week
 * (ISO, Monday first) or month buckets. Dates are 'YYYY-MM-DD' Istanbul calendar dates; a range is inclusive.
 */
import { addDays, daysBetween, istanbulInstant, istanbulParts, isoWeekday } from '../booking/time';

export const REPORT_PERIODS = ['this_week', 'this_month', 'last_30_days', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The longest range a report covers (a leap year plus a day of slack). */
export const MAX_REPORT_SPAN_DAYS = 366;
/** Years a report may name; anything outside is a typo, not a question. */
export const MIN_REPORT_YEAR = 2020;
export const MAX_REPORT_YEAR = 2100;

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriod, string>> = {
  this_week: 'Bu hafta',
  this_month: 'Bu ay',
  last_30_days: 'Son 30 gün',
  custom: 'Özel aralık',
};

export const REPORT_GROUPING_LABELS: Readonly<Record<ReportGrouping, string>> = {
  day: 'Günlük',
  week: 'Haftalık',
  month: 'Aylık',
};

export const REPORT_RANGE_MESSAGES = {
  dateRequired: 'Özel aralık için başlangıç ve bitiş tarihi gereklidir',
  dateInvalid: 'Tarih YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır',
  yearOutOfRange: `Yıl ${MIN_REPORT_YEAR} ile ${MAX_REPORT_YEAR} arasında olmalıdır`,
  fromAfterTo: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  spanTooLong: `Rapor aralığı en fazla ${MAX_REPORT_SPAN_DAYS} gün olabilir`,
} as const;

export interface DateRange {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export type RangeErrors = Record<string, string[]>;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in 'YYYY-MM-DD' form (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Monday of the ISO week of a date. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month of a date. */
export function monthEnd(date: string): string {
  const [y = 1970, m = 1] = date.slice(0, 7).split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/** Today's Istanbul date at `now`. */
export function istanbulToday(now: Date): string {
  return istanbulParts(now).date;
}

/** The days a named period covers at `now` (this week: Monday–Sunday; this month: 1st–last; last 30 days: up to today). */
export function namedPeriodRange(period: Exclude<ReportPeriod, 'custom'>, now: Date): DateRange {
  const today = istanbulToday(now);
  switch (period) {
    case 'this_week': {
      const from = weekStart(today);
      return { from, to: addDays(from, 6) };
    }
    case 'this_month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last_30_days':
      return { from: addDays(today, -29), to: today };
  }
}

/** Field errors of a custom range (keys `from` and `to`); empty when it is valid. */
export function validateCustomRange(from: string | undefined, to: string | undefined): RangeErrors {
  const errors: RangeErrors = {};
  const put = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const check = (field: 'from' | 'to', value: string | undefined): boolean => {
    if (value === undefined || value === '') {
      put(field, REPORT_RANGE_MESSAGES.dateRequired);
      return false;
    }
    if (!isCalendarDate(value)) {
      put(field, REPORT_RANGE_MESSAGES.dateInvalid);
      return false;
    }
    const year = Number(value.slice(0, 4));
    if (year < MIN_REPORT_YEAR || year > MAX_REPORT_YEAR) {
      put(field, REPORT_RANGE_MESSAGES.yearOutOfRange);
      return false;
    }
    return true;
  };
  const fromOk = check('from', from);
  const toOk = check('to', to);
  if (!fromOk || !toOk || from === undefined || to === undefined) return errors;
  const span = daysBetween(from, to) + 1;
  if (span < 1) put('to', REPORT_RANGE_MESSAGES.fromAfterTo);
  else if (span > MAX_REPORT_SPAN_DAYS) put('to', REPORT_RANGE_MESSAGES.spanTooLong);
  return errors;
}

export type ResolvedRange = { ok: true; range: DateRange } | { ok: false; errors: RangeErrors };

/** The range of a period (custom: the given dates, checked). */
export function resolveReportRange(
  period: ReportPeriod,
  now: Date,
  from?: string,
  to?: string,
): ResolvedRange {
  if (period !== 'custom') return { ok: true, range: namedPeriodRange(period, now) };
  const errors = validateCustomRange(from, to);
  if (Object.keys(errors).length > 0 || from === undefined || to === undefined) return { ok: false, errors };
  return { ok: true, range: { from, to } };
}

/** Number of days in an inclusive range. */
export function rangeDays(range: DateRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** Every date of an inclusive range, in order. */
export function datesOfRange(range: DateRange): string[] {
  const count = Math.max(0, rangeDays(range));
  return Array.from({ length: count }, (_, i) => addDays(range.from, i));
}

/** The instants [start, end) a range of Istanbul days covers. */
export function rangeInstants(range: DateRange): { start: Date; end: Date } {
  return { start: istanbulInstant(range.from, 0), end: istanbulInstant(addDays(range.to, 1), 0) };
}

/** The bucket a date falls in: the date itself, its week's Monday, or its month's first day. */
export function bucketKey(date: string, grouping: ReportGrouping): string {
  switch (grouping) {
    case 'day':
      return date;
    case 'week':
      return weekStart(date);
    case 'month':
      return monthStart(date);
  }
}

const MONTHS_TR = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

function dayMonth(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS_TR[Number(date.slice(5, 7)) - 1] ?? ''}`;
}

export interface ReportBucket {
  /** The bucket's first day (its key). */
  key: string;
  /** Its days within the range. */
  from: string;
  to: string;
  /** A short Turkish label: '24 Kas', '23–29 Kas', 'Kas 2026'. */
  label: string;
}

/** The buckets of a range in order; the first and last are cut to the range. */
export function reportBuckets(range: DateRange, grouping: ReportGrouping): ReportBucket[] {
  const buckets: ReportBucket[] = [];
  for (const date of datesOfRange(range)) {
    const key = bucketKey(date, grouping);
    const last = buckets[buckets.length - 1];
    if (last && last.key === key) last.to = date;
    else buckets.push({ key, from: date, to: date, label: '' });
  }
  for (const b of buckets) {
    if (grouping === 'day') b.label = dayMonth(b.from);
    else if (grouping === 'week')
      b.label =
        b.from === b.to
          ? dayMonth(b.from)
          : b.from.slice(0, 7) === b.to.slice(0, 7)
            ? `${Number(b.from.slice(8, 10))}–${dayMonth(b.to)}`
            : `${dayMonth(b.from)} – ${dayMonth(b.to)}`;
    else b.label = `${MONTHS_TR[Number(b.key.slice(5, 7)) - 1] ?? ''} ${b.key.slice(0, 4)}`;
  }
  return buckets;
}
