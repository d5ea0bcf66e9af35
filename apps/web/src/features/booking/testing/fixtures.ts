import type { Appointment, SlotsResponse } from '@salonya/contracts/booking';
import type { BookingSalon, BookingService, BookingStaff } from '../types';

/** Salon 3 of the wizard tests: open Monday to Saturday 09:00–19:00, closed on Sunday. */
export function makeBookingSalon(overrides: Partial<BookingSalon> = {}): BookingSalon {
  return {
    id: 3,
    name: 'Makas Kuaför',
    slug: 'makas-kuafor-kadikoy-istanbul',
    city: 'İstanbul',
    district: 'Kadıköy',
    address: 'Moda Cad. No: 12',
    latitude: 40.98,
    longitude: 29.03,
    logo: null,
    cover_image: null,
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
    description: null,
    duration_minutes: 45,
    price: 400,
    discounted_price: null,
    is_home_service: false,
    is_pet_service: false,
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
    display_name: 'Elif Şahin',
    title: 'Kuaför',
    specialties: [],
    avatar_url: null,
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

export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 501,
    salon: {
      id: 3,
      name: 'Makas Kuaför',
      slug: 'makas-kuafor-kadikoy-istanbul',
      city: 'İstanbul',
      district: 'Kadıköy',
      address: 'Moda Cad. No: 12',
      phone: null,
    },
    staff: { salon_staff_id: 7, user_id: 70, display_name: 'Elif Şahin', avatar_url: null },
    customer: null,
    services: [{ service_id: 11, name: 'Saç Kesimi', price: 400, price_kurus: 40000, duration_minutes: 45 }],
    starts_at: '2026-11-25T10:00:00+03:00',
    ends_at: '2026-11-25T10:45:00+03:00',
    date: '2026-11-25',
    time: '10:00',
    total_duration_minutes: 45,
    status: 'confirmed',
    status_label: 'Onaylandı',
    source: 'online',
    notes: '',
    total_price: 400,
    total_price_kurus: 40000,
    payment_method: 'pay_at_salon',
    payment_status: 'unpaid',
    can_cancel: true,
    can_reschedule: true,
    allowed_actions: ['cancel', 'reschedule'],
    cancellation_deadline: '2026-11-25T08:00:00+03:00',
    confirmed_at: '2026-11-23T09:00:00+03:00',
    completed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    cancellation_reason: null,
    created_at: '2026-11-23T09:00:00+03:00',
    address: null,
    pet: null,
    ...overrides,
  };
}
