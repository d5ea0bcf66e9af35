import { turkishSlug } from '@salonya/domain/slug';
import { distanceKm } from '@salonya/domain/geo/distance';
import { parseStoredObject, readStorage, writeStorage } from '../storage';
import type { Coordinates, District, Province } from './types';

/**
 * SPEC §3 User location, kept in localStorage: id, name, type (province, city or district), city_id,
 * district_id, province_name, full_name, coordinates. The location filter stores a province ('province'), a
 * district of it ('district', id = district id) or the visitor's own position ('city': the province it lies in,
 * with the device coordinates and `source: 'geolocation'`).
 */
export interface UserLocation {
  id: number;
  name: string;
  type: 'province' | 'city' | 'district';
  city_id: number;
  district_id?: number | null;
  province_name: string;
  full_name: string;
  coordinates: Coordinates | null;
  /** 'geolocation' when the coordinates are the device's own ("near me"). */
  source?: 'geolocation';
}

export const NEAR_ME_LABEL = 'Yakınımda';

export const USER_LOCATION_KEY = 'user_location';

/** What the storage holds: nothing, a complete location, or an older value that only names the place. */
export type StoredLocation =
  { kind: 'none' } | { kind: 'location'; location: UserLocation } | { kind: 'legacy'; name: string };

const NONE: StoredLocation = { kind: 'none' };

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function readCoordinates(value: unknown): Coordinates | null {
  if (typeof value !== 'object' || value === null) return null;
  const { latitude, longitude } = value as Record<string, unknown>;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (latitude === null || longitude === null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { latitude: lat, longitude: lng };
}

const TYPES = ['province', 'city', 'district'] as const;

/** Reads the stored text; a value that is not a usable location but has a name is 'legacy' (migrated later). */
export function parseStoredLocation(raw: string | null): StoredLocation {
  if (raw === null || raw.trim() === '') return NONE;
  const value = parseStoredObject(raw);
  if (value === null) {
    // The oldest form: the place name as plain text (possibly JSON-quoted).
    let name = raw;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed !== 'string') return NONE;
      name = parsed;
    } catch {
      // not JSON: plain text
    }
    return name.trim() === '' ? NONE : { kind: 'legacy', name: name.trim() };
  }
  const name = typeof value.name === 'string' ? value.name.trim() : '';
  const cityId =
    value.city_id ?? (value.type === 'province' || value.type === undefined ? value.id : undefined);
  const type = TYPES.find((t) => t === value.type) ?? 'province';
  if (isPositiveInt(value.id) && isPositiveInt(cityId) && name !== '') {
    const provinceName = typeof value.province_name === 'string' ? value.province_name : name;
    return {
      kind: 'location',
      location: {
        id: value.id,
        name,
        type,
        city_id: cityId,
        district_id: isPositiveInt(value.district_id) ? value.district_id : null,
        province_name: provinceName,
        full_name: typeof value.full_name === 'string' ? value.full_name : name,
        coordinates: readCoordinates(value.coordinates),
        ...(value.source === 'geolocation' ? { source: 'geolocation' as const } : {}),
      },
    };
  }
  const legacyName =
    name !== '' ? name : typeof value.province_name === 'string' ? value.province_name.trim() : '';
  return legacyName === '' ? NONE : { kind: 'legacy', name: legacyName };
}

/** The SPEC §3 location of a province. */
export function provinceLocation(province: Province): UserLocation {
  return {
    id: province.id,
    name: province.name,
    type: 'province',
    city_id: province.id,
    district_id: null,
    province_name: province.name,
    full_name: `${province.name}, Türkiye`,
    coordinates: province.coordinates,
  };
}

/** The SPEC §3 location of a district of `province` (the district has no coordinates: the province centre). */
export function districtLocation(province: Province, district: District): UserLocation {
  return {
    id: district.id,
    name: district.name,
    type: 'district',
    city_id: province.id,
    district_id: district.id,
    province_name: province.name,
    full_name: `${district.name}, ${province.name}`,
    coordinates: province.coordinates,
  };
}

/** The province whose centre is nearest to `point` (null for an empty list). */
export function nearestProvince(provinces: readonly Province[], point: Coordinates): Province | null {
  let best: Province | null = null;
  let bestKm = Infinity;
  for (const province of provinces) {
    const km = distanceKm(province.coordinates, point);
    if (km < bestKm) {
      best = province;
      bestKm = km;
    }
  }
  return best;
}

/** "Near me": the device position, kept with the province it lies in (for city filters and the label). */
export function nearMeLocation(province: Province, point: Coordinates): UserLocation {
  return {
    id: province.id,
    name: NEAR_ME_LABEL,
    type: 'city',
    city_id: province.id,
    district_id: null,
    province_name: province.name,
    full_name: `${NEAR_ME_LABEL} (${province.name})`,
    coordinates: point,
    source: 'geolocation',
  };
}

export function isNearMe(location: UserLocation | null): boolean {
  return location?.source === 'geolocation' && location.coordinates !== null;
}

/** SPEC §3: an older stored location is migrated by matching its name against the province list. */
export function findProvinceByName(provinces: readonly Province[], name: string): Province | null {
  // 'İstanbul', 'istanbul', 'ISTANBUL' and 'İstanbul, Türkiye' all match İstanbul.
  const wanted = turkishSlug(name.split(',')[0] ?? name);
  if (wanted === '') return null;
  return provinces.find((p) => p.slug === wanted || turkishSlug(p.name) === wanted) ?? null;
}

// ── The store (localStorage, shared by every component of the tab and followed across tabs) ────────────

const CHANGE_EVENT = 'salonya:user-location';

export function readStoredLocation(): StoredLocation {
  return parseStoredLocation(readStorage(localStorage, USER_LOCATION_KEY));
}

export function readStoredLocationRaw(): string | null {
  return readStorage(localStorage, USER_LOCATION_KEY);
}

/** Stores (or, for null, forgets) the location and tells every subscriber. */
export function storeUserLocation(location: UserLocation | null): void {
  writeStorage(localStorage, USER_LOCATION_KEY, location === null ? null : JSON.stringify(location));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeUserLocation(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_LOCATION_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
