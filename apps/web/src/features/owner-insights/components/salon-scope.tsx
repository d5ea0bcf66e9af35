import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { failureMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { OWNER_SALONS_FAILED, useSelectedSalon, type OwnerSalonOption } from '@/lib/selected-salon';

/** The selected salon (SPEC §4) or its loading, failed and 'no salon yet' states. */
export function SalonScope({ children }: { children: (salon: OwnerSalonOption) => ReactNode }) {
  const { salon, isLoading, error, refetch } = useSelectedSalon();
  if (isLoading) return <LoadingState label="Salon bilgileri yükleniyor…" className="min-h-40" />;
  if (error)
    return (
      <ErrorState
        title={OWNER_SALONS_FAILED}
        message={failureMessage(error, OWNER_SALONS_FAILED)}
        onRetry={() => void refetch()}
      />
    );
  if (salon === null)
    return (
      <EmptyState
        title="Henüz salonunuz yok"
        description="Salonunuzu ekleyin; onaylandıktan sonra randevu almaya başlayabilirsiniz."
        action={
          <Link to={paths.salonApplication.getHref()} className={buttonClasses()}>
            Salon başvurusu yap
          </Link>
        }
      />
    );
  return <>{children(salon)}</>;
}
