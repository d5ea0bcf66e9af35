import type { ReactNode } from 'react';
import { Store } from 'lucide-react';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { useSelectedSalon, type OwnerSalonOption } from '@/lib/selected-salon';
import { SERVICES_UI } from '../utils/messages';

/** The selected salon (SPEC §4) for the screen, or its loading, failed and no-salon states. */
export function OwnerSalonGate({ children }: { children: (salon: OwnerSalonOption) => ReactNode }) {
  const { salon, isLoading, error, refetch } = useSelectedSalon();
  if (isLoading) return <LoadingState label="Salon bilgileri yükleniyor…" className="min-h-40" />;
  if (error)
    return (
      <ErrorState
        title={SERVICES_UI.salonLoadFailed}
        message={failureMessage(error, SERVICES_UI.salonLoadFailed)}
        onRetry={() => void refetch()}
      />
    );
  if (salon === null)
    return (
      <EmptyState
        icon={<Store className="size-10" />}
        title={SERVICES_UI.noSalonTitle}
        description={SERVICES_UI.noSalonText}
      />
    );
  return <>{children(salon)}</>;
}
