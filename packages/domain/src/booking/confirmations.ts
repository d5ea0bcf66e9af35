/**
 * Pure rules of issue 6's confirmations: the home-service radius, which reminders to plan, and the state of a guest
 * approval link (ADR 0018).
 */

import { distanceKm, roundKm, type GeoPoint } from '../geo/distance';

// The distance rule lives in geo/distance.ts (issue 14 item 5); re-exported for the existing callers.
export { distanceKm, type GeoPoint };

/** Whether the salon comes to this address: inside the radius, boundary included; distance rounded to 0.1 km. */
export function serviceAreaCheck(
  salon: GeoPoint,
  address: GeoPoint,
  radiusKm: number,
): { inside: boolean; distanceKm: number } {
  const km = distanceKm(salon, address);
  return { inside: km <= radiusKm, distanceKm: roundKm(km) };
}

export const REMINDER_OFFSETS = [
  { kind: 'reminder_24h', minutesBefore: 24 * 60 },
  { kind: 'reminder_2h', minutesBefore: 2 * 60 },
] as const;
export type ReminderKind = (typeof REMINDER_OFFSETS)[number]['kind'];

/**
 * The reminders of an appointment starting at `startsAt`, made or moved at `now`: 24 h and 2 h before. One whose
 * time has already passed is not planned (a booking 3 hours ahead gets only the 2-hour reminder).
 */
export function planReminders(startsAt: Date, now: Date): { kind: ReminderKind; dueAt: Date }[] {
  return REMINDER_OFFSETS.map(({ kind, minutesBefore }) => ({
    kind,
    dueAt: new Date(startsAt.getTime() - minutesBefore * 60_000),
  })).filter((r) => r.dueAt.getTime() > now.getTime());
}

export type GuestLinkState = 'pending' | 'approved' | 'declined' | 'expired' | 'used';

/**
 * The state a guest sees on /a/{token}. An answer is final; past its expiry an unanswered link is expired (also once
 * the expired hold has been cancelled to free the time, issue 15); otherwise an appointment no longer pending (the
 * salon confirmed or cancelled it) makes the link used.
 */
export function guestLinkState(
  link: { answer: 'approved' | 'declined' | null; expiresAt: Date },
  appointmentStatus: string,
  now: Date,
): GuestLinkState {
  if (link.answer) return link.answer;
  const expired = link.expiresAt.getTime() <= now.getTime();
  if (expired && (appointmentStatus === 'pending' || appointmentStatus === 'cancelled')) return 'expired';
  if (appointmentStatus !== 'pending') return 'used';
  return 'pending';
}
