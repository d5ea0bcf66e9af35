import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminWalletStats } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

/** GET /admin/wallet/stats: salon earnings and payouts (an extra statistic of the dashboard). */
export function getWalletStats(signal?: AbortSignal) {
  return apiData(getAdminWalletStats, {}, { signal });
}

export function getWalletStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'wallet', 'stats'] as const,
    queryFn: ({ signal }) => getWalletStats(signal),
    retry: false,
  });
}

export function useWalletStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getWalletStatsQueryOptions(), enabled });
}
