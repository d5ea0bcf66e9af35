import { z } from 'zod';
import { appointmentActionValues, appointmentStatusValues } from './booking';
import { successEnvelope } from './envelope';

/** GET /api/v1/staff/dashboard: what a staff member sees between two customers (/personel, issue 20). */
export const staffDashboardAppointmentSchema = z.object({
  id: z.number().int(),
  /** 'HH:MM' in Istanbul. */
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(appointmentStatusValues),
  customer_name: z.string(),
  customer_phone: z.string().nullable(),
  service_names: z.array(z.string()),
  total_price_kurus: z.number().int(),
  is_home_service: z.boolean(),
  notes: z.string(),
  /** The moves the staff member may make now (confirm, complete, no_show); the UI shows only these. */
  allowed_actions: z.array(z.enum(appointmentActionValues)),
});
export type StaffDashboardAppointment = z.infer<typeof staffDashboardAppointmentSchema>;

export const staffNowKindValues = ['appointment', 'blocking', 'break', 'free', 'off'] as const;

export const staffDashboardSchema = z.object({
  /** Today in Istanbul, 'YYYY-MM-DD'. */
  date: z.string(),
  salon: z.object({ id: z.number().int(), name: z.string() }),
  /** SPEC §4 'Today's status for staff'. */
  today_status: z.enum(['Blokajlı', 'Molalı', 'Müsait']),
  now: z.object({
    kind: z.enum(staffNowKindValues),
    /** 'HH:MM' when the current state ends; null when it lasts the rest of the day. */
    until: z.string().nullable(),
    appointment_id: z.number().int().nullable(),
  }),
  next_appointment_id: z.number().int().nullable(),
  today: z.array(staffDashboardAppointmentSchema),
  /** Monday to Sunday of this week, by start time. */
  week: z.object({
    from: z.string(),
    to: z.string(),
    total: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    no_show: z.number().int(),
  }),
  /** Completed appointments of today, their prices summed (kuruş). */
  earned_today_kurus: z.number().int(),
  completed_today: z.number().int(),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
export const staffDashboardResponseSchema = successEnvelope(staffDashboardSchema);

/** GET /api/v1/staff/services: the services the salon assigned to the staff member (/personel/hizmetlerim). */
export const staffServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_name: z.string().nullable(),
  description: z.string(),
  duration_minutes: z.number().int(),
  price_kurus: z.number().int(),
  discounted_price_kurus: z.number().int().nullable(),
  is_home_service: z.boolean(),
  is_pet_service: z.boolean(),
  /** Hidden by the salon: kept on the list, but not bookable online. */
  is_active: z.boolean(),
  /** The staff member's own length (ADR 0045); null: the salon's `duration_minutes` applies. */
  own_duration_minutes: z.number().int().nullable(),
});
export type StaffService = z.infer<typeof staffServiceSchema>;
export const staffServicesResponseSchema = successEnvelope(
  z.object({
    salon: z.object({ id: z.number().int(), name: z.string() }),
    /** The salon lets its staff set their own lengths (/salon/ayarlar); off: own lengths are kept but unused. */
    allow_own_durations: z.boolean(),
    services: z.array(staffServiceSchema),
  }),
);
