import type { BookingStep } from '@salonya/domain/routing/route-table';
import type { BookingSalon, BookingService, BookingStaff } from '../types';
import type { BookingDraft } from '../utils/booking-draft';

/** What every wizard step gets from the wizard. */
export interface StepProps {
  salonId: number;
  salon: BookingSalon;
  services: BookingService[];
  staff: BookingStaff[];
  draft: BookingDraft;
  update: (change: (draft: BookingDraft) => BookingDraft) => BookingDraft;
  /** The next step for the draft as it is now (conditional steps included when needed). */
  goNext: () => void;
  goTo: (step: BookingStep, options?: { keepQuery?: boolean }) => void;
  /** The current time by the server clock (SPEC §4 'Server time'); rejects when it is unavailable. */
  serverNow: () => Promise<Date>;
  /** Null on the first step the customer sees. */
  goBack: (() => void) | null;
}
