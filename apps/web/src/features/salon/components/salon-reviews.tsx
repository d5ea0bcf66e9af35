import { useSalonReviews } from '../api/get-salon-reviews';
import type { SalonDetail } from '../types';
import { ReviewsSection } from './reviews-section';

/** The salon page's 'Yorumlar' tab: its reviews, a page at a time (its own chunk, salon-tab-panels.lazy.tsx). */
export function SalonReviews({ salon }: { salon: SalonDetail }) {
  const query = useSalonReviews(salon.id);
  return <ReviewsSection rating={salon.rating_average} query={query} />;
}
