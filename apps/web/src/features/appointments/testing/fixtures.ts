import type { SalonService, SalonStaffMember } from '@salonya/contracts/catalogue';
import type { Appointment, SlotsResponse } from '@salonya/contracts/booking';
import { makeAppointment } from '@/test/appointment-fixtures';
import { ownerSalonsAnswer } from '@/test/owner-salons';

/** The shared appointment (test/appointment-fixtures.ts) with the salon's phone, as the customer's screens show it. */
export function makeCustomerAppointment(overrides: Partial<Appointment> = {}): Appointment {
  const base = makeAppointment();
  return makeAppointment({ salon: { ...base.salon, phone: '+902161234567' }, ...overrides });
}

export function makeDaySlots(date: string, times: string[]): SlotsResponse {
  return {
    salon_id: 3,
    date,
    salon_staff_id: 7,
    service_ids: [11],
    total_duration_minutes: 45,
    total_price: 400,
    total_price_kurus: 40000,
    timezone: 'Europe/Istanbul',
    server_time: '2026-11-23T09:00:00+03:00',
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
      first_bookable_date: '2026-11-23',
      last_bookable_date: '2027-01-22',
    },
  };
}

/** An appointment as the salon's side sees it (with the customer). */
export function makeManagedAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return makeCustomerAppointment({
    customer: { user_id: 90, name: 'Ayşe Yılmaz', email: 'ayse@ornek.com', phone: '+905321112233' },
    status: 'pending',
    status_label: 'Onay Bekliyor',
    allowed_actions: ['confirm', 'cancel'],
    confirmed_at: null,
    ...overrides,
  });
}

export function pagedAppointments(appointments: Appointment[], page = 1, lastPage = 1, total?: number) {
  return {
    body: {
      success: true,
      data: {
        appointments,
        meta: { page, per_page: 20, total: total ?? appointments.length, last_page: lastPage },
      },
    },
  };
}

/** A staff member as GET /salons/{id}/staff answers (salon 3 unless told). */
export function publicStaff(
  salonStaffId: number,
  userId: number,
  name: string,
  salonId = 3,
): SalonStaffMember {
  return {
    salon_staff_id: salonStaffId,
    user_id: userId,
    salon_id: salonId,
    display_name: name,
    name,
    title: 'Kuaför',
    bio: '',
    specialties: [],
    avatar_url: '/images/avatars/avatar-1.svg',
    avatar_image: null,
    is_active: true,
    rating_average: '4.5',
    review_count: 3,
    service_ids: [],
  };
}

/** A service as GET /salons/{id}/services answers; prices in kuruş (the lira figure follows). */
export function publicService(
  fields: Pick<SalonService, 'id' | 'name' | 'duration_minutes' | 'price_kurus' | 'staff_ids'> &
    Partial<SalonService>,
): SalonService {
  return {
    description: '',
    price: fields.price_kurus / 100,
    discounted_price: null,
    discounted_price_kurus: null,
    is_home_service: false,
    is_pet_service: false,
    image_url: null,
    category_id: 1,
    category_name: 'Saç Hizmetleri',
    service_main_category_name: 'Saç Hizmetleri',
    category_icon: '💇',
    ...fields,
  };
}

/** The owner's salon, its two staff members and services, as the public endpoints answer. */
export function ownerTeamRoutes() {
  return {
    'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 3, name: 'Makas Kuaför', status: 'active' }]),
    'GET /salons/3/staff': {
      body: {
        success: true,
        data: [publicStaff(7, 70, 'Elif Şahin'), publicStaff(8, 80, 'Can Öztürk')],
      },
    },
    'GET /salons/3/services': {
      body: {
        success: true,
        data: [
          publicService({
            id: 11,
            name: 'Saç Kesimi',
            duration_minutes: 45,
            price_kurus: 40000,
            staff_ids: [7, 8],
          }),
          publicService({ id: 12, name: 'Fön', duration_minutes: 30, price_kurus: 25000, staff_ids: [8] }),
        ],
      },
    },
  };
}
