import { BOOKING_STEPS, type BookingStep } from '@salonya/domain/routing/route-table';

/**
 * The booking wizard's step rules (SPEC §2.5 order, SPEC §4 'Booking wizard guards') as pure functions of the
 * draft. The screens only apply them: which step may render, where a failed guard or a refresh goes, and which
 * step comes next.
 */

/** The part of the draft the guards look at. */
export interface GuardDraft {
  hasSalon: boolean;
  hasDate: boolean;
  /** A staff member or 'any staff' (SPEC §4: any-staff counts as chosen). */
  hasStaffChoice: boolean;
  serviceCount: number;
  hasPackage: boolean;
  isPackageMode: boolean;
  hasTime: boolean;
  hasCreatedAppointment: boolean;
  isBookingCompleted: boolean;
}

export function isBookingStep(value: string | undefined): value is BookingStep {
  return (BOOKING_STEPS as readonly string[]).includes(value ?? '');
}

/** SPEC §4: may this step be shown for this draft? (entry and date need nothing.) */
export function passesGuard(step: BookingStep, d: GuardDraft): boolean {
  switch (step) {
    case 'entry':
    case 'date':
      return true;
    case 'staff':
      return d.hasDate;
    case 'services':
      return d.hasDate && d.hasStaffChoice;
    case 'location':
    case 'pet':
      return d.hasDate && d.hasStaffChoice && (d.hasPackage || d.serviceCount > 0);
    case 'time':
      return d.hasDate && d.hasStaffChoice && (d.isPackageMode || d.serviceCount > 0);
    case 'payment':
      return d.hasSalon && d.hasDate && d.hasTime && d.serviceCount > 0;
    case 'success':
      return d.hasCreatedAppointment || d.isBookingCompleted;
  }
}

/** Where the wizard goes when a guard fails: the date step, without the query for payment and success. */
export interface GuardRedirect {
  step: 'date';
  keepQuery: boolean;
}

export function guardFailureRedirect(step: BookingStep): GuardRedirect {
  return { step: 'date', keepQuery: step !== 'payment' && step !== 'success' };
}

/** A step to come back to after a refresh (SPEC §4): the target step, its path and its query. */
export interface ResumeTarget {
  salonId: number;
  step: BookingStep;
  path: string;
  query: string;
}

export type StepDecision =
  | { kind: 'render' }
  | { kind: 'resume-from-entry'; target: ResumeTarget }
  | { kind: 'redirect'; step: BookingStep; keepQuery: boolean };

export interface StepRequest {
  salonId: number;
  step: BookingStep;
  path: string;
  query: string;
  /** Whether the wizard of this salon was already on screen in this page load (false right after a refresh). */
  hasEarlierNavigation: boolean;
  draft: GuardDraft;
}

/**
 * The decision for opening a step. A later step opened with no earlier navigation (a refresh or a pasted link)
 * stores the target and starts from the entry, which restores the draft and resumes there; otherwise the step's
 * guard decides between rendering it and the date step.
 */
export function decideStep(request: StepRequest): StepDecision {
  const { step } = request;
  if (step === 'entry') return { kind: 'render' };
  if (!request.hasEarlierNavigation) {
    return {
      kind: 'resume-from-entry',
      target: { salonId: request.salonId, step, path: request.path, query: request.query },
    };
  }
  if (passesGuard(step, request.draft)) return { kind: 'render' };
  const { keepQuery } = guardFailureRedirect(step);
  return { kind: 'redirect', step: 'date', keepQuery };
}

/** What decides the conditional steps (SPEC §2.5): home services need an address, pet services a pet. */
export interface FlowNeeds {
  needsLocation: boolean;
  needsPet: boolean;
}

/** The steps a customer walks through for this draft, in SPEC §2.5 order (conditional ones only when needed). */
export function flowSteps(needs: FlowNeeds): BookingStep[] {
  return BOOKING_STEPS.filter(
    (s) => (s !== 'location' || needs.needsLocation) && (s !== 'pet' || needs.needsPet),
  );
}

export function nextStep(step: BookingStep, needs: FlowNeeds): BookingStep | null {
  const steps = flowSteps(needs);
  const index = steps.indexOf(step);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

export function previousStep(step: BookingStep, needs: FlowNeeds): BookingStep | null {
  const steps = flowSteps(needs);
  const index = steps.indexOf(step);
  // The entry step forwards on its own: going back from the date step leaves the wizard.
  return index <= 1 ? null : (steps[index - 1] ?? null);
}

/**
 * A stored resume target is used only by the entry of the same salon, and only for a step of the wizard;
 * anything else (another salon, a tampered value) is dropped.
 */
export function parseResumeTarget(value: unknown, salonId: number): ResumeTarget | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.salonId !== salonId) return null;
  if (typeof v.step !== 'string' || !isBookingStep(v.step) || v.step === 'entry') return null;
  if (typeof v.path !== 'string' || typeof v.query !== 'string') return null;
  const prefix = `/salons/${salonId}/booking`;
  if (v.path !== prefix && !v.path.startsWith(`${prefix}/`)) return null;
  if (v.query !== '' && !v.query.startsWith('?')) return null;
  return { salonId, step: v.step, path: v.path, query: v.query };
}

/**
 * A conditional step the draft does not need (an address without a home service, a pet without a pet service)
 * is passed over: the next step of the flow after it; null when the step is needed or is no conditional step.
 */
export function skipUnneededStep(step: BookingStep, needs: FlowNeeds): BookingStep | null {
  const unneeded = (step === 'location' && !needs.needsLocation) || (step === 'pet' && !needs.needsPet);
  if (!unneeded) return null;
  const position = BOOKING_STEPS.indexOf(step);
  return flowSteps(needs).find((s) => BOOKING_STEPS.indexOf(s) > position) ?? null;
}
