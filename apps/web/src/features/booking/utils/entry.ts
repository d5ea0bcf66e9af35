import { PACKAGE_ID_INVALID, PACKAGE_NOT_FOUND } from '../messages';
import type { BookingSalon, BookingService, BookingStaff } from '../types';
import { emptyDraft, type BookingDraft, type DraftService, type DraftStaff } from './booking-draft';

/**
 * The smart entry (SPEC §2.5 'entry'): bring the stored draft up to date with the salon as it is now and apply
 * what the link that opened the wizard asks for (?service_id=, ?staff_id= from the salon and specialist pages,
 * ?package_id= for package mode).
 */

export function toDraftService(service: BookingService): DraftService {
  return {
    id: service.id,
    name: service.name,
    durationMinutes: service.duration_minutes,
    priceKurus: service.discounted_price_kurus ?? service.price_kurus,
    isHomeService: service.is_home_service,
    isPetService: service.is_pet_service,
  };
}

export function toDraftStaff(member: BookingStaff): DraftStaff {
  return {
    kind: 'staff',
    salonStaffId: member.salon_staff_id,
    userId: member.user_id,
    name: member.display_name,
    avatarUrl: member.avatar_url,
  };
}

const positiveId = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

export interface EntryInput {
  draft: BookingDraft;
  salon: BookingSalon;
  services: BookingService[];
  staff: BookingStaff[];
  query: URLSearchParams;
  /** A refresh is being resumed: keep the draft as it is (even a completed one, for the success step). */
  resuming: boolean;
  /** The customer's packages at this salon (packages are a later issue: none yet). */
  customerPackageIds: readonly number[];
}

export interface EntryResult {
  draft: BookingDraft;
  /** Info messages for the customer (a package link that cannot be used). */
  notices: string[];
}

export function prepareEntry(input: EntryInput): EntryResult {
  const { salon, services, staff, query } = input;
  const finished = input.draft.createdAppointment !== null || input.draft.isBookingCompleted;
  let draft = finished && !input.resuming ? emptyDraft(salon.id) : input.draft;
  const notices: string[] = [];

  // What the salon no longer offers is dropped; prices and durations are refreshed.
  const byId = new Map(services.map((s) => [s.id, s]));
  const selectedServices = draft.selectedServices
    .map((s) => byId.get(s.id))
    .filter((s): s is BookingService => s !== undefined)
    .map(toDraftService);
  const selectedStaff =
    draft.selectedStaff?.kind === 'staff'
      ? staff.some((m) => m.salon_staff_id === (draft.selectedStaff as { salonStaffId: number }).salonStaffId)
        ? draft.selectedStaff
        : null
      : draft.selectedStaff;
  draft = {
    ...draft,
    salon: { id: salon.id, name: salon.name, slug: salon.slug, city: salon.city, district: salon.district },
    selectedServices,
    selectedStaff,
  };

  if (!input.resuming) {
    const serviceId = positiveId(query.get('service_id'));
    const service = serviceId === null ? undefined : byId.get(serviceId);
    if (service !== undefined && !draft.selectedServices.some((s) => s.id === service.id)) {
      draft = {
        ...draft,
        selectedServices: [toDraftService(service)],
        selectedTime: null,
        slotStaffId: null,
      };
    }
    const staffId = positiveId(query.get('staff_id'));
    const member = staffId === null ? undefined : staff.find((m) => m.salon_staff_id === staffId);
    if (member !== undefined) {
      draft = { ...draft, selectedStaff: toDraftStaff(member), selectedTime: null, slotStaffId: null };
    }
  }

  const rawPackage = query.get('package_id');
  if (rawPackage !== null) {
    const packageId = positiveId(rawPackage);
    if (packageId !== null && input.customerPackageIds.includes(packageId)) {
      draft = { ...draft, customerPackageId: packageId, isPackageMode: true };
    } else {
      notices.push(packageId === null ? PACKAGE_ID_INVALID : PACKAGE_NOT_FOUND);
      draft = { ...draft, customerPackageId: null, isPackageMode: false };
    }
  } else if (!input.resuming) {
    draft = { ...draft, customerPackageId: null, isPackageMode: false };
  }
  return { draft, notices };
}
