import { describe, expect, it } from 'vitest';
import { istanbulInstant } from '../booking/time';
import {
  bucketKey,
  datesOfRange,
  isCalendarDate,
  MAX_REPORT_SPAN_DAYS,
  monthEnd,
  namedPeriodRange,
  rangeDays,
  rangeInstants,
  REPORT_RANGE_MESSAGES as M,
  reportBuckets,
  resolveReportRange,
  validateCustomRange,
  weekStart,
} from './period';

// Wednesday 2026-11-25 00:30 in Istanbul (still Tuesday 21:30 in UTC).
const NOW = istanbulInstant('2026-11-25', 30);

describe('namedPeriodRange', () => {
  it.each([
    ['this_week', '2026-11-23', '2026-11-29'],
    ['this_month', '2026-11-01', '2026-11-30'],
    ['last_30_days', '2026-10-27', '2026-11-25'],
  ] as const)('%s → %s … %s (Istanbul date, not UTC)', (period, from, to) => {
    expect(namedPeriodRange(period, NOW)).toEqual({ from, to });
  });

  it.each([
    ['2026-11-29', 23 * 60 + 59, '2026-11-23', '2026-11-29'],
    ['2026-11-30', 0, '2026-11-30', '2026-12-06'],
    ['2027-01-01', 12 * 60, '2026-12-28', '2027-01-03'],
  ])('this week of %s at %i min runs Monday %s to Sunday %s', (date, minutes, from, to) => {
    expect(namedPeriodRange('this_week', istanbulInstant(date, minutes))).toEqual({ from, to });
  });

  it.each([
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2027-02-10', '2027-02-01', '2027-02-28'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('this month of %s is %s … %s', (date, from, to) => {
    expect(namedPeriodRange('this_month', istanbulInstant(date, 600))).toEqual({ from, to });
  });
});

describe('validateCustomRange', () => {
  it.each([
    ['2026-11-01', '2026-11-30', {}],
    ['2026-11-01', '2026-11-01', {}],
    ['2025-12-01', '2026-11-30', {}],
    [undefined, '2026-11-30', { from: [M.dateRequired] }],
    ['', '', { from: [M.dateRequired], to: [M.dateRequired] }],
    ['2026-02-30', '2026-03-01', { from: [M.dateInvalid] }],
    ['26-11-01', '2026-11-30', { from: [M.dateInvalid] }],
    ['2026-11-01', '2026-13-01', { to: [M.dateInvalid] }],
    ['1999-01-01', '1999-01-02', { from: [M.yearOutOfRange], to: [M.yearOutOfRange] }],
    ['2026-01-01', '2101-01-01', { to: [M.yearOutOfRange] }],
    ['2026-11-30', '2026-11-01', { to: [M.fromAfterTo] }],
    ['2025-01-01', '2026-01-01', {}],
    ['2025-01-01', '2026-01-02', { to: [M.spanTooLong] }],
  ] as const)('%s … %s', (from, to, errors) => {
    expect(validateCustomRange(from, to)).toEqual(errors);
  });

  it('allows exactly the longest span', () => {
    expect(validateCustomRange('2024-01-01', '2024-12-31')).toEqual({});
    expect(rangeDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(MAX_REPORT_SPAN_DAYS);
  });
});

describe('resolveReportRange', () => {
  it('uses the named period and ignores dates', () => {
    expect(resolveReportRange('this_month', NOW, '2020-01-01', 'x')).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-30' },
    });
  });
  it('checks a custom range', () => {
    expect(resolveReportRange('custom', NOW, '2026-11-02', '2026-11-08')).toEqual({
      ok: true,
      range: { from: '2026-11-02', to: '2026-11-08' },
    });
    expect(resolveReportRange('custom', NOW)).toEqual({
      ok: false,
      errors: { from: [M.dateRequired], to: [M.dateRequired] },
    });
  });
});

describe('calendar helpers', () => {
  it.each([
    ['2026-11-25', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-00-10', false],
    ['2026-1-10', false],
  ])('isCalendarDate(%s) = %s', (date, ok) => {
    expect(isCalendarDate(date)).toBe(ok);
  });

  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2027-01-01', '2026-12-28'],
  ])('weekStart(%s) = %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
  });

  it('monthEnd and datesOfRange', () => {
    expect(monthEnd('2026-02-14')).toBe('2026-02-28');
    expect(datesOfRange({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('rangeInstants covers the Istanbul days (UTC+3)', () => {
    const { start, end } = rangeInstants({ from: '2026-11-23', to: '2026-11-29' });
    expect(start.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-29T21:00:00.000Z');
  });
});

describe('reportBuckets', () => {
  it.each([
    ['day', '2026-11-24', '2026-11-24'],
    ['week', '2026-11-24', '2026-11-23'],
    ['month', '2026-11-24', '2026-11-01'],
  ] as const)('bucketKey by %s of %s is %s', (grouping, date, key) => {
    expect(bucketKey(date, grouping)).toBe(key);
  });

  it('groups by day', () => {
    expect(reportBuckets({ from: '2026-11-29', to: '2026-12-01' }, 'day')).toEqual([
      { key: '2026-11-29', from: '2026-11-29', to: '2026-11-29', label: '29 Kas' },
      { key: '2026-11-30', from: '2026-11-30', to: '2026-11-30', label: '30 Kas' },
      { key: '2026-12-01', from: '2026-12-01', to: '2026-12-01', label: '1 Ara' },
    ]);
  });

  it('groups by ISO week and cuts the ends to the range', () => {
    expect(reportBuckets({ from: '2026-11-01', to: '2026-11-30' }, 'week')).toEqual([
      { key: '2026-10-26', from: '2026-11-01', to: '2026-11-01', label: '1 Kas' },
      { key: '2026-11-02', from: '2026-11-02', to: '2026-11-08', label: '2–8 Kas' },
      { key: '2026-11-09', from: '2026-11-09', to: '2026-11-15', label: '9–15 Kas' },
      { key: '2026-11-16', from: '2026-11-16', to: '2026-11-22', label: '16–22 Kas' },
      { key: '2026-11-23', from: '2026-11-23', to: '2026-11-29', label: '23–29 Kas' },
      { key: '2026-11-30', from: '2026-11-30', to: '2026-11-30', label: '30 Kas' },
    ]);
    expect(reportBuckets({ from: '2026-12-28', to: '2027-01-04' }, 'week').map((b) => b.label)).toEqual([
      '28 Ara – 3 Oca',
      '4 Oca',
    ]);
  });

  it('groups by month across a year', () => {
    const buckets = reportBuckets({ from: '2025-12-15', to: '2026-02-10' }, 'month');
    expect(buckets).toEqual([
      { key: '2025-12-01', from: '2025-12-15', to: '2025-12-31', label: 'Ara 2025' },
      { key: '2026-01-01', from: '2026-01-01', to: '2026-01-31', label: 'Oca 2026' },
      { key: '2026-02-01', from: '2026-02-01', to: '2026-02-10', label: 'Şub 2026' },
    ]);
  });
});
