import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
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
  isPaymentFailure,
  slotTakenAlternatives,
  useCreateAppointment,
  type BookingRequestBody,
} from '../../api/create-appointment';
import { useWalletSummary } from '@/hooks/use-wallet-summary';
import { CardFields, cardBody, emptyCard, type CardDraft } from '@/components/ui/card-fields';
import { TextField } from '@/components/ui/text-field';
import { formatTRY } from '@/lib/format';
import { liraToKurus } from '@salonya/domain/format/money';
import { draftTotals } from '../../utils/booking-draft';
import {
  BANK_RETURN_DRAFT_KEPT,
  BANK_RETURN_EXPIRED,
  BANK_RETURN_FAILED,
  BANK_RETURN_TITLE,
  BOOKING_FAILED,
  PAST_TIME,
} from '../../messages';
import { bankReturnOf, useReturnedPayment } from '../../api/get-returned-payment';
import { withDate, withTime, type BookingDraft } from '../../utils/booking-draft';
import { dayAsDate, istanbulWallClock } from '@salonya/domain/time/istanbul';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { BookingSummary } from '../booking-summary';
import { EMAIL_NOT_VERIFIED, EmailVerificationNotice } from '../email-verification-notice';
import { PaymentMethodList, walletAllows } from '../payment-methods';
import { InstallmentChoice, installmentFields, type InstallmentSelection } from '../installment-choice';
import type { StepProps } from '../step-props';
import { StepFrame, WizardFooter } from '../wizard-footer';
import { useCan } from '@/hooks/use-can';
import type { CouponQuote } from '@salonya/contracts/coupons';
import { forgetRememberedCoupon } from '@/lib/remembered-coupon';
import { CouponField } from '../coupon-field';

const NOTES_MAX = APPOINTMENT_NOTES_MAX;

type Failure =
  | { kind: 'message'; message: string; offerTimeStep?: boolean }
  | { kind: 'payment'; message: string }
  | { kind: 'email-not-verified'; message: string }
  | { kind: 'slot-taken'; message: string; nearest: NearestSlot[] };

/** How the booking is paid besides the method: the card (card, split) and the wallet part (split, kuruş). */
export interface PaymentChoice {
  card?: CardDraft;
  walletAmountKurus?: number;
  /** Instalments of the card part (ADR 0049); null or absent = a single payment. */
  installment?: InstallmentSelection | null;
  /** An applied coupon's code (issue 18 item 5). */
  couponCode?: string;
}

/** '120,50' → 12050 kuruş; NaN for text that is not an amount (the server then answers 422). */
export function parseLira(text: string): number {
  const normalised = text.trim().replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? liraToKurus(Number(normalised)) : Number.NaN;
}

