import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAddress,
  CustomerAddressBody,
  CustomerAddressList,
} from '@salonya/contracts/booking-confirmations';
import { apiClient } from '@/lib/api-client';
import type { DataEnvelope } from '../types';

export const ADDRESSES_FAILED = 'Kayıtlı adresleriniz yüklenemedi';
export const ADDRESS_SAVE_FAILED = 'Adres kaydedilemedi';

const addressesKey = (salonId: number) => ['booking', 'addresses', salonId] as const;

/** GET /customer/addresses?salon_id=: the saved addresses with their distance to the salon and its radius. */
export async function getCustomerAddresses(
  salonId: number,
  signal?: AbortSignal,
): Promise<CustomerAddressList> {
  const response = await apiClient.get<DataEnvelope<CustomerAddressList>>(
    `/customer/addresses?salon_id=${salonId}`,
    {
      signal,
      fallbackMessage: ADDRESSES_FAILED,
    },
  );
  return response.data;
}

export function useCustomerAddresses(salonId: number) {
  return useQuery({
    queryKey: addressesKey(salonId),
    queryFn: ({ signal }) => getCustomerAddresses(salonId, signal),
    retry: false,
  });
}

/** POST /customer/addresses: keeps a new address for the next bookings. */
export async function saveCustomerAddress(body: CustomerAddressBody): Promise<CustomerAddress> {
  const response = await apiClient.post<DataEnvelope<CustomerAddress>>('/customer/addresses', body, {
    fallbackMessage: ADDRESS_SAVE_FAILED,
  });
  return response.data;
}

export function useSaveCustomerAddress(salonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomerAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressesKey(salonId) }),
  });
}
