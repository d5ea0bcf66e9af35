import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAddressBody,
  CustomerAddressCreatedResponse,
  CustomerAddressDeletedResponse,
  CustomerAddressListResponse,
} from '@salonya/contracts/booking-confirmations';
import { apiClient } from '@/lib/api-client';

export const ADDRESSES_FAILED = 'Adresleriniz yüklenemedi';
export const ADDRESS_SAVE_FAILED = 'Adres kaydedilemedi';
export const ADDRESS_UPDATE_FAILED = 'Adres güncellenemedi';

export const addressesKey = ['customer', 'addresses', 'mine'] as const;

/** GET /customer/addresses: the customer's saved addresses (the default first). */
export async function getAddresses(signal?: AbortSignal): Promise<CustomerAddressListResponse['data']> {
  const response = await apiClient.get<CustomerAddressListResponse>('/customer/addresses', {
    signal,
    fallbackMessage: ADDRESSES_FAILED,
  });
  return response.data;
}

export function getAddressesQueryOptions() {
  return queryOptions({
    queryKey: addressesKey,
    queryFn: ({ signal }) => getAddresses(signal),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** POST /customer/addresses. */
export function useAddAddress() {
  return useAddressMutation((body: CustomerAddressBody) =>
    apiClient.post<CustomerAddressCreatedResponse>('/customer/addresses', body, {
      fallbackMessage: ADDRESS_SAVE_FAILED,
    }),
  );
}

/** PUT /customer/addresses/{id}/default. */
export function useSetDefaultAddress() {
  return useAddressMutation((id: number) =>
    apiClient.put<CustomerAddressCreatedResponse>(`/customer/addresses/${id}/default`, undefined, {
      fallbackMessage: ADDRESS_UPDATE_FAILED,
    }),
  );
}

/** DELETE /customer/addresses/{id}. */
export function useDeleteAddress() {
  return useAddressMutation((id: number) =>
    apiClient.delete<CustomerAddressDeletedResponse>(`/customer/addresses/${id}`, undefined, {
      fallbackMessage: ADDRESS_UPDATE_FAILED,
    }),
  );
}
