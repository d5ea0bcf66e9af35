import { AdminRefundsPage } from '@/features/admin-refunds/components/admin-refunds-page';

/** Admin section #refunds (issue 18 item 6, ADR 0048). */
export function Component() {
  return <AdminRefundsPage />;
}
