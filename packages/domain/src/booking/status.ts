/**
 * The appointment vocabularies, one home for the API, the contracts and the web (issue 14 item 5): the statuses,
 * their Turkish labels, which ones still hold a time, and the home-service radius.
 */

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that keep the staff member's time taken (what the availability checks and staff removal look at). */
export const LIVE_APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly AppointmentStatus[];

/** Statuses a salon's figures count (daily digest): not cancelled, not a no-show. */
export const ATTENDED_OR_UPCOMING_STATUSES = [
  'pending',
  'confirmed',
  'completed',
] as const satisfies readonly AppointmentStatus[];

/** Turkish labels of the statuses. */
export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'Onay Bekliyor',
  confirmed: 'Onaylandı',
  completed: 'Tamamlandı',
  cancelled: 'İptal Edildi',
  no_show: 'Gelmedi',
};

export function isAppointmentStatus(value: string): value is AppointmentStatus {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** Whether an appointment in this status still holds its time. */
export function isLiveStatus(status: AppointmentStatus): boolean {
  return (LIVE_APPOINTMENT_STATUSES as readonly AppointmentStatus[]).includes(status);
}

/** A home-service salon comes to addresses within this many km unless it sets its own radius. */
export const DEFAULT_SERVICE_RADIUS_KM = 20;
