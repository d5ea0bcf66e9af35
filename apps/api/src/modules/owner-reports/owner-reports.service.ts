import type {
  DashboardAppointment,
  OwnerDashboard,
  OwnerReports,
  PeriodSummary,
  ReportRangeQuery,
  ReportsQuery,
  StaffPerformance,
} from '@salonya/contracts/owner-reports';
import { formatIstanbulIso } from '@salonya/domain/booking/time';
import { occupancy, salonCapacity, type WeeklyRange } from '@salonya/domain/reports/occupancy';
import {
  istanbulToday,
  namedPeriodRange,
  rangeInstants,
  reportBuckets,
  resolveReportRange,
  type DateRange,
  type ReportGrouping,
  type ReportPeriod,
} from '@salonya/domain/reports/period';
import {
  dashboardAlerts,
  setupChecklist,
  type SalonSetupFacts,
} from '@salonya/domain/reports/setup-checklist';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OwnedSalonRecord } from '../salon-owner/owned-salon.repository';
import { servicesEarned } from '@salonya/domain/money/allocation';
import * as repo from './owner-reports.repository';

/** How many appointments the dashboard lists as next customers and pending confirmations. */
export const NEXT_APPOINTMENTS_LIMIT = 5;
export const PENDING_CONFIRMATIONS_LIMIT = 5;
export const TOP_SERVICES_LIMIT = 10;

/**
 * The report's services (ADR 0047 amended): times booked, and what the completed ones earned the salon — the list
 * price less the part of a salon coupon's discount each service bore (`servicesEarned`: spread by price over the
 * services the coupon discounted, largest remainder), so the lines add up like the totals do. A platform coupon's
 * discount was paid to the salon by Salonya: those services count at their list price. The most booked first.
 */
async function reportServices(db: Db, salonId: number, start: Date, end: Date) {
  const [totals, discounted] = await Promise.all([
    repo.serviceTotals(db, salonId, start, end),
    repo.discountedServiceLines(db, salonId, start, end),
  ]);
  // The same key as the SQL's grouping: the service, or the name of a line whose service is gone.
  const keyOf = (line: { service_id: number | null; name: string }) =>
    line.service_id === null ? `name:${line.name}` : `id:${String(line.service_id)}`;
  const kept = new Map<string, number>();
  const byAppointment = new Map<number, repo.DiscountedLineRow[]>();
  for (const line of discounted)
    byAppointment.set(line.appointment_id, [...(byAppointment.get(line.appointment_id) ?? []), line]);
  for (const lines of byAppointment.values()) {
    const earned = servicesEarned(
      lines[0]!.reduction_kurus,
      lines.map((l) => ({ priceKurus: l.price_kurus, eligible: l.eligible })),
    );
    lines.forEach((line, i) =>
      kept.set(keyOf(line), (kept.get(keyOf(line)) ?? 0) + line.price_kurus - earned[i]!),
    );
  }
  return (
    totals
      .map((row) => ({ ...row, revenue_kurus: row.revenue_kurus - (kept.get(keyOf(row)) ?? 0) }))
      // A stable sort: equal lines keep the query's order (by name).
      .sort((a, b) => b.count - a.count || b.revenue_kurus - a.revenue_kurus)
      .slice(0, TOP_SERVICES_LIMIT)
  );
}

export const OWNER_REPORTS_MESSAGES = {
  invalidRange: 'Rapor aralığı geçersiz. Lütfen tarihleri kontrol edin.',
} as const;

function salonStatus(status: string): 'pending' | 'active' | 'suspended' {
  return status === 'active' || status === 'suspended' ? status : 'pending';
}

function card(row: repo.AppointmentCardRow): DashboardAppointment {
  return {
    id: row.id,
    starts_at: formatIstanbulIso(row.starts_at),
    ends_at: formatIstanbulIso(row.ends_at),
    status: row.status,
    customer_name: row.customer_name ?? 'Misafir',
    services: row.services ?? [],
    staff_name: row.staff_name,
    total_price_kurus: row.total_price_kurus,
  };
}

