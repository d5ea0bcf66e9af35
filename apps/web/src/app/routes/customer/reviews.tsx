import { CustomerReviewsPage } from '@/features/reviews/components/customer-reviews-page';

/** /musteri/yorumlar (SPEC §2.4; /yorumlarim redirects here): reviews written and visits waiting for one. */
export function Component() {
  return <CustomerReviewsPage />;
}
