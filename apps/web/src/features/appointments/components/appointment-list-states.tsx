import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AppointmentListResponse } from '@salonya/contracts/booking';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';

/**
 * An appointment list's loading, failed and empty states; once there are appointments, the list `children` draws
 * (`busy` while the next page loads over the shown one).
 */
export function AppointmentListStates({
  list,
  loadingLabel,
  empty,
  children,
}: {
  list: UseQueryResult<AppointmentListResponse>;
  loadingLabel: string;
  empty: ReactNode;
  children: (data: AppointmentListResponse, busy: boolean) => ReactNode;
}) {
  if (list.isPending) return <LoadingState label={loadingLabel} />;
  if (list.isError) {
    return (
      <ErrorState
        title="Randevular yüklenemedi"
        message={list.error.message}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  }
  if (list.data.appointments.length === 0) return <>{empty}</>;
  return <>{children(list.data, list.isPlaceholderData)}</>;
}
