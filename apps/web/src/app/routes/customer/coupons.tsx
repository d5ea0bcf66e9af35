import { CouponsPage } from '@/features/coupons/components/coupons-page';

/** /musteri/kuponlar and its alias /kuponlarim (SPEC §2.3, §2.4; issue 18 item 5). */
export function Component() {
  return <CouponsPage />;
}
