import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSpecialists } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const SPECIALIST_NOT_FOUND = 'Uzman bulunamadı';
export const SPECIALIST_INFO_FAILED = 'Uzman bilgileri alınamadı';

export const specialistQueryKey = (specialistId: number) => ['specialists', 'detail', specialistId] as const;

/** GET /specialists/{salon_staff_id} (public): the specialist with their salon; 404 'Uzman bulunamadı'. */
export function getSpecialistQueryOptions(specialistId: number) {
  return queryOptions({
    queryKey: specialistQueryKey(specialistId),
    queryFn: ({ signal }) =>
      apiData(
        getSpecialists,
        { params: { id: specialistId } },
        { auth: false, signal, fallbackMessage: SPECIALIST_INFO_FAILED },
      ),
  });
}

export function useSpecialist(specialistId: number) {
  return useQuery(getSpecialistQueryOptions(specialistId));
}