interface Capacity {
  staff: repo.StaffRow[];
  ranges: Map<number, WeeklyRange[]>;
  opening: WeeklyRange[];
}

async function loadCapacity(db: Db, salonId: number): Promise<Capacity> {
  const [staff, ranges, opening] = await Promise.all([
    repo.staffOfSalon(db, salonId),
    repo.workingRangesBySalon(db, salonId),
    repo.openingRanges(db, salonId),
  ]);
  return { staff, ranges, opening };
}

function capacityFor(c: Capacity, range: DateRange) {
  return salonCapacity(
    c.staff.map((s) => ({
      salon_staff_id: s.salon_staff_id,
      is_active: s.is_active,
      ranges: c.ranges.get(s.salon_staff_id) ?? [],
    })),
    c.opening,
    range,
  );
}

async function periodSummary(db: Db, salonId: number, c: Capacity, range: DateRange): Promise<PeriodSummary> {
  const { start, end } = rangeInstants(range);
  const [totals, booked] = await Promise.all([
    repo.appointmentStatusTotals(db, salonId, start, end),
    repo.bookedMinutesByStaff(db, salonId, start, end),
  ]);
  const { revenue_kurus, ...appointments } = totals;
  const bookedTotal = [...booked.values()].reduce((sum, m) => sum + m, 0);
  return {
    from: range.from,
    to: range.to,
    appointments,
    revenue_kurus,
    occupancy: occupancy(bookedTotal, capacityFor(c, range).total),
  };
}

/** GET /salon-owner/salons/{salonId}/dashboard. */
export async function ownerDashboard(db: Db, salon: OwnedSalonRecord, now: Date): Promise<OwnerDashboard> {
  const today = istanbulToday(now);
  const capacity = await loadCapacity(db, salon.id);
  const [todaySummary, weekSummary, next, pending, facts] = await Promise.all([
    periodSummary(db, salon.id, capacity, { from: today, to: today }),
    periodSummary(db, salon.id, capacity, namedPeriodRange('this_week', now)),
    repo.nextAppointments(db, salon.id, now, NEXT_APPOINTMENTS_LIMIT),
    repo.pendingConfirmations(db, salon.id, now, PENDING_CONFIRMATIONS_LIMIT),
    repo.setupFacts(db, salon.id),
  ]);
  const active = capacity.staff.filter((s) => s.is_active);
  const setup: SalonSetupFacts = {
    salonStatus: salonStatus(salon.status),
    activeServices: facts?.active_services ?? 0,
    activeStaff: active.length,
    staffWithoutServices: active.filter((s) => s.service_count === 0).length,
    openDays: facts?.open_days ?? 0,
    staffWithOwnHours: active.filter((s) => (capacity.ranges.get(s.salon_staff_id)?.length ?? 0) > 0).length,
    hasDescription: (facts?.description.trim() ?? '') !== '',
    hasPhone: (facts?.phone?.trim() ?? '') !== '',
    hasPhotos: facts?.has_photos ?? false,
    pendingConfirmations: pending.total,
  };
  return {
    salon: { id: salon.id, name: salon.name, status: salonStatus(salon.status) },
    generated_at: formatIstanbulIso(now),
    today: todaySummary,
    week: weekSummary,
    next_appointments: next.map(card),
    pending_confirmations: pending.rows.map(card),
    pending_confirmations_total: pending.total,
    checklist: setupChecklist(setup),
    alerts: dashboardAlerts(setup),
  };
}

/** The range of a report query, or a 422 with the Turkish field messages. */
export function reportRange(query: ReportRangeQuery, now: Date): { period: ReportPeriod; range: DateRange } {
  const period = query.period ?? 'this_month';
  const resolved = resolveReportRange(period, now, query.from, query.to);
  if (!resolved.ok) throw AppError.validation(resolved.errors, OWNER_REPORTS_MESSAGES.invalidRange);
  return { period, range: resolved.range };
}

