import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminWalletSettings, putAdminWalletSettings } from '@salonya/contracts/api-routes';
import type { WalletSettingsBody } from '@salonya/contracts/refunds';
import { api, apiData } from '@/lib/api';

export const WALLET_SETTINGS_LOAD_FAILED = 'Cüzdan ayarları yüklenemedi.';
export const WALLET_SETTINGS_SAVE_FAILED = 'Cüzdan ayarları kaydedilemedi.';

const key = ['admin', 'wallet-settings'] as const;

/** GET /admin/wallet-settings: top-up limits and bonus rules. */
export function useWalletSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiData(getAdminWalletSettings, {}, { signal, fallbackMessage: WALLET_SETTINGS_LOAD_FAILED }),
  });
}

/** PUT /admin/wallet-settings (audited). */
export function useSaveWalletSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletSettingsBody) =>
      api(putAdminWalletSettings, { body }, { fallbackMessage: WALLET_SETTINGS_SAVE_FAILED }),
    onSuccess: (response) => queryClient.setQueryData(key, response.data),
  });
}
