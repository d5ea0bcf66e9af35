/**
 * Pure rules of placing an appointment on the calendar (ADR 0037): who may be tried in which order, which slot rules
 * apply to which kind of placement, and the status the appointment gets. The API's placeAppointment() does the
 * locking and writing; everything decided here is the same for booking, rescheduling and walk-ins.
 */
import { istanbulInstant, istanbulParts, timeToMinutes } from '../time/istanbul';
import { initialStatus, type AppointmentStatus } from './life-cycle';

/** Where a placement comes from: the customer's wizard, the customer moving one, or the salon at the counter. */
export type PlacementSource = 'online' | 'reschedule' | 'walk_in';

/**
 * How the status on placement is decided:
 * - salon_confirms: pending while the salon confirms bookings by hand, else confirmed (an online booking);
 * - keep_on_move: a move keeps a pending appointment pending only while the salon still confirms by hand;
 * - customer_approves: pending until the customer answers the mailed approval link (a salon's walk-in booking).
 */
export type StatusRule =
  | { kind: 'salon_confirms' }
  | { kind: 'keep_on_move'; previous: AppointmentStatus }
  | { kind: 'customer_approves' }
  /** A card payment waits for 3-D Secure: the slot is held as pending until the capture (ADR 0042). */
  | { kind: 'awaiting_payment' };

export function statusOnPlacement(rule: StatusRule, requiresManualConfirmation: boolean): AppointmentStatus {
  switch (rule.kind) {
    case 'salon_confirms':
      return initialStatus(requiresManualConfirmation);
    case 'keep_on_move':
      return initialStatus(requiresManualConfirmation && rule.previous === 'pending');
    case 'customer_approves':
    case 'awaiting_payment':
      return 'pending';
  }
}

/** The staff choice of a placement: one staff member by salon_staff id, or whoever is free. */
export type PlacementStaff = number | 'any';

/**
 * The staff members to try, in order: the free ones at the wanted start in the slot engine's order (its preference),
 * narrowed to the chosen one. Each is tried until one insert passes the overlap constraint.
 */
export function placementCandidates<T extends { salonStaffId: number }>(
  free: readonly T[],
  choice: PlacementStaff,
): T[] {
  return choice === 'any' ? [...free] : free.filter((s) => s.salonStaffId === choice);
}

export interface PlacementSlotRules {
  /** The salon's minimum notice applies; the salon's own booking for a customer at the counter skips it. */
  minNoticeApplies: boolean;
  /** Refused while the owner has paused online bookings (the salon's own bookings and moves still go ahead). */
  refusedWhilePaused: boolean;
}

export function placementSlotRules(source: PlacementSource): PlacementSlotRules {
  return {
    minNoticeApplies: source !== 'walk_in',
    refusedWhilePaused: source === 'online',
  };
}

/**
 * The 409 of a placement that found nobody: 'taken' when the time would be free without the appointments (someone
 * booked it, or a racer got the last free staff member) — the customer then hears that the slot was just taken —
 * otherwise the time is simply not bookable.
 */
export function conflictIsTaken(takenByAppointments: boolean, candidatesTried: number): boolean {
  return takenByAppointments || candidatesTried > 0;
}

export const PAST_START_MESSAGES = {
  pastDate: 'Geçmiş bir tarihe randevu alınamaz.',
  pastTime: 'Geçmiş bir saate randevu alınamaz.',
} as const;

/**
 * Every placement starts ahead of `now` (Istanbul): a day before today is refused on the date, a start at or before
 * now on the time. The API checks it before the salon's notice and advance limits; the walk-in form at the server's
 * now. A time that is not 'HH:MM' is left to the field's own rule.
 */
export function pastStartProblem(
  date: string,
  time: string,
  now: Date,
): { field: 'date' | 'time'; message: string } | null {
  if (date < istanbulParts(now).date) return { field: 'date', message: PAST_START_MESSAGES.pastDate };
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  if (istanbulInstant(date, timeToMinutes(time)).getTime() <= now.getTime())
    return { field: 'time', message: PAST_START_MESSAGES.pastTime };
  return null;
}
