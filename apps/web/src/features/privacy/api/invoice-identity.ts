import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomerInvoiceIdentity, putCustomerInvoiceIdentity } from '@salonya/contracts/api-routes';
import type { UpdateInvoiceIdentityBody } from '@salonya/contracts/privacy';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { api, apiData } from '@/lib/api';

export const INVOICE_IDENTITY_SAVE_FAILED = 'T.C. kimlik numaranız kaydedilemedi';
export const invoiceIdentityKey = ['customer', 'invoice-identity'] as const;

/** GET /customer/invoice-identity: the T.C. kimlik numarası saved for invoices, masked (null when none). */
export function useInvoiceIdentity() {
  return useQuery({
    queryKey: invoiceIdentityKey,
    queryFn: ({ signal }) =>
      apiData(getCustomerInvoiceIdentity, {}, { signal, fallbackMessage: DATA_LOAD_FAILED }),
  });
}

/** PUT /customer/invoice-identity: a number to save (checked by the official checksum), or null to remove it. */
export function useUpdateInvoiceIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInvoiceIdentityBody) =>
      api(putCustomerInvoiceIdentity, { body }, { fallbackMessage: INVOICE_IDENTITY_SAVE_FAILED }),
    onSuccess: (answer) => queryClient.setQueryData(invoiceIdentityKey, answer.data),
  });
}
