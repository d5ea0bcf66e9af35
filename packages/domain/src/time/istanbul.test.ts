import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesOfMonth,
  formatIstanbulIso,
  isoWeekday,
  istanbulInstant,
  istanbulOffsetMinutes,
  istanbulParts,
  minutesFromDayStart,
  timeToMinutes,
  wallClockIso,
  dayAsDate,
  istanbulDay,
  istanbulTime,
  istanbulToday,
  istanbulWallClock,
} from './istanbul';

describe('Istanbul time helpers', () => {
  it('reads +03:00 from the time-zone database', () => {
    expect(istanbulOffsetMinutes(new Date('2026-07-01T00:00:00Z'))).toBe(180);
    expect(istanbulOffsetMinutes(new Date('2026-01-01T00:00:00Z'))).toBe(180);
  });
  it.each([
    ['2026-12-01', 0, '2026-11-30T21:00:00.000Z'],
    ['2026-12-01', 10 * 60 + 15, '2026-12-01T07:15:00.000Z'],
    ['2026-12-31', 24 * 60, '2026-12-31T21:00:00.000Z'],
  ])('%s + %i min is %s', (date, minutes, iso) => {
    expect(istanbulInstant(date, minutes).toISOString()).toBe(iso);
  });
  it.each([
    ['2026-11-30T21:30:00Z', '2026-12-01', '00:30', 2],
    ['2026-11-30T20:59:00Z', '2026-11-30', '23:59', 1],
  ])('%s is %s %s (weekday %i) in Istanbul', (iso, date, time, weekday) => {
    expect(istanbulParts(new Date(iso))).toMatchObject({ date, time, weekday });
  });
  it('formats with the offset', () => {
    expect(formatIstanbulIso(new Date('2026-12-01T07:15:00Z'))).toBe('2026-12-01T10:15:00+03:00');
  });
  it('counts minutes from the Istanbul midnight', () => {
    expect(minutesFromDayStart('2026-12-01', new Date('2026-11-30T20:00:00Z'))).toBe(-60);
    expect(minutesFromDayStart('2026-12-01', new Date('2026-12-01T21:30:00Z'))).toBe(24 * 60 + 30);
  });
  it('does calendar arithmetic', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-11')[0]).toBe('2026-11-01');
  });
  it.each([
    ['09:30', 570],
    ['18:00:00', 1080],
    ['24:00', 1440],
    ['23:59', 1440],
    ['23:59:59', 1440],
    ['23:45', 1425],
  ])('%s is %i minutes', (time, minutes) => {
    expect(timeToMinutes(time)).toBe(minutes);
  });
  it.each(['2026-12-01', '2026-12-31', '2015-03-28', '2015-03-29', '2015-11-07', '2015-11-08'])(
    'wallClockIso(%s) matches the instant-by-instant format, across offset changes and midnight',
    (date) => {
      const iso = wallClockIso(date);
      for (const minutes of [-30, 0, 150, 615, 1439, 1440, 1500, 2879, 2895])
        expect(iso(minutes)).toBe(formatIstanbulIso(istanbulInstant(date, minutes)));
    },
  );
});

describe('the web calendar-day helpers', () => {
  it.each([
    ['2026-11-23T22:30:00Z', '2026-11-24', '01:30'],
    ['2026-11-23T20:59:00Z', '2026-11-23', '23:59'],
    ['2026-12-31T21:00:00Z', '2027-01-01', '00:00'],
    ['2026-06-15T06:15:00Z', '2026-06-15', '09:15'],
  ])('%s is %s %s in Istanbul', (iso, day, time) => {
    expect(istanbulDay(new Date(iso))).toBe(day);
    expect(istanbulToday(new Date(iso))).toBe(day);
    expect(istanbulTime(new Date(iso))).toBe(time);
  });

  it.each([
    ['2026-11-24', '10:15', '2026-11-24T07:15:00.000Z'],
    ['2026-11-24', '00:00', '2026-11-23T21:00:00.000Z'],
    ['2026-11-24', '23:59', '2026-11-24T20:59:00.000Z'],
  ])('istanbulWallClock(%s, %s) = %s', (day, time, iso) => {
    expect(istanbulWallClock(day, time).toISOString()).toBe(iso);
  });

  it('dayAsDate is the day at noon in Istanbul', () => {
    expect(dayAsDate('2026-11-24').toISOString()).toBe('2026-11-24T09:00:00.000Z');
  });
});
