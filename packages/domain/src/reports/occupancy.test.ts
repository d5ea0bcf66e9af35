import { describe, expect, it } from 'vitest';
import {
  availableMinutes,
  effectiveRanges,
  minutesOnWeekday,
  occupancy,
  salonCapacity,
  type WeeklyRange,
} from './occupancy';

const r = (weekday: number, start_time: string, end_time: string): WeeklyRange => ({
  weekday,
  start_time,
  end_time,
});

// Monday–Saturday 09:00–18:00 (540 minutes a day), Sunday closed.
const OPENING = [1, 2, 3, 4, 5, 6].map((d) => r(d, '09:00:00', '18:00:00'));

describe('minutesOnWeekday', () => {
  it.each([
    ['one range', [r(1, '09:00', '18:00')], 1, 540],
    ['another day', [r(1, '09:00', '18:00')], 2, 0],
    ['two ranges', [r(3, '09:00', '12:00'), r(3, '13:00', '18:00')], 3, 480],
    ['overlapping ranges once', [r(3, '09:00', '13:00'), r(3, '12:00', '14:00')], 3, 300],
    ['a range inside another', [r(3, '09:00', '18:00'), r(3, '10:00', '11:00')], 3, 540],
    ['until midnight', [r(5, '20:00', '24:00')], 5, 240],
    ['an empty range', [r(5, '10:00', '10:00')], 5, 0],
  ] as const)('%s', (_name, ranges, weekday, minutes) => {
    expect(minutesOnWeekday(ranges, weekday)).toBe(minutes);
  });
});

describe('availableMinutes', () => {
  it.each([
    ['a Monday', '2026-11-23', '2026-11-23', 540],
    ['a Sunday', '2026-11-29', '2026-11-29', 0],
    ['a whole week', '2026-11-23', '2026-11-29', 6 * 540],
    ['two weeks', '2026-11-23', '2026-12-06', 12 * 540],
    ['November 2026 (25 working days)', '2026-11-01', '2026-11-30', 25 * 540],
  ])('%s', (_name, from, to, minutes) => {
    expect(availableMinutes(OPENING, { from, to })).toBe(minutes);
  });
});

describe('effectiveRanges', () => {
  it('uses the staff member’s own ranges, else the opening hours', () => {
    const own = [r(2, '10:00', '14:00')];
    expect(effectiveRanges(own, OPENING)).toBe(own);
    expect(effectiveRanges([], OPENING)).toBe(OPENING);
  });
});

describe('occupancy', () => {
  it.each([
    [0, 540, 0],
    [270, 540, 50],
    [180, 540, 33.3],
    [540, 540, 100],
    [600, 540, 111.1],
    [60, 0, null],
    [0, 0, null],
  ])('%i booked of %i available → %s %%', (booked, available, percent) => {
    expect(occupancy(booked, available)).toEqual({
      booked_minutes: booked,
      available_minutes: available,
      percent,
    });
  });
});

describe('salonCapacity', () => {
  it('adds the active staff and leaves the inactive out', () => {
    const week = { from: '2026-11-23', to: '2026-11-29' };
    const capacity = salonCapacity(
      [
        { salon_staff_id: 1, is_active: true, ranges: [] },
        { salon_staff_id: 2, is_active: true, ranges: [r(1, '10:00', '14:00'), r(2, '10:00', '14:00')] },
        { salon_staff_id: 3, is_active: false, ranges: [] },
      ],
      OPENING,
      week,
    );
    expect([...capacity.perStaff]).toEqual([
      [1, 3240],
      [2, 480],
      [3, 0],
    ]);
    expect(capacity.total).toBe(3720);
  });
});
