import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerCoupons } from '@salonya/contracts/api-routes';
import { apiData } from '@/lib/api';

export const COUPONS_LOAD_FAILED = 'Kuponlar yüklenemedi.';

/** GET /customer/coupons: the public coupons the customer may still use, and their own uses. */
export function getCustomerCouponsQueryOptions() {
  return queryOptions({
    queryKey: ['customer', 'coupons'],
    queryFn: ({ signal }) =>
      apiData(getCustomerCoupons, {}, { signal, fallbackMessage: COUPONS_LOAD_FAILED }),
  });
}

export function useCustomerCoupons() {
  return useQuery(getCustomerCouponsQueryOptions());
}
