import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WalletAdjustmentBody, WalletTransaction } from '@salonya/contracts/money';
import { apiClient } from '@/lib/api-client';

export const ADMIN_WALLET_LOAD_FAILED = 'Cüzdan yüklenemedi.';
export const ADJUST_FAILED = 'Bakiye düzeltmesi kaydedilemedi.';

export interface AdminWallet {
  user: { id: number; name: string; email: string };
  balance_kurus: number;
  transactions: {
    transactions: WalletTransaction[];
    meta: { page: number; per_page: number; total: number; last_page: number };
  };
}

/** What the administrator looks a wallet up by: an e-mail address or a user number. */
export interface WalletLookup {
  query: string;
  page: number;
}

function lookupParams({ query, page }: WalletLookup): string {
  const params = new URLSearchParams({ page: String(page), per_page: '20' });
  if (/^\d+$/.test(query.trim())) params.set('user_id', query.trim());
  else params.set('email', query.trim());
  return params.toString();
}

/** GET /admin/wallets?user_id= | ?email= */
export async function getAdminWallet(lookup: WalletLookup, signal?: AbortSignal): Promise<AdminWallet> {
  const response = await apiClient.get<{ success: true; data: AdminWallet }>(
    `/admin/wallets?${lookupParams(lookup)}`,
    { signal, fallbackMessage: ADMIN_WALLET_LOAD_FAILED },
  );
  return response.data;
}

export function useAdminWallet(lookup: WalletLookup | null) {
  return useQuery({
    queryKey: ['admin', 'wallets', lookup],
    queryFn: ({ signal }) => getAdminWallet(lookup!, signal),
    enabled: lookup !== null,
    retry: false,
  });
}

/** POST /admin/wallets/adjustments with an Idempotency-Key (audited, with its reason). */
export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WalletAdjustmentBody; idempotencyKey: string }) =>
      apiClient.post<{ success: true; message: string; data: { balance_kurus: number } }>(
        '/admin/wallets/adjustments',
        body,
        { headers: { 'Idempotency-Key': idempotencyKey }, fallbackMessage: ADJUST_FAILED },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'wallets'] }),
  });
}
