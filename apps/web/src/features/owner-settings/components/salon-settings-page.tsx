import { Plus, Store } from 'lucide-react';
import { Link } from 'react-router';
import { SALON_SETTINGS_MESSAGES } from '@salonya/domain/salon-owner/settings';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSelectedSalon } from '@/lib/selected-salon';
import { useSalonSettings } from '../api/salon-settings';
import { RefundPolicySection } from './refund-policy-form';
import { SalonSettingsForm } from './salon-settings-form';

const STATUS_LABELS = { active: 'Yayında', pending: 'Onay bekliyor', suspended: 'Askıda' } as const;

/** /salon/ayarlar: the selected salon's booking rules, online bookings and mails, and the owner's salons. */
export function SalonSettingsPage() {
  const selected = useSelectedSalon();

  return (
    <section aria-labelledby="salon-settings-title" className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 id="salon-settings-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Salon Ayarları
        </h1>
        {selected.salon !== null && (
          <p className="text-sm text-gray-600">
            <span className="font-medium text-gray-900">{selected.salon.name}</span> için geçerli ayarlar.
            {selected.salons.length > 1 &&
              ' Başka bir salonun ayarları için üstteki salon seçiciyi kullanın.'}
          </p>
        )}
      </div>
      {selected.isLoading ? (
        <LoadingState label="Salon bilgileri yükleniyor…" />
      ) : selected.error !== null ? (
        <ErrorState
          title={SALON_SETTINGS_MESSAGES.loadFailed}
          message={failureMessage(selected.error, SALON_SETTINGS_MESSAGES.loadFailed)}
          onRetry={() => void selected.refresh()}
        />
      ) : selected.salon === null ? (
        <EmptyState
          title="Henüz salonunuz yok"
          description="Başvurunuz onaylandığında salonunuzun ayarlarını buradan yönetebilirsiniz."
          action={<AddSalonLink />}
        />
      ) : (
        <>
          <SettingsOf salonId={selected.salon.id} />
          <RefundPolicySection salonId={selected.salon.id} />
          <OwnerSalons />
        </>
      )}
    </section>
  );
}

function SettingsOf({ salonId }: { salonId: number }) {
  const settings = useSalonSettings(salonId);
  if (settings.isPending) return <LoadingState label="Salon ayarları yükleniyor…" />;
  if (settings.isError) {
    return (
      <ErrorState
        title={SALON_SETTINGS_MESSAGES.loadFailed}
        message={failureMessage(settings.error, SALON_SETTINGS_MESSAGES.loadFailed)}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  // A new form per salon: a switch never carries one salon's unsaved values to another.
  return <SalonSettingsForm key={settings.data.salon_id} settings={settings.data} />;
}

function AddSalonLink() {
  return (
    <Link to={paths.salonApplication.getHref()} className={buttonClasses({ variant: 'outline' })}>
      <Plus aria-hidden="true" className="size-4" />
      Yeni Salon Ekle
    </Link>
  );
}

/** The owner's salons; a further one goes through the same application and admin approval as /salon-ol. */
function OwnerSalons() {
  const { salons, salon } = useSelectedSalon();
  return (
    <Card>
      <CardHeader
        title="Salonlarım"
        description="Yeni bir salon eklemek için başvuru formunu doldurun; onaylandığında salon bu hesaba eklenir."
        actions={<AddSalonLink />}
      />
      <ul className="divide-y divide-gray-100">
        {salons.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-3">
            <span className="flex min-w-0 items-center gap-2">
              <Store aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-gray-900">{s.name}</span>
                {(s.district ?? s.city) !== null && (
                  <span className="block truncate text-xs text-gray-500">
                    {[s.district, s.city].filter(Boolean).join(', ')}
                  </span>
                )}
              </span>
            </span>
            <span className="flex shrink-0 items-center gap-2 text-xs">
              {s.id === salon?.id && (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
                  Seçili
                </span>
              )}
              <span className="text-gray-600">{STATUS_LABELS[s.status]}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
