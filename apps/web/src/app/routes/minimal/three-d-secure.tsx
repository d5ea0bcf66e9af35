import { ThreeDSecurePage } from '@/features/payments/components/three-d-secure-page';
import { useCurrentRoute } from '../../use-current-route';

/** /odeme/3d-secure/{token}: the test payment provider's 3-D Secure page (issue 18, ADR 0042). */
export function Component() {
  const current = useCurrentRoute();
  const token = current?.params.token ?? '';
  return <ThreeDSecurePage key={token} token={token} />;
}
