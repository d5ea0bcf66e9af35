import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsStaffPerformance } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';
import type { RangeSelection } from '../utils/range';
import { ownerInsightsKey } from './get-owner-dashboard';

export const STAFF_PERFORMANCE_FAILED = 'Personel performansı yüklenemedi';

/** GET /salon-owner/salons/{salonId}/staff-performance?period=&from=&to=. */
export function getStaffPerformance(salonId: number, range: RangeSelection, signal?: AbortSignal) {
  const query = {
    period: range.period,
    from: range.period === 'custom' ? range.from : undefined,
    to: range.period === 'custom' ? range.to : undefined,
  };
  return apiData(
    getSalonOwnerSalonsStaffPerformance,
    { params: { salonId }, query },
    { signal, fallbackMessage: STAFF_PERFORMANCE_FAILED },
  );
}

export function getStaffPerformanceQueryOptions(salonId: number, range: RangeSelection) {
  return queryOptions({
    queryKey: [...ownerInsightsKey(salonId), 'staff-performance', range] as const,
    queryFn: ({ signal }) => getStaffPerformance(salonId, range, signal),
  });
}

/** The previous period stays on screen while another one loads. */
export function useStaffPerformance(salonId: number, range: RangeSelection) {
  return useQuery({ ...getStaffPerformanceQueryOptions(salonId, range), placeholderData: keepPreviousData });
}
