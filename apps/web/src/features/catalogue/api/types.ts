import type {
  BrandCampaign,
  Campaign,
  Category,
  CategoryDetail,
  SalonCard,
  SalonSearchResponse,
} from '@salonya/contracts/catalogue';
import type { LocationPage } from '@salonya/contracts/seo';

/** The catalogue answers as the contracts type them (issue 14 item 4: no hand-written copies). */

export type { BrandCampaign, Campaign, Category, CategoryDetail, SalonCard, SalonSearchResponse };
export type { Coordinates, Province } from '@/lib/locations/types';

/** `meta` of the paginated catalogue lists (salon search, SEO location page). */
export type PageMeta = SalonSearchResponse['meta'];

/** GET /seo/location-page. */
export type SeoLocationPage = LocationPage;