export function requestBody(
  draft: BookingDraft,
  method: PaymentMethod,
  notes: string,
  payment: PaymentChoice = {},
): BookingRequestBody {
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
  if ((method === 'card' || method === 'wallet_card') && payment.card)
    body.card = { ...cardBody(payment.card), ...installmentFields(payment.installment ?? null) };
  if (method === 'wallet_card' && payment.walletAmountKurus !== undefined)
    body.wallet_amount_kurus = payment.walletAmountKurus;
  if (payment.couponCode !== undefined) body.coupon_code = payment.couponCode;
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
  const isCustomer = can('appointment.book');
  const wallet = useWalletSummary({ enabled: isCustomer });
  // Back from the bank's page without a payment: say why, keep the draft; a new attempt hides it.
  const { search } = useLocation();
  const [bankReturn, setBankReturn] = useState(() => bankReturnOf(search));
  const returnedPayment = useReturnedPayment(isCustomer ? (bankReturn?.appointmentId ?? null) : null);
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [walletPart, setWalletPart] = useState('');
  const [installment, setInstallment] = useState<InstallmentSelection | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  const [couponError, setCouponError] = useState<string | undefined>(undefined);
  // A coupon chosen on /musteri/kuponlar ('Kullan') is filled in once.
  const [rememberedCode] = useState(() => forgetRememberedCoupon() ?? '');
  const listKurus = draftTotals(draft).priceKurus;
  // The price shown is the price charged: what is due after the coupon.
  const totalKurus = coupon ? coupon.amount_due_kurus : listKurus;
  const balanceKurus = wallet.data?.balance_kurus ?? null;
  // The card part, and what is charged in all: with instalments the card's total (price shown = price charged).
  const cardPartKurus = method === 'wallet_card' ? totalKurus - parseLira(walletPart) : totalKurus;
  const chargedKurus =
    (method === 'card' || method === 'wallet_card') && installment !== null
      ? totalKurus - cardPartKurus + installment.totalKurus
      : totalKurus;
  // Issue 15: a customer verifies the e-mail address before booking; say so before the confirm button.
  const unverified = user !== null && can('appointment.book') && user.email_verified_at === null;

  // A finished booking is not paid twice: going back to this step shows the success step.
  useEffect(() => {
    if (draft.isBookingCompleted) goTo('success', { keepQuery: false });
  }, [draft.isBookingCompleted, goTo]);

  const confirm = async () => {
    setFailure(null);
    setBankReturn(null);
    setFieldErrors({});
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
      {
        body: requestBody(current, method, notes, {
          card,
          walletAmountKurus: method === 'wallet_card' ? parseLira(walletPart) : undefined,
          installment,
          couponCode: coupon?.code,
        }),
        idempotencyKey: key,
      },
      {
        onSuccess: ({ appointment, payment }) => {
          if (payment?.status === 'requires_action' && payment.redirect_url) {
            // The bank's 3-D Secure page: the draft stays (sessionStorage) for a return after a failure.
            update((d) => ({ ...d, idempotencyKey: null }));
            window.location.assign(payment.redirect_url);
            return;
          }
          update((d) => ({
            ...d,
            createdAppointment: {
              id: appointment.id,
              startsAt: appointment.starts_at,
              endsAt: appointment.ends_at,
              staffName: appointment.staff.display_name,
              totalPriceKurus: appointment.amount_due_kurus,
              status: appointment.status,
              paymentMethod: appointment.payment_method,
              paymentStatus: appointment.payment_status,
              walletKurus: appointment.payment?.wallet_kurus ?? payment?.wallet_kurus ?? null,
              cardKurus: appointment.payment?.card_kurus ?? payment?.card_kurus ?? null,
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
          } else if (isPaymentFailure(error)) {
            // Not paid: the server released the slot; the draft stays, a new attempt gets a new key.
            update((d) => ({ ...d, idempotencyKey: null }));
            setFieldErrors(error.errors);
            setFailure({ kind: 'payment', message: error.message });
          } else if (error instanceof ApiError && error.status === 422) {
            update((d) => ({ ...d, idempotencyKey: null }));
            setFieldErrors(error.errors);
            // The coupon no longer applies (used up meanwhile, paused): its reason goes next to the field.
            const couponReason = error.errors.coupon_code?.[0];
            if (couponReason !== undefined) {
              setCoupon(null);
              setCouponError(couponReason);
            }
            setFailure({ kind: 'message', message: failureMessage(error, BOOKING_FAILED) });
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
      {bankReturn !== null && (
        <div data-testid="bank-return-failure">
          <Alert variant="error" title={BANK_RETURN_TITLE}>
            {returnedPayment.data?.failure_message ??
              (bankReturn.status === 'expired' ? BANK_RETURN_EXPIRED : BANK_RETURN_FAILED)}{' '}
            {BANK_RETURN_DRAFT_KEPT}
          </Alert>
        </div>
      )}
      <BookingSummary draft={draft} />
      <PaymentMethodList
        selected={method}
        onSelect={setMethod}
        balanceKurus={balanceKurus}
        totalKurus={totalKurus}
      />
      {isCustomer && draft.salonId > 0 && (
        <CouponField
          salonId={draft.salonId}
          serviceIds={draft.selectedServices.map((s) => s.id)}
          applied={coupon}
          onApplied={setCoupon}
          initialCode={rememberedCode}
          error={couponError}
          onError={setCouponError}
        />
      )}
      {coupon && (
        <p className="text-sm text-gray-700" data-testid="payment-discount">
          İndirim ({coupon.code}): −{formatTRY(coupon.discount_kurus)}
        </p>
      )}
      <p className="text-base font-semibold text-gray-900" data-testid="payment-total">
        Ödenecek tutar: {formatTRY(chargedKurus)}
      </p>
      {method === 'wallet_card' && (
        <TextField
          id="wallet-part"
          label="Cüzdandan kullanılacak tutar (₺)"
          inputMode="decimal"
          value={walletPart}
          onChange={(e) => setWalletPart(e.target.value)}
          hint={
            balanceKurus === null
              ? undefined
              : `Bakiyeniz ${formatTRY(balanceKurus)}; kalan tutar kartınızdan çekilir.`
          }
          error={fieldErrors.wallet_amount_kurus?.[0]}
        />
      )}
      {(method === 'card' || method === 'wallet_card') && (
        <CardFields
          idPrefix="booking-card"
          value={card}
          onChange={setCard}
          errors={fieldErrors}
          testCards={wallet.data?.test_cards ?? []}
        />
      )}
      {(method === 'card' || method === 'wallet_card') && (
        <InstallmentChoice
          cardNumber={card.number}
          amountKurus={cardPartKurus}
          value={installment}
          onChange={setInstallment}
          error={(fieldErrors['card.installment_count'] ?? fieldErrors['card.installment_total_kurus'])?.[0]}
        />
      )}
      {method === 'wallet' && fieldErrors.payment_method?.[0] && (
        <Alert variant="error">{fieldErrors.payment_method[0]}</Alert>
      )}
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
      {failure?.kind === 'payment' && (
        <Alert variant="error" title="Ödeme alınamadı">
          {failure.message}
        </Alert>
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
          label:
            method === 'pay_at_salon' || !walletAllows(method, balanceKurus, totalKurus)
              ? 'Randevuyu Onayla'
              : `Öde ve Onayla (${formatTRY(chargedKurus)})`,
          onClick: () => void confirm(),
          isLoading: checkingClock || create.isPending,
        }}
      />
    </StepFrame>
  );
}
