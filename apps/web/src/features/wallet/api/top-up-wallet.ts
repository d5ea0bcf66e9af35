import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCustomerWalletTopUps } from '@salonya/contracts/api-routes';
import type { TopUpBody } from '@salonya/contracts/money';
import { invalidateWallet } from '@/hooks/use-wallet-summary';
import { api } from '@/lib/api';

export const TOP_UP_FAILED = 'Bakiye yüklenemedi. Lütfen tekrar deneyin.';

/** POST /customer/wallet/top-ups with an Idempotency-Key: captured at once, or a 3-D Secure page to open. */
export function topUpWallet(body: TopUpBody, idempotencyKey: string) {
  return api(
    postCustomerWalletTopUps,
    { body },
    { headers: { 'Idempotency-Key': idempotencyKey }, fallbackMessage: TOP_UP_FAILED },
  );
}

export function useTopUpWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TopUpBody; idempotencyKey: string }) =>
      topUpWallet(body, idempotencyKey),
    onSettled: () => invalidateWallet(queryClient),
  });
}
