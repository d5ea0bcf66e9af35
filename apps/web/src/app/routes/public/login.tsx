import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import {
  DELETION_CANCEL_PARAM,
  DeletionCancelNotice,
} from '@/features/privacy/components/deletion-cancel-notice';

/** /giris; with ?hesap-silme-iptal={token} (the deletion mail's link) the cancel button comes first (ADR 0050). */
export function Component() {
  const [params] = useSearchParams();
  const cancelToken = params.get(DELETION_CANCEL_PARAM);
  return (
    <AuthCard title="Giriş Yap">
      {cancelToken !== null && cancelToken !== '' && <DeletionCancelNotice token={cancelToken} />}
      <LoginForm />
    </AuthCard>
  );
}
