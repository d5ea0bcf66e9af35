import { InvitationAcceptPage } from '@/features/team/components/invitation-accept-page';
import { useCurrentRoute } from '../../use-current-route';

/** /personel-davet/{token}: a staff invitation's link (minimal layout, no login; issue 16). */
export function Component() {
  const current = useCurrentRoute();
  const token = current?.params.token ?? '';
  return <InvitationAcceptPage key={token} token={token} />;
}
