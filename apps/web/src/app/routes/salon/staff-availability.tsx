import { AvailabilityPage } from '@/features/availability/components/availability-page';
import { getServerNow } from '@/features/system/api/get-server-time';
import { useCurrentRoute } from '../../use-current-route';

/** /salon/personel/{staffId}/musaitlik (SPEC §2.9): one staff member of the owner's team. */
export function Component() {
  const staffId = Number(useCurrentRoute()?.params.staffId);
  return <AvailabilityPage key={staffId} scope={{ kind: 'member', staffId }} serverNow={getServerNow} />;
}
