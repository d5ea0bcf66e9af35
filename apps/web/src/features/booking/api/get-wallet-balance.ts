import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerWallet } from '@salonya/contracts/api-routes';
import type { WalletSummary } from '@salonya/contracts/money';
import { apiData } from '@/lib/api';

/** GET /customer/wallet: the balance the payment step offers, and whether the payment provider is in test mode. */
export async function getWalletBalance(signal?: AbortSignal): Promise<WalletSummary> {
  return apiData(getCustomerWallet, {}, { signal });
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
