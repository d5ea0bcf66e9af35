import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerWalletTransactions } from '@salonya/contracts/api-routes';
import type { JournalKind } from '@salonya/domain/money/ledger';
import { walletKeys } from '@/hooks/use-wallet-summary';
import { apiData } from '@/lib/api';

export const HISTORY_LOAD_FAILED = 'Cüzdan hareketleri yüklenemedi.';
export const WALLET_PAGE_SIZE = 10;

export interface WalletHistoryFilters {
  page: number;
  type: JournalKind | '';
  direction: '' | 'in' | 'out';
}

/** GET /customer/wallet/transactions?type&direction&page&per_page: newest first. */
export function getWalletTransactions(f: WalletHistoryFilters, signal?: AbortSignal) {
  return apiData(
    getCustomerWalletTransactions,
    {
      query: {
        page: f.page,
        per_page: WALLET_PAGE_SIZE,
        type: f.type || undefined,
        direction: f.direction || undefined,
      },
    },
    { signal, fallbackMessage: HISTORY_LOAD_FAILED },
  );
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
