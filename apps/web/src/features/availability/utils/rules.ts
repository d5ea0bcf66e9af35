import {
  availabilityStatusLabel,
  BLOCKING_TYPES,
  BREAK_DAY_QUICK_PICKS,
  isFullDayRange,
  nextQuarterHour,
  normalizeBlockingType,
  normalizeEditStatus,
  WEEKDAYS as WORKDAYS,
  type BlockingType,
  type WeekdayKey,
} from '@salonya/domain/availability/rules';
import { istanbulParts, minutesToTime, timeToMinutes } from '@salonya/domain/booking/time';
import {
  ADD_BLOCKING_FULL_DAY,
  BLOCKING_REASON_MAX_LENGTH,
  BREAK_DEFAULT_TIMES as DEFAULT_BREAK_TIMES,
  EDIT_BLOCKING_FULL_DAY,
} from '@salonya/domain/constants';
import type { AvailabilityRow } from './list';

/**
 * The web's view of the SPEC §4/§5 rules in @salonya/domain/availability (shared with the API): labels of the
 * Turkish UI, the add form's defaults, and adapters from the page's rows to the domain inputs.
 */

export const ADD_FULL_DAY = ADD_BLOCKING_FULL_DAY;
export const EDIT_FULL_DAY = EDIT_BLOCKING_FULL_DAY;
export const BREAK_DEFAULT_TIMES = DEFAULT_BREAK_TIMES;
export const REASON_MAX = BLOCKING_REASON_MAX_LENGTH;
export { nextQuarterHour };

export const BLOCKING_KINDS: readonly BlockingType[] = BLOCKING_TYPES;
export const BLOCKING_KIND_LABELS: Record<BlockingType, string> = {
  unavailable: 'Müsait Değil',
  vacation: 'İzin',
  sick: 'Hastalık',
  meeting: 'Toplantı',
  personal: 'Kişisel',
};

/** SPEC §5: an unknown type falls back to unavailable. */
export const blockingKindOf = (value: unknown): BlockingType => normalizeBlockingType(value);
/** SPEC §4: editing accepts only active or cancelled; anything else becomes active. */
export const editableStatus = (value: unknown): 'active' | 'cancelled' => normalizeEditStatus(value);

export type DayKey = WeekdayKey;
export const WEEKDAYS: readonly { key: DayKey; label: string; short: string }[] = [
  { key: 'monday', label: 'Pazartesi', short: 'Pzt' },
  { key: 'tuesday', label: 'Salı', short: 'Sal' },
  { key: 'wednesday', label: 'Çarşamba', short: 'Çar' },
  { key: 'thursday', label: 'Perşembe', short: 'Per' },
  { key: 'friday', label: 'Cuma', short: 'Cum' },
  { key: 'saturday', label: 'Cumartesi', short: 'Cmt' },
  { key: 'sunday', label: 'Pazar', short: 'Paz' },
];
export const DAY_QUICK_PICKS = BREAK_DAY_QUICK_PICKS;
/** SPEC §5: default break days Monday to Friday. */
export const DEFAULT_BREAK_DAYS: readonly DayKey[] = WORKDAYS;

/** Days in week order, unknown names dropped. */
export function orderDays(days: readonly string[]): DayKey[] {
  return WEEKDAYS.map((d) => d.key).filter((d) => days.includes(d));
}

/** 'HH:MM' of 'HH:MM:SS' (the server may send seconds). */
export function hhmm(time: string | null): string | null {
  return time === null ? null : time.slice(0, 5);
}

/** SPEC §5 add blocking: date today (Istanbul); for today the start is the next quarter hour, one hour long. */
export function addBlockingDefaults(now: Date): { date: string; startTime: string; endTime: string } {
  const today = istanbulParts(now).date;
  const next = nextQuarterHour(now);
  if (next.date !== today) return { date: next.date, startTime: '09:00', endTime: '10:00' };
  const start = Math.max(timeToMinutes(next.time), timeToMinutes('09:00'));
  const end = Math.min(start + 60, 23 * 60 + 45);
  return { date: today, startTime: minutesToTime(start), endTime: minutesToTime(end) };
}

/** SPEC §5: full-day when flagged, without times, or at 00:00–23:45 / 23:59. */
export function isFullDay(row: {
  isFullDay: boolean;
  startTime: string | null;
  endTime: string | null;
}): boolean {
  return (
    row.isFullDay ||
    row.startTime === null ||
    row.endTime === null ||
    isFullDayRange(row.startTime, row.endTime)
  );
}

export type StatusLabel = 'Aktif' | 'Bugün' | 'Geçmiş' | 'Tamamlandı' | 'İptal' | 'Beklemede';

/** SPEC §4 status label of a row on `today` (Istanbul). */
export function statusLabel(row: AvailabilityRow, today: string): StatusLabel {
  return availabilityStatusLabel(
    row.kind === 'break'
      ? { kind: 'break', status: row.status }
      : {
          kind: 'blocking',
          status: row.status,
          date: row.date,
          recurring: row.recurring,
          recurringPattern: row.recurringPattern,
          endDate: row.endDate,
        },
    today,
  ) as StatusLabel;
}

export type TodayStatus = 'Blokajlı' | 'Molalı' | 'Müsait';
