import type { BookingStep } from '@salonya/domain/routing/route-table';
import { BookingWizard } from '@/features/booking/components/booking-wizard';
import { isBookingStep } from '@/features/booking/utils/booking-steps';
import { getServerNow } from '@/features/system/api/get-server-time';
import { useCurrentRoute } from '../../use-current-route';

/** /salons/{salonId}/booking/{step?} (SPEC §2.5): the wizard, with the server clock of the system feature. */
export function Component() {
  const current = useCurrentRoute();
  const salonId = Number(current?.params.salonId);
  const step: BookingStep = isBookingStep(current?.params.step) ? current.params.step : 'entry';
  return <BookingWizard key={salonId} salonId={salonId} step={step} serverNow={getServerNow} />;
}
