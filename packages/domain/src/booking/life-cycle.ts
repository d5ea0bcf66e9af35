/**
 * The appointment life cycle (docs/decisions/0009-appointment-life-cycle.md):
 *
 *   pending ──confirm──▶ confirmed ──complete──▶ completed
 *      │                    │  └────no_show───▶ no_show
 *      └──cancel──▶ cancelled ◀──cancel──┘
 *
 * completed, cancelled and no_show are final. Rescheduling keeps the appointment and moves its time.
 */

export type AppointmentStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'no_show';
export type AppointmentAction = 'cancel' | 'reschedule' | 'confirm' | 'complete' | 'no_show';
export type ActorRole = 'customer' | 'salon_owner' | 'staff' | 'admin';

export interface LifeCycleActor {
  role: ActorRole;
  /** The customer who booked it, the owner of its salon, or the staff member doing it. */
  isParty: boolean;
}

export interface LifeCycleAppointment {
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
}

export const DEFAULT_CANCELLATION_CUTOFF_MINUTES = 120;

interface Rule {
  from: readonly AppointmentStatus[];
  to: AppointmentStatus | 'same';
  roles: readonly ActorRole[];
  /** 'before_cutoff': customer only until the cut-off; 'after_start': only once the appointment has begun. */
  when: 'any' | 'before_cutoff' | 'before_end' | 'after_start';
}

/** Who may move an appointment where. Roles not listed for an action may not make it. */
export const TRANSITIONS: Readonly<Record<AppointmentAction, readonly Rule[]>> = {
  confirm: [
    { from: ['pending'], to: 'confirmed', roles: ['salon_owner', 'staff', 'admin'], when: 'before_end' },
  ],
  complete: [
    { from: ['confirmed'], to: 'completed', roles: ['salon_owner', 'staff', 'admin'], when: 'after_start' },
  ],
  no_show: [
    { from: ['confirmed'], to: 'no_show', roles: ['salon_owner', 'staff', 'admin'], when: 'after_start' },
  ],
  cancel: [
    { from: ['pending', 'confirmed'], to: 'cancelled', roles: ['customer'], when: 'before_cutoff' },
    { from: ['pending', 'confirmed'], to: 'cancelled', roles: ['salon_owner'], when: 'before_end' },
    { from: ['pending', 'confirmed'], to: 'cancelled', roles: ['admin'], when: 'any' },
  ],
  reschedule: [{ from: ['pending', 'confirmed'], to: 'same', roles: ['customer'], when: 'before_cutoff' }],
};

export const LIFE_CYCLE_MESSAGES = {
  notAllowedRole: 'Bu randevu üzerinde bu işlemi yapma yetkiniz yok.',
  wrongStatus: 'Randevu bu durumdayken bu işlem yapılamaz.',
  cutoffPassed: (hours: string) =>
    `Randevuya ${hours} kala iptal ve saat değişikliği yapılamaz. Lütfen salonla iletişime geçin.`,
  notStarted: 'Randevu saati gelmeden bu işlem yapılamaz.',
  ended: 'Randevu saati geçtiği için bu işlem yapılamaz.',
} as const;

export type TransitionResult =
  | { ok: true; to: AppointmentStatus }
  | { ok: false; reason: 'role' | 'status' | 'cutoff' | 'not_started' | 'ended'; message: string };

/** 120 → '2 saat', 90 → '90 dakika'. */
export function describeCutoff(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} saat` : `${minutes} dakika`;
}

export function cancellationDeadline(startsAt: Date, cutoffMinutes: number): Date {
  return new Date(startsAt.getTime() - cutoffMinutes * 60_000);
}

/** May this actor make this move now? Ownership (isParty) is required for everyone but admins. */
export function checkTransition(
  action: AppointmentAction,
  appointment: LifeCycleAppointment,
  actor: LifeCycleActor,
  now: Date,
  cutoffMinutes: number = DEFAULT_CANCELLATION_CUTOFF_MINUTES,
): TransitionResult {
  const rule = TRANSITIONS[action].find((r) => r.roles.includes(actor.role));
  if (!rule || (actor.role !== 'admin' && !actor.isParty))
    return { ok: false, reason: 'role', message: LIFE_CYCLE_MESSAGES.notAllowedRole };
  if (!rule.from.includes(appointment.status))
    return { ok: false, reason: 'status', message: LIFE_CYCLE_MESSAGES.wrongStatus };
  const t = now.getTime();
  switch (rule.when) {
    case 'before_cutoff':
      if (t > cancellationDeadline(appointment.startsAt, cutoffMinutes).getTime())
        return {
          ok: false,
          reason: 'cutoff',
          message: LIFE_CYCLE_MESSAGES.cutoffPassed(describeCutoff(cutoffMinutes)),
        };
      break;
    case 'before_end':
      if (t >= appointment.endsAt.getTime())
        return { ok: false, reason: 'ended', message: LIFE_CYCLE_MESSAGES.ended };
      break;
    case 'after_start':
      if (t < appointment.startsAt.getTime())
        return { ok: false, reason: 'not_started', message: LIFE_CYCLE_MESSAGES.notStarted };
      break;
    case 'any':
      break;
  }
  return { ok: true, to: rule.to === 'same' ? appointment.status : rule.to };
}

const ACTIONS: readonly AppointmentAction[] = ['cancel', 'reschedule', 'confirm', 'complete', 'no_show'];

/** Every move the actor may make now (the UI shows only these). */
export function allowedActions(
  appointment: LifeCycleAppointment,
  actor: LifeCycleActor,
  now: Date,
  cutoffMinutes: number = DEFAULT_CANCELLATION_CUTOFF_MINUTES,
): AppointmentAction[] {
  return ACTIONS.filter((a) => checkTransition(a, appointment, actor, now, cutoffMinutes).ok);
}

/** A new or rescheduled online booking waits for the salon only when the salon confirms manually. */
export function initialStatus(requiresManualConfirmation: boolean): AppointmentStatus {
  return requiresManualConfirmation ? 'pending' : 'confirmed';
}

/** Whether an appointment's price counts in a total the customer reads: a cancelled one is not owed. */
export function countsTowardTotal(status: string): boolean {
  return status !== 'cancelled';
}

/** The count and total (kuruş) of the appointments that still count, e.g. '1 randevu · Toplam ₺650'. */
export function activeTotal(appointments: readonly { status: string; total_price_kurus: number }[]): {
  count: number;
  totalKurus: number;
} {
  const active = appointments.filter((a) => countsTowardTotal(a.status));
  return { count: active.length, totalKurus: active.reduce((sum, a) => sum + a.total_price_kurus, 0) };
}
