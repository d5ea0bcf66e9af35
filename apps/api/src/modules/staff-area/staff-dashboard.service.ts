import type { StaffDashboard, StaffService } from '@salonya/contracts/staff-dashboard';
import { staffTodayStatusKey } from '@salonya/domain/availability/rules';
import { allowedActions } from '@salonya/domain/booking/life-cycle';
import { workingIntervals } from '@salonya/domain/booking/availability';
import { addDays, istanbulParts, isoWeekday, timeToMinutes } from '@salonya/domain/booking/time';
import { STAFF_TODAY_STATUS_LABELS } from '@salonya/domain/messages';
import { nextAppointmentId, staffStateNow } from '@salonya/domain/staff/current-state';
import { STAFF_DURATION_MESSAGES } from '@salonya/domain/staff/durations';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  appointmentsOfDay,
  assignedServices,
  blockingsAround,
  breaksOf,
  ownActiveStaff,
  weekCounts,
  workingHoursOf,
} from './staff-dashboard.repository';
import { setOwnDuration, staffDurationsAllowed } from './staff-profile.repository';

/** The staff member's day at a glance (/personel): who comes next, the state right now, the week, today's takings. */
export async function staffDashboard(db: Db, userId: number, at: Date): Promise<StaffDashboard> {
  const staff = await ownActiveStaff(db, userId);
  if (!staff) throw AppError.notFound('Aktif bir salon personeli kaydınız bulunamadı.');
  const { date, minutes } = istanbulParts(at);
  const weekday = isoWeekday(date);
  const monday = addDays(date, 1 - weekday);

  const [today, week, blockings, breaks, hours] = await Promise.all([
    appointmentsOfDay(db, staff.id, date),
    weekCounts(db, staff.id, monday, addDays(monday, 6)),
    blockingsAround(db, staff.id, date),
    breaksOf(db, staff.id),
    workingHoursOf(db, staff.id, staff.salon_id, weekday),
  ]);
  const salonHours = hours.salonHours
    ? { start: timeToMinutes(hours.salonHours.opens), end: timeToMinutes(hours.salonHours.closes) }
    : null;
  const timeline = today.map((a) => ({
    id: a.id,
    start: a.start_minutes,
    end: a.end_minutes,
    status: a.status,
  }));
  const now = staffStateNow({
    date,
    nowMinutes: minutes,
    appointments: timeline,
    blockings,
    breaks,
    working: workingIntervals(hours.ranges, weekday, salonHours),
  });
  const completed = today.filter((a) => a.status === 'completed');

  return {
    date,
    salon: { id: staff.salon_id, name: staff.salon_name },
    today_status: STAFF_TODAY_STATUS_LABELS[staffTodayStatusKey(blockings, breaks, date)],
    now: { kind: now.kind, until: now.until, appointment_id: now.appointmentId },
    next_appointment_id: nextAppointmentId(timeline, minutes),
    today: today.map((a) => ({
      id: a.id,
      start_time: a.start_time,
      end_time: a.end_time,
      status: a.status,
      customer_name: a.customer_name,
      customer_phone: a.customer_phone,
      service_names: a.service_names,
      total_price_kurus: a.total_price_kurus,
      is_home_service: a.is_home_service,
      notes: a.notes,
      // Cancelling and moving stay with the salon (the owner's screens); staff confirm, complete or mark no-show.
      allowed_actions: allowedActions(
        { status: a.status, startsAt: a.starts_at, endsAt: a.ends_at },
        { role: 'staff', isParty: true },
        at,
      ).filter((action) => action !== 'cancel' && action !== 'reschedule'),
    })),
    week: { from: monday, to: addDays(monday, 6), ...week },
    earned_today_kurus: completed.reduce((sum, a) => sum + a.total_price_kurus, 0),
    completed_today: completed.length,
  };
}

/** /personel/hizmetlerim: what the salon assigned to the staff member, with duration, price and own length. */
export async function staffServicesOf(
  db: Db,
  userId: number,
): Promise<{ salon: { id: number; name: string }; allow_own_durations: boolean; services: StaffService[] }> {
  const staff = await ownActiveStaff(db, userId);
  if (!staff) throw AppError.notFound('Aktif bir salon personeli kaydınız bulunamadı.');
  const [services, allowed] = await Promise.all([
    assignedServices(db, staff.id),
    staffDurationsAllowed(db, staff.salon_id),
  ]);
  return { salon: { id: staff.salon_id, name: staff.salon_name }, allow_own_durations: allowed, services };
}

/**
 * The staff member's own length of an assigned service (null: back to the salon's). Refused with 409 while the
 * salon does not allow own lengths; a service not assigned to them is 404. The slot engine and placeAppointment()
 * read it on the next request (ADR 0045).
 */
export async function setStaffServiceDuration(
  db: Db,
  userId: number,
  serviceId: number,
  minutes: number | null,
): Promise<StaffService> {
  const staff = await ownActiveStaff(db, userId);
  if (!staff) throw AppError.notFound('Aktif bir salon personeli kaydınız bulunamadı.');
  const service = (await assignedServices(db, staff.id)).find((s) => s.id === serviceId);
  if (!service) throw AppError.notFound(STAFF_DURATION_MESSAGES.serviceNotAssigned);
  if (minutes !== null && !(await staffDurationsAllowed(db, staff.salon_id)))
    throw AppError.conflict('staff_durations_off', STAFF_DURATION_MESSAGES.notAllowed);
  await setOwnDuration(db, staff.id, serviceId, minutes);
  return { ...service, own_duration_minutes: minutes };
}
