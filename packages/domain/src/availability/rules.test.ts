import { describe, expect, it } from 'vitest';
import type { BlockingRule, BreakRule } from '../booking/availability';
import {
  availabilityStatusLabel,
  BREAK_DAY_QUICK_PICKS,
  isFullDayRange,
  isPastDate,
  isPastStart,
  isQuarterHour,
  istanbulNow,
  nextQuarterHour,
  normalizeBlockingType,
  normalizeEditStatus,
  quarterHourTimes,
  resolveDateRange,
  type DateRangeKey,
  staffTodayStatusLabel,
  type StatusInput,
} from './rules';

const TODAY = '2026-11-24'; // a Tuesday

describe('availability status labels (SPEC §4)', () => {
  it.each<[string, StatusInput, string]>([
    ['break', { kind: 'break', status: 'active' }, 'Aktif'],
    ['break even with a past date field', { kind: 'break', status: 'active', date: '2020-01-01' }, 'Aktif'],
    ['blocking yesterday', { kind: 'blocking', status: 'active', date: '2026-11-23' }, 'Geçmiş'],
    ['blocking today', { kind: 'blocking', status: 'active', date: TODAY }, 'Bugün'],
    ['blocking tomorrow', { kind: 'blocking', status: 'active', date: '2026-11-25' }, 'Aktif'],
    ['cancelled blocking', { kind: 'blocking', status: 'cancelled', date: '2026-11-25' }, 'İptal'],
    ['cancelled break', { kind: 'break', status: 'cancelled' }, 'İptal'],
    ['completed', { kind: 'blocking', status: 'completed', date: '2026-11-20' }, 'Tamamlandı'],
    ['pending', { kind: 'blocking', status: 'pending', date: '2026-11-28' }, 'Beklemede'],
    [
      'weekly recurring on today',
      { kind: 'blocking', status: 'active', date: '2026-11-17', recurring: true, recurringPattern: 'weekly' },
      'Bugün',
    ],
    [
      'weekly recurring not today',
      { kind: 'blocking', status: 'active', date: '2026-11-18', recurring: true, recurringPattern: 'weekly' },
      'Aktif',
    ],
    [
      'recurring ended yesterday',
      { kind: 'blocking', status: 'active', date: '2026-11-01', recurring: true, endDate: '2026-11-23' },
      'Geçmiş',
    ],
    [
      'daily recurring started before, open-ended',
      { kind: 'blocking', status: 'active', date: '2026-10-01', recurring: true, recurringPattern: 'daily' },
      'Bugün',
    ],
  ])('%s → %s', (_name, item, label) => {
    expect(availabilityStatusLabel(item, TODAY)).toBe(label);
  });
});

describe('edit status and type fallbacks (SPEC §4, §5)', () => {
  it.each([
    ['active', 'active'],
    ['cancelled', 'cancelled'],
    ['completed', 'active'],
    ['pending', 'active'],
    [undefined, 'active'],
    [42, 'active'],
  ])('status %s → %s', (input, expected) => {
    expect(normalizeEditStatus(input)).toBe(expected);
  });
  it.each([
    ['vacation', 'vacation'],
    ['sick', 'sick'],
    ['meeting', 'meeting'],
    ['personal', 'personal'],
    ['unavailable', 'unavailable'],
    ['holiday', 'unavailable'],
    ['', 'unavailable'],
    [null, 'unavailable'],
  ])('type %s → %s', (input, expected) => {
    expect(normalizeBlockingType(input)).toBe(expected);
  });
});

describe('full-day detection (SPEC §5)', () => {
  it.each<[string | null, string | null, boolean]>([
    ['00:00', '23:45', true],
    ['00:00', '23:59', true],
    ['00:00:00', '23:59:00', true],
    ['00:00', '23:30', false],
    ['00:15', '23:45', false],
    ['09:00', '18:00', false],
    [null, null, false],
  ])('%s–%s → %s', (start, end, expected) => {
    expect(isFullDayRange(start, end)).toBe(expected);
  });
});

describe('15-minute step (SPEC §5, §9)', () => {
  it.each([
    ['09:00', true],
    ['09:15', true],
    ['09:30', true],
    ['23:45', true],
    ['09:00:00', true],
    ['09:10', false],
    ['09:05', false],
    ['24:00', false],
    ['9:00', false],
    ['ab:cd', false],
  ])('%s → %s', (time, expected) => {
    expect(isQuarterHour(time)).toBe(expected);
  });
  it('lists 96 picker times from 00:00 to 23:45', () => {
    const times = quarterHourTimes();
    expect(times).toHaveLength(96);
    expect(times[0]).toBe('00:00');
    expect(times[1]).toBe('00:15');
    expect(times.at(-1)).toBe('23:45');
  });
});

