/** What the wizard reads of the public salon endpoints (docs/api-catalogue.md). */

export interface DataEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

export interface BookingOpeningHours {
  /** ISO weekday: 1 = Pazartesi … 7 = Pazar. */
  weekday: number;
  day_name: string;
  opens_at: string | null;
  closes_at: string | null;
  is_closed: boolean;
}

/** GET /salons/{id} (the fields the wizard uses). */
export interface BookingSalon {
  id: number;
  name: string;
  slug: string;
  city: string;
  district: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  logo: string | null;
  cover_image: string | null;
  phone?: string | null;
  /** False while the owner has paused online bookings (/salon/ayarlar): the wizard says so instead of its steps. */
  accepts_online_bookings?: boolean;
  opening_hours: BookingOpeningHours[];
}

/** GET /salons/{id}/services. */
export interface BookingService {
  id: number;
  name: string;
  description: string | null;
  duration_minutes: number;
  price: number;
  discounted_price: number | null;
  is_home_service: boolean;
  is_pet_service: boolean;
  category_name: string | null;
  service_main_category_name: string | null;
  category_icon: string | null;
  staff_ids: number[];
}

/** GET /salons/{id}/staff. */
export interface BookingStaff {
  salon_staff_id: number;
  user_id: number;
  display_name: string;
  title: string | null;
  specialties: string[];
  avatar_url: string | null;
  rating_average: string;
  review_count: number;
  service_ids?: number[];
}
