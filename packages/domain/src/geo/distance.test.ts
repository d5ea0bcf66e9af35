import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, roundKm } from './distance';

const kadikoy = { latitude: 40.9903, longitude: 29.0292 };
const besiktas = { latitude: 41.0422, longitude: 29.0083 };
const ankara = { latitude: 39.9334, longitude: 32.8597 };
const izmir = { latitude: 38.4237, longitude: 27.1428 };

describe('distanceKm (haversine, the one rule of api and web)', () => {
  it.each([
    { name: 'same point', a: kadikoy, b: kadikoy, km: 0 },
    { name: 'Kadıköy → Beşiktaş', a: kadikoy, b: besiktas, km: 6.0 },
    { name: 'Istanbul → Ankara', a: kadikoy, b: ankara, km: 344.7 },
    { name: 'Ankara → İzmir', a: ankara, b: izmir, km: 520.5 },
    {
      name: 'one degree of latitude',
      a: { latitude: 0, longitude: 0 },
      b: { latitude: 1, longitude: 0 },
      km: 111.2,
    },
    {
      name: 'antipodes (half the circumference)',
      a: { latitude: 0, longitude: 0 },
      b: { latitude: 0, longitude: 180 },
      km: roundKm(Math.PI * EARTH_RADIUS_KM),
    },
  ])('$name ≈ $km km', ({ a, b, km }) => {
    expect(roundKm(distanceKm(a, b))).toBeCloseTo(km, 0);
  });

  it('is symmetric', () => {
    expect(distanceKm(kadikoy, ankara)).toBeCloseTo(distanceKm(ankara, kadikoy), 9);
  });
});

describe('roundKm', () => {
  it.each([
    [0, 0],
    [6.04, 6],
    [6.05, 6.1],
    [12.349, 12.3],
  ])('%s → %s', (km, rounded) => {
    expect(roundKm(km)).toBe(rounded);
  });
});
