import { useParams, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailVerificationPending } from '@/features/auth/components/email-verification-pending';
import { EmailVerificationResult } from '@/features/auth/components/email-verification-result';
import { useCurrentRoute } from '@/app/use-current-route';

/**
 * /email-dogrulama: "check your inbox" (with re-send for a signed-in user);
 * /email-dogrulama/:id/:hash?expires=&signature=: verifies the mailed link on load.
 */
export function Component() {
  const route = useCurrentRoute();
  const routerParams = useParams();
  const [searchParams] = useSearchParams();
  const id = route?.params.id ?? routerParams.id;
  const hash = route?.params.hash ?? routerParams.hash;

  return (
    <AuthCard title="E-posta Doğrulama">
      {id === undefined && hash === undefined ? (
        <EmailVerificationPending />
      ) : (
        <EmailVerificationResult
          key={`${id ?? ''}/${hash ?? ''}`}
          id={id}
          hash={hash}
          expires={searchParams.get('expires')}
          signature={searchParams.get('signature')}
        />
      )}
    </AuthCard>
  );
}
