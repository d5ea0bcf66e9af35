import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletSummary } from '@salonya/contracts/money';
import { apiClient } from '@/lib/api-client';

export const WALLET_LOAD_FAILED = 'Cüzdan bilgileri yüklenemedi.';
export const walletQueryKey = ['customer', 'wallet'] as const;

/** GET /customer/wallet: balance, top-up limits, test mode and its test cards. */
export async function getWallet(signal?: AbortSignal): Promise<WalletSummary> {
  const response = await apiClient.get<{ success: true; data: WalletSummary }>('/customer/wallet', {
    signal,
    fallbackMessage: WALLET_LOAD_FAILED,
  });
  return response.data;
}

export function getWalletQueryOptions() {
  return queryOptions({
    queryKey: [...walletQueryKey, 'summary'],
    queryFn: ({ signal }) => getWallet(signal),
  });
}

export function useWallet() {
  return useQuery(getWalletQueryOptions());
}
