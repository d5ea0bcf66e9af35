import { SalonsPage } from '@/features/admin-salons/components/salons-page';
import { ImpersonateButton } from '@/features/impersonation/components/impersonate-button';
import { goToAdminRecord, useAdminRecordId } from '../../../admin/use-admin-hash';

/** Admin section #salons: salons and applications; a salon's owner can be impersonated from its details. */
export function Component() {
  const salonId = useAdminRecordId();
  return (
    <SalonsPage
      openSalonId={salonId}
      onOpenSalon={(id) => goToAdminRecord('salons', id)}
      onCloseSalon={() => goToAdminRecord('salons')}
      renderSalonActions={(salon) => (
        <ImpersonateButton
          salonId={salon.id}
          salonName={salon.name}
          ownerName={salon.owner.name}
          disabled={!salon.owner.is_active}
        />
      )}
    />
  );
}
