/**
 * The rules an owner sets at /salon/ayarlar (issue 16, scope 4), shared by the API (PUT
 * /salon-owner/salons/{salonId}/settings) and the web form. The limits are the CHECK constraints of
 * salon_booking_settings (migrations 0013, 0021); the steps keep the values on the slot engine's grid.
 */

import { ONLINE_BOOKINGS_PAUSED, ONLINE_BOOKINGS_PAUSED_TITLE } from './online-bookings';

export type FieldErrors = Record<string, string[]>;

export const BOOKING_RULE_LIMITS = {
  min_notice_minutes: { min: 0, max: 10_080, step: 15 },
  max_advance_days: { min: 1, max: 365, step: 1 },
  buffer_minutes: { min: 0, max: 120, step: 5 },
  cancellation_cutoff_minutes: { min: 0, max: 10_080, step: 15 },
} as const;

export type BookingRuleField = keyof typeof BOOKING_RULE_LIMITS;

export interface SalonSettingsInput {
  min_notice_minutes: number;
  max_advance_days: number;
  buffer_minutes: number;
  cancellation_cutoff_minutes: number;
  requires_manual_confirmation: boolean;
  accepts_online_bookings: boolean;
  notify_new_booking: boolean;
  notify_cancellation: boolean;
  notify_daily_digest: boolean;
  /** Staff may set their own length of a service (ADR 0045); absent on a PUT: the stored value stays. */
  allow_staff_durations?: boolean;
}

export const SALON_SETTINGS_DEFAULTS: SalonSettingsInput = {
  min_notice_minutes: 60,
  max_advance_days: 60,
  buffer_minutes: 0,
  cancellation_cutoff_minutes: 120,
  requires_manual_confirmation: false,
  accepts_online_bookings: true,
  notify_new_booking: true,
  notify_cancellation: true,
  notify_daily_digest: true,
  allow_staff_durations: false,
};

const LABELS: Readonly<Record<BookingRuleField, string>> = {
  min_notice_minutes: 'En az bildirim süresi',
  max_advance_days: 'En fazla ileri tarih',
  buffer_minutes: 'Randevu arası tampon süre',
  cancellation_cutoff_minutes: 'İptal için son süre',
};

const UNITS: Readonly<Record<BookingRuleField, string>> = {
  min_notice_minutes: 'dakika',
  max_advance_days: 'gün',
  buffer_minutes: 'dakika',
  cancellation_cutoff_minutes: 'dakika',
};

export const SALON_SETTINGS_MESSAGES = {
  saved: 'Salon ayarları kaydedildi',
  loadFailed: 'Salon ayarları yüklenemedi',
  saveFailed: 'Salon ayarları kaydedilemedi',
  mustBeWhole: (field: BookingRuleField) => `${LABELS[field]} tam sayı olmalıdır`,
  range: (field: BookingRuleField) => {
    const { min, max } = BOOKING_RULE_LIMITS[field];
    return `${LABELS[field]} ${min} ile ${max} ${UNITS[field]} arasında olmalıdır`;
  },
  step: (field: BookingRuleField) =>
    `${LABELS[field]} ${BOOKING_RULE_LIMITS[field].step} ${UNITS[field]}lık adımlarla seçilmelidir`,
  noticeBeyondAdvance: 'En az bildirim süresi, en fazla ileri tarihten kısa olmalıdır',
  booleanRequired: 'Açık ya da kapalı seçilmelidir',
  onlineBookingsPaused: ONLINE_BOOKINGS_PAUSED,
  onlineBookingsPausedTitle: ONLINE_BOOKINGS_PAUSED_TITLE,
} as const;

/** The message of one numeric rule, or null when the value is allowed. */
export function bookingRuleError(field: BookingRuleField, value: number): string | null {
  const { min, max, step } = BOOKING_RULE_LIMITS[field];
  if (!Number.isInteger(value)) return SALON_SETTINGS_MESSAGES.mustBeWhole(field);
  if (value < min || value > max) return SALON_SETTINGS_MESSAGES.range(field);
  if (value % step !== 0) return SALON_SETTINGS_MESSAGES.step(field);
  return null;
}

/** Every field's messages (empty when the settings may be saved). */
export function validateSalonSettings(input: SalonSettingsInput): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of Object.keys(BOOKING_RULE_LIMITS) as BookingRuleField[]) {
    const message = bookingRuleError(field, input[field]);
    if (message !== null) errors[field] = [message];
  }
  // A notice longer than the whole bookable window leaves no slot at all.
  if (
    errors.min_notice_minutes === undefined &&
    errors.max_advance_days === undefined &&
    input.min_notice_minutes >= input.max_advance_days * 1440
  ) {
    errors.min_notice_minutes = [SALON_SETTINGS_MESSAGES.noticeBeyondAdvance];
  }
  return errors;
}

/** Which owner mails a salon's settings allow (booking mails read it when they are queued). */
export type OwnerMailKind = 'new_booking' | 'cancellation' | 'daily_digest';

export function ownerWantsMail(
  settings: Pick<SalonSettingsInput, 'notify_new_booking' | 'notify_cancellation' | 'notify_daily_digest'>,
  kind: OwnerMailKind,
): boolean {
  switch (kind) {
    case 'new_booking':
      return settings.notify_new_booking;
    case 'cancellation':
      return settings.notify_cancellation;
    case 'daily_digest':
      return settings.notify_daily_digest;
  }
}
