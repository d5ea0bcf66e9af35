import type { SlotsResponse } from '@salonya/contracts/booking';
import type { BookingSalon, BookingService, BookingStaff } from '../types';

/** Salon 3 of the wizard tests: open Monday to Saturday 09:00–19:00, closed on Sunday. */
export function makeBookingSalon(overrides: Partial<BookingSalon> = {}): BookingSalon {
  return {
    id: 3,
    name: 'Makas Kuaför',
    slug: 'makas-kuafor-kadikoy-istanbul',
    description: 'Moda’da bir kuaför.',
    salon_type: 'kuafor',
    service_categories: [],
    gender_focus: 'unisex',
    city: 'İstanbul',
    city_id: 34,
    city_slug: 'istanbul',
    district: 'Kadıköy',
    district_id: 422,
    district_slug: 'kadikoy',
    address: 'Moda Cad. No: 12',
    latitude: 40.98,
    longitude: 29.03,
    logo: null,
    cover_image: '/images/covers/cover-1.svg',
    phone: null,
    email: null,
    instagram: null,
    amenities: [],
    is_verified: true,
    is_featured: false,
    rating_average: '4.8',
    review_count: 5,
    min_price: 400,
    max_price: 1250,
    is_open_now: true,
    is_night_salon: false,
    accepts_online_bookings: true,
    created_at: '2025-01-01T09:00:00.000Z',
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      day_name: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'][weekday - 1]!,
      opens_at: weekday === 7 ? null : '09:00',
      closes_at: weekday === 7 ? null : '19:00',
      is_closed: weekday === 7,
    })),
    ...overrides,
  };
}

export function makeBookingService(overrides: Partial<BookingService> = {}): BookingService {
  return {
    id: 11,
    name: 'Saç Kesimi',
    description: '',
    duration_minutes: 45,
    price: 400,
    price_kurus: 40000,
    discounted_price: null,
    discounted_price_kurus: null,
    is_home_service: false,
    is_pet_service: false,
    image_url: null,
    category_id: 1,
    category_name: 'Saç Hizmetleri',
    service_main_category_name: 'Saç Hizmetleri',
    category_icon: '💇',
    staff_ids: [7, 8],
    ...overrides,
  };
}

export function makeBookingStaff(overrides: Partial<BookingStaff> = {}): BookingStaff {
  return {
    salon_staff_id: 7,
    user_id: 70,
    salon_id: 3,
    display_name: 'Elif Şahin',
    name: 'Elif Şahin',
    title: 'Kuaför',
    bio: '',
    specialties: [],
    avatar_url: '/images/avatars/avatar-1.svg',
    avatar_image: null,
    is_active: true,
    rating_average: '4.8',
    review_count: 5,
    service_ids: [11, 12],
    ...overrides,
  };
}

export function makeSlots(
  date: string,
  times: string[],
  overrides: Partial<SlotsResponse> = {},
): SlotsResponse {
  return {
    salon_id: 3,
    date,
    salon_staff_id: 'any',
    service_ids: [11],
    total_duration_minutes: 45,
    total_price: 400,
    total_price_kurus: 40000,
    timezone: 'Europe/Istanbul',
    server_time: `${date}T08:00:00+03:00`,
    staff: times.length === 0 ? [] : [{ salon_staff_id: 7, user_id: 70, display_name: 'Elif Şahin' }],
    slots: times.map((time) => ({
      time,
      starts_at: `${date}T${time}:00+03:00`,
      ends_at: `${date}T${time}:00+03:00`,
      salon_staff_ids: [7],
    })),
    no_slots_reason: times.length === 0 ? 'fully_booked' : null,
    rules: {
      min_notice_minutes: 60,
      max_advance_days: 60,
      buffer_minutes: 0,
      cancellation_cutoff_minutes: 120,
      requires_manual_confirmation: false,
      first_bookable_date: date,
      last_bookable_date: '2027-01-31',
    },
    ...overrides,
  };
}

export { makeAppointment } from '@/test/appointment-fixtures';
