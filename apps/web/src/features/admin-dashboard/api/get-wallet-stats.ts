import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletStats } from '@salonya/contracts/admin';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';

/** GET /admin/wallet/stats: salon earnings and payouts (an extra statistic of the dashboard). */
export async function getWalletStats(signal?: AbortSignal): Promise<WalletStats> {
  const response = await apiClient.get<SuccessEnvelope<WalletStats>>('/admin/wallet/stats', { signal });
  return response.data;
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
