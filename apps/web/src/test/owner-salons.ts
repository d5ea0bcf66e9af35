import { getSalonOwnerSalons } from '@salonya/contracts/api-routes';
import type { OwnerSalon, OwnerSalonList } from '@salonya/contracts/salon-owner';
import { ownerSalonListSchema } from '@salonya/contracts/salon-owner';
import { contractMock } from './contract-mock';

type SalonSeed = Pick<OwnerSalon, 'id' | 'name'> & Partial<OwnerSalon>;

/** GET /salon-owner/salons as the API answers it (SPEC §7.2 data.salons), checked against the contract. */
export function ownerSalonsAnswer(salons: readonly SalonSeed[], selectedId?: number | null) {
  const selected = selectedId === undefined ? (salons[0]?.id ?? null) : selectedId;
  const data: OwnerSalonList = ownerSalonListSchema.parse({
    salons: salons.map((s) => ({
      status: 'active',
      city: 'İstanbul',
      district: 'Kadıköy',
      ...s,
      is_selected: s.id === selected,
    })),
    selected_salon_id: selected,
  });
  return contractMock(getSalonOwnerSalons, { success: true, data });
}
