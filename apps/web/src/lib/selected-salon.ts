import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { OWNER_SALON_LIST_CACHE_MS } from '@salonya/domain/constants';
import { apiClient } from './api-client';
import { readStorage, writeStorage } from './storage';

/**
 * SPEC §4 'Selected salon': the owner's salon list (cached 5 minutes) and the salon every owner screen acts on,
 * chosen on first load and kept in the browser. Owner endpoints take the salon in their path
 * (/salon-owner/salons/{salonId}/…), so a switch changes what every screen asks for.
 */
export interface OwnerSalonOption {
  id: number;
  name: string;
  status: 'pending' | 'active' | 'suspended';
}

export const SELECTED_SALON_KEY = 'selected_salon_id';
export const OWNER_SALONS_FAILED = 'Salon bilgileri alınamadı';

export async function getOwnerSalonOptions(signal?: AbortSignal): Promise<OwnerSalonOption[]> {
  const response = await apiClient.get<{ success: true; data: OwnerSalonOption[] }>('/salon-owner/salons', {
    signal,
    fallbackMessage: OWNER_SALONS_FAILED,
  });
  return response.data;
}

export const ownerSalonOptionsQueryOptions = queryOptions({
  queryKey: ['owner', 'salons'] as const,
  queryFn: ({ signal }) => getOwnerSalonOptions(signal),
  staleTime: OWNER_SALON_LIST_CACHE_MS,
});

const listeners = new Set<() => void>();

function readSelectedId(): number | null {
  const raw = readStorage(window.localStorage, SELECTED_SALON_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function setSelectedSalonId(id: number): void {
  writeStorage(window.localStorage, SELECTED_SALON_KEY, String(id));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice when it is still one of the owner's salons, else the first active one, else the first. */
export function pickSelectedSalon(
  salons: readonly OwnerSalonOption[],
  storedId: number | null,
): OwnerSalonOption | null {
  return (
    salons.find((s) => s.id === storedId) ?? salons.find((s) => s.status === 'active') ?? salons[0] ?? null
  );
}

export function useSelectedSalon() {
  const query = useQuery(ownerSalonOptionsQueryOptions);
  const storedId = useSyncExternalStore(subscribe, readSelectedId, () => null);
  const salons = query.data ?? [];
  const salon = query.data ? pickSelectedSalon(query.data, storedId) : null;
  return {
    salons,
    /** null while loading, on error, or when the owner has no salon yet. */
    salon,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
    select: setSelectedSalonId,
  };
}
