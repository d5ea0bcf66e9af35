import {
  SLOT_TAKEN_MESSAGE,
  type CalendarQuery,
  type CalendarResponse,
  type NearestSlot,
  type SlotsQuery,
  type SlotsResponse,
  type StaffChoice,
} from '@salonya/contracts/booking';
import {
  bookableDateRange,
  daySlotCount,
  daySlots,
  findSlot,
  nearestSlots,
  type DaySlots,
  type DaySlotsInput,
  type DaySlotsWithStaff,
  type StaffAvailability,
} from '@salonya/domain/booking/slot-engine';
import {
  addDays,
  datesOfMonth,
  daysBetween,
  formatIstanbulIso,
  istanbulInstant,
  istanbulParts,
  minutesToTime,
  timeToMinutes,
  wallClockIso,
} from '@salonya/domain/booking/time';
import { PAST_START_MESSAGES, pastStartProblem } from '@salonya/domain/booking/placement';
import { serviceMinutesFor } from '@salonya/domain/staff/durations';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  loadBookingData,
  loadBookingSalon,
  type BookingSalon,
  type BookingService,
} from './availability.repository';

export const BOOKING_MESSAGES = {
  salonNotFound: 'Salon bulunamadı',
  serviceNotFound: 'Seçilen hizmetlerden biri bu salonda bulunamadı.',
  staffNotFound: 'Seçilen uzman bu salonda bulunamadı.',
  staffCannotDo: 'Seçilen uzman, seçtiğiniz hizmetlerin hepsini yapmıyor.',
  nobodyCanDo: 'Seçtiğiniz hizmetlerin hepsini yapabilen bir uzman bulunmuyor.',
  pastDate: PAST_START_MESSAGES.pastDate,
  beyondMaxAdvance: (days: number) => `En fazla ${days} gün sonrasına randevu alınabilir.`,
  pastTime: PAST_START_MESSAGES.pastTime,
  notice: (minutes: number) =>
    `Randevular en az ${minutes % 60 === 0 ? `${minutes / 60} saat` : `${minutes} dakika`} önceden alınabilir.`,
  monthOutOfRange: 'Bu ay için randevu alınamaz.',
  slotUnavailable: 'Seçtiğiniz saat müsait değil. Lütfen size en yakın uygun saatlerden birini seçin.',
} as const;

export interface BookingRequest {
  salonId: number;
  staffChoice: StaffChoice;
  serviceIds: readonly number[];
}

