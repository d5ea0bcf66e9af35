import { StaffReviewsPage } from '@/features/reviews/components/staff-reviews-page';

/** /personel/yorumlar (SPEC §2.7): reviews of the staff member's own work. */
export function Component() {
  return <StaffReviewsPage />;
}
