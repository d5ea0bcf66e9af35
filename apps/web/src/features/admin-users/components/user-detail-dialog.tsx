import { UserCheck, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  deactivateUserRequestSchema,
  salonStatusLabels,
  type AdminUserDetail,
} from '@salonya/contracts/admin';
import { USER_TYPE_LABELS } from '@salonya/domain/user-types';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { failureMessage } from '@/lib/form-errors';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { ACTIVATE_USER_FAILED, useActivateUser } from '../api/activate-user';
import { DEACTIVATE_FAILED, useDeactivateUser } from '../api/deactivate-user';
import { USER_LOAD_FAILED, useAdminUser } from '../api/get-admin-user';
import { roleLabel } from '@salonya/domain/user-types';
import { useCan } from '@/hooks/use-can';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

function UserBody({ user }: { user: AdminUserDetail }) {
  const { user: me } = useSession();
  const [deactivating, setDeactivating] = useState(false);
  const deactivate = useDeactivateUser();
  const activate = useActivateUser();
  const isMe = me?.id === user.id;
  const can = useCan();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone="blue">{USER_TYPE_LABELS[user.user_type]}</StatusBadge>
        {user.is_active ? (
          <StatusBadge tone="green">Aktif</StatusBadge>
        ) : (
          <StatusBadge tone="red">Devre dışı</StatusBadge>
        )}
        {user.email_verified_at !== null && <StatusBadge tone="gray">E-posta doğrulanmış</StatusBadge>}
      </div>
      {!user.is_active && (
        <Alert variant="warning" title="Hesap devre dışı">
          {user.deactivation_reason ?? ''}
          {user.deactivated_at !== null && <> ({formatDateTime(user.deactivated_at)})</>}
        </Alert>
      )}
      {can('admin.user.suspend') && (
        <div className="flex flex-wrap gap-2">
          {user.is_active ? (
            <Button variant="danger" size="sm" disabled={isMe} onClick={() => setDeactivating(true)}>
              <UserX aria-hidden="true" className="size-4" />
              Devre dışı bırak
            </Button>
          ) : (
            <Button
              size="sm"
              isLoading={activate.isPending}
              onClick={() =>
                activate.mutate(user.id, {
                  onError: (e) => toast.error(failureMessage(e, ACTIVATE_USER_FAILED)),
                })
              }
            >
              {!activate.isPending && <UserCheck aria-hidden="true" className="size-4" />}
              Etkinleştir
            </Button>
          )}
          {isMe && (
            <p className="self-center text-xs text-gray-500">Kendi hesabınızı devre dışı bırakamazsınız.</p>
          )}
        </div>
      )}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label="E-posta">{user.email}</Field>
        <Field label="Telefon">{user.phone ?? '—'}</Field>
        <Field label="Kayıt tarihi">{formatDate(user.created_at)}</Field>
        <Field label="Son giriş">
          {user.last_login_at === null ? '—' : formatDateTime(user.last_login_at)}
        </Field>
        <Field label="Randevular">
          {formatNumber(user.appointment_count)} ({formatNumber(user.completed_appointment_count)} tamamlandı)
        </Field>
        <Field label="Yorumlar">{formatNumber(user.review_count)}</Field>
        <Field label="Açık oturum">{formatNumber(user.active_sessions)}</Field>
        <Field label="Roller">{user.roles.map((r) => roleLabel(r.name)).join(', ') || '—'}</Field>
      </dl>
      {user.salons.length > 0 && (
        <section aria-labelledby="user-salons" className="space-y-2">
          <h3 id="user-salons" className="text-sm font-semibold text-gray-900">
            Salonlar
          </h3>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
            {user.salons.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>
                  {s.name}{' '}
                  <span className="text-gray-500">· {s.relation === 'owner' ? 'Sahibi' : 'Personel'}</span>
                </span>
                <StatusBadge>{salonStatusLabels[s.status]}</StatusBadge>
              </li>
            ))}
          </ul>
        </section>
      )}
      <TextFormDialog
        open={deactivating}
        onClose={() => setDeactivating(false)}
        title="Kullanıcıyı devre dışı bırak"
        description={`${user.name} giriş yapamayacak ve açık oturumları kapatılacak.`}
        field="reason"
        label="Gerekçe"
        schema={deactivateUserRequestSchema.shape.reason}
        maxLength={1000}
        submitLabel="Devre dışı bırak"
        submitVariant="danger"
        fallbackMessage={DEACTIVATE_FAILED}
        onSubmit={async (reason) => {
          await deactivate.mutateAsync({ id: user.id, reason });
          setDeactivating(false);
        }}
      />
    </div>
  );
}

/** A user's details and the deactivate / activate action. */
export function UserDetailDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const query = useAdminUser(userId);
  return (
    <Dialog open={userId !== null} onClose={onClose} title={query.data?.name ?? 'Kullanıcı'} size="lg">
      {query.isPending && <LoadingState label="Kullanıcı yükleniyor…" />}
      {query.isError && (
        <ErrorState
          title={USER_LOAD_FAILED}
          message={failureMessage(query.error, USER_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && <UserBody user={query.data} />}
    </Dialog>
  );
}
