import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteCustomerAddresses,
  getCustomerAddresses,
  postCustomerAddresses,
  putCustomerAddressesDefault,
} from '@salonya/contracts/api-routes';
import type { CustomerAddressBody } from '@salonya/contracts/booking-confirmations';
import { api, apiData } from '@/lib/api';
import { customerAddressesKeys } from '@/lib/customer-addresses';

export const ADDRESSES_FAILED = 'Adresleriniz yüklenemedi';
export const ADDRESS_SAVE_FAILED = 'Adres kaydedilemedi';
export const ADDRESS_UPDATE_FAILED = 'Adres güncellenemedi';

/** GET /customer/addresses: the customer's saved addresses (the default first). */
export function getAddressesQueryOptions() {
  return queryOptions({
    queryKey: customerAddressesKeys.mine(),
    queryFn: ({ signal }) => apiData(getCustomerAddresses, {}, { signal, fallbackMessage: ADDRESSES_FAILED }),
    staleTime: 0,
  });
}

export function useAddresses() {
  return useQuery(getAddressesQueryOptions());
}

function useAddressMutation<V, R>(send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerAddressesKeys.all }),
  });
}

/** POST /customer/addresses. */
export function useAddAddress() {
  return useAddressMutation((body: CustomerAddressBody) =>
    api(postCustomerAddresses, { body }, { fallbackMessage: ADDRESS_SAVE_FAILED }),
  );
}

/** PUT /customer/addresses/{id}/default. */
export function useSetDefaultAddress() {
  return useAddressMutation((id: number) =>
    api(putCustomerAddressesDefault, { params: { id } }, { fallbackMessage: ADDRESS_UPDATE_FAILED }),
  );
}

/** DELETE /customer/addresses/{id}. */
export function useDeleteAddress() {
  return useAddressMutation((id: number) =>
    api(deleteCustomerAddresses, { params: { id } }, { fallbackMessage: ADDRESS_UPDATE_FAILED }),
  );
}
