import { describe, expect, it } from 'vitest';
import {
  istanbulDayStart,
  istanbulMonthKey,
  istanbulMonthStart,
  kurusToLira,
  monthLabel,
  monthsBetween,
  percentChange,
  periodFor,
  type DashboardRange,
} from './dashboard-range';

const now = new Date('2026-11-23T18:00:00Z');

describe('periodFor', () => {
  it.each<[DashboardRange, number]>([
    ['7d', 7],
    ['30d', 30],
    ['90d', 90],
    ['1y', 365],
  ])('%s covers the last %i days and the same length before', (range, days) => {
    const p = periodFor(range, now);
    expect(p.to).toEqual(now);
    expect(now.getTime() - p.from.getTime()).toBe(days * 86_400_000);
    expect(p.from.getTime() - p.previousFrom.getTime()).toBe(days * 86_400_000);
  });
});

describe('Istanbul months', () => {
  it.each([
    ['2026-11-30T20:59:59Z', '2026-11'],
    ['2026-11-30T21:00:00Z', '2026-12'],
    ['2026-12-31T21:00:00Z', '2027-01'],
    ['2026-01-01T00:00:00Z', '2026-01'],
  ])('%s is in %s', (iso, key) => {
    expect(istanbulMonthKey(new Date(iso))).toBe(key);
  });

  it.each([
    ['2026-01', 'Oca 2026'],
    ['2026-08', 'Ağu 2026'],
    ['2026-11', 'Kas 2026'],
  ])('label of %s is %s', (key, label) => expect(monthLabel(key)).toBe(label));

  it.each<[DashboardRange, string[]]>([
    ['7d', ['2026-11']],
    ['30d', ['2026-10', '2026-11']],
    ['90d', ['2026-08', '2026-09', '2026-10', '2026-11']],
  ])('%s touches %j', (range, keys) => {
    const p = periodFor(range, now);
    expect(monthsBetween(p.from, p.to).map((m) => m.month)).toEqual(keys);
  });

  it('1y touches 13 months across the year boundary', () => {
    const p = periodFor('1y', now);
    const months = monthsBetween(p.from, p.to);
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ month: '2025-11', label: 'Kas 2025' });
    expect(months.at(-1)!.month).toBe('2026-11');
  });

  it('day and month starts are Istanbul midnights', () => {
    expect(istanbulDayStart(new Date('2026-11-23T18:00:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(istanbulDayStart(new Date('2026-11-23T22:00:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(istanbulMonthStart(new Date('2026-11-23T18:00:00Z')).toISOString()).toBe(
      '2026-10-31T21:00:00.000Z',
    );
    expect(istanbulMonthStart(new Date('2026-11-30T22:00:00Z')).toISOString()).toBe(
      '2026-11-30T21:00:00.000Z',
    );
  });
});

describe('percentChange and kurusToLira', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [1, 3, -66.7],
    [10, 0, null],
    [0, 0, null],
  ])('%d against %d is %s', (cur, prev, out) => expect(percentChange(cur, prev)).toBe(out));

  it.each([
    [0, 0],
    [12345, 123.45],
    [100, 1],
    [99999999, 999999.99],
  ])('%d kuruş is %d lira', (k, l) => expect(kurusToLira(k)).toBe(l));
});
