import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getPaymentsTestBankChallenges,
  postPaymentsCallbacks3ds,
  postPaymentsTestBankChallenges,
} from '@salonya/contracts/api-routes';
import type { ThreeDsCallbackResult } from '@salonya/contracts/money';
import { invalidateWallet } from '@/hooks/use-wallet-summary';
import { apiData } from '@/lib/api';

export const CHALLENGE_LOAD_FAILED = 'Doğrulama sayfası yüklenemedi.';
export const CHALLENGE_ANSWER_FAILED = 'Doğrulama yanıtı gönderilemedi. Lütfen tekrar deneyin.';

/** GET /payments/test-bank/challenges/{token}: the test bank's 3-D Secure page (no login: the token decides). */
export function getChallenge(token: string, signal?: AbortSignal) {
  return apiData(
    getPaymentsTestBankChallenges,
    { params: { token } },
    { signal, auth: false, fallbackMessage: CHALLENGE_LOAD_FAILED },
  );
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

export type CallbackResult = ThreeDsCallbackResult;

/**
 * The customer answers on the bank page; the bank signs the result (POST …/challenges/{token}) and the browser hands
 * it to Salonya's callback (POST /payments/callbacks/3ds), as a real 3-D Secure flow does.
 */
export async function answerChallenge(
  token: string,
  decision: 'approve' | 'reject',
): Promise<CallbackResult> {
  const options = { auth: false, fallbackMessage: CHALLENGE_ANSWER_FAILED };
  const signed = await apiData(
    postPaymentsTestBankChallenges,
    { params: { token }, body: { decision } },
    options,
  );
  return apiData(postPaymentsCallbacks3ds, { body: signed }, options);
}

export function useAnswerChallenge(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approve' | 'reject') => answerChallenge(token, decision),
    // A captured top-up or a booking's wallet part changed the balance and the history.
    onSuccess: () => void invalidateWallet(queryClient),
  });
}
