import type { Path } from 'react-hook-form';
import type { SalonProfile, UpdateSalonProfileBody } from '@salonya/contracts/salon-media';
import { updateSalonProfileBodySchema } from '@salonya/contracts/salon-media';
import { validateOpeningHours } from '@salonya/domain/catalogue/salon-media';
import { WEEKDAY_NAMES } from '@salonya/domain/catalogue/opening-hours';

/** The profile form's values: the request body as typed (the phone as shown, normalised on submit). */
export type SalonProfileFormValues = UpdateSalonProfileBody;

/** The contract's schema plus the opening-hour rules the server applies (same messages, same field keys). */
export const salonProfileFormSchema = updateSalonProfileBodySchema.superRefine((value, ctx) => {
  for (const [key, messages] of Object.entries(validateOpeningHours(value.opening_hours))) {
    const path = key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    for (const message of messages) ctx.addIssue({ code: 'custom', path, message });
  }
});

/** +902165551234 → '0216 555 12 34'; other values as they are. */
export function phoneForInput(phone: string | null): string {
  if (phone === null) return '';
  const m = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

export function toFormValues(profile: SalonProfile): SalonProfileFormValues {
  return {
    name: profile.name,
    description: profile.description,
    phone: phoneForInput(profile.phone),
    province_id: profile.province_id,
    district_id: profile.district_id,
    address: profile.address,
    latitude: profile.latitude,
    longitude: profile.longitude,
    gender_focus: profile.gender_focus,
    amenities: profile.amenities.filter((a): a is SalonProfileFormValues['amenities'][number] =>
      (updateSalonProfileBodySchema.shape.amenities.element.options as readonly string[]).includes(a),
    ),
    opening_hours: profile.opening_hours.map((d) => ({ ...d })),
  };
}

/** Every quarter hour of the day and 24:00 (closing at midnight), for the opening-hour selects. */
export const QUARTER_HOURS: readonly string[] = [
  ...Array.from({ length: 96 }, (_, i) => {
    const h = String(Math.floor(i / 4)).padStart(2, '0');
    const m = String((i % 4) * 15).padStart(2, '0');
    return `${h}:${m}`;
  }),
  '24:00',
];

export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1] ?? '';

/** The server's field keys this form has an input for (others are listed above the form). */
export const PROFILE_SERVER_FIELDS: readonly Path<SalonProfileFormValues>[] = [
  'name',
  'description',
  'phone',
  'province_id',
  'district_id',
  'address',
  'latitude',
  'longitude',
  'gender_focus',
  'amenities',
  'opening_hours',
  ...[0, 1, 2, 3, 4, 5, 6].flatMap(
    (i) => [`opening_hours.${i}`, `opening_hours.${i}.opens_at`, `opening_hours.${i}.closes_at`] as const,
  ),
];
