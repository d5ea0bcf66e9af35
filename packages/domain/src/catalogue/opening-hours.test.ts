import { describe, expect, it } from 'vitest';
import { isNightSalon, isOpenAt, istanbulClock, timeToMinutes, type OpeningHours } from './opening-hours';

const weekdays = (opensAt: string | null, closesAt: string | null): OpeningHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    weekday === 7 ? { weekday, opensAt: null, closesAt: null } : { weekday, opensAt, closesAt },
  );

describe('istanbulClock', () => {
  it.each([
    ['2026-11-23T06:00:00Z', 1, 9 * 60], // Monday 09:00 in Istanbul (+03:00)
    ['2026-11-22T21:30:00Z', 1, 30], // Sunday 21:30 UTC is Monday 00:30 in Istanbul
    ['2026-11-22T20:59:00Z', 7, 23 * 60 + 59],
  ])('%s → weekday %i, minute %i', (iso, weekday, minutes) => {
    expect(istanbulClock(new Date(iso))).toEqual({ weekday, minutes });
  });
});

describe('timeToMinutes', () => {
  it.each([
    ['09:00', 540],
    ['09:30:00', 570],
    ['24:00', 1440],
    ['23:59:59', 1440],
    ['00:00', 0],
  ])('%s → %i', (time, minutes) => expect(timeToMinutes(time)).toBe(minutes));
});

describe('isOpenAt', () => {
  const hours = weekdays('09:00', '20:00');
  it.each([
    ['2026-11-23T05:59:00Z', false], // Mon 08:59
    ['2026-11-23T06:00:00Z', true], // Mon 09:00
    ['2026-11-23T16:59:00Z', true], // Mon 19:59
    ['2026-11-23T17:00:00Z', false], // Mon 20:00 (closing time is exclusive)
    ['2026-11-22T10:00:00Z', false], // Sunday: closed
  ])('%s → %s', (iso, open) => expect(isOpenAt(hours, new Date(iso))).toBe(open));

  it('a salon open until midnight is open at 23:30', () => {
    expect(isOpenAt(weekdays('10:00', '23:59:59'), new Date('2026-11-23T20:30:00Z'))).toBe(true);
  });
});

describe('isNightSalon', () => {
  it.each([
    [weekdays('09:00', '20:00'), false],
    [weekdays('09:00', '21:59'), false],
    [weekdays('09:00', '22:00'), true],
    [weekdays('12:00', '24:00'), true],
    [weekdays(null, null), false],
  ])('%j → %s', (hours, night) => expect(isNightSalon(hours)).toBe(night));
});
