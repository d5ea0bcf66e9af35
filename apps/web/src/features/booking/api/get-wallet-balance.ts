import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletSummary } from '@salonya/contracts/money';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope } from '../types';

/** GET /customer/wallet: the balance the payment step offers, and whether the payment provider is in test mode. */
export async function getWalletBalance(signal?: AbortSignal): Promise<WalletSummary> {
  const response = await apiClient.get<DataEnvelope<WalletSummary>>('/customer/wallet', { signal });
  return response.data;
}

export function getWalletBalanceQueryOptions() {
  return queryOptions({
    queryKey: ['customer', 'wallet', 'summary'],
    queryFn: ({ signal }) => getWalletBalance(signal),
  });
}

/** Only for customers (others cannot book and have no wallet). */
export function useWalletBalance(enabled: boolean) {
  return useQuery({ ...getWalletBalanceQueryOptions(), enabled });
}
