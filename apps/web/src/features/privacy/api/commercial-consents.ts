import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccountCommercialConsents, putAccountCommercialConsents } from '@salonya/contracts/api-routes';
import type { UpdateCommercialConsentsBody } from '@salonya/contracts/privacy';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { api, apiData } from '@/lib/api';

export const CONSENTS_SAVE_FAILED = 'İletişim izinleriniz kaydedilemedi';
export const commercialConsentsKey = ['account', 'commercial-consents'] as const;

/** GET /account/commercial-consents: each channel's state and the history of grants and withdrawals. */
export function useCommercialConsents() {
  return useQuery({
    queryKey: commercialConsentsKey,
    queryFn: ({ signal }) =>
      apiData(getAccountCommercialConsents, {}, { signal, fallbackMessage: DATA_LOAD_FAILED }),
  });
}

/** PUT /account/commercial-consents: every channel's wanted state; a changed one is recorded with time and source. */
export function useUpdateCommercialConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommercialConsentsBody) =>
      api(putAccountCommercialConsents, { body }, { fallbackMessage: CONSENTS_SAVE_FAILED }),
    onSuccess: (answer) => queryClient.setQueryData(commercialConsentsKey, answer.data),
  });
}
