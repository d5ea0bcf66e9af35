import { AdminCouponsPage } from '@/features/admin-coupons/components/admin-coupons-page';

/** Admin section #coupons (issue 18 item 5). */
export function Component() {
  return <AdminCouponsPage />;
}
