import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletSettings, WalletSettingsBody } from '@salonya/contracts/refunds';
import { apiClient } from '@/lib/api-client';

export const WALLET_SETTINGS_LOAD_FAILED = 'Cüzdan ayarları yüklenemedi.';
export const WALLET_SETTINGS_SAVE_FAILED = 'Cüzdan ayarları kaydedilemedi.';

const key = ['admin', 'wallet-settings'] as const;

/** GET /admin/wallet-settings: top-up limits and bonus rules. */
export function useWalletSettings() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ success: true; data: WalletSettings }>('/admin/wallet-settings', {
          signal,
          fallbackMessage: WALLET_SETTINGS_LOAD_FAILED,
        })
      ).data,
  });
}

/** PUT /admin/wallet-settings (audited). */
export function useSaveWalletSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletSettingsBody) =>
      apiClient.put<{ success: true; message: string; data: WalletSettings }>(
        '/admin/wallet-settings',
        body,
        {
          fallbackMessage: WALLET_SETTINGS_SAVE_FAILED,
        },
      ),
    onSuccess: (response) => queryClient.setQueryData(key, response.data),
  });
}
