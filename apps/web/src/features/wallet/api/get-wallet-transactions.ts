import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletTransaction } from '@salonya/contracts/money';
import { apiClient } from '@/lib/api-client';
import { walletKeys } from '@/hooks/use-wallet-summary';

export const HISTORY_LOAD_FAILED = 'Cüzdan hareketleri yüklenemedi.';
export const WALLET_PAGE_SIZE = 10;

export interface WalletHistoryFilters {
  page: number;
  type: string;
  direction: '' | 'in' | 'out';
}

export interface WalletHistory {
  transactions: WalletTransaction[];
  meta: { page: number; per_page: number; total: number; last_page: number };
}

/** GET /customer/wallet/transactions?type&direction&page&per_page: newest first. */
export async function getWalletTransactions(
  f: WalletHistoryFilters,
  signal?: AbortSignal,
): Promise<WalletHistory> {
  const params = new URLSearchParams({ page: String(f.page), per_page: String(WALLET_PAGE_SIZE) });
  if (f.type) params.set('type', f.type);
  if (f.direction) params.set('direction', f.direction);
  const response = await apiClient.get<{ success: true; data: WalletHistory }>(
    `/customer/wallet/transactions?${params.toString()}`,
    { signal, fallbackMessage: HISTORY_LOAD_FAILED },
  );
  return response.data;
}

export function getWalletTransactionsQueryOptions(f: WalletHistoryFilters) {
  return queryOptions({
    queryKey: walletKeys.transactions(f),
    queryFn: ({ signal }) => getWalletTransactions(f, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWalletTransactions(f: WalletHistoryFilters) {
  return useQuery(getWalletTransactionsQueryOptions(f));
}
