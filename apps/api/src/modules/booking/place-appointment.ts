import type { NearestSlot, StaffChoice } from '@salonya/contracts/booking';
import { SALON_SETTINGS_MESSAGES } from '@salonya/domain/salon-owner/settings';
import type { AppointmentStatus } from '@salonya/domain/booking/life-cycle';
import {
  conflictIsTaken,
  placementCandidates,
  placementSlotRules,
  statusOnPlacement,
  type PlacementSource,
  type StatusRule,
} from '@salonya/domain/booking/placement';
import type { Db } from '../../db/client';
import { sqlState, SQL_STATE } from '../../db/sql-state';
import { AppError } from '../../lib/app-error';
import {
  insertAppointment,
  lockSalonForBooking,
  moveAppointment,
  type NewAppointment,
} from './appointments.repository';
import {
  durationFor,
  findNearestSlots,
  loadContext,
  servicesFor,
  slotAt,
  slotConflict,
  validateStart,
  type BookingContext,
} from './booking.service';
import { releaseExpiredHolds } from './guest-links.repository';

/** Releases the holds of card payments left waiting past their time (issue 18): set by the payments service. */
export type ReleaseStalePayments = (tx: Db, now: Date, salonId: number) => Promise<unknown>;

/** What a new appointment carries besides the slot: who it is for, who made it, and what was asked. */
export type NewAppointmentFields = Omit<
  NewAppointment,
  | 'salonId'
  | 'salonStaffId'
  | 'staffUserId'
  | 'startsAt'
  | 'endsAt'
  | 'status'
  | 'totalPriceKurus'
  | 'totalDurationMinutes'
  | 'services'
>;

/** The extras a caller resolves once the salon and services are known (the wizard's location and pet steps). */
export interface PlacementExtras {
  fields?: Partial<NewAppointmentFields>;
  /** Added to the services' price (the home-visit fee). */
  extraPriceKurus?: number;
}

export interface PlacementInput {
  salonId: number;
  serviceIds: readonly number[];
  staff: StaffChoice;
  date: string;
  time: string;
  now: Date;
  source: PlacementSource;
  status: StatusRule;
  /** Card payments of this salon left waiting past their time are failed first, so their slots are free again. */
  releaseStalePayments?: ReleaseStalePayments;
  /** A new appointment, or the move of an existing one (left out of the free-time check, its length kept). */
  write:
    | {
        kind: 'new';
        fields: NewAppointmentFields;
        /** Runs after the start is validated and before a staff member is picked; may answer 422. */
        extras?: (ctx: BookingContext) => Promise<PlacementExtras>;
      }
    | { kind: 'move'; appointmentId: number; durationMinutes: number };
}

export type PlacementResult =
  | {
      placed: true;
      appointmentId: number;
      startsAt: Date;
      status: AppointmentStatus;
      salonStaffId: number;
      ctx: BookingContext;
    }
  | {
      placed: false;
      /** The 409 slot_taken answer with the nearest free times (a caller may store it instead of throwing). */
      conflict: AppError;
      nearest: NearestSlot[];
    };

const isExclusionViolation = (err: unknown) => sqlState(err) === SQL_STATE.exclusionViolation;

/**
 * The one write path of an appointment's time (ADR 0037): book, reschedule, walk-in, and later paid bookings. In the
 * caller's transaction (inTransaction retries it as a whole on a deadlock or serialization failure):
 * 1. the salon's booking lock (advisory lock + staff share lock), so one salon's placements run one after another;
 * 2. approval holds whose link expired and card payments left waiting past their time are released, so their
 *    time is free again (issues 15 and 18);
 * 3. the salon, services and staff are loaded and the start is checked against the salon's rules;
 * 4. each free candidate is tried in a savepoint until one passes the exclusion constraint;
 * 5. nobody left: the nearest free times for the 409.
 * Callers keep their own rules (who may, idempotency, mails, reminders).
 */
export async function placeAppointment(tx: Db, input: PlacementInput): Promise<PlacementResult> {
  const rules = placementSlotRules(input.source);
  const req = { salonId: input.salonId, staffChoice: input.staff, serviceIds: input.serviceIds };
  const excludeId = input.write.kind === 'move' ? input.write.appointmentId : null;
  await lockSalonForBooking(tx, input.salonId);
  await releaseExpiredHolds(tx, input.now, input.salonId);
  await input.releaseStalePayments?.(tx, input.now, input.salonId);
  const loaded = await loadContext(tx, req, input.date, input.date, excludeId);
  if (rules.refusedWhilePaused && !loaded.salon.settings.accepts_online_bookings)
    throw AppError.conflict('online_bookings_paused', SALON_SETTINGS_MESSAGES.onlineBookingsPaused);
  const ctx: BookingContext = rules.minNoticeApplies
    ? loaded
    : {
        ...loaded,
        salon: { ...loaded.salon, settings: { ...loaded.salon.settings, min_notice_minutes: 0 } },
      };
  const startsAt = validateStart(ctx.salon, input.date, input.time, input.now);
  const extras = input.write.kind === 'new' && input.write.extras ? await input.write.extras(ctx) : {};
  const { slot, takenByAppointments } = slotAt(ctx, input.date, input.time, input.now);
  const status = statusOnPlacement(input.status, ctx.salon.settings.requires_manual_confirmation);
  const candidates = placementCandidates(slot?.staff ?? [], input.staff);
  for (const candidate of candidates) {
    try {
      const appointmentId = await tx.transaction((inner) => write(inner, candidate));
      return { placed: true, appointmentId, startsAt, status, salonStaffId: candidate.salonStaffId, ctx };
    } catch (err) {
      // Someone else got this staff member at this time first: try the next free one ('any'), else 409.
      if (!isExclusionViolation(err)) throw err;
    }
  }
  const nearest = await findNearestSlots(tx, req, input.date, input.time, input.now, excludeId);
  return {
    placed: false,
    conflict: slotConflict(nearest, conflictIsTaken(takenByAppointments, candidates.length)),
    nearest,
  };

  async function write(db: Db, staff: { salonStaffId: number; userId: number }): Promise<number> {
    if (input.write.kind === 'move') {
      await moveAppointment(db, input.write.appointmentId, {
        salonStaffId: staff.salonStaffId,
        staffUserId: staff.userId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + input.write.durationMinutes * 60_000),
        status,
      });
      return input.write.appointmentId;
    }
    // The staff member's own lengths where the salon allows them (ADR 0045): the slot was found with the same.
    const minutes = durationFor(ctx, staff.salonStaffId);
    return insertAppointment(db, {
      ...input.write.fields,
      ...extras.fields,
      salonId: ctx.salon.id,
      salonStaffId: staff.salonStaffId,
      staffUserId: staff.userId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      status,
      totalPriceKurus: ctx.priceKurus + (extras.extraPriceKurus ?? 0),
      totalDurationMinutes: minutes,
      services: servicesFor(ctx, staff.salonStaffId),
    });
  }
}
