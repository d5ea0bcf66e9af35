import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCustomerAppointmentGroup } from '../../api/confirmations';
import { AppointmentSummary } from './appointment-summary';

/** At most this many appointments in one group link (a day of several services is a handful). */
export const MAX_GROUP_SIZE = 10;

/** ?ids=12,13 → [12, 13]: positive whole numbers, duplicates dropped, at most MAX_GROUP_SIZE. */
export function parseGroupIds(raw: string | null): number[] {
  if (raw === null) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const id = Number(part.trim());
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_GROUP_SIZE);
}

/** /randevular/onay?ids=…: several appointments booked together, each the signed-in customer's own. */
export function MultiConfirmationPage() {
  const [params] = useSearchParams();
  const ids = parseGroupIds(params.get('ids'));
  const { user } = useSession();
  const results = useCustomerAppointmentGroup(user?.user_type === 'customer' ? ids : []);

  let body;
  if (user?.user_type !== 'customer') {
    body = (
      <EmptyState
        title="Randevular gösterilemiyor"
        description="Bu sayfa yalnızca randevuları alan müşteriye gösterilir."
      />
    );
  } else if (ids.length === 0) {
    body = (
      <EmptyState
        title="Gösterilecek randevu yok"
        description="Bağlantıda randevu bulunmuyor. Randevularınızı hesabınızdan görebilirsiniz."
        action={
          <Link to={paths.customer.appointments.getHref()} className={buttonClasses()}>
            Randevularım
          </Link>
        }
      />
    );
  } else if (results.some((r) => r.isPending)) {
    body = <LoadingState label="Randevular yükleniyor…" />;
  } else {
    const found = results.flatMap((r) => (r.data ? [r.data] : []));
    const missing = results.filter((r) => r.error instanceof ApiError && r.error.status === 404).length;
    const failed = results.find((r) => r.isError && !(r.error instanceof ApiError && r.error.status === 404));
    body = (
      <>
        {failed?.error && (
          <ErrorState
            title="Randevular yüklenemedi"
            message={failed.error.message}
            onRetry={() => results.forEach((r) => r.isError && void r.refetch())}
          />
        )}
        {found.length > 0 && (
          <>
            <div className="flex flex-col items-center gap-2 text-center">
              <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
              <p className="text-gray-700">
                {found.length} randevu · Toplam{' '}
                {formatPrice(found.reduce((sum, a) => sum + a.total_price, 0))}
              </p>
            </div>
            <ul className="space-y-3">
              {found.map((appointment) => (
                <li key={appointment.id}>
                  <AppointmentSummary appointment={appointment} />
                </li>
              ))}
            </ul>
          </>
        )}
        {missing > 0 && (
          <p className="text-sm text-gray-600">
            {missing} randevu bulunamadı ya da size ait değil; listede gösterilmedi.
          </p>
        )}
        <Link
          to={paths.customer.appointments.getHref()}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
        >
          Randevularım
        </Link>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">Randevularınız</h1>
      {body}
    </div>
  );
}
