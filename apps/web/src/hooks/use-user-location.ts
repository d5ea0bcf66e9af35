import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getProvincesQueryOptions } from '@/lib/locations/get-provinces';
import {
  findProvinceByName,
  parseStoredLocation,
  provinceLocation,
  readStoredLocationRaw,
  storeUserLocation,
  subscribeUserLocation,
  type UserLocation,
} from '@/lib/locations/user-location';

export interface UserLocationState {
  /** The chosen place, or null for all of Türkiye (or while an older value is being migrated). */
  location: UserLocation | null;
  /** The place name of an older stored value that is not migrated yet. */
  legacyName: string | null;
  setLocation: (location: UserLocation | null) => void;
}

/**
 * The SPEC §3 User location from localStorage, the same in every component and tab. An older stored value that
 * only names the place is migrated once the province list is known: matched by name, or forgotten when nothing
 * matches.
 */
export function useUserLocation(): UserLocationState {
  const raw = useSyncExternalStore(subscribeUserLocation, readStoredLocationRaw, () => null);
  const stored = useMemo(() => parseStoredLocation(raw), [raw]);
  const legacyName = stored.kind === 'legacy' ? stored.name : null;
  // The province list is asked for only when an older value needs migrating.
  const provinces = useQuery({ ...getProvincesQueryOptions(), enabled: legacyName !== null });

  useEffect(() => {
    if (legacyName === null || provinces.data === undefined) return;
    const match = findProvinceByName(provinces.data, legacyName);
    storeUserLocation(match === null ? null : provinceLocation(match));
  }, [legacyName, provinces.data]);

  const setLocation = useCallback((location: UserLocation | null) => storeUserLocation(location), []);
  return { location: stored.kind === 'location' ? stored.location : null, legacyName, setLocation };
}
