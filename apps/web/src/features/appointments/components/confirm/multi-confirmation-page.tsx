import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MAX_CONFIRMATION_IDS } from '@salonya/contracts/booking-confirmations';
import { activeTotal } from '@salonya/domain/booking/life-cycle';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useAppointmentGroup } from '../../api/confirmations';
import { AppointmentSummary } from './appointment-summary';

/** ?ids=12,13 → [12, 13]: positive whole numbers, duplicates dropped, at most MAX_CONFIRMATION_IDS. */
export function parseGroupIds(raw: string | null): number[] {
  if (raw === null) return [];
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const id = Number(part.trim());
    if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_CONFIRMATION_IDS);
}

function MyAppointmentsLink() {
  return (
    <Link
      to={paths.customer.appointments.getHref()}
      className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
    >
      Randevularım
    </Link>
  );
}

/** /randevular/onay?ids=…: several appointments booked together, all the signed-in customer's own. */
export function MultiConfirmationPage() {
  const [params] = useSearchParams();
  const ids = parseGroupIds(params.get('ids'));
  const { user } = useSession();
  const isCustomer = user?.user_type === 'customer';
  const group = useAppointmentGroup(ids, isCustomer);

  let body;
  if (!isCustomer) {
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
        action={<MyAppointmentsLink />}
      />
    );
  } else if (group.isPending) {
    body = <LoadingState label="Randevular yükleniyor…" />;
  } else if (group.isError) {
    body =
      group.error instanceof ApiError && group.error.status === 404 ? (
        <EmptyState
          title="Randevular bulunamadı"
          description="Bu randevulardan en az biri yok ya da size ait değil."
          action={<MyAppointmentsLink />}
        />
      ) : (
        <ErrorState
          title="Randevular yüklenemedi"
          message={group.error.message}
          onRetry={() => void group.refetch()}
          isRetrying={group.isFetching}
        />
      );
  } else {
    const { appointments, total_price: total } = group.data;
    const pending = appointments.some((a) => a.status === 'pending');
    // Cancelled ones are listed but neither counted nor in the total (the server's total leaves them out too).
    const { count } = activeTotal(appointments);
    const cancelled = appointments.length - count;
    body = (
      <>
        <div className="flex flex-col items-center gap-2 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
          <p className="text-lg font-semibold text-gray-900">
            {count} randevu · Toplam {formatPrice(total)}
          </p>
          {cancelled > 0 && (
            <p className="text-sm text-gray-600">İptal edilen {cancelled} randevu toplama dahil değildir.</p>
          )}
          {pending && (
            <p className="text-gray-700">
              Onay bekleyen randevular için salon onayladığında size haber vereceğiz.
            </p>
          )}
        </div>
        <ul className="space-y-3">
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentSummary appointment={appointment} />
            </li>
          ))}
        </ul>
        <MyAppointmentsLink />
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
