import { StaffPerformancePage } from '@/features/owner-insights/components/staff-performance-page';

/** /salon/personel-performans (SPEC §2.6): each staff member's figures for a period. */
export function Component() {
  return <StaffPerformancePage />;
}
