import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerReports } from '@salonya/contracts/owner-reports';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import type { ReportGrouping } from '@salonya/domain/reports/period';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import type { RangeSelection } from '../utils/range';
import { ownerInsightsKey } from './get-owner-dashboard';

export const REPORTS_FAILED = 'Raporlar yüklenemedi';

/** GET /salon-owner/salons/{salonId}/reports?period=&from=&to=&group_by=. */
export async function getOwnerReports(
  salonId: number,
  range: RangeSelection,
  groupBy: ReportGrouping,
  signal?: AbortSignal,
): Promise<OwnerReports> {
  const query = toQueryString({
    period: range.period,
    from: range.period === 'custom' ? range.from : undefined,
    to: range.period === 'custom' ? range.to : undefined,
    group_by: groupBy,
  });
  const response = await apiClient.get<SuccessEnvelope<OwnerReports>>(
    `/salon-owner/salons/${salonId}/reports${query}`,
    { signal, fallbackMessage: REPORTS_FAILED },
  );
  return response.data;
}

export function getOwnerReportsQueryOptions(salonId: number, range: RangeSelection, groupBy: ReportGrouping) {
  return queryOptions({
    queryKey: [...ownerInsightsKey(salonId), 'reports', range, groupBy] as const,
    queryFn: ({ signal }) => getOwnerReports(salonId, range, groupBy, signal),
  });
}

export function useOwnerReports(salonId: number, range: RangeSelection, groupBy: ReportGrouping) {
  return useQuery({
    ...getOwnerReportsQueryOptions(salonId, range, groupBy),
    placeholderData: keepPreviousData,
  });
}
