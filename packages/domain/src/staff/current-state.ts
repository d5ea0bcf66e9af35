import { blockingInterval, breakInterval, type BlockingRule, type BreakRule } from '../booking/availability';
import { minutesToTime } from '../booking/time';

/** What a staff member is doing at this minute, for the staff dashboard (issue 20). */
export type StaffNowKind = 'appointment' | 'blocking' | 'break' | 'free' | 'off';

export interface StaffNowAppointment {
  id: number;
  /** Minutes from the start of the Istanbul day. */
  start: number;
  end: number;
  status: string;
}

export interface StaffNow {
  kind: StaffNowKind;
  /** 'HH:MM' when the current state ends (null when free for the rest of the day, or off). */
  until: string | null;
  /** The appointment in progress, when kind is 'appointment'. */
  appointmentId: number | null;
}

/** Statuses that hold a staff member's time (a cancelled or missed appointment frees it). */
const HOLDING = new Set(['pending', 'confirmed', 'completed']);

/**
 * The current state by precedence: an appointment in progress, then a blocking, then a break; otherwise free while
 * inside working hours and off outside them. Intervals are half-open [start, end).
 */
export function staffStateNow(input: {
  date: string;
  nowMinutes: number;
  appointments: readonly StaffNowAppointment[];
  blockings: readonly BlockingRule[];
  breaks: readonly BreakRule[];
  /** Working intervals of the day (minutes); empty when the staff member does not work today. */
  working: readonly { start: number; end: number }[];
}): StaffNow {
  const { date, nowMinutes: now } = input;
  const inside = (i: { start: number; end: number } | null) => i !== null && i.start <= now && now < i.end;

  const current = input.appointments.find((a) => HOLDING.has(a.status) && inside(a));
  if (current) return { kind: 'appointment', until: minutesToTime(current.end), appointmentId: current.id };

  const blocking = input.blockings.map((b) => blockingInterval(b, date)).find(inside);
  if (blocking) return { kind: 'blocking', until: untilOf(blocking.end), appointmentId: null };

  const pause = input.breaks.map((b) => breakInterval(b, date)).find(inside);
  if (pause) return { kind: 'break', until: untilOf(pause.end), appointmentId: null };

  const shift = input.working.find(inside);
  if (!shift) return { kind: 'off', until: null, appointmentId: null };
  // Free until the next thing that takes the time, or the end of the shift.
  const nextStarts = [
    ...input.appointments.filter((a) => HOLDING.has(a.status)).map((a) => a.start),
    ...input.blockings.map((b) => blockingInterval(b, date)?.start ?? -1),
    ...input.breaks.map((b) => breakInterval(b, date)?.start ?? -1),
  ].filter((start) => start > now && start < shift.end);
  return { kind: 'free', until: untilOf(Math.min(shift.end, ...nextStarts)), appointmentId: null };
}

const untilOf = (minutes: number) => (minutes >= 24 * 60 ? null : minutesToTime(minutes));

/** The next customer: the first pending or confirmed appointment that has not ended yet, in start order. */
export function nextAppointmentId(
  appointments: readonly StaffNowAppointment[],
  nowMinutes: number,
): number | null {
  const next = [...appointments]
    .sort((a, b) => a.start - b.start || a.id - b.id)
    .find((a) => (a.status === 'pending' || a.status === 'confirmed') && a.end > nowMinutes);
  return next?.id ?? null;
}