// Istanbul is UTC+3: 07:07Z is 10:07 there.
describe('next quarter hour in Europe/Istanbul (SPEC §5)', () => {
  it.each([
    ['2026-11-24T07:07:00Z', '2026-11-24', '10:15'],
    ['2026-11-24T07:00:00Z', '2026-11-24', '10:15'],
    ['2026-11-24T07:14:59Z', '2026-11-24', '10:15'],
    ['2026-11-24T07:15:00Z', '2026-11-24', '10:30'],
    ['2026-11-24T07:59:00Z', '2026-11-24', '11:00'],
    ['2026-11-24T20:44:00Z', '2026-11-24', '23:45'],
    // 23:50 Istanbul: the next quarter hour is midnight of the next day.
    ['2026-11-24T20:50:00Z', '2026-11-25', '00:00'],
  ])('%s → %s %s', (now, date, time) => {
    expect(nextQuarterHour(new Date(now))).toEqual({ date, time });
  });
  it('uses the Istanbul date, not the UTC one, just after midnight there', () => {
    // 21:30Z on the 23rd is 00:30 on the 24th in Istanbul.
    expect(istanbulNow(new Date('2026-11-23T21:30:00Z'))).toEqual({
      date: '2026-11-24',
      time: '00:30',
      minutes: 30,
    });
    expect(nextQuarterHour(new Date('2026-11-23T21:30:00Z'))).toEqual({ date: '2026-11-24', time: '00:45' });
  });
});

describe('past-time rule (SPEC §5)', () => {
  const now = new Date('2026-11-24T07:07:00Z'); // 10:07 Istanbul
  it.each([
    ['2026-11-24', '10:00', true],
    ['2026-11-24', '10:07', true],
    ['2026-11-24', '10:15', false],
    ['2026-11-23', '23:45', true],
    ['2026-11-25', '00:00', false],
  ])('%s %s → past %s', (date, time, expected) => {
    expect(isPastStart(date, time, now)).toBe(expected);
  });
  it('a start at exactly now is past (at or before now)', () => {
    expect(isPastStart('2026-11-24', '10:15', new Date('2026-11-24T07:15:00Z'))).toBe(true);
  });
  it.each([
    ['2026-11-23', true],
    ['2026-11-24', false],
    ['2026-11-25', false],
  ])('date %s → past %s', (date, expected) => {
    expect(isPastDate(date, now)).toBe(expected);
  });
});

describe("staff's status today (SPEC §4)", () => {
  const blocking = (over: Partial<BlockingRule>): BlockingRule => ({
    date: TODAY,
    startTime: '10:00',
    endTime: '11:00',
    isFullDay: false,
    recurring: false,
    recurringPattern: 'weekly',
    endDate: null,
    status: 'active',
    ...over,
  });
  const brk = (over: Partial<BreakRule>): BreakRule => ({
    startTime: '12:00',
    endTime: '13:00',
    days: ['tuesday'],
    status: 'active',
    ...over,
  });
  it.each<[string, BlockingRule[], BreakRule[], string]>([
    ['blocking today', [blocking({})], [], 'Blokajlı'],
    ['blocking today wins over a break', [blocking({})], [brk({})], 'Blokajlı'],
    [
      'recurring blocking repeating today',
      [blocking({ date: '2026-11-10', recurring: true })],
      [],
      'Blokajlı',
    ],
    ['cancelled blocking today', [blocking({ status: 'cancelled' })], [brk({})], 'Molalı'],
    ['blocking tomorrow, break today', [blocking({ date: '2026-11-25' })], [brk({})], 'Molalı'],
    ['break on other days only', [], [brk({ days: ['monday', 'friday'] })], 'Müsait'],
    ['nothing', [], [], 'Müsait'],
  ])('%s → %s', (_name, blockings, breaks, label) => {
    expect(staffTodayStatusLabel(blockings, breaks, TODAY)).toBe(label);
  });
});

describe('break day quick picks (SPEC §5)', () => {
  it('weekdays, weekend, all days and clear', () => {
    expect(BREAK_DAY_QUICK_PICKS.weekdays).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(BREAK_DAY_QUICK_PICKS.weekend).toEqual(['saturday', 'sunday']);
    expect(BREAK_DAY_QUICK_PICKS.all).toHaveLength(7);
    expect(BREAK_DAY_QUICK_PICKS.clear).toEqual([]);
  });
});

describe('date-range filter (SPEC §2.9)', () => {
  it.each<[DateRangeKey | null, string | null, string | null, { start: string; end: string } | null]>([
    ['today', null, null, { start: TODAY, end: TODAY }],
    ['this_week', null, null, { start: '2026-11-23', end: '2026-11-29' }],
    ['next_week', null, null, { start: '2026-11-30', end: '2026-12-06' }],
    ['this_month', null, null, { start: '2026-11-01', end: '2026-11-30' }],
    ['next_month', null, null, { start: '2026-12-01', end: '2026-12-31' }],
    ['custom', '2026-12-01', '2026-12-10', { start: '2026-12-01', end: '2026-12-10' }],
    ['custom', null, null, null],
    ['custom', '2026-12-10', '2026-12-01', null],
    [null, '2026-12-01', null, { start: '2026-12-01', end: '2026-12-01' }],
    [null, null, null, { start: '2026-10-25', end: '2027-11-24' }],
  ])('%s %s %s', (range, start, end, expected) => {
    expect(resolveDateRange(range, start, end, TODAY)).toEqual(expected);
  });
  it('next month across the year end', () => {
    expect(resolveDateRange('next_month', null, null, '2026-12-15')).toEqual({
      start: '2027-01-01',
      end: '2027-01-31',
    });
  });
});
