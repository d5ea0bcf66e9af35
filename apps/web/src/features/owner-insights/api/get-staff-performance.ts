import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffPerformance } from '@salonya/contracts/owner-reports';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import type { RangeSelection } from '../utils/range';
import { ownerInsightsKey } from './get-owner-dashboard';

export const STAFF_PERFORMANCE_FAILED = 'Personel performansı yüklenemedi';

/** GET /salon-owner/salons/{salonId}/staff-performance?period=&from=&to=. */
export async function getStaffPerformance(
  salonId: number,
  range: RangeSelection,
  signal?: AbortSignal,
): Promise<StaffPerformance> {
  const query = toQueryString({
    period: range.period,
    from: range.period === 'custom' ? range.from : undefined,
    to: range.period === 'custom' ? range.to : undefined,
  });
  const response = await apiClient.get<SuccessEnvelope<StaffPerformance>>(
    `/salon-owner/salons/${salonId}/staff-performance${query}`,
    { signal, fallbackMessage: STAFF_PERFORMANCE_FAILED },
  );
  return response.data;
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
