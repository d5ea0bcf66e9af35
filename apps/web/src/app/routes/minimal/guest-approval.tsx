import { GuestApprovalPage } from '@/features/appointments/components/confirm/guest-approval-page';
import { useCurrentRoute } from '../../use-current-route';

/** /a/{token}: guest approval of an appointment a salon booked (minimal layout, no login; SPEC §2.1). */
export function Component() {
  const current = useCurrentRoute();
  const token = current?.params.token ?? '';
  return <GuestApprovalPage key={token} token={token} />;
}
