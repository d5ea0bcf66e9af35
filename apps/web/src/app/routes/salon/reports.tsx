import { ReportsPage } from '@/features/owner-insights/components/reports-page';

/** /salon/raporlar (SPEC §2.6): revenue, appointments, services and customers by period, charts and CSV. */
export function Component() {
  return <ReportsPage />;
}
