/**
 * A staff member's own length of a service (issue 20 scope 2, ADR 0045). The owner decides at /salon/ayarlar
 * whether the salon's staff may set one; the staff member sets it at /personel/hizmetlerim. The slot engine and the
 * one booking write path use the length these functions give, so a slot and the appointment it becomes agree.
 */

export const STAFF_DURATION_LIMITS = { min: 5, max: 480, step: 5 } as const;

export const STAFF_DURATION_MESSAGES = {
  mustBeWhole: 'Süre dakika olarak tam sayı olmalıdır',
  range: `Süre ${STAFF_DURATION_LIMITS.min} ile ${STAFF_DURATION_LIMITS.max} dakika arasında olmalıdır`,
  step: `Süre ${STAFF_DURATION_LIMITS.step} dakikalık adımlarla girilmelidir`,
  notAllowed: 'Salonunuz hizmet sürelerinin personel tarafından değiştirilmesine izin vermiyor.',
  serviceNotAssigned: 'Bu hizmet size atanmamış.',
  saved: 'Hizmet süreniz kaydedildi',
  reset: 'Hizmet süreniz salonun süresine döndü',
} as const;

/** The message of a wanted own length, or null when it is allowed. */
export function staffDurationError(value: number): string | null {
  const { min, max, step } = STAFF_DURATION_LIMITS;
  if (!Number.isInteger(value)) return STAFF_DURATION_MESSAGES.mustBeWhole;
  if (value < min || value > max) return STAFF_DURATION_MESSAGES.range;
  if (value % step !== 0) return STAFF_DURATION_MESSAGES.step;
  return null;
}

/** One service's length for one staff member: their own while the salon allows it, else the salon's. */
export function serviceMinutesFor(
  salonMinutes: number,
  ownMinutes: number | null | undefined,
  allowed: boolean,
): number {
  return allowed && typeof ownMinutes === 'number' && ownMinutes > 0 ? ownMinutes : salonMinutes;
}

/** The chosen services one after another, as one staff member does them. */
export function staffSequenceMinutes(
  services: readonly { id: number; durationMinutes: number }[],
  own: ReadonlyMap<number, number>,
  allowed: boolean,
): number {
  return services.reduce((sum, s) => sum + serviceMinutesFor(s.durationMinutes, own.get(s.id), allowed), 0);
}
