import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAdminWallets, postAdminWalletsAdjustments } from '@salonya/contracts/api-routes';
import type { WalletAdjustmentBody } from '@salonya/contracts/money';
import { api, apiData, type RouteData } from '@/lib/api';

export const ADMIN_WALLET_LOAD_FAILED = 'Cüzdan yüklenemedi.';
export const ADJUST_FAILED = 'Bakiye düzeltmesi kaydedilemedi.';

/** GET /admin/wallets: the customer, the balance and a page of the wallet's transactions. */
export type AdminWallet = RouteData<typeof getAdminWallets>;

/** What the administrator looks a wallet up by: an e-mail address or a user number. */
export interface WalletLookup {
  query: string;
  page: number;
}

function lookupQuery({ query, page }: WalletLookup) {
  const text = query.trim();
  return { page, per_page: 20, ...(/^\d+$/.test(text) ? { user_id: text } : { email: text }) };
}

/** GET /admin/wallets?user_id= | ?email= */
export function getAdminWallet(lookup: WalletLookup, signal?: AbortSignal) {
  return apiData(
    getAdminWallets,
    { query: lookupQuery(lookup) },
    { signal, fallbackMessage: ADMIN_WALLET_LOAD_FAILED },
  );
}

export function useAdminWallet(lookup: WalletLookup | null) {
  return useQuery({
    queryKey: ['admin', 'wallets', lookup],
    queryFn: ({ signal }) => getAdminWallet(lookup ?? { query: '', page: 1 }, signal),
    enabled: lookup !== null,
    retry: false,
  });
}

/** POST /admin/wallets/adjustments with an Idempotency-Key (audited, with its reason). */
export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WalletAdjustmentBody; idempotencyKey: string }) =>
      api(
        postAdminWalletsAdjustments,
        { body },
        { headers: { 'Idempotency-Key': idempotencyKey }, fallbackMessage: ADJUST_FAILED },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'wallets'] }),
  });
}
