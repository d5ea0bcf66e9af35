import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/states';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/form-errors';
import { formatTRY } from '@/lib/format';
import {
  CHALLENGE_ANSWER_FAILED,
  CHALLENGE_LOAD_FAILED,
  useAnswerChallenge,
  useChallenge,
  type CallbackResult,
} from '../api/three-d-secure';

/**
 * /odeme/3d-secure/{token}: the test payment provider's 3-D Secure page (ADR 0042), clearly marked as test mode.
 * The customer confirms or declines; the result goes to Salonya's callback and the page says what happened.
 */
export function ThreeDSecurePage({ token }: { token: string }) {
  const challenge = useChallenge(token);
  const answer = useAnswerChallenge(token);
  const [result, setResult] = useState<CallbackResult | null>(null);

  const respond = (decision: 'approve' | 'reject') =>
    answer.mutate(decision, { onSuccess: (data) => setResult(data) });

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Test modu: bu sayfa bankanızın 3D Secure doğrulamasını taklit eder. Gerçek bir ödeme alınmaz.
      </div>
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-8 text-brand-700" />
          <h1 className="text-xl font-semibold text-gray-900">3D Secure Doğrulama</h1>
        </div>
        {challenge.isPending && (
          <div className="flex justify-center py-8">
            <Spinner label="Doğrulama yükleniyor" />
          </div>
        )}
        {challenge.isError && (
          <ErrorState
            className="mt-4"
            message={failureMessage(challenge.error, CHALLENGE_LOAD_FAILED)}
            onRetry={() => void challenge.refetch()}
            isRetrying={challenge.isFetching}
          />
        )}
        {challenge.data && result === null && (
          <>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-gray-600">İşyeri</dt>
              <dd className="font-medium text-gray-900">{challenge.data.merchant}</dd>
              <dt className="text-gray-600">Tutar</dt>
              <dd className="font-medium text-gray-900" data-testid="three-ds-amount">
                {formatTRY(challenge.data.amount_kurus)}
              </dd>
              <dt className="text-gray-600">Kart</dt>
              <dd className="font-medium text-gray-900">•••• {challenge.data.card_last4}</dd>
            </dl>
            {challenge.data.status === 'closed' ? (
              <Alert variant="info" className="mt-4">
                Bu doğrulama zaten yanıtlandı.
              </Alert>
            ) : (
              <>
                <p className="mt-4 text-sm text-gray-700">
                  Bu ödemeyi siz mi yapıyorsunuz? Onaylarsanız tutar kartınızdan çekilir.
                </p>
                {answer.isError && (
                  <Alert variant="error" className="mt-3">
                    {failureMessage(answer.error, CHALLENGE_ANSWER_FAILED)}
                  </Alert>
                )}
                <div className="mt-4 flex flex-col gap-2 sm:flex-row">
                  <Button
                    className="flex-1"
                    onClick={() => respond('approve')}
                    isLoading={answer.isPending && answer.variables === 'approve'}
                    disabled={answer.isPending}
                  >
                    Ödemeyi Onayla
                  </Button>
                  <Button
                    variant="outline"
                    className="flex-1"
                    onClick={() => respond('reject')}
                    isLoading={answer.isPending && answer.variables === 'reject'}
                    disabled={answer.isPending}
                  >
                    Reddet
                  </Button>
                </div>
              </>
            )}
          </>
        )}
        {result !== null && <Outcome result={result} />}
      </div>
    </div>
  );
}

function Outcome({ result }: { result: CallbackResult }) {
  const paid = result.status === 'captured';
  const forBooking = result.purpose === 'booking';
  return (
    <div className="mt-4 space-y-4" role="status">
      {paid ? (
        <Alert variant="success" title="Ödemeniz alındı">
          {forBooking ? 'Randevunuz oluşturuldu.' : `Cüzdanınıza ${formatTRY(result.amount_kurus)} yüklendi.`}
        </Alert>
      ) : (
        <Alert variant="error" title="Ödeme alınamadı">
          {result.failure_message}
          {forBooking && ' Randevu taslağınız duruyor; ödeme adımına dönüp tekrar deneyebilirsiniz.'}
        </Alert>
      )}
      <a href={returnHref(result)} className={buttonClasses({ className: 'w-full' })}>
        {paid
          ? forBooking
            ? 'Randevuma Git'
            : 'Cüzdanıma Dön'
          : forBooking
            ? 'Ödeme Adımına Dön'
            : 'Cüzdanıma Dön'}
      </a>
    </div>
  );
}

/**
 * Where the button goes: a booking that was not paid goes back to the payment step with the API's bank-return query
 * (`?odeme=<status>&randevu=<id>`), so the step says why and keeps the draft, as after a real bank's page.
 */
export function returnHref(result: CallbackResult): string {
  if (result.purpose !== 'booking' || result.status === 'captured' || result.appointment_id === null)
    return result.return_path;
  const query = new URLSearchParams({ odeme: result.status, randevu: String(result.appointment_id) });
  return `${result.return_path}?${query.toString()}`;
}
