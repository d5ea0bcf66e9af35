import { describe, expect, it } from 'vitest';
import {
  serviceMinutesFor,
  STAFF_DURATION_MESSAGES,
  staffDurationError,
  staffSequenceMinutes,
} from './durations';

describe('staffDurationError', () => {
  it.each([
    [5, null],
    [45, null],
    [480, null],
    [0, STAFF_DURATION_MESSAGES.range],
    [485, STAFF_DURATION_MESSAGES.range],
    [-15, STAFF_DURATION_MESSAGES.range],
    [42, STAFF_DURATION_MESSAGES.step],
    [30.5, STAFF_DURATION_MESSAGES.mustBeWhole],
    [Number.NaN, STAFF_DURATION_MESSAGES.mustBeWhole],
  ])('%s minutes → %s', (value, expected) => {
    expect(staffDurationError(value)).toBe(expected);
  });
});

describe('serviceMinutesFor', () => {
  it.each([
    { salon: 60, own: 45, allowed: true, expected: 45, why: 'own length while allowed' },
    { salon: 60, own: 90, allowed: true, expected: 90, why: 'a longer own length too' },
    { salon: 60, own: 45, allowed: false, expected: 60, why: 'the salon switched it off' },
    { salon: 60, own: null, allowed: true, expected: 60, why: 'no own length' },
    { salon: 60, own: undefined, allowed: true, expected: 60, why: 'service without a row' },
  ])('$why', ({ salon, own, allowed, expected }) => {
    expect(serviceMinutesFor(salon, own, allowed)).toBe(expected);
  });
});

describe('staffSequenceMinutes', () => {
  const services = [
    { id: 1, durationMinutes: 30 },
    { id: 2, durationMinutes: 60 },
  ];
  it.each([
    { own: [], allowed: true, expected: 90 },
    { own: [[1, 20]], allowed: true, expected: 80 },
    {
      own: [
        [1, 20],
        [2, 45],
      ],
      allowed: true,
      expected: 65,
    },
    {
      own: [
        [1, 20],
        [2, 45],
      ],
      allowed: false,
      expected: 90,
    },
    { own: [[3, 10]], allowed: true, expected: 90 },
  ] as { own: [number, number][]; allowed: boolean; expected: number }[])(
    'own $own, allowed $allowed → $expected',
    ({ own, allowed, expected }) => {
      expect(staffSequenceMinutes(services, new Map(own), allowed)).toBe(expected);
    },
  );
});
