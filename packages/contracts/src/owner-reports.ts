import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '@salonya/domain/booking/status';
import { REPORT_GROUPINGS, REPORT_PERIODS, REPORT_RANGE_MESSAGES } from '@salonya/domain/reports/period';
import { successEnvelope } from './envelope';

/**
 * The owner's dashboard (/salon), staff performance (/salon/personel-performans) and reports (/salon/raporlar) of
 * the selected salon (issue 16 scope 6): GET /salon-owner/salons/{salonId}/dashboard, …/staff-performance and
 * …/reports. Money is integer kuruş; dates 'YYYY-MM-DD' and times in Europe/Istanbul; instants ISO 8601 with offset.
 */

const reportDate = z
  .string({ error: REPORT_RANGE_MESSAGES.dateInvalid })
  .max(10, REPORT_RANGE_MESSAGES.dateInvalid);

/** ?period=this_week|this_month|last_30_days|custom&from=&to= (from/to only for custom; checked by the API). */
export const reportRangeQuerySchema = z.object({
  period: z.enum(REPORT_PERIODS, { error: 'Geçersiz dönem' }).default('this_month'),
  from: reportDate.optional(),
  to: reportDate.optional(),
});
export type ReportRangeQuery = z.input<typeof reportRangeQuerySchema>;

export const reportsQuerySchema = reportRangeQuerySchema.extend({
  group_by: z.enum(REPORT_GROUPINGS, { error: 'Geçersiz gruplama' }).default('day'),
});
export type ReportsQuery = z.input<typeof reportsQuerySchema>;

export const occupancySchema = z.object({
  booked_minutes: z.number().int(),
  available_minutes: z.number().int(),
  /** One decimal; null when no staff minutes were available. */
  percent: z.number().nullable(),
});
export type OccupancyDto = z.infer<typeof occupancySchema>;

export const statusCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
});
export type StatusCounts = z.infer<typeof statusCountsSchema>;

export const periodSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  appointments: statusCountsSchema,
  /** Completed appointments' total price. */
  revenue_kurus: z.number().int(),
  occupancy: occupancySchema,
});
export type PeriodSummary = z.infer<typeof periodSummarySchema>;

export const dashboardAppointmentSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  customer_name: z.string(),
  services: z.array(z.string()),
  staff_name: z.string(),
  total_price_kurus: z.number().int(),
});
export type DashboardAppointment = z.infer<typeof dashboardAppointmentSchema>;

export const checklistItemSchema = z.object({
  key: z.enum(['services', 'staff', 'hours', 'profile']),
  label: z.string(),
  description: z.string(),
  href: z.string(),
  done: z.boolean(),
});
export type ChecklistItemDto = z.infer<typeof checklistItemSchema>;

export const dashboardAlertSchema = z.object({
  key: z.string(),
  severity: z.enum(['info', 'warning', 'error']),
  message: z.string(),
  href: z.string().nullable(),
  action: z.string().nullable(),
});
export type DashboardAlertDto = z.infer<typeof dashboardAlertSchema>;

export const ownerDashboardSchema = z.object({
  salon: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(['pending', 'active', 'suspended']),
  }),
  /** The salon's 'now' in Istanbul. */
  generated_at: z.string(),
  today: periodSummarySchema,
  week: periodSummarySchema,
  /** The next few live appointments from now on. */
  next_appointments: z.array(dashboardAppointmentSchema),
  /** Pending appointments that have not ended yet, soonest first. */
  pending_confirmations: z.array(dashboardAppointmentSchema),
  pending_confirmations_total: z.number().int(),
  checklist: z.array(checklistItemSchema),
  alerts: z.array(dashboardAlertSchema),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;
export const ownerDashboardResponseSchema = successEnvelope(ownerDashboardSchema);

export const reportRangeSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
});

export const staffPerformanceRowSchema = z.object({
  salon_staff_id: z.number().int(),
  name: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  /** Every appointment of the period (any status). */
  appointments: z.number().int(),
  completed: z.number().int(),
  no_shows: z.number().int(),
  cancellations: z.number().int(),
  revenue_kurus: z.number().int(),
  /** Average of the staff member's published reviews; null without reviews. */
  rating_average: z.number().nullable(),
  review_count: z.number().int(),
  occupancy: occupancySchema,
});
export type StaffPerformanceRow = z.infer<typeof staffPerformanceRowSchema>;

export const staffPerformanceSchema = z.object({
  range: reportRangeSchema,
  staff: z.array(staffPerformanceRowSchema),
});
export type StaffPerformance = z.infer<typeof staffPerformanceSchema>;
export const staffPerformanceResponseSchema = successEnvelope(staffPerformanceSchema);

export const reportBucketSchema = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  label: z.string(),
});

export const reportSeriesRowSchema = reportBucketSchema.extend({
  revenue_kurus: z.number().int(),
  appointments: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  no_show: z.number().int(),
  new_customers: z.number().int(),
  returning_customers: z.number().int(),
});
export type ReportSeriesRow = z.infer<typeof reportSeriesRowSchema>;

export const serviceReportRowSchema = z.object({
  service_id: z.number().int().nullable(),
  name: z.string(),
  /** Times booked in appointments that were not cancelled. */
  count: z.number().int(),
  /** Their price in completed appointments. */
  revenue_kurus: z.number().int(),
});
export type ServiceReportRow = z.infer<typeof serviceReportRowSchema>;

export const ownerReportsSchema = z.object({
  range: reportRangeSchema.extend({ group_by: z.enum(REPORT_GROUPINGS) }),
  totals: z.object({
    revenue_kurus: z.number().int(),
    appointments: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    no_show: z.number().int(),
    new_customers: z.number().int(),
    returning_customers: z.number().int(),
  }),
  series: z.array(reportSeriesRowSchema),
  services: z.array(serviceReportRowSchema),
});
export type OwnerReports = z.infer<typeof ownerReportsSchema>;
export const ownerReportsResponseSchema = successEnvelope(ownerReportsSchema);
