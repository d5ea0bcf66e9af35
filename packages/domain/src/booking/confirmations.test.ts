import { describe, expect, it } from 'vitest';
import { distanceKm, guestLinkState, planReminders, serviceAreaCheck } from './confirmations';

const kadikoy = { latitude: 40.9903, longitude: 29.0275 };
const besiktas = { latitude: 41.0422, longitude: 29.0083 };
const ankara = { latitude: 39.9334, longitude: 32.8597 };

describe('distanceKm', () => {
  it.each([
    [kadikoy, kadikoy, 0, 0.001],
    [kadikoy, besiktas, 6.0, 0.3],
    [kadikoy, ankara, 345, 2],
  ])('%j → %j ≈ %d km', (a, b, km, tolerance) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThanOrEqual(tolerance);
  });
  it('is symmetric', () => {
    expect(distanceKm(kadikoy, ankara)).toBeCloseTo(distanceKm(ankara, kadikoy), 9);
  });
});

describe('serviceAreaCheck', () => {
  it.each([
    ['same place', kadikoy, 20, true],
    ['across the Bosphorus, radius 20', besiktas, 20, true],
    ['across the Bosphorus, radius 5', besiktas, 5, false],
    ['another city', ankara, 20, false],
  ])('%s', (_label, point, radius, inside) => {
    expect(serviceAreaCheck(kadikoy, point, radius).inside).toBe(inside);
  });
  it('rounds the distance to 0.1 km', () => {
    const { distanceKm: km } = serviceAreaCheck(kadikoy, besiktas, 20);
    expect(Math.round(km * 10)).toBe(km * 10);
  });
});

describe('planReminders', () => {
  const start = new Date('2026-12-02T09:00:00Z');
  it.each([
    ['two days ahead', '2026-11-30T09:00:00Z', ['reminder_24h', 'reminder_2h']],
    ['exactly 24 h ahead', '2026-12-01T09:00:00Z', ['reminder_2h']],
    ['23 h ahead', '2026-12-01T10:00:00Z', ['reminder_2h']],
    ['3 h ahead', '2026-12-02T06:00:00Z', ['reminder_2h']],
    ['exactly 2 h ahead', '2026-12-02T07:00:00Z', []],
    ['1 h ahead', '2026-12-02T08:00:00Z', []],
  ])('%s', (_label, now, kinds) => {
    expect(planReminders(start, new Date(now)).map((r) => r.kind)).toEqual(kinds);
  });
  it('plans 24 h and 2 h before the start', () => {
    const plan = planReminders(start, new Date('2026-11-01T00:00:00Z'));
    expect(plan.map((r) => r.dueAt.toISOString())).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-02T07:00:00.000Z',
    ]);
  });
});

describe('guestLinkState', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const later = new Date('2026-12-02T10:00:00Z');
  const earlier = new Date('2026-11-30T10:00:00Z');
  it.each([
    ['open', { answer: null, expiresAt: later }, 'pending', 'pending'],
    ['expired', { answer: null, expiresAt: earlier }, 'pending', 'expired'],
    ['expires exactly now', { answer: null, expiresAt: now }, 'pending', 'expired'],
    ['approved', { answer: 'approved' as const, expiresAt: later }, 'confirmed', 'approved'],
    ['approved, then expired', { answer: 'approved' as const, expiresAt: earlier }, 'confirmed', 'approved'],
    ['declined', { answer: 'declined' as const, expiresAt: later }, 'cancelled', 'declined'],
    ['salon confirmed it by phone', { answer: null, expiresAt: later }, 'confirmed', 'used'],
    ['salon cancelled it', { answer: null, expiresAt: later }, 'cancelled', 'used'],
    ['expired hold released (issue 15)', { answer: null, expiresAt: earlier }, 'cancelled', 'expired'],
    ['salon confirmed it, link since expired', { answer: null, expiresAt: earlier }, 'confirmed', 'used'],
  ])('%s', (_label, link, status, expected) => {
    expect(guestLinkState(link, status, now)).toBe(expected);
  });
});
