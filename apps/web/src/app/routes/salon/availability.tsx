import { AvailabilityPage } from '@/features/availability/components/availability-page';
import { getServerNow } from '@/features/system/api/get-server-time';

/** /salon/musaitlik-yonetimi (SPEC §2.9): the owner's whole team, with the server clock of the system feature. */
export function Component() {
  return <AvailabilityPage scope={{ kind: 'team' }} serverNow={getServerNow} />;
}
