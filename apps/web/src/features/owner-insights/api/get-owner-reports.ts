import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSalonOwnerSalonsReports } from '@salonya/contracts/api-routes';
import type { ReportGrouping } from '@salonya/domain/reports/period';
import { apiData } from '@/lib/api';
import type { RangeSelection } from '../utils/range';
import { ownerInsightsKey } from './get-owner-dashboard';

export const REPORTS_FAILED = 'Raporlar yüklenemedi';

/** GET /salon-owner/salons/{salonId}/reports?period=&from=&to=&group_by=. */
export function getOwnerReports(
  salonId: number,
  range: RangeSelection,
  groupBy: ReportGrouping,
  signal?: AbortSignal,
) {
  const query = {
    period: range.period,
    from: range.period === 'custom' ? range.from : undefined,
    to: range.period === 'custom' ? range.to : undefined,
    group_by: groupBy,
  };
  return apiData(
    getSalonOwnerSalonsReports,
    { params: { salonId }, query },
    { signal, fallbackMessage: REPORTS_FAILED },
  );
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
