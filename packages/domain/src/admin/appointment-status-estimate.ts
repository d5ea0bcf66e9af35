/**
 * SPEC §9: when the server gives no appointment status counts, the admin dashboard estimates them from the total:
 * completed 75 percent of the total, pending the number of pending approvals (or 20 percent of the total),
 * cancelled 5 percent; without a total the fallbacks are 1800, 456 and 100.
 */
import { APPOINTMENT_STATUS_ESTIMATE as E } from '../constants';

export interface AppointmentStatusCounts {
  completed: number;
  pending: number;
  cancelled: number;
}

export interface AppointmentStatusSummary extends AppointmentStatusCounts {
  /** True when the counts are the SPEC §9 estimate, not the server's. */
  estimated: boolean;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The dashboard's appointment status summary: the server's counts when it gives them, otherwise the estimate.
 */
export function appointmentStatusSummary(
  serverCounts: AppointmentStatusCounts | null | undefined,
  totalAppointments: number | null | undefined,
  pendingApprovals: number | null | undefined,
): AppointmentStatusSummary {
  if (serverCounts !== null && serverCounts !== undefined) return { ...serverCounts, estimated: false };
  const total = positive(totalAppointments) ? totalAppointments : null;
  return {
    completed: total === null ? E.fallback.completed : Math.round(total * E.completedShare),
    pending: positive(pendingApprovals)
      ? pendingApprovals
      : total === null
        ? E.fallback.pending
        : Math.round(total * E.pendingShare),
    cancelled: total === null ? E.fallback.cancelled : Math.round(total * E.cancelledShare),
    estimated: true,
  };
}
