import { z } from 'zod';
import {
  BOOKING_RULE_LIMITS,
  SALON_SETTINGS_MESSAGES,
  validateSalonSettings,
  type BookingRuleField,
} from '@salonya/domain/salon-owner/settings';

/**
 * The salon owner's salons (SPEC §4 'Selected salon', §7.2) and a salon's settings (/salon/ayarlar).
 * GET /salon-owner/salons reads data.salons; POST /salon-owner/switch-salon sends { salon_id }.
 */

export const ownerSalonStatusValues = ['pending', 'active', 'suspended'] as const;

export const ownerSalonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(ownerSalonStatusValues),
  city: z.string().nullable(),
  district: z.string().nullable(),
  /** The salon the owner last switched to (or, before any switch, the one the list starts with). */
  is_selected: z.boolean(),
});
export type OwnerSalon = z.infer<typeof ownerSalonSchema>;

export const ownerSalonListSchema = z.object({
  salons: z.array(ownerSalonSchema),
  selected_salon_id: z.number().int().nullable(),
});
export type OwnerSalonList = z.infer<typeof ownerSalonListSchema>;

export const SWITCH_SALON_MESSAGES = {
  salonRequired: 'Lütfen bir salon seçin',
  switched: (name: string) => `${name} salonuna geçildi`,
} as const;

export const switchSalonBodySchema = z.object(
  {
    salon_id: z
      .number({ error: SWITCH_SALON_MESSAGES.salonRequired })
      .int({ error: SWITCH_SALON_MESSAGES.salonRequired })
      .positive({ error: SWITCH_SALON_MESSAGES.salonRequired })
      .max(2_147_483_647, { error: SWITCH_SALON_MESSAGES.salonRequired }),
  },
  { error: SWITCH_SALON_MESSAGES.salonRequired },
);
export type SwitchSalonBody = z.infer<typeof switchSalonBodySchema>;

function ruleField(field: BookingRuleField) {
  const { min, max } = BOOKING_RULE_LIMITS[field];
  return z
    .number({ error: SALON_SETTINGS_MESSAGES.mustBeWhole(field) })
    .int({ error: SALON_SETTINGS_MESSAGES.mustBeWhole(field) })
    .min(min, { error: SALON_SETTINGS_MESSAGES.range(field) })
    .max(max, { error: SALON_SETTINGS_MESSAGES.range(field) });
}

const flag = () => z.boolean({ error: SALON_SETTINGS_MESSAGES.booleanRequired });

const settingsShape = {
  /** Booking rules (salon_booking_settings); the slot engine and booking read them on every request. */
  min_notice_minutes: ruleField('min_notice_minutes'),
  max_advance_days: ruleField('max_advance_days'),
  buffer_minutes: ruleField('buffer_minutes'),
  cancellation_cutoff_minutes: ruleField('cancellation_cutoff_minutes'),
  requires_manual_confirmation: flag(),
  /** Off: the salon stays listed but shows no free times and refuses online bookings. */
  accepts_online_bookings: flag(),
  /** The owner's mails for this salon. */
  notify_new_booking: flag(),
  notify_cancellation: flag(),
  notify_daily_digest: flag(),
};

/** On: staff set their own length of a service at /personel/hizmetlerim (ADR 0045); absent in a PUT: unchanged. */
const allowStaffDurations = flag();

/** PUT /salon-owner/salons/{salonId}/settings: the whole set replaces the stored one. */
export const salonSettingsBodySchema = z
  .object(
    { ...settingsShape, allow_staff_durations: allowStaffDurations.optional() },
    { error: 'İstek gövdesi geçersiz: bir JSON nesnesi bekleniyordu.' },
  )
  .superRefine((value, ctx) => {
    // The steps and the cross-field rule, with the same messages as the API's service.
    for (const [field, messages] of Object.entries(validateSalonSettings(value))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type SalonSettingsBody = z.infer<typeof salonSettingsBodySchema>;

export const salonSettingsSchema = z.object({
  salon_id: z.number().int(),
  salon_name: z.string(),
  ...settingsShape,
  allow_staff_durations: allowStaffDurations,
  updated_at: z.string().nullable(),
});
export type SalonSettings = z.infer<typeof salonSettingsSchema>;
