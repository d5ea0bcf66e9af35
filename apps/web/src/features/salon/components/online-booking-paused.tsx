import { Phone } from 'lucide-react';
import {
  ONLINE_BOOKINGS_PAUSED,
  ONLINE_BOOKINGS_PAUSED_TITLE,
} from '@salonya/domain/salon-owner/online-bookings';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';

/**
 * Shown instead of 'Randevu Al' while the owner has paused online bookings (/salon/ayarlar): the salon page, the
 * specialist page and the booking wizard say the same thing and offer the phone when the salon has one.
 */
export function OnlineBookingPausedNotice({
  phone,
  className,
}: {
  phone?: string | null | undefined;
  className?: string;
}) {
  return (
    <Alert variant="warning" title={ONLINE_BOOKINGS_PAUSED_TITLE} className={className}>
      <p>{ONLINE_BOOKINGS_PAUSED}</p>
      {phone !== undefined && phone !== null && phone.trim() !== '' && (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2' })}
        >
          <Phone aria-hidden="true" className="size-4" />
          {`Salonu Ara: ${phone}`}
        </a>
      )}
    </Alert>
  );
}
