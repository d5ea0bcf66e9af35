import { MultiConfirmationPage } from '@/features/appointments/components/confirm/multi-confirmation-page';

/** /randevular/onay: several appointments booked together (login required, SPEC §2.1). */
export function Component() {
  return <MultiConfirmationPage />;
}
