import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentResult, TopUpBody } from '@salonya/contracts/money';
import { apiClient } from '@/lib/api-client';
import { invalidateWallet } from '@/hooks/use-wallet-summary';

export const TOP_UP_FAILED = 'Bakiye yüklenemedi. Lütfen tekrar deneyin.';

/** POST /customer/wallet/top-ups with an Idempotency-Key: captured at once, or a 3-D Secure page to open. */
export async function topUpWallet(body: TopUpBody, idempotencyKey: string) {
  return apiClient.post<{ success: true; message: string; data: PaymentResult }>(
    '/customer/wallet/top-ups',
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      fallbackMessage: TOP_UP_FAILED,
    },
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
