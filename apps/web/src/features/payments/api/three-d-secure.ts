import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentResult, ThreeDsCallbackBody } from '@salonya/contracts/money';
import { invalidateWallet } from '@/hooks/use-wallet-summary';
import { apiClient } from '@/lib/api-client';

export const CHALLENGE_LOAD_FAILED = 'Doğrulama sayfası yüklenemedi.';
export const CHALLENGE_ANSWER_FAILED = 'Doğrulama yanıtı gönderilemedi. Lütfen tekrar deneyin.';

export interface TestChallenge {
  merchant: string;
  amount_kurus: number;
  card_last4: string;
  status: 'open' | 'closed';
}

interface Envelope<T> {
  success: true;
  data: T;
}

/** GET /payments/test-bank/challenges/{token}: the test bank's 3-D Secure page (no login: the token decides). */
export async function getChallenge(token: string, signal?: AbortSignal): Promise<TestChallenge> {
  const response = await apiClient.get<Envelope<TestChallenge>>(`/payments/test-bank/challenges/${token}`, {
    signal,
    auth: false,
    fallbackMessage: CHALLENGE_LOAD_FAILED,
  });
  return response.data;
}

export function getChallengeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['payments', 'challenge', token],
    queryFn: ({ signal }) => getChallenge(token, signal),
    retry: false,
  });
}

export function useChallenge(token: string) {
  return useQuery(getChallengeQueryOptions(token));
}

export type CallbackResult = PaymentResult & { return_path: string };

/**
 * The customer answers on the bank page; the bank signs the result (POST …/challenges/{token}) and the browser hands
 * it to Salonya's callback (POST /payments/callbacks/3ds), as a real 3-D Secure flow does.
 */
export async function answerChallenge(
  token: string,
  decision: 'approve' | 'reject',
): Promise<CallbackResult> {
  const signed = await apiClient.post<Envelope<ThreeDsCallbackBody>>(
    `/payments/test-bank/challenges/${token}`,
    { decision },
    { auth: false, fallbackMessage: CHALLENGE_ANSWER_FAILED },
  );
  const result = await apiClient.post<Envelope<CallbackResult>>('/payments/callbacks/3ds', signed.data, {
    auth: false,
    fallbackMessage: CHALLENGE_ANSWER_FAILED,
  });
  return result.data;
}

export function useAnswerChallenge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approve' | 'reject') => answerChallenge(token, decision),
    // A captured top-up or a booking's wallet part changed the balance and the history.
    onSuccess: () => void invalidateWallet(queryClient),
  });
}
