/**
 * Calendar and clock helpers in Europe/Istanbul. Turkey has kept UTC+3 all year since 2016, but the offset is read
 * from Intl for the instant in question, so a future rule change only needs a newer time-zone database.
 */

export const BOOKING_TIME_ZONE = 'Europe/Istanbul';
export const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  timeZoneName: 'longOffset',
});

// Offsets change at most on whole hours (UTC), so one Intl lookup per hour serves every instant in it.
const offsetCache = new Map<number, number>();
const OFFSET_CACHE_LIMIT = 100_000;

/** Minutes east of UTC in Istanbul at that instant (180 for +03:00). */
export function istanbulOffsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / 3_600_000);
  const cached = offsetCache.get(hour);
  if (cached !== undefined) return cached;
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  const minutes = m ? Number(m[2]) * 60 + Number(m[3] ?? '0') : 0;
  const offset = m?.[1] === '-' ? -minutes : minutes;
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(hour, offset);
  return offset;
}

// The slot engine asks for the same few dates many times per request (weekday, distance to today, day start).
const dayNumbers = new Map<string, number>();
const DAY_NUMBER_CACHE_LIMIT = 10_000;

/** 'YYYY-MM-DD' → days since 1970-01-01 (pure calendar arithmetic, no zone). */
function dayNumber(date: string): number {
  const cached = dayNumbers.get(date);
  if (cached !== undefined) return cached;
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const day = Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
  if (dayNumbers.size >= DAY_NUMBER_CACHE_LIMIT) dayNumbers.clear();
  dayNumbers.set(date, day);
  return day;
}
function dateOfDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Whole days from a to b ('2026-11-24' − '2026-11-23' = 1). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday of a calendar date: 1 = Pazartesi … 7 = Pazar. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

export const WEEKDAY_KEYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export function weekdayKey(date: string): WeekdayKey {
  return WEEKDAY_KEYS[isoWeekday(date) - 1] ?? 'monday';
}

/** Every date of a 'YYYY-MM' month, in order. */
export function datesOfMonth(month: string): string[] {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** 'HH:MM' or 'HH:MM:SS' → minutes since midnight; '24:00', '23:59' and '23:59:59' read as the end of the day. */
export function timeToMinutes(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  const minutes = Number(h) * 60 + Number(m);
  if (minutes >= MINUTES_PER_DAY - 1 && (Number(s) > 0 || minutes === MINUTES_PER_DAY - 1))
    return MINUTES_PER_DAY;
  return Math.min(minutes, MINUTES_PER_DAY);
}

export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The instant of a wall-clock time of an Istanbul date (minutes may run past 24:00 into the next day). */
export function istanbulInstant(date: string, minutes: number): Date {
  const guess = dayNumber(date) * MS_PER_DAY + minutes * MS_PER_MINUTE;
  const offset = istanbulOffsetMinutes(new Date(guess));
  const instant = guess - offset * MS_PER_MINUTE;
  const corrected = istanbulOffsetMinutes(new Date(instant));
  return new Date(corrected === offset ? instant : guess - corrected * MS_PER_MINUTE);
}

/** Istanbul calendar date, wall-clock minutes and weekday of an instant. */
export function istanbulParts(at: Date): { date: string; minutes: number; time: string; weekday: number } {
  const local = new Date(at.getTime() + istanbulOffsetMinutes(at) * MS_PER_MINUTE);
  const date = local.toISOString().slice(0, 10);
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return { date, minutes, time: minutesToTime(minutes), weekday: isoWeekday(date) };
}

/** Minutes of an instant counted from the Istanbul midnight that starts `date` (negative before, > 1440 after). */
export function minutesFromDayStart(date: string, at: Date): number {
  return Math.floor((at.getTime() - istanbulInstant(date, 0).getTime()) / MS_PER_MINUTE);
}

/** ISO 8601 in Istanbul time with its offset, e.g. '2026-11-24T10:15:00+03:00'. */
export function formatIstanbulIso(at: Date): string {
  const offset = istanbulOffsetMinutes(at);
  const local = new Date(at.getTime() + offset * MS_PER_MINUTE);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 19)}${zone}`;
}

/**
 * ISO formatter for wall-clock minutes of one Istanbul date, the same as `formatIstanbulIso(istanbulInstant(date,
 * minutes))`. When the offset is the same over the date and the next (always, since 2016) the string is assembled
 * directly; otherwise, or past the next day, each instant is computed.
 */
export function wallClockIso(date: string): (minutes: number) => string {
  const exact = (minutes: number) => formatIstanbulIso(istanbulInstant(date, minutes));
  const start = istanbulInstant(date, 0);
  const offset = istanbulOffsetMinutes(start);
  if (istanbulOffsetMinutes(new Date(start.getTime() + 2 * MS_PER_DAY - MS_PER_MINUTE)) !== offset)
    return exact;
  const zone = formatIstanbulIso(start).slice(19);
  const next = addDays(date, 1);
  return (minutes) => {
    if (minutes < 0 || minutes >= 2 * MINUTES_PER_DAY) return exact(minutes);
    const day = minutes < MINUTES_PER_DAY ? date : next;
    return `${day}T${minutesToTime(minutes % MINUTES_PER_DAY)}:00${zone}`;
  };
}

// ── The web's calendar-day helpers (issue 14 item 5: one home for api and web) ───────────────────────────

/** The Istanbul calendar day of an instant: 2026-11-23T22:30:00Z → '2026-11-24'. */
export function istanbulDay(at: Date): string {
  return istanbulParts(at).date;
}

/** The Istanbul wall-clock time of an instant: 'HH:MM'. */
export function istanbulTime(at: Date): string {
  return istanbulParts(at).time;
}

/** Today in Istanbul as 'YYYY-MM-DD' (by the given clock). */
export function istanbulToday(now: Date = new Date()): string {
  return istanbulDay(now);
}

/** The instant of a wall-clock 'HH:MM' on a day in Istanbul. */
export function istanbulWallClock(date: string, time: string): Date {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return istanbulInstant(date, h * 60 + m);
}

/** A day at noon Istanbul time: safe to format with the tr-TR date formatters. */
export function dayAsDate(date: string): Date {
  return istanbulInstant(date, 12 * 60);
}
