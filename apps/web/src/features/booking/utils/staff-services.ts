import type { BookingService, BookingStaff } from '../types';
import type { DraftStaff } from './booking-draft';

/** Who can do what: services list their staff (staff_ids), staff their services (service_ids). */

export function staffOffers(member: BookingStaff, service: BookingService): boolean {
  return service.staff_ids.includes(member.salon_staff_id) || (member.service_ids ?? []).includes(service.id);
}

/** Staff members able to do every one of these services. */
export function staffForServices(staff: BookingStaff[], services: BookingService[]): BookingStaff[] {
  return staff.filter((m) => services.every((s) => staffOffers(m, s)));
}

/**
 * The services the customer can pick next with this staff choice: with a chosen staff member, that member's
 * services; with 'any staff', a service that at least one staff member can do together with those already chosen
 * (one staff member does the whole appointment).
 */
export function selectableServiceIds(
  staffChoice: DraftStaff | null,
  staff: BookingStaff[],
  services: BookingService[],
  selectedIds: readonly number[],
): Set<number> {
  const selected = services.filter((s) => selectedIds.includes(s.id));
  const result = new Set<number>();
  for (const service of services) {
    const wanted = selected.some((s) => s.id === service.id) ? selected : [...selected, service];
    const able =
      staffChoice?.kind === 'staff'
        ? staff.filter((m) => m.salon_staff_id === staffChoice.salonStaffId)
        : staff;
    if (staffForServices(able, wanted).length > 0) result.add(service.id);
  }
  return result;
}
