import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { failureMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import {
  APPOINTMENT_NOTES_MAX,
  SLOT_TAKEN_MESSAGE,
  type NearestSlot,
  type PaymentMethod,
} from '@salonya/contracts/booking';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import {
  slotTakenAlternatives,
  useCreateAppointment,
  type BookingRequestBody,
} from '../../api/create-appointment';
import { BOOKING_FAILED, PAST_TIME } from '../../messages';
import { withDate, withTime, type BookingDraft } from '../../utils/booking-draft';
import { dayAsDate, istanbulWallClock } from '@salonya/domain/time/istanbul';
import { newIdempotencyKey } from '../../utils/idempotency-key';
import { BookingSummary } from '../booking-summary';
import { EMAIL_NOT_VERIFIED, EmailVerificationNotice } from '../email-verification-notice';
import { PaymentMethodList } from '../payment-methods';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';
import { useCan } from '@/hooks/use-can';

const NOTES_MAX = APPOINTMENT_NOTES_MAX;

type Failure =
  | { kind: 'message'; message: string; offerTimeStep?: boolean }
  | { kind: 'email-not-verified'; message: string }
  | { kind: 'slot-taken'; message: string; nearest: NearestSlot[] };

export function requestBody(draft: BookingDraft, method: PaymentMethod, notes: string): BookingRequestBody {
  const body: BookingRequestBody = {
    salon_id: draft.salonId,
    salon_staff_id: draft.selectedStaff?.kind === 'staff' ? draft.selectedStaff.salonStaffId : 'any',
    service_ids: draft.selectedServices.map((s) => s.id),
    date: draft.selectedDate ?? '',
    time: draft.selectedTime ?? '',
    payment_method: method,
    notes: notes.trim(),
  };
  if (draft.isPackageMode && draft.customerPackageId !== null)
    body.customer_package_id = draft.customerPackageId;
  if (draft.location !== null) {
    const { addressId, title, address, city, district, latitude, longitude } = draft.location;
    // A saved address goes by its id (the server measures it against the salon); a new one in full.
    if (addressId !== null) body.address_id = addressId;
    else body.address = { title, address, city, district, latitude, longitude };
  }
  if (draft.pet !== null) body.pet = draft.pet;
  return body;
}

/**
 * SPEC §2.5 'payment': the summary, the payment method and the booking itself (POST /appointments with an
 * Idempotency-Key kept in the draft, so a retry after a lost answer cannot book twice). A 409 slot_taken shows the
 * Turkish message and the nearest free times to pick from.
 */
export function PaymentStep({ draft, update, goTo, goBack, serverNow }: StepProps) {
  const [method, setMethod] = useState<PaymentMethod>('pay_at_salon');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [checkingClock, setCheckingClock] = useState(false);
  const create = useCreateAppointment();
  const { user } = useSession();
  const can = useCan();
  // Issue 15: a customer verifies the e-mail address before booking; say so before the confirm button.
  const unverified = user !== null && can('appointment.book') && user.email_verified_at === null;

  // A finished booking is not paid twice: going back to this step shows the success step.
  useEffect(() => {
    if (draft.isBookingCompleted) goTo('success', { keepQuery: false });
  }, [draft.isBookingCompleted, goTo]);

  const confirm = async () => {
    setFailure(null);
    if (draft.selectedDate === null || draft.selectedTime === null) return;
    setCheckingClock(true);
    let now: Date;
    try {
      now = await serverNow();
    } catch (error) {
      setFailure({ kind: 'message', message: error instanceof Error ? error.message : BOOKING_FAILED });
      return;
    } finally {
      setCheckingClock(false);
    }
    if (istanbulWallClock(draft.selectedDate, draft.selectedTime).getTime() <= now.getTime()) {
      setFailure({ kind: 'message', message: PAST_TIME, offerTimeStep: true });
      return;
    }
    const key = draft.idempotencyKey ?? newIdempotencyKey();
    const current = update((d) => ({ ...d, idempotencyKey: key }));
    create.mutate(
      { body: requestBody(current, method, notes), idempotencyKey: key },
      {
        onSuccess: (appointment) => {
          update((d) => ({
            ...d,
            createdAppointment: {
              id: appointment.id,
              startsAt: appointment.starts_at,
              endsAt: appointment.ends_at,
              staffName: appointment.staff.display_name,
              totalPriceKurus: appointment.total_price_kurus,
              status: appointment.status,
            },
            isBookingCompleted: true,
            idempotencyKey: null,
          }));
          goTo('success', { keepQuery: false });
        },
        onError: (error) => {
          const nearest = slotTakenAlternatives(error);
          if (nearest !== null) {
            update((d) => ({ ...d, idempotencyKey: null }));
            const message =
              error instanceof ApiError && error.message.trim() !== '' ? error.message : SLOT_TAKEN_MESSAGE;
            setFailure({ kind: 'slot-taken', message, nearest });
          } else if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED) {
            update((d) => ({ ...d, idempotencyKey: null }));
            setFailure({ kind: 'email-not-verified', message: error.message });
          } else {
            setFailure({ kind: 'message', message: failureMessage(error, BOOKING_FAILED) });
          }
        },
      },
    );
  };

  const pickAlternative = (slot: NearestSlot) => {
    update((d) => withTime(withDate(d, slot.date), slot.time, slot.salon_staff_id));
    setFailure(null);
  };

  return (
    <StepFrame title="Ödeme ve onay" description="Bilgilerinizi kontrol edip randevunuzu onaylayın.">
      <BookingSummary draft={draft} />
      <PaymentMethodList selected={method} onSelect={setMethod} />
      <TextareaField
        label="Salona notunuz (isteğe bağlı)"
        value={notes}
        maxLength={NOTES_MAX}
        rows={3}
        onChange={(event) => setNotes(event.target.value)}
        counter={`${notes.length}/${NOTES_MAX}`}
      />
      {failure?.kind === 'email-not-verified' ? (
        <EmailVerificationNotice message={failure.message} />
      ) : (
        unverified && <EmailVerificationNotice />
      )}
      {failure?.kind === 'message' && (
        <Alert variant="error">
          {failure.message}
          {failure.offerTimeStep === true && (
            <Button variant="outline" size="sm" className="mt-2" onClick={() => goTo('time')}>
              Saat Seç
            </Button>
          )}
        </Alert>
      )}
      {failure?.kind === 'slot-taken' && (
        <Alert variant="warning" title={failure.message}>
          {failure.nearest.length === 0 ? (
            <>
              <p>Yakın bir boş saat bulunamadı.</p>
              <Button variant="outline" size="sm" className="mt-2" onClick={() => goTo('date')}>
                Başka Gün Seç
              </Button>
            </>
          ) : (
            <>
              <p>En yakın boş saatler:</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {failure.nearest.map((slot) => (
                  <li key={`${slot.date}-${slot.time}-${slot.salon_staff_id}`}>
                    <Button variant="outline" size="lg" onClick={() => pickAlternative(slot)}>
                      {slot.date === draft.selectedDate
                        ? slot.time
                        : `${formatDate(dayAsDate(slot.date))} ${slot.time}`}
                      {draft.selectedStaff?.kind !== 'staff' && (
                        <span className="text-xs font-normal text-gray-600">{slot.display_name}</span>
                      )}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      <WizardFooter
        draft={draft}
        onBack={goBack}
        primary={{
          label: 'Randevuyu Onayla',
          onClick: () => void confirm(),
          isLoading: checkingClock || create.isPending,
        }}
      />
    </StepFrame>
  );
}