/** GET /salon-owner/salons/{salonId}/staff-performance. */
export async function staffPerformance(
  db: Db,
  salon: OwnedSalonRecord,
  query: ReportRangeQuery,
  now: Date,
): Promise<StaffPerformance> {
  const { period, range } = reportRange(query, now);
  const { start, end } = rangeInstants(range);
  const [capacity, stats, booked, ratings] = await Promise.all([
    loadCapacity(db, salon.id),
    repo.staffAppointmentStats(db, salon.id, start, end),
    repo.bookedMinutesByStaff(db, salon.id, start, end),
    repo.staffRatings(db, salon.id, start, end),
  ]);
  const available = capacityFor(capacity, range).perStaff;
  const statsOf = new Map(stats.map((s) => [s.salon_staff_id, s]));
  const staff = capacity.staff
    // Inactive staff are listed only when they had appointments in the period.
    .filter((s) => s.is_active || statsOf.has(s.salon_staff_id))
    .map((s) => {
      const st = statsOf.get(s.salon_staff_id);
      const rating = ratings.get(s.salon_staff_id);
      return {
        salon_staff_id: s.salon_staff_id,
        name: s.name,
        title: s.title,
        is_active: s.is_active,
        appointments: st?.appointments ?? 0,
        completed: st?.completed ?? 0,
        no_shows: st?.no_shows ?? 0,
        cancellations: st?.cancellations ?? 0,
        revenue_kurus: st?.revenue_kurus ?? 0,
        rating_average: rating?.rating_average ?? null,
        review_count: rating?.review_count ?? 0,
        occupancy: occupancy(booked.get(s.salon_staff_id) ?? 0, available.get(s.salon_staff_id) ?? 0),
      };
    });
  return { range: { period, ...range }, staff };
}

/** GET /salon-owner/salons/{salonId}/reports. */
export async function ownerReports(
  db: Db,
  salon: OwnedSalonRecord,
  query: ReportsQuery,
  now: Date,
): Promise<OwnerReports> {
  const { period, range } = reportRange(query, now);
  const grouping: ReportGrouping = query.group_by ?? 'day';
  const { start, end } = rangeInstants(range);
  const [series, customers, customerTotals, services] = await Promise.all([
    repo.appointmentSeries(db, salon.id, start, end, grouping),
    repo.customerSeries(db, salon.id, start, end, grouping),
    repo.customerSeries(db, salon.id, start, end, null),
    reportServices(db, salon.id, start, end),
  ]);
  const seriesOf = new Map(series.map((r) => [r.bucket, r]));
  const customersOf = new Map(customers.map((r) => [r.bucket, r]));
  const rows = reportBuckets(range, grouping).map((b) => {
    const s = seriesOf.get(b.key);
    const c = customersOf.get(b.key);
    return {
      ...b,
      revenue_kurus: s?.revenue_kurus ?? 0,
      appointments: s?.total ?? 0,
      completed: s?.completed ?? 0,
      cancelled: s?.cancelled ?? 0,
      no_show: s?.no_show ?? 0,
      new_customers: c?.new_customers ?? 0,
      returning_customers: c?.returning_customers ?? 0,
    };
  });
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((t, r) => t + pick(r), 0);
  return {
    range: { period, ...range, group_by: grouping },
    totals: {
      revenue_kurus: sum((r) => r.revenue_kurus),
      appointments: sum((r) => r.appointments),
      completed: sum((r) => r.completed),
      cancelled: sum((r) => r.cancelled),
      no_show: sum((r) => r.no_show),
      new_customers: customerTotals[0]?.new_customers ?? 0,
      returning_customers: customerTotals[0]?.returning_customers ?? 0,
    },
    series: rows,
    services,
  };
}
