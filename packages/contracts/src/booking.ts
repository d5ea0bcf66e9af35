import { formatKilometres } from '@salonya/domain/format/number';
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  DEFAULT_SERVICE_RADIUS_KM,
  type AppointmentStatus,
} from '@salonya/domain/booking/status';
import { z } from 'zod';
import { calendarDateField, calendarMonthField } from './dates';
import { successEnvelope } from './envelope';
import { cardInputSchema, paymentResultSchema } from './money';
import { paymentStatusValues as moneyPaymentStatusValues } from '@salonya/domain/money/payments';

/**
 * Booking: free slots, the month calendar, appointments and their life cycle (issue 6).
 * Times are Europe/Istanbul (SPEC §9: +03:00). Dates are 'YYYY-MM-DD', times 'HH:MM' on a 15-minute grid.
 * SPEC §3 Staff reference: booking and calendar use salon_staff_id; appointments also carry the staff user_id.
 */

export const BOOKING_TIMEZONE = 'Europe/Istanbul';
export const SLOT_STEP_MINUTES = 15;
export const MAX_SERVICES_PER_APPOINTMENT = 10;
export const APPOINTMENT_NOTES_MAX = 500;
export const CANCELLATION_REASON_MAX = 500;

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(1, `${label} geçersiz.`)
    .max(2_147_483_647, `${label} geçersiz.`);

export const bookingDateField = calendarDateField();

