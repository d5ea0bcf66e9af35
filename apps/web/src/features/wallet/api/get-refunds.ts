import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerRefunds } from '@salonya/contracts/api-routes';
import { walletKeys } from '@/hooks/use-wallet-summary';
import { apiData } from '@/lib/api';

export const REFUNDS_LOAD_FAILED = 'İadeler yüklenemedi.';
export const REFUNDS_PAGE_SIZE = 10;

/** GET /customer/refunds?page&per_page: the customer's refunds, newest first (ADR 0048). */
export function getCustomerRefundsQueryOptions(page: number) {
  return queryOptions({
    // Under the wallet's key: a cancellation refreshes the wallet, and with it this list.
    queryKey: walletKeys.refunds(page),
    queryFn: ({ signal }) =>
      apiData(
        getCustomerRefunds,
        { query: { page, per_page: REFUNDS_PAGE_SIZE } },
        { signal, fallbackMessage: REFUNDS_LOAD_FAILED },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerRefunds(page: number) {
  return useQuery(getCustomerRefundsQueryOptions(page));
}
