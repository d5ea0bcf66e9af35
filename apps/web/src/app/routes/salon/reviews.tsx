import { OwnerReviewsPage } from '@/features/reviews/components/owner-reviews-page';

/** /salon/yorumlar (SPEC §2.6): the selected salon's reviews, reply and report. */
export function Component() {
  return <OwnerReviewsPage />;
}
