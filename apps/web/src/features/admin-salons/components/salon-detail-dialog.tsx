import { formatRating } from '@salonya/domain/format/number';
import { BadgeCheck, CircleCheck, Ban, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { suspendSalonRequestSchema, type AdminSalonDetail } from '@salonya/contracts/admin';
import { SALON_INFO_FAILED } from '@salonya/domain/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { failureMessage } from '@/lib/form-errors';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { ACTIVATE_FAILED, useActivateSalon } from '../api/activate-salon';
import { FEATURE_FAILED, useFeatureSalon } from '../api/feature-salon';
import { useAdminSalon } from '../api/get-admin-salon';
import { SUSPEND_FAILED, useSuspendSalon } from '../api/suspend-salon';
import { VERIFY_FAILED, useVerifySalon } from '../api/verify-salon';
import { SalonMarks, SalonStatusBadge } from './salon-status';
import { useCan } from '@/hooks/use-can';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-gray-900">{children}</dd>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

function SalonActions({ salon, extraActions }: { salon: AdminSalonDetail; extraActions?: ReactNode }) {
  const [suspending, setSuspending] = useState(false);
  const activate = useActivateSalon();
  const suspend = useSuspendSalon();
  const verify = useVerifySalon();
  const feature = useFeatureSalon();
  const can = useCan();
  if (!can('admin.salon.manage')) return <>{extraActions}</>;
  return (
    <div className="flex flex-wrap gap-2">
      {salon.status !== 'active' ? (
        <Button
          size="sm"
          isLoading={activate.isPending}
          onClick={() =>
            activate.mutate(salon.id, { onError: (e) => toast.error(failureMessage(e, ACTIVATE_FAILED)) })
          }
        >
          {!activate.isPending && <CircleCheck aria-hidden="true" className="size-4" />}
          {salon.status === 'pending' ? 'Salonu onayla' : 'Yeniden etkinleştir'}
        </Button>
      ) : (
        <Button size="sm" variant="danger" onClick={() => setSuspending(true)}>
          <Ban aria-hidden="true" className="size-4" />
          Askıya al
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        isLoading={verify.isPending}
        aria-pressed={salon.is_verified}
        onClick={() =>
          verify.mutate(
            { id: salon.id, isVerified: !salon.is_verified },
            { onError: (e) => toast.error(failureMessage(e, VERIFY_FAILED)) },
          )
        }
      >
        {!verify.isPending && <BadgeCheck aria-hidden="true" className="size-4" />}
        {salon.is_verified ? 'Doğrulamayı kaldır' : 'Doğrula'}
      </Button>
      <Button
        size="sm"
        variant="outline"
        isLoading={feature.isPending}
        aria-pressed={salon.is_featured}
        onClick={() =>
          feature.mutate(
            { id: salon.id, isFeatured: !salon.is_featured },
            { onError: (e) => toast.error(failureMessage(e, FEATURE_FAILED)) },
          )
        }
      >
        {!feature.isPending && <Sparkles aria-hidden="true" className="size-4" />}
        {salon.is_featured ? 'Öne çıkarmayı kaldır' : 'Öne çıkar'}
      </Button>
      {extraActions}
      <TextFormDialog
        open={suspending}
        onClose={() => setSuspending(false)}
        title="Salonu askıya al"
        description={`${salon.name} askıya alındığında aramalarda görünmez ve yeni randevu alamaz.`}
        field="reason"
        label="Askıya alma gerekçesi"
        schema={suspendSalonRequestSchema.shape.reason}
        maxLength={1000}
        submitLabel="Askıya al"
        submitVariant="danger"
        fallbackMessage={SUSPEND_FAILED}
        onSubmit={async (reason) => {
          await suspend.mutateAsync({ id: salon.id, reason });
          setSuspending(false);
        }}
      />
    </div>
  );
}

function SalonDetailBody({ salon, extraActions }: { salon: AdminSalonDetail; extraActions?: ReactNode }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <SalonStatusBadge status={salon.status} />
        <SalonMarks verified={salon.is_verified} featured={salon.is_featured} />
        <StatusBadge>#{salon.id}</StatusBadge>
      </div>
      {salon.status === 'suspended' && salon.status_reason !== null && (
        <Alert variant="warning" title="Askıya alma gerekçesi">
          {salon.status_reason}
        </Alert>
      )}
      <SalonActions salon={salon} extraActions={extraActions} />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Tamamlanan randevu" value={formatNumber(salon.appointment_stats.completed)} />
        <Stat label="Bekleyen randevu" value={formatNumber(salon.appointment_stats.pending)} />
        <Stat label="İptal edilen" value={formatNumber(salon.appointment_stats.cancelled)} />
        <Stat label="Toplam gelir" value={formatCurrency(salon.appointment_stats.revenue)} />
      </dl>
      <section aria-labelledby="salon-info-title" className="space-y-3">
        <h3 id="salon-info-title" className="text-sm font-semibold text-gray-900">
          Salon bilgileri
        </h3>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Adres">
            {salon.address}, {salon.district}/{salon.city}
          </Field>
          <Field label="Kategoriler">{salon.categories.map((c) => c.name).join(', ') || '—'}</Field>
          <Field label="Telefon">{salon.phone ?? '—'}</Field>
          <Field label="E-posta">{salon.email ?? '—'}</Field>
          <Field label="Hizmet / personel">
            {formatNumber(salon.service_count)} hizmet · {formatNumber(salon.staff_count)} personel
          </Field>
          <Field label="Puan">
            {formatRating(salon.rating_average)} ({formatNumber(salon.review_count)} yorum)
          </Field>
          <Field label="Kayıt tarihi">{formatDate(salon.created_at)}</Field>
          <Field label="Başvuru">{salon.application_id === null ? '—' : `#${salon.application_id}`}</Field>
        </dl>
        {salon.description !== '' && <p className="text-sm text-gray-700">{salon.description}</p>}
      </section>
      <section aria-labelledby="salon-owner-title" className="space-y-3">
        <h3 id="salon-owner-title" className="text-sm font-semibold text-gray-900">
          Salon sahibi
        </h3>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Field label="Ad soyad">{salon.owner.name}</Field>
          <Field label="E-posta">{salon.owner.email}</Field>
          <Field label="Hesap">
            {salon.owner.is_active ? (
              <StatusBadge tone="green">Aktif</StatusBadge>
            ) : (
              <StatusBadge tone="red">Devre dışı</StatusBadge>
            )}
          </Field>
        </dl>
      </section>
    </div>
  );
}

/** The salon opened from the list, a search result or an approval: details and the admin's actions. */
export function SalonDetailDialog({
  salonId,
  onClose,
  renderActions,
}: {
  salonId: number | null;
  onClose: () => void;
  /** Actions another feature provides (impersonation), given the loaded salon. */
  renderActions?: (salon: AdminSalonDetail) => ReactNode;
}) {
  const query = useAdminSalon(salonId);
  const salon = query.data;
  return (
    <Dialog open={salonId !== null} onClose={onClose} title={salon?.name ?? 'Salon'} size="lg">
      {query.isPending && <LoadingState label="Salon yükleniyor…" />}
      {query.isError && (
        <ErrorState
          title={SALON_INFO_FAILED}
          message={failureMessage(query.error, SALON_INFO_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {salon !== undefined && <SalonDetailBody salon={salon} extraActions={renderActions?.(salon)} />}
    </Dialog>
  );
}
