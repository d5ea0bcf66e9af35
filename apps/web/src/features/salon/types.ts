import type { ImageVariantSource } from '@/components/ui/responsive-image';
/** What the public catalogue endpoints answer (docs/api-catalogue.md). */

export type GenderFocus = 'female' | 'male' | 'unisex';

export interface SalonCategoryRef {
  id: number;
  name: string;
  slug: string;
  code: string | null;
  icon: string;
}

export interface OpeningHoursRow {
  /** ISO weekday: 1 = Pazartesi … 7 = Pazar. */
  weekday: number;
  day_name: string;
  opens_at: string | null;
  closes_at: string | null;
  is_closed: boolean;
}

/** GET /salons/{id}. */
export interface SalonDetail {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  salon_type: string | null;
  service_categories: SalonCategoryRef[];
  gender_focus: GenderFocus;
  logo: string | null;
  cover_image: string | null;
  city: string;
  city_id: number;
  district: string;
  district_id: number;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  instagram: string | null;
  amenities: string[];
  is_verified: boolean;
  is_featured: boolean;
  rating_average: string;
  review_count: number;
  min_price: number | null;
  max_price: number | null;
  is_open_now: boolean;
  is_night_salon: boolean;
  /** False while the owner has paused online bookings: a notice instead of 'Randevu Al'. */
  accepts_online_bookings: boolean;
  opening_hours: OpeningHoursRow[];
  created_at: string;
}

/** GET /salons/{id}/services and /specialists/{id}/services. */
export interface SalonService {
  id: number;
  name: string;
  description: string | null;
  duration_minutes: number;
  price: number;
  discounted_price: number | null;
  is_home_service: boolean;
  is_pet_service: boolean;
  image_url: string | null;
  category_id: number | null;
  category_name: string | null;
  service_main_category_name: string | null;
  category_icon: string | null;
  staff_ids: number[];
}

/** GET /salons/{id}/staff (SPEC §3 staff reference). */
export interface StaffMember {
  salon_staff_id: number;
  user_id: number;
  salon_id: number;
  display_name: string;
  name: string;
  title: string | null;
  bio: string | null;
  specialties: string[];
  avatar_url: string | null;
  /** An uploaded photo's size and WebP/AVIF variants (srcset); absent or null: `avatar_url` only. */
  avatar_image?: { width: number; height: number; variants: ImageVariantSource[] } | null;
  is_active?: boolean;
  rating_average: string;
  review_count: number;
  service_ids?: number[];
}

/** GET /specialists/{id}. */
export interface Specialist extends StaffMember {
  /** The specialist's own profile (/personel/profil, issue 20). */
  languages?: string[];
  experience_years?: number | null;
  slug: string;
  salon: {
    id: number;
    name: string;
    slug: string;
    city: string;
    district: string;
    accepts_online_bookings: boolean;
  };
}

export interface Review {
  id: number;
  rating: number;
  comment: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  author_name: string;
  salon_staff_id: number | null;
  staff_name: string | null;
}

export interface GalleryImage {
  id: number;
  image_url: string;
  caption: string | null;
  /** Stored size of an uploaded photo (null for older pictures without one). */
  width?: number | null;
  height?: number | null;
  /** WebP and AVIF sizes of an uploaded photo, for srcset. */
  variants?: ImageVariantSource[];
}

export interface PageMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface DataEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

export interface PageEnvelope<T> extends DataEnvelope<T[]> {
  /** Always sent by the API; read defensively all the same. */
  meta?: PageMeta;
}
