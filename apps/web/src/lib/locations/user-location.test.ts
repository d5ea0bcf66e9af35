import { describe, expect, it } from 'vitest';
import { PROVINCES } from '@/test/location-fixtures';
import { findProvinceByName, parseStoredLocation, provinceLocation } from './user-location';

describe('stored user location (SPEC §3)', () => {
  it('reads a complete location', () => {
    const istanbul = provinceLocation(PROVINCES[1]!);
    expect(parseStoredLocation(JSON.stringify(istanbul))).toEqual({ kind: 'location', location: istanbul });
    expect(istanbul).toMatchObject({
      id: 34,
      name: 'İstanbul',
      type: 'province',
      city_id: 34,
      province_name: 'İstanbul',
      full_name: 'İstanbul, Türkiye',
      coordinates: { latitude: 41.0082, longitude: 28.9784 },
    });
  });

  it('treats an older value that only names the place as legacy', () => {
    expect(parseStoredLocation('{"name":"İzmir"}')).toEqual({ kind: 'legacy', name: 'İzmir' });
    expect(parseStoredLocation('"Ankara"')).toEqual({ kind: 'legacy', name: 'Ankara' });
    expect(parseStoredLocation('istanbul')).toEqual({ kind: 'legacy', name: 'istanbul' });
    expect(parseStoredLocation(null)).toEqual({ kind: 'none' });
    expect(parseStoredLocation('{}')).toEqual({ kind: 'none' });
    expect(parseStoredLocation('[1,2]')).toEqual({ kind: 'none' });
  });

  it('matches a name against the provinces the Turkish way', () => {
    expect(findProvinceByName(PROVINCES, 'ISTANBUL')?.id).toBe(34);
    expect(findProvinceByName(PROVINCES, 'İzmir, Türkiye')?.id).toBe(35);
    expect(findProvinceByName(PROVINCES, 'Atlantis')).toBeNull();
  });
});
