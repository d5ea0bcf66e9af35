import type { QueryClient } from '@tanstack/react-query';
import { SALON_NOT_FOUND } from '@salonya/domain/messages';
import { fetchSelectedSalon, type OwnerSalonOption } from '@/lib/selected-salon';

export class SalonNotFoundError extends Error {
  constructor() {
    super(SALON_NOT_FOUND);
    this.name = 'SalonNotFoundError';
  }
}

/** The owner's selected salon (SPEC §4 'Selected salon'); 'Salon bulunamadı' when they have none yet. */
export async function selectedOwnerSalon(queryClient: QueryClient): Promise<OwnerSalonOption> {
  const salon = await fetchSelectedSalon(queryClient);
  if (salon === null) throw new SalonNotFoundError();
  return salon;
}
