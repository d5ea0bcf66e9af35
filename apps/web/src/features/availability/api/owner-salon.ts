import { queryOptions, useQuery } from '@tanstack/react-query';
import { OWNER_SALON_LIST_CACHE_MS } from '@salonya/domain/constants';
import { SALON_INFO_FAILED, SALON_NOT_FOUND } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';

export interface OwnerSalon {
  id: number;
  name: string;
}

/** SPEC §7.2 GET /salon-owner/salons reads data.salons (a bare list is accepted too). */
interface OwnerSalonsResponse {
  success: boolean;
  data: { salons: OwnerSalon[] } | OwnerSalon[];
}

export async function getOwnerSalons(signal?: AbortSignal): Promise<OwnerSalon[]> {
  const response = await apiClient.get<OwnerSalonsResponse>('/salon-owner/salons', {
    signal,
    fallbackMessage: SALON_INFO_FAILED,
  });
  return Array.isArray(response.data) ? response.data : response.data.salons;
}

/** SPEC §4: the owner's salon list is cached 5 minutes. */
export const ownerSalonsQueryOptions = queryOptions({
  queryKey: ['owner', 'salons'] as const,
  queryFn: ({ signal }) => getOwnerSalons(signal),
  staleTime: OWNER_SALON_LIST_CACHE_MS,
});

export class SalonNotFoundError extends Error {
  constructor() {
    super(SALON_NOT_FOUND);
    this.name = 'SalonNotFoundError';
  }
}

/** SPEC §6: owners manage team availability (and working hours) of their first salon. */
export async function firstOwnerSalon(fetchSalons: () => Promise<OwnerSalon[]>): Promise<OwnerSalon> {
  const salons = await fetchSalons();
  const first = salons[0];
  if (first === undefined) throw new SalonNotFoundError();
  return first;
}

export function useOwnerSalons() {
  return useQuery(ownerSalonsQueryOptions);
}
