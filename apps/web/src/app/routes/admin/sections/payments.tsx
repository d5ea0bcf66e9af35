import { AdminPaymentsPage } from '@/features/admin-money/components/admin-payments-page';

/** Admin section #payments (issue 18). */
export function Component() {
  return <AdminPaymentsPage />;
}
