import { z } from 'zod';
import {
  appointmentAddressInputSchema,
  appointmentSchema,
  bookingDateField,
  bookingTimeField,
  serviceIdsField,
  staffChoiceField,
  APPOINTMENT_NOTES_MAX,
} from './booking';
import { emailField, nameField, phoneField } from './fields';
import { successEnvelope } from './envelope';
import { pastStartProblem } from '@salonya/domain/booking/placement';

/**
 * Confirmations (issue 6, SPEC §2.1): /randevu/{id}/onay, /randevular/onay, /a/{token}; the salon's walk-in and
 * phone bookings; the customer's saved addresses for the wizard's location step.
 */

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalıdır.` })
    .int(`${label} tam sayı olmalıdır.`)
    .min(1, `${label} geçersiz.`)
    .max(2_147_483_647, `${label} geçersiz.`);

// ── /randevu/{id}/onay ────────────────────────────────────────────────────────────────────────────────────

/** GET /appointments/{id}/confirmation?signature= — the signed link of the confirmation e-mail (no login). */
export const signedConfirmationQuerySchema = z.object({
  signature: z.string({ error: 'Bağlantı imzası eksik.' }).regex(/^[a-f0-9]{64}$/, 'Bağlantı geçersiz.'),
});

// ── /randevular/onay ──────────────────────────────────────────────────────────────────────────────────────

export const MAX_CONFIRMATION_IDS = 10;

/** GET /customer/appointments/confirmation?ids=1,2,3 (or ids[]=…) — the customer's own appointments only. */
export const groupConfirmationQuerySchema = z.object({
  ids: z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      const list = Array.isArray(v) ? v : [v];
      return list.flatMap((x) => (typeof x === 'string' ? x.split(',') : [x])).filter((x) => x !== '');
    },
    z
      .array(positiveId('Randevu'), { error: 'En az bir randevu numarası gönderin.' })
      .min(1, 'En az bir randevu numarası gönderin.')
      .max(MAX_CONFIRMATION_IDS, `En fazla ${MAX_CONFIRMATION_IDS} randevu birlikte gösterilebilir.`)
      .transform((ids) => [...new Set(ids)]),
  ),
});

export const groupConfirmationResponseSchema = z.object({
  appointments: z.array(appointmentSchema),
  total_price: z.number(),
  total_price_kurus: z.number().int(),
});
export type GroupConfirmationResponse = z.infer<typeof groupConfirmationResponseSchema>;

// ── /a/{token} guest approval ─────────────────────────────────────────────────────────────────────────────

export const guestLinkStateValues = ['pending', 'approved', 'declined', 'expired', 'used'] as const;
export type GuestLinkState = (typeof guestLinkStateValues)[number];

/** GET /guest-appointments/{token}; POST …/approve and …/decline answer the same shape. */
export const guestApprovalSchema = z.object({
  state: z.enum(guestLinkStateValues),
  /** ISO +03:00; the link works until then (at the latest the start of the appointment). */
  expires_at: z.string().nullable(),
  /** The customer's view (no customer block), salon, staff, services, time and price. */
  appointment: appointmentSchema,
});
export type GuestApproval = z.infer<typeof guestApprovalSchema>;

/** How long a guest link stays valid at most (also never after the appointment starts). */
export const GUEST_LINK_TTL_HOURS = 72;

export const GUEST_MESSAGES = {
  notFound: 'Randevu bağlantısı bulunamadı. Bağlantıyı e-postanızdan ya da mesajınızdan eksiksiz kopyalayın.',
  expired: 'Bu randevu bağlantısının süresi doldu. Lütfen salonla iletişime geçin.',
  used: 'Bu randevu bağlantısı daha önce kullanıldı.',
  cancelled: 'Bu randevu salon tarafından iptal edildi.',
  approved: 'Randevunuz onaylandı. Görüşmek üzere!',
  declined: 'Randevuyu reddettiniz. Salona bilgi verdik.',
} as const;

// ── Walk-in and phone bookings by the salon ───────────────────────────────────────────────────────────────

/**
 * A customer named by e-mail or phone (held until they approve the mailed link, whether or not they have an
 * account), or a guest by name and phone (the salon gets the link to share).
 */
export const walkInCustomerSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('existing'),
        email: emailField.optional(),
        phone: phoneField.optional(),
      })
      .refine((c) => c.email !== undefined || c.phone !== undefined, {
        message: 'Müşterinin e-posta adresini ya da telefonunu girin.',
        path: ['email'],
      }),
    z.object({
      type: z.literal('guest'),
      name: nameField,
      phone: phoneField,
      email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional()),
    }),
  ],
  { error: "Müşteri türü 'existing' ya da 'guest' olmalıdır." },
);
export type WalkInCustomer = z.input<typeof walkInCustomerSchema>;

/** POST /salon-owner/appointments — the owner books a free slot for a walk-in or phone customer. */
export const walkInBodySchema = z.object(
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
    customer: walkInCustomerSchema,
  },
  { error: 'İstek gövdesi bir JSON nesnesi olmalıdır.' },
);
export type WalkInBody = z.input<typeof walkInBodySchema>;

/** What the walk-in dialog holds: selects and inputs as strings, the customer as one block for both kinds. */
export const walkInFormValuesSchema = z.object({
  salon_id: z.number(),
  /** The staff select's value ('' until chosen). */
  salon_staff_id: z.string(),
  service_ids: z.array(z.number()),
  date: z.string(),
  /** The chosen free time ('' until chosen). */
  time: z.string(),
  notes: z.string(),
  customer: z.object({
    type: z.enum(['existing', 'guest']),
    /** A named customer's e-mail or phone (one input). */
    contact: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type WalkInFormValues = z.input<typeof walkInFormValuesSchema>;

export const WALK_IN_FORM_MESSAGES = {
  staffRequired: 'Personel seçin.',
  timeRequired: 'Boş saatlerden birini seçin.',
} as const;

/** The POST body of the dialog's values (trimmed; a contact with '@' is an e-mail, else a phone). */
export function walkInBodyOf(v: WalkInFormValues): WalkInBody {
  const contact = v.customer.contact.trim();
  const customer: WalkInCustomer =
    v.customer.type === 'existing'
      ? contact.includes('@')
        ? { type: 'existing', email: contact }
        : contact === ''
          ? { type: 'existing' }
          : { type: 'existing', phone: contact }
      : {
          type: 'guest',
          name: v.customer.name.trim(),
          phone: v.customer.phone.trim(),
          email: v.customer.email.trim() || undefined,
        };
  return {
    salon_id: v.salon_id,
    salon_staff_id: v.salon_staff_id === '' ? 'any' : Number(v.salon_staff_id),
    service_ids: v.service_ids,
    date: v.date,
    time: v.time,
    notes: v.notes.trim(),
    customer,
  };
}

/**
 * The walk-in dialog's schema at `now` (the server's time): a staff member and a free time must be chosen, then
 * the body must pass walkInBodySchema (the API's own schema and Turkish messages) and start ahead of now
 * (pastStartProblem, the rule the API's placement applies). Output: the POST body. Issue paths are the body's
 * (`customer.email`, `customer.phone`, …), so the API's 422 field errors land on the same inputs.
 */
export function walkInFormSchema(now: Date) {
  return walkInFormValuesSchema.transform((values, ctx) => {
    const taken = new Set<string>();
    const issue = (path: PropertyKey[], message: string) => {
      const key = path.join('.');
      if (taken.has(key)) return;
      taken.add(key);
      ctx.addIssue({ code: 'custom', path, message });
    };
    if (values.salon_staff_id === '') issue(['salon_staff_id'], WALK_IN_FORM_MESSAGES.staffRequired);
    if (values.time === '') issue(['time'], WALK_IN_FORM_MESSAGES.timeRequired);
    const body = walkInBodyOf(values);
    const parsed = walkInBodySchema.safeParse(body);
    if (!parsed.success) for (const i of parsed.error.issues) issue(i.path, i.message);
    if (!taken.has('date') && !taken.has('time')) {
      const past = pastStartProblem(values.date, values.time, now);
      if (past !== null) issue([past.field], past.message);
    }
    return body;
  });
}
export type WalkInFormOutput = z.output<ReturnType<typeof walkInFormSchema>>;

export const walkInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: appointmentSchema,
  /**
   * The a/{token} link for a guest (also e-mailed when an e-mail was given); null for a customer named by e-mail or
   * phone, whose link is only mailed (the salon cannot approve in the customer's name).
   */
  guest_link: z.string().nullable(),
});
export type WalkInResponse = z.infer<typeof walkInResponseSchema>;

export const WALK_IN_MESSAGES = {
  /**
   * A walk-in for a customer named by e-mail or phone (issue 15, ADR 0027): the same words whether an account exists
   * or not; the link is mailed (to the account, else to the typed address) and never shown to the salon.
   */
  createdAwaitingApproval:
    'Randevu müşterinin onayını bekliyor. Onay bağlantısını, girdiğiniz bilgilerle ulaşılabilen e-posta adresine gönderdik (yalnızca telefon girdiyseniz ve numara bir Salonya hesabına ait değilse gönderilemez). Müşteri onaylayınca randevu kesinleşir; süresi içinde yanıt gelmezse saat yeniden boşa çıkar.',
  linkRenewedAwaitingApproval:
    'Yeni onay bağlantısını, girdiğiniz bilgilerle ulaşılabilen e-posta adresine gönderdik; önceki bağlantı artık çalışmaz.',
  createdForGuest: 'Randevu oluşturuldu. Onay bağlantısını müşteriyle paylaşın.',
  createdForGuestMailed: 'Randevu oluşturuldu. Onay bağlantısı müşterinin e-posta adresine gönderildi.',
  linkRenewed: 'Yeni onay bağlantısı oluşturuldu; önceki bağlantı artık çalışmaz.',
  linkRenewedMailed:
    'Yeni onay bağlantısı müşterinin e-posta adresine gönderildi; önceki bağlantı artık çalışmaz.',
  linkUnavailable:
    'Bu randevu için onay bağlantısı gönderilemez: misafir onayı beklenmiyor ya da randevu saati geçti.',
} as const;

// ── Saved addresses (/musteri/adreslerim, the wizard's location step) ─────────────────────────────────────

export const MAX_CUSTOMER_ADDRESSES = 20;

export const customerAddressBodySchema = appointmentAddressInputSchema;
export type CustomerAddressBody = z.input<typeof customerAddressBodySchema>;

export const customerAddressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The customer's default address (the first one saved, or the one chosen on /musteri/adreslerim). */
  is_default: z.boolean(),
  created_at: z.string(),
  /** With ?salon_id=: km from that salon (1 decimal) and whether it is inside its service radius. */
  distance_km: z.number().nullable(),
  in_service_area: z.boolean().nullable(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

/** GET /customer/addresses?salon_id= */
export const customerAddressListQuerySchema = z.object({ salon_id: positiveId('Salon').optional() });
export const customerAddressListSchema = z.object({
  addresses: z.array(customerAddressSchema),
  /** The salon's service radius with ?salon_id=, else null. */
  service_radius_km: z.number().nullable(),
  /** With ?salon_id=: the fee (kuruş) a home visit adds to the total, and the travel time kept after it. */
  home_service_fee_kurus: z.number().int().nullable().optional(),
  home_travel_buffer_minutes: z.number().int().nullable().optional(),
});
export type CustomerAddressList = z.infer<typeof customerAddressListSchema>;

export const ADDRESS_MESSAGES = {
  created: 'Adres kaydedildi.',
  deleted: 'Adres silindi.',
  notFound: 'Adres bulunamadı.',
  defaultSet: 'Varsayılan adresiniz güncellendi.',
  limit: `En fazla ${MAX_CUSTOMER_ADDRESSES} adres kaydedebilirsiniz.`,
} as const;

// ── Answers (route response schemas) ──────────────────────────────────────────────────────────────────────

/** GET /customer/appointments/confirmation. */
export const groupConfirmationEnvelopeResponseSchema = successEnvelope(groupConfirmationResponseSchema);
export type GroupConfirmationEnvelopeResponse = z.infer<typeof groupConfirmationEnvelopeResponseSchema>;

/** GET /guest-appointments/{token}. */
export const guestApprovalResponseSchema = successEnvelope(guestApprovalSchema);
export type GuestApprovalResponse = z.infer<typeof guestApprovalResponseSchema>;
/** POST /guest-appointments/{token}/approve and /decline. */
export const guestAnswerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: guestApprovalSchema,
});
export type GuestAnswerResponse = z.infer<typeof guestAnswerResponseSchema>;

/** GET /customer/addresses. */
export const customerAddressListResponseSchema = successEnvelope(customerAddressListSchema);
export type CustomerAddressListResponse = z.infer<typeof customerAddressListResponseSchema>;
/** POST /customer/addresses (201). */
export const customerAddressCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: customerAddressSchema,
});
export type CustomerAddressCreatedResponse = z.infer<typeof customerAddressCreatedResponseSchema>;
/** PUT /customer/addresses/{id}/default. */
export const customerAddressDefaultResponseSchema = customerAddressCreatedResponseSchema;
/** DELETE /customer/addresses/{id}. */
export const customerAddressDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type CustomerAddressDeletedResponse = z.infer<typeof customerAddressDeletedResponseSchema>;

/** The .ics file of GET /appointments/{id}/confirmation/ics (text/calendar). */
export const calendarFileResponseSchema = z.string();
