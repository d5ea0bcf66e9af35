import type { Category, SalonCard } from '@salonya/contracts/catalogue';

/** Shapes of the catalogue answers (docs/api-catalogue.md) that packages/contracts does not define. */

export type { Category, SalonCard };
export type { Coordinates, Province } from '@/lib/locations/types';

/** `meta` of the paginated catalogue lists (salon search, SEO location page). */
export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** GET /categories/{id}: a category with its parent (legacy categories 20–25 hang under a main one). */
export interface CategoryDetail extends Category {
  parent_id: number | null;
  parent: (Category & { parent_id: number | null }) | null;
}

/** GET /campaigns: a running salon campaign with its salon. */
export interface Campaign {
  id: number;
  title: string;
  description: string;
  discount_type: 'percentage' | 'fixed';
  /** Percent, or lira for a fixed discount. */
  discount_value: number;
  starts_on: string;
  ends_on: string;
  services: string[];
  salon: SalonCard;
}

/** GET /brand-campaigns: a brand partnership. */
export interface BrandCampaign {
  id: number;
  brand_name: string;
  title: string;
  description: string;
  discount_text: string;
  image_url: string | null;
  starts_on: string;
  ends_on: string;
}

/** GET /seo/location-page. */
export interface SeoLocationPage {
  h1: string;
  intro: string;
  city: { id: number; name: string; slug: string };
  district: { id: number; name: string; slug: string } | null;
  category: { slug: string; label: string };
  seo: { meta_title: string; meta_description: string; canonical_url: string };
  salons: SalonCard[];
  meta: PageMeta;
}
