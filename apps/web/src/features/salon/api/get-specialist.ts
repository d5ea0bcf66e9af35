import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getSpecialists } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';

export const SPECIALIST_NOT_FOUND = 'Uzman bulunamadı';
export const SPECIALIST_INFO_FAILED = 'Uzman bilgileri alınamadı';

export const specialistQueryKey = (specialistId: number) => ['specialists', 'detail', specialistId] as const;

/** GET /specialists/{salon_staff_id} (public): the specialist with their salon; 404 'Uzman bulunamadı'. */
export function getSpecialistQueryOptions(specialistId: number) {
  return queryOptions({
    queryKey: specialistQueryKey(specialistId),
    queryFn: ({ signal }) =>
      apiDataTyped<typeof getSpecialists>(
        'GET',
        '/specialists/:id',
        { params: { id: specialistId } },
        { auth: false, signal, fallbackMessage: SPECIALIST_INFO_FAILED },
      ),
  });
}

export function useSpecialist(specialistId: number) {
  return useQuery(getSpecialistQueryOptions(specialistId));
}
