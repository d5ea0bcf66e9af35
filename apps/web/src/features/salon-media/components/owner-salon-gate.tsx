import type { ReactNode } from 'react';
import { Store } from 'lucide-react';
import { OWNER_SALONS_FAILED, useSelectedSalon } from '@/lib/selected-salon';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { MEDIA_UI } from '../utils/media-files';

/** Renders `children` with the selected salon (SPEC §4 'Selected salon'); loading, failed and no-salon states. */
export function OwnerSalonGate({
  children,
}: {
  children: (salon: { id: number; name: string }) => ReactNode;
}) {
  const selected = useSelectedSalon();
  if (selected.isLoading) return <LoadingState label="Salon bilgileri yükleniyor…" className="min-h-40" />;
  if (selected.error) {
    return (
      <ErrorState
        title={OWNER_SALONS_FAILED}
        message={failureMessage(selected.error, OWNER_SALONS_FAILED)}
        onRetry={() => void selected.refetch()}
      />
    );
  }
  if (selected.salon === null) {
    return (
      <EmptyState
        icon={<Store className="size-10" />}
        title={MEDIA_UI.noSalonTitle}
        description={MEDIA_UI.noSalonDescription}
      />
    );
  }
  return <>{children(selected.salon)}</>;
}
