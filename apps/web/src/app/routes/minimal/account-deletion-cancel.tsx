import { DeletionCancelPage } from '@/features/privacy/components/deletion-cancel-page';
import { useCurrentRoute } from '../../use-current-route';

/** /hesap-silme-iptal/{token}: the deletion mail's cancel link (minimal layout, no login; ADR 0050). */
export function Component() {
  const current = useCurrentRoute();
  const token = current?.params.token ?? '';
  return <DeletionCancelPage key={token} token={token} />;
}
