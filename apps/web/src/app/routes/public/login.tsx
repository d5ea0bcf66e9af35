import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

// Loaded only when the deletion mail's link was opened: the sign-in page itself does not grow.
const DeletionCancelNotice = lazy(() =>
  import('@/features/privacy/components/deletion-cancel-notice').then((m) => ({
    default: m.DeletionCancelNotice,
  })),
);

/**
 * /giris; with ?hesap-silme-iptal={token} (the deletion mail's link, DELETION_CANCEL_PARAM) the cancel button comes
 * first (ADR 0050).
 */
export function Component() {
  const [params] = useSearchParams();
  const cancelToken = params.get('hesap-silme-iptal');
  return (
    <AuthCard title="Giriş Yap">
      {cancelToken !== null && cancelToken !== '' && (
        <Suspense fallback={null}>
          <DeletionCancelNotice token={cancelToken} />
        </Suspense>
      )}
      <LoginForm />
    </AuthCard>
  );
}
