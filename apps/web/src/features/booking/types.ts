import type { SalonDetail } from '@salonya/contracts/catalogue';

/**
 * What the wizard reads of the public salon endpoints: the contract's types (issue 14 item 4), never hand-written
 * copies — a change to the answer shows up here at compile time.
 */
export type {
  SalonDetail as BookingSalon,
  SalonService as BookingService,
  SalonStaffMember as BookingStaff,
} from '@salonya/contracts/catalogue';

export type BookingOpeningHours = SalonDetail['opening_hours'][number];
