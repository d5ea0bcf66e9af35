import type { WorkingRangeDto } from '@salonya/contracts/availability';
import { isQuarterHour } from '@salonya/domain/availability/rules';
import { validateWorkingRanges, WEEKDAY_NAMES_TR } from '@salonya/domain/availability/working-hours';
import { timeToMinutes } from '@salonya/domain/booking/time';

/** One working range of a day in the form ('HH:MM'). */
export interface RangeValue {
  start: string;
  end: string;
}

/** ISO weekday 1 (Pazartesi) … 7 (Pazar) → its ranges. */
export type WeekHours = Record<number, RangeValue[]>;

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const ISO_WEEKDAY_LABELS: Record<number, string> = Object.fromEntries(
  WEEKDAY_NAMES_TR.map((name, i) => [i + 1, name]),
);

/** Designed messages (ADR 0017). */
export const WORKING_HOURS_MSG = {
  saved: 'Çalışma saatleri kaydedildi',
  saveFailed: 'Çalışma saatleri kaydedilirken hata oluştu',
  invalid: 'Lütfen işaretli alanları düzeltin',
} as const;

export function emptyWeek(): WeekHours {
  return Object.fromEntries(ISO_WEEKDAYS.map((d) => [d, [] as RangeValue[]]));
}

/** A new range after the day's last one (a day without ranges starts at 09:00–18:00). */
export function nextRange(ranges: readonly RangeValue[]): RangeValue {
  const last = ranges.at(-1);
  if (last === undefined || !isQuarterHour(last.end)) return { start: '09:00', end: '18:00' };
  const start = timeToMinutes(last.end) + 60;
  if (start >= 23 * 60) return { start: '09:00', end: '18:00' };
  const end = Math.min(start + 60, 23 * 60 + 45);
  const fmt = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { start: fmt(start), end: fmt(end) };
}

/** Copies one day's ranges onto the chosen days (replacing theirs). */
export function copyDay(week: WeekHours, from: number, to: readonly number[]): WeekHours {
  const source = week[from] ?? [];
  const next: WeekHours = { ...week };
  for (const day of to) if (day !== from) next[day] = source.map((r) => ({ ...r }));
  return next;
}

/** Error keys: `${day}.${index}.start` / `.end` (the form's range of that day). */
export type WeekErrors = Record<string, string>;

/** The ranges as sent (day and time order), each with the form range it came from. */
function ordered(week: WeekHours) {
  return ISO_WEEKDAYS.flatMap((day) =>
    (week[day] ?? [])
      .map((r, i) => ({ day, i, r }))
      .sort((a, b) => (a.r.start < b.r.start ? -1 : a.r.start > b.r.start ? 1 : a.i - b.i)),
  );
}

/** 'ranges.<n>.<field>' errors (the domain's and the server's 422) → the form's keys. */
export function mapRangeErrors(
  week: WeekHours,
  errors: Readonly<Record<string, readonly string[]>>,
): WeekErrors {
  const order = ordered(week);
  const out: WeekErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const m = /^ranges\.(\d+)\.(start_time|end_time|weekday)$/.exec(field);
    const target = m ? order[Number(m[1])] : undefined;
    const message = messages[0];
    if (m === null || target === undefined || message === undefined) continue;
    out[`${target.day}.${target.i}.${m[2] === 'end_time' ? 'end' : 'start'}`] ??= message;
  }
  return out;
}

/** The week's rules (domain validateWorkingRanges: 15-minute times, start before end, no overlap in a day). */
export function validateWeek(week: WeekHours): WeekErrors {
  return mapRangeErrors(week, validateWorkingRanges(weekToRanges(week)));
}

/** The PUT body's ranges, in day and time order. */
export function weekToRanges(week: WeekHours): WorkingRangeDto[] {
  return ordered(week).map(({ day, r }) => ({ weekday: day, start_time: r.start, end_time: r.end }));
}

export function rangesToWeek(
  ranges: readonly { weekday: number; start_time: string; end_time: string }[],
): WeekHours {
  const week = emptyWeek();
  for (const r of ranges) {
    week[r.weekday]?.push({ start: r.start_time.slice(0, 5), end: r.end_time.slice(0, 5) });
  }
  for (const day of ISO_WEEKDAYS) week[day]?.sort((a, b) => timeToMinutes(a.start) - timeToMinutes(b.start));
  return week;
}
