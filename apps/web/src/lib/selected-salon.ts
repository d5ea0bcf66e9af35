import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getSalonOwnerSalons, postSalonOwnerSwitchSalon } from '@salonya/contracts/api-routes';
import type { OwnerSalon, OwnerSalonList } from '@salonya/contracts/salon-owner';
import { OWNER_SALON_LIST_CACHE_MS } from '@salonya/domain/constants';
import { SALON_INFO_FAILED, SALON_SWITCH_FAILED } from '@salonya/domain/messages';
import { pickSelectedSalon } from '@salonya/domain/salon-owner/selection';
import { apiData } from './api';
import { readStorage, writeStorage } from './storage';
import { toast } from './toast';

/**
 * SPEC §4 'Selected salon': the owner's salon list (cached 5 minutes unless forced) and the salon every owner screen
 * acts on, chosen on first load, kept in the browser, changed by the owner through POST /salon-owner/switch-salon.
 * Owner endpoints take the salon in their path (/salon-owner/salons/{salonId}/…), so a switch changes what every
 * screen asks for.
 */
export type OwnerSalonOption = OwnerSalon;

export const SELECTED_SALON_KEY = 'selected_salon_id';
export const OWNER_SALONS_FAILED = SALON_INFO_FAILED;
export const ownerSalonsKey = ['owner', 'salons'] as const;

/** GET /salon-owner/salons reads data.salons (SPEC §7.2). */
export function getOwnerSalonList(signal?: AbortSignal): Promise<OwnerSalonList> {
  return apiData(getSalonOwnerSalons, {}, { signal, fallbackMessage: OWNER_SALONS_FAILED });
}

/** The salons alone (for a caller that needs no selection). */
export async function getOwnerSalonOptions(signal?: AbortSignal): Promise<OwnerSalonOption[]> {
  return (await getOwnerSalonList(signal)).salons;
}

export const ownerSalonOptionsQueryOptions = queryOptions({
  queryKey: ownerSalonsKey,
  queryFn: ({ signal }) => getOwnerSalonList(signal),
  staleTime: OWNER_SALON_LIST_CACHE_MS,
});

const listeners = new Set<() => void>();

function readSelectedId(): number | null {
  const raw = readStorage(window.localStorage, SELECTED_SALON_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Keeps the choice in this browser only (the switch below also records it on the server). */
export function setSelectedSalonId(id: number): void {
  writeStorage(window.localStorage, SELECTED_SALON_KEY, String(id));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This browser's choice when it is still one of the owner's salons, else the server's, else the first active. */
export function selectedSalonOf(list: OwnerSalonList, storedId: number | null): OwnerSalonOption | null {
  const preferred = list.salons.some((s) => s.id === storedId) ? storedId : list.selected_salon_id;
  return pickSelectedSalon(list.salons, preferred);
}

/** The selected salon outside React (a query function): the cached list unless stale, and the stored choice. */
export async function fetchSelectedSalon(queryClient: QueryClient): Promise<OwnerSalonOption | null> {
  const list = await queryClient.fetchQuery(ownerSalonOptionsQueryOptions);
  return selectedSalonOf(list, readSelectedId());
}

export function useSelectedSalon() {
  const query = useQuery(ownerSalonOptionsQueryOptions);
  const storedId = useSyncExternalStore(subscribe, readSelectedId, () => null);
  const salons = query.data?.salons ?? [];
  const salon = query.data ? selectedSalonOf(query.data, storedId) : null;
  return {
    salons,
    /** null while loading, on error, or when the owner has no salon yet. */
    salon,
    isLoading: query.isPending,
    error: query.error,
    refetch: query.refetch,
    /** A forced reload of the list, past the 5-minute cache (SPEC §4 'unless forced'). */
    refresh: () => query.refetch({ cancelRefetch: true }),
    select: setSelectedSalonId,
  };
}

/** POST /salon-owner/switch-salon with body salon_id (SPEC §7.2); answers the salon switched to. */
export function switchSalon(salonId: number): Promise<OwnerSalonOption> {
  return apiData(
    postSalonOwnerSwitchSalon,
    { body: { salon_id: salonId } },
    { fallbackMessage: SALON_SWITCH_FAILED },
  );
}

/**
 * Switches the area to another salon: on success the choice is stored, the list marks it and every other query
 * is refetched for the new salon; on failure the toast 'Salona geçiş yapılamadı' (SPEC §8) and the old salon stays.
 */
export function useSwitchSalon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchSalon,
    onSuccess: async (salon) => {
      setSelectedSalonId(salon.id);
      queryClient.setQueryData(ownerSalonsKey, (list: OwnerSalonList | undefined) =>
        list
          ? {
              selected_salon_id: salon.id,
              salons: list.salons.map((s) => ({ ...s, is_selected: s.id === salon.id })),
            }
          : list,
      );
      // Everything else may belong to the old salon; the list itself is already right.
      await queryClient.invalidateQueries({
        predicate: (q) =>
          !(
            q.queryKey.length === 2 &&
            q.queryKey[0] === ownerSalonsKey[0] &&
            q.queryKey[1] === ownerSalonsKey[1]
          ),
      });
    },
    onError: () => {
      toast.error(SALON_SWITCH_FAILED);
    },
  });
}
