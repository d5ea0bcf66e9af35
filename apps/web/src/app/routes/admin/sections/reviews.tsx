import { AdminReviewsPage } from '@/features/reviews/components/admin-reviews-page';

/** Admin section #reviews (SPEC §2.8): reported reviews, hide and restore. */
export function Component() {
  return <AdminReviewsPage />;
}
