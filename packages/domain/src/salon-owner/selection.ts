/**
 * SPEC §4 'Selected salon': chosen on first load, persisted, changed by the owner. The API marks the salon the
 * owner last switched to; the web keeps the choice in the browser. Both pick with this one rule.
 */
export interface SelectableSalon {
  id: number;
  status: 'pending' | 'active' | 'suspended';
}

/** The preferred salon when it is still one of the owner's, else the first active one, else the first. */
export function pickSelectedSalon<T extends SelectableSalon>(
  salons: readonly T[],
  preferredId: number | null,
): T | null {
  return (
    salons.find((s) => s.id === preferredId) ?? salons.find((s) => s.status === 'active') ?? salons[0] ?? null
  );
}