export const bookingTimeField = z
  .string({ error: 'Saat zorunludur.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Saat SS:DD biçiminde olmalıdır.')
  .refine(
    (v) => Number(v.slice(3, 5)) % SLOT_STEP_MINUTES === 0,
    'Randevu saatleri 15 dakikalık aralıklarla seçilebilir.',
  );

export const bookingMonthField = calendarMonthField();

/** A staff choice: a salon_staff_id, or 'any' (the salon assigns a capable free staff member fairly). */
export const staffChoiceField = z.union([z.literal('any'), positiveId('Personel')], {
  error: "Personel bir numara ya da 'any' olmalıdır.",
});
export type StaffChoice = z.infer<typeof staffChoiceField>;

const toIdList = (v: unknown): unknown => {
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
    .filter((x) => x !== '');
};

/** Ordered, distinct service ids (the order is the order they are done in). */
export const serviceIdsField = z.preprocess(
  toIdList,
  z
    .array(positiveId('Hizmet'), { error: 'En az bir hizmet seçin.' })
    .min(1, 'En az bir hizmet seçin.')
    .max(MAX_SERVICES_PER_APPOINTMENT, `En fazla ${MAX_SERVICES_PER_APPOINTMENT} hizmet seçebilirsiniz.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Aynı hizmet birden fazla kez seçilemez.'),
);

/** Query strings may send `service_ids[]=1&service_ids[]=2`, `service_ids=1&service_ids=2` or `service_ids=1,2`. */
const mergeServiceIdsKey = (v: unknown): unknown => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const record = { ...(v as Record<string, unknown>) };
  if ('service_ids[]' in record) {
    if (record.service_ids === undefined) record.service_ids = record['service_ids[]'];
    delete record['service_ids[]'];
  }
  if (record.salon_staff_id === '' || record.salon_staff_id === undefined) record.salon_staff_id = 'any';
  return record;
};

// ---------------------------------------------------------------------------------------------------------------
// Slots and calendar (public)

/** GET /api/v1/booking/slots */
export const slotsQuerySchema = z.preprocess(
  mergeServiceIdsKey,
  z.object({
    salon_id: positiveId('Salon'),
    date: bookingDateField,
    salon_staff_id: staffChoiceField.default('any'),
    service_ids: serviceIdsField,
  }),
);
export type SlotsQuery = z.output<typeof slotsQuerySchema>;

export const slotStaffSchema = z.object({
  salon_staff_id: z.number().int(),
  user_id: z.number().int(),
  display_name: z.string(),
});
export type SlotStaff = z.infer<typeof slotStaffSchema>;

export const slotSchema = z.object({
  /** 'HH:MM' in Europe/Istanbul. */
  time: z.string(),
  /** ISO 8601 with +03:00, e.g. 2026-11-24T10:15:00+03:00. */
  starts_at: z.string(),
  ends_at: z.string(),
  /**
   * salon_staff_id of the staff free at this time and able to do every chosen service, fairest first; the first is
   * who 'any' would be given. Names are in the answer's `staff` list (once per day, not once per slot).
   */
  salon_staff_ids: z.array(z.number().int()),
});
export type Slot = z.infer<typeof slotSchema>;

/** Why a day has no slots, so the wizard can say so in words. */
export const noSlotsReasons = [
  'salon_closed',
  'staff_not_working',
  'in_past',
  'beyond_max_advance',
  'fully_booked',
  /** The owner paused online bookings (/salon/ayarlar); the salon's own walk-in booking still sees the times. */
  'online_bookings_paused',
] as const;
export type NoSlotsReason = (typeof noSlotsReasons)[number];

export const bookingRulesSchema = z.object({
  min_notice_minutes: z.number().int(),
  max_advance_days: z.number().int(),
  buffer_minutes: z.number().int(),
  cancellation_cutoff_minutes: z.number().int(),
  requires_manual_confirmation: z.boolean(),
  /** false while the owner has paused online bookings (/salon/ayarlar); a booking is then refused with 409. */
  accepts_online_bookings: z.boolean().optional(),
  /** First and last date a booking may start on (Europe/Istanbul), from the rules and the server clock. */
  first_bookable_date: z.string(),
  last_bookable_date: z.string(),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const slotsResponseSchema = z.object({
  salon_id: z.number().int(),
  date: z.string(),
  salon_staff_id: z.union([z.literal('any'), z.number().int()]),
  service_ids: z.array(z.number().int()),
  total_duration_minutes: z.number().int(),
  total_price: z.number(),
  total_price_kurus: z.number().int(),
  timezone: z.literal(BOOKING_TIMEZONE),
  /** Server clock (ISO, +03:00) used to compute the slots (SPEC §3 Server time). */
  server_time: z.string(),
  /** Every staff member named by a slot of the day, fairest first (fewest appointments that day, then lowest id). */
  staff: z.array(slotStaffSchema),
  slots: z.array(slotSchema),
  /** Set when slots is empty. */
  no_slots_reason: z.enum(noSlotsReasons).nullable(),
  rules: bookingRulesSchema,
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/** GET /api/v1/booking/calendar */
export const calendarQuerySchema = z.preprocess(
  mergeServiceIdsKey,
  z.object({
    salon_id: positiveId('Salon'),
    month: bookingMonthField,
    salon_staff_id: staffChoiceField.default('any'),
    service_ids: serviceIdsField,
  }),
);
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  available: z.boolean(),
  slot_count: z.number().int(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarResponseSchema = z.object({
  salon_id: z.number().int(),
  month: z.string(),
  salon_staff_id: z.union([z.literal('any'), z.number().int()]),
  service_ids: z.array(z.number().int()),
  timezone: z.literal(BOOKING_TIMEZONE),
  server_time: z.string(),
  /** Every day of the month in order. */
  days: z.array(calendarDaySchema),
  rules: bookingRulesSchema,
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Appointments

/** The statuses (packages/domain/src/booking/status.ts, the one home of the vocabulary). */
export const appointmentStatusValues = APPOINTMENT_STATUSES;
export type AppointmentStatusValue = AppointmentStatus;
export const appointmentSourceValues = ['online', 'salon', 'guest_link'] as const;
export const paymentMethodValues = ['pay_at_salon', 'card', 'wallet', 'wallet_card'] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];
/** 'pending': a card payment waits for 3-D Secure (the slot is held); 'failed': it did not go through. */
export const paymentStatusValues = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;
export const cancelledByValues = ['customer', 'salon', 'admin', 'system'] as const;
/** Moves a viewer may make on an appointment now (the UI shows only these buttons). */
export const appointmentActionValues = ['cancel', 'reschedule', 'confirm', 'complete', 'no_show'] as const;
export type AppointmentAction = (typeof appointmentActionValues)[number];

/** Turkish labels of the statuses. */
export const appointmentStatusLabels = APPOINTMENT_STATUS_LABELS;

// ── Location and pet steps (SPEC §2.5) ────────────────────────────────────────────────────────────────────

/** A home-service salon comes to addresses within this many km unless it sets its own radius (domain). */
export { DEFAULT_SERVICE_RADIUS_KM };

export const petSpeciesValues = ['kopek', 'kedi', 'diger'] as const;
export type PetSpecies = (typeof petSpeciesValues)[number];
export const petSpeciesLabels: Record<PetSpecies, string> = { kopek: 'Köpek', kedi: 'Kedi', diger: 'Diğer' };
export const petSizeValues = ['kucuk', 'orta', 'buyuk'] as const;
export type PetSize = (typeof petSizeValues)[number];
export const petSizeLabels: Record<PetSize, string> = {
  kucuk: 'Küçük (10 kg altı)',
  orta: 'Orta (10–25 kg)',
  buyuk: 'Büyük (25 kg üstü)',
};

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const appointmentPetInputSchema = z.object(
  {
    name: requiredText(50, 'Evcil hayvanınızın adını yazın.', 'Ad en fazla 50 karakter olabilir.'),
    species: z.enum(petSpeciesValues, { error: 'Evcil hayvanınızın türünü seçin.' }),
    breed: requiredText(50, 'Evcil hayvanınızın cinsini yazın.', 'Cins en fazla 50 karakter olabilir.'),
    size: z.enum(petSizeValues, { error: 'Evcil hayvanınızın boyutunu seçin.' }),
  },
  { error: 'Evcil hayvan bilgileri eksik.' },
);
export type AppointmentPetInput = z.infer<typeof appointmentPetInputSchema>;

const latitudeField = z
  .number({ error: 'Konum (enlem) zorunludur.' })
  .min(-90, 'Enlem geçersiz.')
  .max(90, 'Enlem geçersiz.');
const longitudeField = z
  .number({ error: 'Konum (boylam) zorunludur.' })
  .min(-180, 'Boylam geçersiz.')
  .max(180, 'Boylam geçersiz.');

/** An address as the location step and /customer/addresses take it; coordinates drive the radius check. */
export const appointmentAddressInputSchema = z.object(
  {
    title: z
      .string({ error: 'Adres başlığı metin olmalıdır.' })
      .trim()
      .max(40, 'Adres başlığı en fazla 40 karakter olabilir.')
      .default(''),
    address: requiredText(255, 'Açık adres zorunludur.', 'Açık adres en fazla 255 karakter olabilir.').pipe(
      z.string().min(10, 'Açık adresi mahalle, sokak ve bina numarasıyla yazın.'),
    ),
    district: requiredText(64, 'İlçe zorunludur.', 'İlçe en fazla 64 karakter olabilir.'),
    city: requiredText(64, 'İl zorunludur.', 'İl en fazla 64 karakter olabilir.'),
    latitude: latitudeField,
    longitude: longitudeField,
  },
  { error: 'Adres bilgileri eksik.' },
);
export type AppointmentAddressInput = z.input<typeof appointmentAddressInputSchema>;

export const appointmentAddressSchema = z.object({
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Straight-line distance from the salon when booked, 1 decimal. */
  distance_km: z.number().nullable(),
});

export const appointmentPetSchema = z.object({
  name: z.string(),
  species: z.enum(petSpeciesValues),
  species_label: z.string(),
  breed: z.string(),
  size: z.enum(petSizeValues),
  size_label: z.string(),
});

export const LOCATION_MESSAGES = {
  addressRequired: 'Eve gelen hizmet için bir adres seçin ya da yeni bir adres girin.',
  addressNotFound: 'Seçilen adres bulunamadı.',
  outsideRadius: (km: number, radius: number) =>
    `Bu adres salonun hizmet bölgesinin dışında (${formatKilometres(km)}). Salon en fazla ${radius} km uzağa gelir.`,
  petRequired: 'Evcil hayvan hizmeti için evcil hayvanınızın bilgilerini girin.',
} as const;

/** POST /api/v1/appointments (customers only; header Idempotency-Key). */
export const createAppointmentBodySchema = z.object(
  {
    salon_id: positiveId('Salon'),
    salon_staff_id: staffChoiceField,
    service_ids: serviceIdsField,
    date: bookingDateField,
    time: bookingTimeField,
    notes: z
      .string({ error: 'Not metin olmalıdır.' })
      .trim()
      .max(APPOINTMENT_NOTES_MAX, `Not en fazla ${APPOINTMENT_NOTES_MAX} karakter olabilir.`)
      .default(''),
    payment_method: z
      .enum(paymentMethodValues, {
        error: "Ödeme yöntemi 'pay_at_salon', 'card', 'wallet' ya da 'wallet_card' olmalıdır.",
      })
      .default('pay_at_salon'),
    /** wallet_card: the part paid from the wallet (kuruş); the card pays the rest. */
    wallet_amount_kurus: z
      .number({ error: 'Cüzdandan ödenecek tutar bir sayı olmalıdır.' })
      .int('Cüzdandan ödenecek tutar kuruş cinsinden tam sayı olmalıdır.')
      .min(1, 'Cüzdandan ödenecek tutar en az ₺0,01 olmalıdır.')
      .max(100_000_000, 'Cüzdandan ödenecek tutar çok büyük.')
      .optional(),
    /** card and wallet_card: the card (sent to the provider, never stored). */
    card: cardInputSchema.optional(),
    customer_package_id: positiveId('Paket').optional(),
    /** Home services (SPEC §2.5 location): one of the customer's saved addresses … */
    address_id: positiveId('Adres').optional(),
    /** … or a new address (kept on the appointment; not saved to the customer's list). */
    address: appointmentAddressInputSchema.optional(),
    /** Pet services (SPEC §2.5 pet). */
    pet: appointmentPetInputSchema.optional(),
    /** A coupon (issue 18 item 5): its discount is taken off what the customer pays. */
    // Compared upper-case without spaces by the API (coupons.ts would pull the coupon rules into public pages).
    coupon_code: z
      .string({ error: 'Kupon kodu metin olmalıdır.' })
      .trim()
      .min(1, 'Kupon kodunu yazın.')
      .max(60, 'Kupon kodu en fazla 40 karakter olabilir.')
      .optional(),
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type CreateAppointmentBody = z.input<typeof createAppointmentBodySchema>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeyField = z
  .string({ error: 'Idempotency-Key başlığı zorunludur.' })
  .trim()
  .min(8, 'Idempotency-Key en az 8 karakter olmalıdır.')
  .max(100, 'Idempotency-Key en fazla 100 karakter olabilir.')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency-Key yalnızca harf, rakam ve - _ . : içerebilir.');

export const appointmentSalonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
});

export const appointmentStaffSchema = z.object({
  salon_staff_id: z.number().int(),
  user_id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

export const appointmentServiceSchema = z.object({
  service_id: z.number().int().nullable(),
  name: z.string(),
  price: z.number(),
  price_kurus: z.number().int(),
  duration_minutes: z.number().int(),
});

/** Shown to the salon and the staff; null for the customer's own view. */
export const appointmentCustomerSchema = z.object({
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/**
 * The booking's payment by card, wallet or both (issue 18 review): the newest one of the appointment, so the
 * customer and the salon see what was paid how, and why a card payment failed. Null for pay-at-salon.
 */
export const appointmentPaymentSchema = z.object({
  status: z.enum(moneyPaymentStatusValues),
  card_kurus: z.number().int(),
  wallet_kurus: z.number().int(),
  card_last4: z.string().nullable(),
  /** Why it failed, in Turkish (the provider's reason as stored); null unless failed or expired. */
  failure_message: z.string().nullable(),
});
export type AppointmentPayment = z.infer<typeof appointmentPaymentSchema>;

export const appointmentSchema = z.object({
  id: z.number().int(),
  salon: appointmentSalonSchema,
  staff: appointmentStaffSchema,
  customer: appointmentCustomerSchema.nullable(),
  services: z.array(appointmentServiceSchema),
  /** ISO 8601 with +03:00. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** 'YYYY-MM-DD' and 'HH:MM' in Europe/Istanbul, for display. */
  date: z.string(),
  time: z.string(),
  total_duration_minutes: z.number().int(),
  status: z.enum(appointmentStatusValues),
  status_label: z.string(),
  source: z.enum(appointmentSourceValues),
  notes: z.string(),
  total_price: z.number(),
  total_price_kurus: z.number().int(),
  /** A coupon's discount (ADR 0047); what the customer pays is amount_due_kurus = total - discount. */
  discount_kurus: z.number().int(),
  amount_due_kurus: z.number().int(),
  coupon_code: z.string().nullable(),
  payment_method: z.enum(paymentMethodValues),
  payment_status: z.enum(paymentStatusValues),
  // Default null: an answer stored for an Idempotency-Key before this field existed still parses on replay.
  payment: appointmentPaymentSchema.nullable().default(null),
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  /** Every move the viewer may make now. */
  allowed_actions: z.array(z.enum(appointmentActionValues)),
  /** Until when the customer may cancel or reschedule (ISO +03:00). */
  cancellation_deadline: z.string(),
  confirmed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(cancelledByValues).nullable(),
  cancellation_reason: z.string().nullable(),
  created_at: z.string(),
  /** Home services: where the salon comes to; null otherwise. */
  address: appointmentAddressSchema.nullable(),
  /** Pet services: the pet; null otherwise. */
  pet: appointmentPetSchema.nullable(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const nearestSlotSchema = z.object({
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  salon_staff_id: z.number().int(),
  display_name: z.string(),
});
export type NearestSlot = z.infer<typeof nearestSlotSchema>;

/** The 409 answer when the chosen time was taken meanwhile (or is no longer free). */
export const slotTakenErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error_code: z.literal('CONFLICT'),
  conflict_type: z.literal('slot_taken'),
  /** Up to 6 nearest free start times for the same services and staff choice (same day first, then later days). */
  nearest_slots: z.array(nearestSlotSchema),
});
export type SlotTakenError = z.infer<typeof slotTakenErrorSchema>;
export const SLOT_TAKEN_MESSAGE =
  'Seçtiğiniz saat az önce doldu. Lütfen size en yakın uygun saatlerden birini seçin.';

// ---------------------------------------------------------------------------------------------------------------
// Lists and status changes

const pageField = z.coerce
  .number({ error: 'Sayfa bir sayı olmalıdır.' })
  .int('Sayfa tam sayı olmalıdır.')
  .min(1, 'Sayfa en az 1 olabilir.')
  .max(10_000, 'Sayfa en fazla 10000 olabilir.')
  .default(1);
const perPageField = z.coerce
  .number({ error: 'Sayfa boyutu bir sayı olmalıdır.' })
  .int('Sayfa boyutu tam sayı olmalıdır.')
  .min(1, 'Sayfa boyutu en az 1 olabilir.')
  .max(100, 'Sayfa boyutu en fazla 100 olabilir.')
  .default(20);

/** GET /api/v1/customer/appointments, /api/v1/staff/appointments */
export const appointmentListQuerySchema = z.object({
  scope: z
    .enum(['upcoming', 'past'], { error: "Kapsam 'upcoming' ya da 'past' olmalıdır." })
    .default('upcoming'),
  page: pageField,
  per_page: perPageField,
});
export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;

/** GET /api/v1/salon-owner/appointments */
export const ownerAppointmentListQuerySchema = z.object({
  salon_id: positiveId('Salon').optional(),
  date_from: bookingDateField.optional(),
  date_to: bookingDateField.optional(),
  status: z.enum(appointmentStatusValues, { error: 'Durum geçersiz.' }).optional(),
  salon_staff_id: positiveId('Personel').optional(),
  /** The customer's (or guest's) name, e-mail or phone contains this text; under 2 characters is ignored. */
  q: z
    .string({ error: 'Arama metin olmalıdır.' })
    .trim()
    .max(100, 'Arama en fazla 100 karakter olabilir.')
    .optional()
    .transform((v) => (v !== undefined && v.length >= 2 ? v : undefined)),
  page: pageField,
  per_page: perPageField,
});
export type OwnerAppointmentListQuery = z.output<typeof ownerAppointmentListQuerySchema>;

/**
 * GET /api/v1/admin/appointments: every appointment of the platform, newest start first. `q` matches the customer's
 * (or guest's) name, e-mail or phone, the salon's name, or the appointment's number; under 2 characters is ignored.
 */
export const adminAppointmentListQuerySchema = ownerAppointmentListQuerySchema.omit({ salon_staff_id: true });
export type AdminAppointmentListQuery = z.output<typeof adminAppointmentListQuerySchema>;

export const paginationMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const appointmentListResponseSchema = z.object({
  appointments: z.array(appointmentSchema),
  meta: paginationMetaSchema,
});
export type AppointmentListResponse = z.infer<typeof appointmentListResponseSchema>;

/** POST …/appointments/{id}/cancel */
export const cancelAppointmentBodySchema = z.object(
  {
    reason: z
      .string({ error: 'İptal nedeni zorunludur.' })
      .trim()
      .min(1, 'İptal nedeni zorunludur.')
      .max(CANCELLATION_REASON_MAX, `İptal nedeni en fazla ${CANCELLATION_REASON_MAX} karakter olabilir.`),
    /** A paid appointment: where its refund goes (ADR 0048); the wallet when absent. */
    refund_to: z.enum(['wallet', 'card'], { error: "İade yeri 'wallet' ya da 'card' olmalıdır." }).optional(),
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type CancelAppointmentBody = z.infer<typeof cancelAppointmentBodySchema>;

/** POST /api/v1/customer/appointments/{id}/reschedule */
export const rescheduleAppointmentBodySchema = z.object(
  {
    date: bookingDateField,
    time: bookingTimeField,
    salon_staff_id: staffChoiceField.optional(),
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type RescheduleAppointmentBody = z.infer<typeof rescheduleAppointmentBodySchema>;

/**
 * GET /customer/appointments/:id/reschedule-slots: the free starts of a day for moving this appointment, computed as
 * if the appointment itself were not there (so a start overlapping its current time is offered).
 */
export const rescheduleSlotsQuerySchema = z.object({
  date: bookingDateField,
  salon_staff_id: staffChoiceField.optional(),
});
export type RescheduleSlotsQuery = z.infer<typeof rescheduleSlotsQuerySchema>;

export const appointmentIdParamsSchema = z.object({ id: positiveId('Randevu') });

// ---------------------------------------------------------------------------------------------------------------
// Answers (route response schemas)

/** GET /booking/slots and /customer/appointments/{id}/reschedule-slots. */
export const slotsEnvelopeResponseSchema = successEnvelope(slotsResponseSchema);
export type SlotsEnvelopeResponse = z.infer<typeof slotsEnvelopeResponseSchema>;
/** GET /booking/calendar. */
export const calendarEnvelopeResponseSchema = successEnvelope(calendarResponseSchema);
export type CalendarEnvelopeResponse = z.infer<typeof calendarEnvelopeResponseSchema>;

/** One appointment (GET …/appointments/{id}). */
export const appointmentResponseSchema = successEnvelope(appointmentSchema);
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

/** POST /appointments (201; a 409 answers slotTakenErrorSchema), cancel, confirm, complete, no-show, reschedule. */
export const appointmentChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: appointmentSchema,
  /** A paid booking (card, wallet, split): the payment; requires_action means open its 3-D Secure page. */
  payment: paymentResultSchema.optional(),
});
export type AppointmentChangeResponse = z.infer<typeof appointmentChangeResponseSchema>;

/** GET /customer/appointments, /salon-owner/appointments, /staff/appointments(/history). */
export const appointmentListEnvelopeResponseSchema = successEnvelope(appointmentListResponseSchema);
export type AppointmentListEnvelopeResponse = z.infer<typeof appointmentListEnvelopeResponseSchema>;

/** What POST /appointments answers, also when replayed from its Idempotency-Key: 201 booked or 409 slot taken. */
export const createAppointmentResultSchema = z.union([appointmentChangeResponseSchema, slotTakenErrorSchema]);
export type CreateAppointmentResult = z.infer<typeof createAppointmentResultSchema>;