export interface BookingContext {
  salon: BookingSalon;
  services: BookingService[];
  durationMinutes: number;
  priceKurus: number;
  staff: StaffAvailability[];
  /** Travel buffer a home visit keeps free after it (0 unless a chosen service is a home service). */
  travelMinutes?: number;
  /** salon_staff_id → service_id → own length, where the salon allows staff their own lengths (ADR 0045). */
  ownDurations?: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

/** The chosen services as one staff member does them: their own lengths where the salon allows them. */
export function servicesFor(ctx: BookingContext, salonStaffId: number): BookingService[] {
  const own = ctx.ownDurations?.get(salonStaffId);
  if (!own) return ctx.services;
  return ctx.services.map((s) => ({
    ...s,
    durationMinutes: serviceMinutesFor(s.durationMinutes, own.get(s.id), true),
  }));
}

/** How long the chosen services take with one staff member (the salon's lengths unless they have their own). */
export function durationFor(ctx: BookingContext, salonStaffId: number): number {
  return servicesFor(ctx, salonStaffId).reduce((sum, s) => sum + s.durationMinutes, 0);
}

/** Loads and validates a booking request: the salon, its services in the chosen order, and the candidate staff. */
export async function loadContext(
  db: Db,
  req: BookingRequest,
  from: string,
  to: string,
  excludeAppointmentId: number | null = null,
): Promise<BookingContext> {
  const onlyStaff = req.staffChoice === 'any' ? null : req.staffChoice;
  const data = await loadBookingData(
    db,
    req.salonId,
    req.serviceIds,
    onlyStaff,
    from,
    to,
    excludeAppointmentId,
  );
  const { salon, staff } = data;
  if (!salon) throw AppError.notFound(BOOKING_MESSAGES.salonNotFound);
  const byId = new Map(data.services.map((s) => [s.id, s]));
  const services = req.serviceIds.map((id) => byId.get(id));
  if (services.some((s) => s === undefined))
    throw AppError.field('service_ids', BOOKING_MESSAGES.serviceNotFound);
  const ordered = services as BookingService[];
  if (onlyStaff !== null) {
    if (staff.length === 0) throw AppError.field('salon_staff_id', BOOKING_MESSAGES.staffNotFound);
    if (!staff[0]!.canDoServices) throw AppError.field('salon_staff_id', BOOKING_MESSAGES.staffCannotDo);
  } else if (!staff.some((s) => s.canDoServices)) {
    throw AppError.field('service_ids', BOOKING_MESSAGES.nobodyCanDo);
  }
  return {
    salon,
    services: ordered,
    durationMinutes: ordered.reduce((sum, s) => sum + s.durationMinutes, 0),
    priceKurus: ordered.reduce((sum, s) => sum + s.priceKurus, 0),
    staff: data.availability,
    travelMinutes: ordered.some((s) => s.isHomeService === true) ? (salon.homeTravelMinutes ?? 0) : 0,
    ownDurations: data.ownDurations,
  };
}

export function rulesOf(salon: BookingSalon) {
  return {
    minNoticeMinutes: salon.settings.min_notice_minutes,
    maxAdvanceDays: salon.settings.max_advance_days,
    bufferMinutes: salon.settings.buffer_minutes,
  };
}

function dayInput(ctx: BookingContext, date: string, now: Date, withAppointments = true): DaySlotsInput {
  return {
    date,
    now,
    rules: rulesOf(ctx.salon),
    salonHours: ctx.salon.hours,
    staff: withAppointments ? ctx.staff : ctx.staff.map((s) => ({ ...s, appointments: [] })),
    // Each candidate's own length where they have one (StaffAvailability.durationMinutes), else the salon's.
    durationMinutes: ctx.durationMinutes,
    // A home visit needs its travel buffer free after it too; the appointment itself ends with its services.
    afterMinutes: ctx.travelMinutes ?? 0,
  };
}

export function computeDay(
  ctx: BookingContext,
  date: string,
  now: Date,
  withAppointments = true,
): DaySlotsWithStaff {
  return daySlots(dayInput(ctx, date, now, withAppointments));
}

function rulesDto(salon: BookingSalon, now: Date) {
  const range = bookableDateRange(now, rulesOf(salon));
  return { ...salon.settings, first_bookable_date: range.first, last_bookable_date: range.last };
}

/**
 * The free starts of a day. `online`: the times a customer may book online (the wizard, a guest browsing); while the
 * owner has paused online bookings there are none, and the salon's own walk-in booking (online false) still sees
 * every free time. With excludeAppointmentId, as if that appointment (the one being moved) were not there.
 */
export async function getSlots(
  db: Db,
  q: SlotsQuery,
  now: Date,
  online = true,
  excludeAppointmentId: number | null = null,
): Promise<SlotsResponse> {
  const ctx = await loadContext(
    db,
    { salonId: q.salon_id, staffChoice: q.salon_staff_id, serviceIds: q.service_ids },
    q.date,
    q.date,
    excludeAppointmentId,
  );
  const paused = online && !ctx.salon.settings.accepts_online_bookings;
  const computed = computeDay(ctx, q.date, now);
  const day = paused
    ? { ...computed, slots: [], noSlotsReason: 'online_bookings_paused' as const }
    : computed;
  const iso = wallClockIso(q.date);
  return {
    salon_id: ctx.salon.id,
    date: q.date,
    salon_staff_id: q.salon_staff_id,
    service_ids: [...q.service_ids],
    // One chosen staff member: their own length; 'any': the salon's (each slot's end names its first candidate's).
    total_duration_minutes:
      q.salon_staff_id === 'any' ? ctx.durationMinutes : durationFor(ctx, q.salon_staff_id),
    total_price: ctx.priceKurus / 100,
    total_price_kurus: ctx.priceKurus,
    timezone: 'Europe/Istanbul',
    server_time: formatIstanbulIso(now),
    // Each staff member once; a slot names its free staff by id (the answer was ~26 KB with names per slot).
    staff: day.staff.map((s) => ({
      salon_staff_id: s.salonStaffId,
      user_id: s.userId,
      display_name: s.displayName,
    })),
    slots: day.slots.map((slot) => ({
      time: minutesToTime(slot.minutes),
      starts_at: iso(slot.minutes),
      ends_at: iso(slot.minutes + durationFor(ctx, slot.staff[0]!.salonStaffId)),
      salon_staff_ids: slot.staff.map((s) => s.salonStaffId),
    })),
    no_slots_reason: day.noSlotsReason,
    rules: rulesDto(ctx.salon, now),
  };
}

export async function getCalendar(
  db: Db,
  q: CalendarQuery,
  now: Date,
  online = true,
): Promise<CalendarResponse> {
  const dates = datesOfMonth(q.month);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const ctx = await loadContext(
    db,
    { salonId: q.salon_id, staffChoice: q.salon_staff_id, serviceIds: q.service_ids },
    first,
    last,
  );
  // Counted on the engine's grid: no slot objects for the month.
  const paused = online && !ctx.salon.settings.accepts_online_bookings;
  const days = dates.map((date) => {
    const count = paused ? 0 : daySlotCount(dayInput(ctx, date, now)).count;
    return { date, available: count > 0, slot_count: count };
  });
  return {
    salon_id: ctx.salon.id,
    month: q.month,
    salon_staff_id: q.salon_staff_id,
    service_ids: [...q.service_ids],
    timezone: 'Europe/Istanbul',
    server_time: formatIstanbulIso(now),
    days,
    rules: rulesDto(ctx.salon, now),
  };
}

/** 422 when the wanted start is in the past, inside the notice period or beyond the advance limit. */
export function validateStart(salon: BookingSalon, date: string, time: string, now: Date): Date {
  const today = istanbulParts(now).date;
  // The same rule as the walk-in form's (contracts' walkInFormSchema).
  const past = pastStartProblem(date, time, now);
  if (past?.field === 'date') throw AppError.field('date', past.message);
  if (daysBetween(today, date) > salon.settings.max_advance_days)
    throw AppError.field('date', BOOKING_MESSAGES.beyondMaxAdvance(salon.settings.max_advance_days));
  if (past !== null) throw AppError.field(past.field, past.message);
  const startsAt = istanbulInstant(date, timeToMinutes(time));
  if (startsAt.getTime() < now.getTime() + salon.settings.min_notice_minutes * 60_000)
    throw AppError.field('time', BOOKING_MESSAGES.notice(salon.settings.min_notice_minutes));
  return startsAt;
}

/** Up to 6 free starts nearest to the wanted one: the same day, then the next days (within the advance limit). */
export async function findNearestSlots(
  db: Db,
  req: BookingRequest,
  date: string,
  time: string,
  now: Date,
  excludeAppointmentId: number | null = null,
): Promise<NearestSlot[]> {
  const probe = await loadBookingSalon(db, req.salonId);
  if (!probe) return [];
  const lastDate = bookableDateRange(now, rulesOf(probe)).last;
  const to = [addDays(date, 6), lastDate].sort()[0]!;
  if (to < date) return [];
  const ctx = await loadContext(db, req, date, to, excludeAppointmentId);
  const days: DaySlots[] = [];
  for (let d = date; d <= to; d = addDays(d, 1)) days.push(computeDay(ctx, d, now));
  return nearestSlots(days, date, timeToMinutes(time), 6).map(({ date: d, slot }) => ({
    date: d,
    time: minutesToTime(slot.minutes),
    starts_at: formatIstanbulIso(istanbulInstant(d, slot.minutes)),
    salon_staff_id: slot.staff[0]!.salonStaffId,
    display_name: slot.staff[0]!.displayName,
  }));
}

export function slotConflict(nearest: NearestSlot[], taken: boolean): AppError {
  return new AppError(409, 'CONFLICT', taken ? SLOT_TAKEN_MESSAGE : BOOKING_MESSAGES.slotUnavailable, {
    conflictType: 'slot_taken',
    data: { nearest_slots: nearest },
  });
}

/** Whether the wanted start is free for someone, and whether it is only appointments that stop it. */
export function slotAt(ctx: BookingContext, date: string, time: string, now: Date) {
  const minutes = timeToMinutes(time);
  const slot = findSlot(computeDay(ctx, date, now), minutes);
  const takenByAppointments = !slot && findSlot(computeDay(ctx, date, now, false), minutes) !== undefined;
  return { slot, takenByAppointments };
}
