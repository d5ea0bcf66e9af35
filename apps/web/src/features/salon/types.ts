import type { RouteAnswer } from '@/lib/api';
import type { getSalonsReviews } from '@salonya/contracts/api-routes';
import type { SalonDetail } from '@salonya/contracts/catalogue';

/**
 * The salon pages read the public catalogue answers exactly as the contracts declare them (issue 14 item 4): these
 * names are the contract's types, never hand-written copies.
 */
export type {
  PublicReview as Review,
  SalonDetail,
  SalonService,
  SalonStaffMember as StaffMember,
  Specialist,
} from '@salonya/contracts/catalogue';
export type { PublicGalleryImage as GalleryImage } from '@salonya/contracts/salon-media';

export type OpeningHoursRow = SalonDetail['opening_hours'][number];

/** One page of a review list (GET /salons/{id}/reviews, /specialists/{id}/reviews). */
export type ReviewsPage = RouteAnswer<typeof getSalonsReviews>;
