/**
 * Which salon's wizard has been on screen since this page was loaded. Kept in memory on purpose: a refresh
 * forgets it, which is how the wizard tells "opened directly" (SPEC §4: store the target and resume from the
 * entry) from a step reached by navigating inside the wizard.
 */
let visitedSalonId: number | null = null;

export function hasVisitedWizard(salonId: number): boolean {
  return visitedSalonId === salonId;
}

export function markWizardVisited(salonId: number): void {
  visitedSalonId = salonId;
}

/** Tests only. */
export function resetWizardVisits(): void {
  visitedSalonId = null;
}
