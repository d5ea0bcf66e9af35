import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Appointment } from '@salonya/contracts/booking';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { StatusBadge } from './status-badge';

/** Where an appointment detail page goes back to (the viewer's list). */
export interface DetailBack {
  to: string;
  label: string;
}

/** Who cancelled, as the viewer reads it ('siz' for the customer's own cancellation). */
export type CancelledByLabels = Record<NonNullable<Appointment['cancelled_by']>, string>;

function BackLink({ to, label }: DetailBack) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

/**
 * An appointment detail page's loading, not-found (404) and failed states, then the page for the loaded
 * appointment.
 */
export function AppointmentDetailLoader({
  query,
  back,
  notFoundDescription,
  children,
}: {
  query: UseQueryResult<Appointment>;
  back: DetailBack;
  notFoundDescription: string;
  children: (appointment: Appointment) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label="Randevu yükleniyor…" />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <BackLink {...back} />
        {notFound ? (
          <EmptyState pageHeading title="Randevu bulunamadı" description={notFoundDescription} />
        ) : (
          <ErrorState
            pageHeading
            title="Randevu yüklenemedi"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** The top of an appointment detail: back link, title and status, and who cancelled it, when and why. */
export function AppointmentDetailHeading({
  appointment,
  back,
  cancelledBy,
}: {
  appointment: Appointment;
  back: DetailBack;
  cancelledBy: CancelledByLabels;
}) {
  return (
    <>
      <BackLink {...back} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Randevu Detayı</h1>
        <StatusBadge status={appointment.status} label={appointment.status_label} />
      </div>

      {appointment.status === 'cancelled' && (
        <Alert variant="info" title="Bu randevu iptal edildi">
          {appointment.cancelled_at && `${formatDateTime(appointment.cancelled_at)} tarihinde `}
          {appointment.cancelled_by && `${cancelledBy[appointment.cancelled_by]} tarafından iptal edildi.`}
          {appointment.cancellation_reason && (
            <p className="mt-1">Neden: {appointment.cancellation_reason}</p>
          )}
        </Alert>
      )}
    </>
  );
}
