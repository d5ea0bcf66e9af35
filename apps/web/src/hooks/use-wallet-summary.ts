import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCustomerWallet } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const WALLET_LOAD_FAILED = 'Cüzdan bilgileri yüklenemedi.';

/**
 * The customer's wallet queries (issue 14 item 4: one key factory): the summary (GET /customer/wallet) read by the
 * wallet page, the customer dashboard and the booking wizard's payment step, the wallet history and the refunds list. Invalidating
 * `walletKeys.all` (invalidateWallet) reloads both after a top-up, a payment or a refund.
 */
export const walletKeys = {
  all: ['customer', 'wallet'] as const,
  summary: () => [...walletKeys.all, 'summary'] as const,
  transactions: <F>(filters: F) => [...walletKeys.all, 'transactions', filters] as const,
  refunds: (page: number) => [...walletKeys.all, 'refunds', page] as const,
};

/** GET /customer/wallet: balance, top-up limits, test mode and its test cards (parsed with the contract). */
export function getWalletSummary(signal?: AbortSignal) {
  return apiData(getCustomerWallet, {}, { signal, fallbackMessage: WALLET_LOAD_FAILED });
}

export function getWalletSummaryQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.summary(),
    queryFn: ({ signal }) => getWalletSummary(signal),
  });
}

/** The wallet summary; `enabled: false` for users without a wallet (only customers book and top up). */
export function useWalletSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWalletSummaryQueryOptions(), enabled });
}

/** After a top-up, a payment or a refund: the balance and the history reload. */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
