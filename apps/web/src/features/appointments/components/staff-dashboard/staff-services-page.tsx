import { House, PawPrint } from 'lucide-react';
import { StaffDurationForm } from './staff-duration-form';
import { LoadingState } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { formatKurus, formatNumber } from '@/lib/format';
import type { StaffService } from '@salonya/contracts/staff-dashboard';
import { STAFF_SERVICES_FAILED, useStaffServices } from '../../api/staff-dashboard';

/** /personel/hizmetlerim: the services the salon assigned to the staff member, with duration and price (issue 20). */
export function StaffServicesPage() {
  const query = useStaffServices();
  return (
    <section aria-labelledby="staff-services-title" className="space-y-5">
      <h1 id="staff-services-title" className="text-2xl font-bold tracking-tight text-gray-900">
        Hizmetlerim
      </h1>
      {query.isPending && <LoadingState label="Hizmetleriniz yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={STAFF_SERVICES_FAILED}
          message={failureMessage(query.error, STAFF_SERVICES_FAILED)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data !== undefined && (
        <>
          <p className="text-sm text-gray-600">
            {query.data.salon.name} salonunun size atadığı hizmetler. Atamaları salon sahibi değiştirir.
            {query.data.allow_own_durations
              ? ' Salonunuz, bir hizmetin süresini kendinize göre ayarlamanıza izin veriyor.'
              : ''}
          </p>
          {query.data.services.length === 0 ? (
            <EmptyState
              title="Size atanmış hizmet yok"
              description="Salon sahibi size hizmet atadığında müşteriler sizden randevu alabilir."
            />
          ) : (
            <ul aria-label="Atanan hizmetler" className="grid gap-3 sm:grid-cols-2">
              {query.data.services.map((s) => (
                <ServiceCard key={s.id} service={s} allowOwn={query.data.allow_own_durations} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ServiceCard({ service: s, allowOwn }: { service: StaffService; allowOwn: boolean }) {
  const own = allowOwn ? s.own_duration_minutes : null;
  const discounted = s.discounted_price_kurus !== null && s.discounted_price_kurus < s.price_kurus;
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-gray-900">{s.name}</p>
          {s.category_name !== null && <p className="text-sm text-gray-600">{s.category_name}</p>}
        </div>
        {!s.is_active && <StatusBadge tone="gray">Gizli</StatusBadge>}
      </div>
      <p className="mt-2 text-sm text-gray-800">
        {own !== null ? (
          <>
            <span className="font-semibold">{`${formatNumber(own)} dakika (sizin süreniz)`}</span>
            {` · salon süresi ${formatNumber(s.duration_minutes)} dakika · `}
          </>
        ) : (
          `${formatNumber(s.duration_minutes)} dakika · `
        )}
        {discounted ? (
          <>
            <span className="font-semibold">{formatKurus(s.discounted_price_kurus ?? s.price_kurus)}</span>{' '}
            <s className="text-gray-500" aria-label={`İndirimsiz fiyat ${formatKurus(s.price_kurus)}`}>
              {formatKurus(s.price_kurus)}
            </s>
          </>
        ) : (
          <span className="font-semibold">{formatKurus(s.price_kurus)}</span>
        )}
      </p>
      {s.description !== '' && <p className="mt-1 text-sm text-gray-600">{s.description}</p>}
      <div className="mt-2 flex flex-wrap gap-2 text-sm text-gray-700">
        {s.is_home_service && (
          <span className="inline-flex items-center gap-1">
            <House aria-hidden="true" className="size-4" />
            Adreste hizmet
          </span>
        )}
        {s.is_pet_service && (
          <span className="inline-flex items-center gap-1">
            <PawPrint aria-hidden="true" className="size-4" />
            Evcil hayvan hizmeti
          </span>
        )}
      </div>
      {allowOwn && <StaffDurationForm service={s} />}
    </li>
  );
}
