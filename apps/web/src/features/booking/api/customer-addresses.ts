import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomerAddresses as addressesRoute, postCustomerAddresses } from '@salonya/contracts/api-routes';
import type { CustomerAddressBody } from '@salonya/contracts/booking-confirmations';
import { apiData } from '@/lib/api';
import { customerAddressesKeys } from '@/lib/customer-addresses';

export const ADDRESSES_FAILED = 'Kayıtlı adresleriniz yüklenemedi';
export const ADDRESS_SAVE_FAILED = 'Adres kaydedilemedi';

/** GET /customer/addresses?salon_id=: the saved addresses with their distance to the salon and its radius. */
export function getCustomerAddresses(salonId: number, signal?: AbortSignal) {
  return apiData(
    addressesRoute,
    { query: { salon_id: salonId } },
    { signal, fallbackMessage: ADDRESSES_FAILED },
  );
}

export function useCustomerAddresses(salonId: number) {
  return useQuery({
    queryKey: customerAddressesKeys.forSalon(salonId),
    queryFn: ({ signal }) => getCustomerAddresses(salonId, signal),
    retry: false,
  });
}

/** POST /customer/addresses: keeps a new address for the next bookings. */
export function saveCustomerAddress(body: CustomerAddressBody) {
  return apiData(postCustomerAddresses, { body }, { fallbackMessage: ADDRESS_SAVE_FAILED });
}

export function useSaveCustomerAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomerAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerAddressesKeys.all }),
  });
}
