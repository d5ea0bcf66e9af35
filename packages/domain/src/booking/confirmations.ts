/**
 * Pure rules of issue 6's confirmations: the home-service radius, which reminders to plan, and the state of a guest
 * approval link (ADR 0018).
 */

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
/** PostgreSQL's radians(): a multiplication by this constant. */
const RADIANS_PER_DEGREE = Math.PI / 180;
const rad = (deg: number) => deg * RADIANS_PER_DEGREE;

/**
 * Great-circle (haversine) distance in km from `a` to `b`, operation for operation the SQL the salon lists use
 * (haversineKm with `a` as the origin), so that the in-process search index filters and orders by the same figures.
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = Math.sin(rad(b.latitude - a.latitude) / 2);
  const dLng = Math.sin(rad(b.longitude - a.longitude) / 2);
  const h = dLat * dLat + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * (dLng * dLng);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether the salon comes to this address: inside the radius, boundary included; distance rounded to 0.1 km. */
export function serviceAreaCheck(
  salon: GeoPoint,
  address: GeoPoint,
  radiusKm: number,
): { inside: boolean; distanceKm: number } {
  const km = distanceKm(salon, address);
  return { inside: km <= radiusKm, distanceKm: Math.round(km * 10) / 10 };
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
