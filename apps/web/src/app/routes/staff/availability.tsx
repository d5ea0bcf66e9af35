import { AvailabilityPage } from '@/features/availability/components/availability-page';
import { getServerNow } from '@/features/system/api/get-server-time';

/** /personel/musaitlik and /personel/musaitligim (SPEC §2.9): the staff member's own blockings and breaks. */
export function Component() {
  return <AvailabilityPage scope={{ kind: 'self' }} serverNow={getServerNow} />;
}
