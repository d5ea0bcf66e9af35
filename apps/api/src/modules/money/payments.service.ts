import type {
  PaymentResult,
  ThreeDsCallbackBody,
  TopUpBody,
  WalletTransactionsQuery,
} from '@salonya/contracts/money';
import { topUpBodySchema } from '@salonya/contracts/money';
import { istanbulParts } from '@salonya/domain/booking/time';
import { formatIstanbulIso } from '@salonya/domain/booking/time';
import { formatShortDateTime } from '@salonya/domain/format/date';
import { formatLiraNumber, formatTRY } from '@salonya/domain/format/money';
import { binOf, INSTALLMENT_MESSAGES, installmentLabel } from '@salonya/domain/money/installments';
import {
  bookingPaymentJournal,
  holdReleaseJournal,
  manualAdjustmentJournal,
  revenueRecognitionJournal,
  topUpJournal,
  walletBonusJournal,
  walletHoldJournal,
} from '@salonya/domain/money/journals';
import {
  WALLET_SETTINGS_MESSAGES,
  topUpBonus,
  topUpProblem,
  walletSettingsProblems,
} from '@salonya/domain/money/wallet-settings';
import type {
  AdminPaymentDetail,
  AdminPaymentsFilter,
  AdminPaymentsListQuery,
  WalletSettingsBody,
} from '@salonya/contracts/refunds';
import {
  LEDGER_MESSAGES,
  LedgerError,
  type AccountKind,
  type JournalKind,
} from '@salonya/domain/money/ledger';
import {
  cardNotExpired,
  luhnValid,
  PAYMENT_HOLD_MINUTES,
  PAYMENT_MESSAGES,
  paymentStatusLabels,
  splitPayment,
  TEST_CARDS,
  type BookingPaymentMethod,
  type PaymentFailureCode,
} from '@salonya/domain/money/payments';
import { statusOnPlacement } from '@salonya/domain/booking/placement';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import type { SessionUser } from '../../plugins/policy';
import { findAppointment } from '../booking/appointments.repository';
import { queueBookingMails } from '../booking/booking-mails';
import { scheduleReminders } from '../booking/reminders';
import {
  postJournal,
  walletBalance,
  walletTransactions,
  type WalletTransactionRow,
} from './ledger.repository';
import {
  capturedBookingPayments,
  customerTckn,
  challengePage,
  customerBillingAddress,
  salonBillingAddress,
  type PlaceRow,
  paymentById,
  findUserForWallet,
  insertPayment,
  lockPayment,
  lockPaymentAppointment,
  markAppointmentPaid,
  markCaptured,
  markFailed,
  markRequiresAction,
  paymentByChallenge,
  paymentsPage,
  adminPaymentById,
  paymentJournalLines,
  paymentsForExport,
  type AdminPaymentRow,
  releaseUnpaidAppointment,
  stalePaymentIds,
  type PaymentRow,
  type StoredAnswer,
} from './payments.repository';
import type {
  BuyerAddress,
  CardDetails,
  ChallengeCallback,
  PaymentProvider,
  StartResult,
} from './providers/payment-provider';
import { COUPON_MESSAGES, releaseCoupon } from '../coupons/coupons.service';
import { KEY_MESSAGES, withMoneyKey } from './money-keys';
import { createRefunds, type CancellationContext } from './refunds.service';
import { loadWalletSettings, saveWalletSettings } from './wallet-settings.repository';

export const MONEY_MESSAGES = {
  ...KEY_MESSAGES,
  paymentNotFound: 'Ödeme bulunamadı.',
  challengeNotFound: 'Doğrulama bağlantısı geçersiz ya da süresi dolmuş.',
  badSignature: 'Banka yanıtının imzası doğrulanamadı.',
  userNotFound: 'Kullanıcı bulunamadı.',
  notCustomer: 'Cüzdan yalnızca müşteri hesaplarında bulunur.',
  cardRequired: 'Kart bilgileri zorunludur.',
  walletAmountRequired: 'Cüzdandan ödenecek tutarı girin.',
  walletAmountRange: (total: number) =>
    `Cüzdandan ödenecek tutar ₺0,01 ile ${formatTRY(total - 1)} arasında olmalıdır.`,
  topUpStarted: 'Kart doğrulaması için bankanızın sayfasına yönlendiriliyorsunuz.',
  toppedUp: (amount: number) => `Cüzdanınıza ${formatTRY(amount)} yüklendi.`,
  adjusted: 'Cüzdan bakiyesi düzeltildi.',
  adjustmentBelowZero: 'Bu düzeltme cüzdan bakiyesini eksiye düşürürdü.',
  noProvider: 'Bu ödeme sağlayıcısı bu sunucuda etkin değil.',
  bankAnswerPending:
    'Bankanızın yanıtı şu anda işlenemedi. Ödemenizin sonucu birkaç dakika içinde netleşecek; tekrar ödeme yapmayın.',
} as const;

/** The Turkish line of a wallet transaction (its type label and what it was for). */
export const JOURNAL_LABELS: Readonly<Record<JournalKind, string>> = {
  wallet_top_up: 'Bakiye yükleme',
  booking_payment: 'Randevu ödemesi',
  payment_hold: 'Ödeme için ayrılan tutar',
  payment_hold_release: 'Ayrılan tutarın iadesi',
  revenue_recognition: 'Gelir kaydı',
  manual_adjustment: 'Yönetici düzeltmesi',
  refund: 'İade',
  card_refund: 'Karta iade',
  coupon_funding: 'Kupon',
  wallet_bonus: 'Bonus',
  opening_balance: 'Açılış bakiyesi',
};

export interface PaymentsDeps {
  db: Db;
  now: () => number;
  provider: PaymentProvider;
  mail: { kick(): void };
  links: { appUrl: string; appKey: string };
}

/** What the booking transaction reserved for a paid booking. */
export type BookingPaymentReservation =
  | { kind: 'paid'; paymentId: number }
  | { kind: 'card'; paymentId: number; cardKurus: number; card: CardDetails };

export class PaymentFailedError extends AppError {
  constructor(message: string) {
    super(402, 'PAYMENT_FAILED', message, { errors: { card: [message] } });
  }
}

/** The 402 answer of a failed payment (stored for its Idempotency-Key like any answer). */
export function paymentFailedAnswer(message: string): StoredAnswer {
  return {
    status: 402,
    body: { success: false, message, error_code: 'PAYMENT_FAILED', errors: { card: [message] } },
  };
}

/** 422 for a card that cannot be right: the Luhn check or a past expiry (before anything is held). */
export function checkCard(card: CardDetails, now: Date): void {
  if (!luhnValid(card.number)) throw AppError.field('card.number', PAYMENT_MESSAGES.cardNumber);
  const [year, month] = istanbulParts(now).date.split('-').map(Number) as [number, number];
  if (!cardNotExpired(card.expiryMonth, card.expiryYear, year, month))
    throw AppError.field('card.expiry_month', PAYMENT_MESSAGES.expiry);
  if (card.installments && card.installments.count > 1 && card.installments.totalKurus === undefined)
    throw AppError.field('card.installment_total_kurus', INSTALLMENT_MESSAGES.totalRequired);
}

/** What the card is charged for a card part (ADR 0049): the shown instalment total, or the part itself. */
export function chargedKurusOf(card: CardDetails, cardKurus: number): { count: number; totalKurus: number } {
  const count = card.installments?.count ?? 1;
  if (count === 1) return { count, totalKurus: cardKurus };
  const total = card.installments?.totalKurus ?? cardKurus;
  // A total below the price is not an instalment plan any bank offers: refused before anything is held.
  if (total < cardKurus)
    throw AppError.field('card.installment_total_kurus', INSTALLMENT_MESSAGES.notOffered);
  return { count, totalKurus: total };
}

/** A wallet that would go below zero is the customer's input problem: 422 on the field that asked for it. */
function walletShort(err: unknown, field: string): never {
  if (
    err instanceof LedgerError &&
    err.problem.code === 'insufficient_funds' &&
    err.problem.account.startsWith('customer_wallet:')
  )
    throw AppError.field(field, LEDGER_MESSAGES.insufficientWallet);
  throw err;
}

/**
 * The buyer's address when the customer saved none and no salon is involved (a wallet top-up): Salonya's own city
 * and a line that says the address was not given (ADR 0049). Salonya does not ask customers for a billing address.
 */
export const FALLBACK_BUYER_ADDRESS: BuyerAddress = {
  address: 'Adres belirtilmedi (Salonya çevrim içi ödeme)',
  city: 'İstanbul',
  source: 'fallback',
};

/** One line of an address as the provider wants it: street, then district (the city goes in its own field). */
function addressLine(place: PlaceRow): string {
  return [place.address.trim(), place.district.trim()].filter((part) => part !== '').join(', ');
}

/**
 * Which address the provider gets for a payment (ADR 0049): the customer's default saved address, else their
 * newest saved one; for a booking with none, the salon's address (where the service is bought); else the fallback.
 */
export function buyerAddressOf(
  saved: (PlaceRow & { is_default: boolean }) | null,
  salon: PlaceRow | null,
): BuyerAddress {
  if (saved && saved.address.trim() !== '' && saved.city.trim() !== '')
    return {
      address: addressLine(saved),
      city: saved.city.trim(),
      source: saved.is_default ? 'default' : 'saved',
    };
  if (salon && salon.address.trim() !== '' && salon.city.trim() !== '')
    return { address: addressLine(salon), city: salon.city.trim(), source: 'salon' };
  return FALLBACK_BUYER_ADDRESS;
}

/** Who starts a card payment: the signed-in customer and the client IP of their request. */
export interface PaymentRequester {
  user: SessionUser;
  ip: string;
}

export function transactionDto(r: WalletTransactionRow) {
  const what = r.salon_name ? `${JOURNAL_LABELS[r.kind]} – ${r.salon_name}` : JOURNAL_LABELS[r.kind];
  return {
    id: r.id,
    type: r.kind,
    type_label: JOURNAL_LABELS[r.kind],
    amount_kurus: r.amount_kurus,
    balance_after_kurus: r.balance_after_kurus,
    description:
      (r.kind === 'manual_adjustment' || r.kind === 'wallet_bonus') && r.reason
        ? `${what}: ${r.reason}`
        : what,
    payment_id: r.payment_id,
    appointment_id: r.appointment_id,
    created_at: formatIstanbulIso(r.created_at),
  };
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider } = deps;
  const clock = () => new Date(deps.now());
  const refunds = createRefunds({ db, provider });

  function dto(p: PaymentRow, redirectUrl: string | null = null): PaymentResult {
    return {
      id: p.id,
      purpose: p.purpose,
      status: p.status,
      status_label: paymentStatusLabels[p.status],
      amount_kurus: p.amount_kurus,
      card_kurus: p.card_kurus,
      wallet_kurus: p.wallet_kurus,
      card_last4: p.card_last4,
      installment_count: p.installment_count,
      card_charged_kurus: p.card_charged_kurus ?? p.card_kurus,
      redirect_url: p.status === 'requires_action' ? redirectUrl : null,
      failure_message: p.failure_message,
      appointment_id: p.appointment_id,
      salon_id: p.salon_id,
      created_at: formatIstanbulIso(p.created_at),
    };
  }

  /**
   * The provider's start, never throwing: a provider that cannot be reached is a failed payment, not a 500. With
   * instalments the provider's current offer for the card is checked first (ADR 0049): a count it no longer offers,
   * or a total other than the one the customer was shown, fails the payment before the card is charged anything.
   */
  async function startCard(
    paymentId: number,
    amountKurus: number,
    card: CardDetails,
    requester: PaymentRequester,
    salonId: number | null,
  ): Promise<StartResult> {
    const plan = chargedKurusOf(card, amountKurus);
    const buyer = requester.user;
    try {
      const saved = await customerBillingAddress(db, buyer.id);
      const address = buyerAddressOf(
        saved,
        saved === null && salonId !== null ? await salonBillingAddress(db, salonId) : null,
      );
      if (plan.count > 1) {
        const offered = (await provider.installmentOptions(binOf(card.number), amountKurus)).find(
          (o) => o.count === plan.count,
        );
        if (!offered) return { outcome: 'failed', code: 'installment_unavailable', providerRef: null };
        if (offered.totalKurus !== plan.totalKurus)
          return { outcome: 'failed', code: 'installment_changed', providerRef: null };
      }
      return await provider.startCardPayment({
        paymentId,
        amountKurus,
        card,
        buyer: {
          id: buyer.id,
          name: buyer.name,
          email: buyer.email,
          ip: requester.ip,
          address,
          identityNumber: await customerTckn(db, buyer.id),
        },
        description: `Salonya ödeme #${String(paymentId)}`,
        installments: plan,
      });
    } catch {
      return { outcome: 'failed', code: 'provider_error', providerRef: null };
    }
  }

  /** A booking paid in full: the held appointment is confirmed (or waits for the salon), reminders and mails follow. */
  async function bookingPaid(tx: Db, p: PaymentRow, now: Date): Promise<boolean> {
    const appointment = await lockPaymentAppointment(tx, p.appointment_id!);
    if (!appointment || appointment.status === 'cancelled') return false;
    await postJournal(
      tx,
      bookingPaymentJournal({
        salonId: p.salon_id!,
        customerUserId: p.customer_user_id,
        cardKurus: p.card_kurus,
        walletKurus: 0,
        heldKurus: p.wallet_kurus,
      }),
      { paymentId: p.id, appointmentId: p.appointment_id },
    );
    await markAppointmentPaid(
      tx,
      appointment.id,
      statusOnPlacement({ kind: 'salon_confirms' }, appointment.manual) === 'pending'
        ? 'pending'
        : 'confirmed',
    );
    await scheduleReminders(tx, appointment.id, appointment.starts_at, now);
    const record = await findAppointment(tx, appointment.id);
    if (record)
      await queueBookingMails(
        tx,
        record,
        { kind: 'booked' },
        { appUrl: deps.links.appUrl, appKey: deps.links.appKey, now },
      );
    return true;
  }

  /** The card part was captured: the books and the booking or the wallet follow. */
  async function capture(
    tx: Db,
    p: PaymentRow,
    providerRef: string,
    threeDs: 'none' | 'authenticated',
    now: Date,
  ) {
    await markCaptured(tx, p.id, providerRef, threeDs);
    if (p.purpose === 'wallet_top_up') {
      await postJournal(tx, topUpJournal(p.customer_user_id, p.card_kurus), { paymentId: p.id });
      // A bonus rule of the wallet settings (ADR 0048): Salonya's money from promotion funding, with the top-up.
      const bonus = topUpBonus(p.card_kurus, (await loadWalletSettings(tx)).bonus_rules);
      if (bonus)
        await postJournal(tx, walletBonusJournal(p.customer_user_id, bonus.bonus_kurus), {
          paymentId: p.id,
          reason: WALLET_SETTINGS_MESSAGES.bonusReason(bonus.bonus_kurus, bonus.min_top_up_kurus),
        });
      return;
    }
    if (await bookingPaid(tx, p, now)) return;
    // The booking was released while the bank answered: nothing is lost, the money goes to the wallet.
    await postJournal(tx, topUpJournal(p.customer_user_id, p.card_kurus), {
      paymentId: p.id,
      reason: 'Randevu ödeme sırasında serbest kaldı; tutar cüzdana aktarıldı.',
    });
    if (p.wallet_kurus > 0)
      await postJournal(tx, holdReleaseJournal(p.customer_user_id, p.wallet_kurus), { paymentId: p.id });
  }

  /** Not paid: wallet money held goes back, the held appointment is released. */
  async function fail(
    tx: Db,
    p: PaymentRow,
    status: 'failed' | 'expired',
    code: PaymentFailureCode,
    providerRef: string | null,
  ) {
    const message = code === 'expired' ? PAYMENT_MESSAGES.expired : PAYMENT_MESSAGES[code];
    await markFailed(tx, p.id, status, code, message, providerRef);
    if (p.wallet_kurus > 0)
      await postJournal(tx, holdReleaseJournal(p.customer_user_id, p.wallet_kurus), {
        paymentId: p.id,
        appointmentId: p.appointment_id,
      });
    if (p.appointment_id !== null) {
      await releaseUnpaidAppointment(tx, p.appointment_id);
      // The coupon of an unpaid booking is given back (ADR 0047).
      await releaseCoupon(tx, p.appointment_id, COUPON_MESSAGES.releasedUnpaid);
    }
  }

  /** Records the provider's answer to a start, in its own transaction step; returns the payment after it. */
  async function settleStart(tx: Db, paymentId: number, start: StartResult, now: Date): Promise<PaymentRow> {
    const p = (await lockPayment(tx, paymentId))!;
    if (p.status === 'pending') {
      if (start.outcome === 'captured') await capture(tx, p, start.providerRef, 'none', now);
      else if (start.outcome === 'challenge')
        await markRequiresAction(
          tx,
          p.id,
          start.providerRef,
          sha256(start.challengeToken),
          start.challengeHtml ?? null,
        );
      else await fail(tx, p, 'failed', start.code, start.providerRef);
    }
    return (await lockPayment(tx, paymentId))!;
  }

  /** The answer of a settled payment request: 201 with the payment (and its 3-D Secure page), or 402. */
  function answerOf(
    p: PaymentRow,
    start: StartResult,
    body: (payment: PaymentResult) => Record<string, unknown>,
  ): StoredAnswer {
    if (p.status === 'failed' || p.status === 'expired')
      return paymentFailedAnswer(
        p.appointment_id !== null
          ? `${p.failure_message ?? PAYMENT_MESSAGES.declined} ${PAYMENT_MESSAGES.bookingReleased}`
          : (p.failure_message ?? PAYMENT_MESSAGES.declined),
      );
    return { status: 201, body: body(dto(p, start.outcome === 'challenge' ? start.redirectUrl : null)) };
  }

  /** Payments left waiting past their time: failed as expired, their holds and slots released. */
  async function expireStale(tx: Db, now: Date, salonId?: number): Promise<number> {
    // A real provider's payments are not expired blindly: the reconciliation job asks the provider first.
    const ids = await stalePaymentIds(tx, now, salonId, provider.reconcilesExpired ? [provider.name] : []);
    for (const id of ids) {
      const p = await lockPayment(tx, id);
      if (p && (p.status === 'pending' || p.status === 'requires_action'))
        await fail(tx, p, 'expired', 'expired', null);
    }
    return ids.length;
  }

  const withKey = (
    user: SessionUser,
    scope: string,
    key: string,
    requestHash: string,
    work: (tx: Db) => Promise<StoredAnswer | { pending: () => Promise<StoredAnswer> }>,
  ) => withMoneyKey(db, user.id, scope, key, requestHash, work);

  /**
   * The reconciliation of one payment the job claimed (ADR 0049): the provider's word first (no lock held while it
   * answers), then, under the payment's row lock and only if it is still waiting, capture and confirm, or fail and
   * release the slot and the wallet hold. Idempotent: a payment settled meanwhile (a late callback, another process)
   * is left as it is.
   */
  async function reconcile(paymentId: number): Promise<'captured' | 'failed' | 'waiting' | 'settled'> {
    const found = await paymentById(db, paymentId);
    if (!found || (found.status !== 'pending' && found.status !== 'requires_action')) return 'settled';
    const word = await provider.lookUp({
      paymentId: found.id,
      providerRef: found.provider_ref,
      chargedKurus: found.card_charged_kurus ?? found.card_kurus,
    });
    if (word.outcome === 'unknown') return 'waiting';
    const now = clock();
    const outcome = await inTransaction(db, async (tx) => {
      const p = await lockPayment(tx, paymentId);
      if (!p || (p.status !== 'pending' && p.status !== 'requires_action')) return 'settled' as const;
      if (word.outcome === 'captured') {
        await capture(
          tx,
          p,
          word.providerRef,
          p.status === 'requires_action' ? 'authenticated' : 'none',
          now,
        );
        return 'captured' as const;
      }
      const expired = p.expires_at.getTime() <= now.getTime();
      // A customer may still be on the bank's page: a challenge is only given up once its time has run out.
      if (p.status === 'requires_action' && !expired) return 'waiting' as const;
      if (word.outcome === 'failed') await fail(tx, p, 'failed', word.code, null);
      else await fail(tx, p, expired ? 'expired' : 'failed', expired ? 'expired' : 'provider_error', null);
      return 'failed' as const;
    });
    if (outcome === 'captured' || outcome === 'failed') deps.mail.kick();
    return outcome;
  }

  return {
    provider,
    reconcile,
    expireStale,
    settleStart,
    startCard,
    answerOf,
    dto,

    async walletSummary(userId: number) {
      const settings = await loadWalletSettings(db);
      return {
        user_id: userId,
        balance_kurus: await walletBalance(db, userId),
        currency: 'TRY' as const,
        top_up_min_kurus: settings.top_up_min_kurus,
        top_up_max_kurus: settings.top_up_max_kurus,
        bonus_rules: settings.bonus_rules
          .filter((r) => r.active)
          .map((r) => ({ min_top_up_kurus: r.min_top_up_kurus, bonus_kurus: r.bonus_kurus })),
        test_mode: provider.testMode,
        test_cards: provider.testMode ? TEST_CARDS.map((c) => ({ number: c.number, label: c.label })) : [],
      };
    },

    async walletTransactions(userId: number, q: WalletTransactionsQuery) {
      if (q.date_from && q.date_to && q.date_to < q.date_from)
        throw AppError.field('date_to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
      const { rows, total } = await walletTransactions(
        db,
        userId,
        { type: q.type, direction: q.direction, dateFrom: q.date_from, dateTo: q.date_to },
        { limit: q.per_page, offset: (q.page - 1) * q.per_page },
      );
      return {
        transactions: rows.map(transactionDto),
        meta: {
          page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
      };
    },

    /** POST /customer/wallet/top-ups: a card payment whose capture becomes wallet balance. */
    async topUp(requester: PaymentRequester, body: TopUpBody, key: string): Promise<StoredAnswer> {
      const { user } = requester;
      const parsed = topUpBodySchema.parse(body);
      const now = clock();
      if ((parsed.card.installment_count ?? 1) > 1)
        throw AppError.field('card.installment_count', INSTALLMENT_MESSAGES.topUpSingle);
      const card: CardDetails = {
        number: parsed.card.number,
        holderName: parsed.card.holder_name,
        expiryMonth: parsed.card.expiry_month,
        expiryYear: parsed.card.expiry_year,
        cvc: parsed.card.cvc,
      };
      checkCard(card, now);
      const limitProblem = topUpProblem(parsed.amount_kurus, await loadWalletSettings(db));
      if (limitProblem) throw AppError.field('amount_kurus', limitProblem);
      return withKey(user, 'wallet_top_up', key, sha256(JSON.stringify(parsed)), async (tx) => {
        const paymentId = await insertPayment(tx, {
          customerUserId: user.id,
          purpose: 'wallet_top_up',
          appointmentId: null,
          salonId: null,
          provider: provider.name,
          status: 'pending',
          cardKurus: parsed.amount_kurus,
          walletKurus: 0,
          cardLast4: card.number.slice(-4),
          expiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
        });
        return {
          pending: async () => {
            const start = await startCard(paymentId, parsed.amount_kurus, card, requester, null);
            const p = await inTransaction(db, (tx2) => settleStart(tx2, paymentId, start, now));
            return answerOf(p, start, (payment) => ({
              success: true,
              message:
                payment.status === 'captured'
                  ? MONEY_MESSAGES.toppedUp(payment.amount_kurus)
                  : MONEY_MESSAGES.topUpStarted,
              data: payment,
            }));
          },
        };
      });
    },

    /**
     * Inside the booking transaction, right after placeAppointment held the slot: a wallet payment is captured at once
     * (not enough balance → 422 and the whole booking rolls back); a card or split payment is recorded as pending
     * with the wallet part held, and the card goes to the provider after the commit.
     */
    async reserveBookingPayment(
      tx: Db,
      input: {
        customerUserId: number;
        appointmentId: number;
        salonId: number;
        totalKurus: number;
        method: Exclude<BookingPaymentMethod, 'pay_at_salon'>;
        walletAskedKurus: number | undefined;
        card: CardDetails | undefined;
        now: Date;
      },
    ): Promise<BookingPaymentReservation> {
      const split = splitPayment(input.method, input.totalKurus, input.walletAskedKurus);
      if ('error' in split)
        throw AppError.field(
          'wallet_amount_kurus',
          split.error === 'wallet_amount_required'
            ? MONEY_MESSAGES.walletAmountRequired
            : MONEY_MESSAGES.walletAmountRange(input.totalKurus),
        );
      const base = {
        customerUserId: input.customerUserId,
        purpose: 'booking' as const,
        appointmentId: input.appointmentId,
        salonId: input.salonId,
        cardKurus: split.cardKurus,
        walletKurus: split.walletKurus,
        expiresAt: new Date(input.now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
      };
      if (split.cardKurus === 0) {
        const paymentId = await insertPayment(tx, {
          ...base,
          provider: 'wallet',
          status: 'captured',
          cardLast4: null,
        });
        await postJournal(
          tx,
          bookingPaymentJournal({
            salonId: input.salonId,
            customerUserId: input.customerUserId,
            cardKurus: 0,
            walletKurus: split.walletKurus,
            heldKurus: 0,
          }),
          { paymentId, appointmentId: input.appointmentId },
        ).catch((err: unknown) => walletShort(err, 'payment_method'));
        return { kind: 'paid', paymentId };
      }
      if (!input.card) throw AppError.field('card', MONEY_MESSAGES.cardRequired);
      const plan = chargedKurusOf(input.card, split.cardKurus);
      const paymentId = await insertPayment(tx, {
        ...base,
        provider: provider.name,
        status: 'pending',
        cardLast4: input.card.number.slice(-4),
        installmentCount: plan.count,
        cardChargedKurus: plan.totalKurus,
      });
      if (split.walletKurus > 0)
        await postJournal(tx, walletHoldJournal(input.customerUserId, split.walletKurus), {
          paymentId,
          appointmentId: input.appointmentId,
        }).catch((err: unknown) => walletShort(err, 'wallet_amount_kurus'));
      return { kind: 'card', paymentId, cardKurus: split.cardKurus, card: input.card };
    },

    async paymentById(db2: Db, paymentId: number) {
      return paymentById(db2, paymentId);
    },

    /**
     * A paid appointment was completed: revenue is recognised (ADR 0041), the receivable becomes the salon's earnings
     * less the platform's commission. Nothing for an appointment paid at the salon.
     */
    async recogniseRevenue(tx: Db, appointmentId: number): Promise<void> {
      const paid = await capturedBookingPayments(tx, appointmentId);
      for (const p of paid)
        await postJournal(tx, revenueRecognitionJournal(p.salon_id!, p.amount_kurus), {
          paymentId: p.id,
          appointmentId,
        });
    },

    refunds,

    /**
     * A paid appointment was cancelled before it was performed: the refund policy decides (ADR 0048). Runs in the
     * cancellation's transaction; answers the card refunds to send after the commit (refunds.sendCardRefunds).
     */
    refundCancelled(tx: Db, appointmentId: number, ctx: CancellationContext): Promise<number[]> {
      return refunds.refundCancelled(tx, appointmentId, ctx);
    },

    async walletSettings() {
      return loadWalletSettings(db);
    },

    /** PUT /admin/wallet-settings: limits and bonus rules, checked as a whole (422 per field). */
    async saveWalletSettings(admin: SessionUser, body: WalletSettingsBody) {
      const problems = walletSettingsProblems(body);
      if (Object.keys(problems).length > 0) throw AppError.validation(problems);
      await inTransaction(db, (tx) => saveWalletSettings(tx, body, admin.id));
      return loadWalletSettings(db);
    },

    /** GET /payments/test-bank/challenges/:token: what the bank's page shows (404 for an unknown token). */
    async challenge(token: string) {
      const p = await paymentByChallenge(db, sha256(token));
      if (!p) throw AppError.notFound(MONEY_MESSAGES.challengeNotFound);
      return {
        merchant: 'Salonya',
        // What the card is charged: with instalments their total (the price shown is the price charged).
        amount_kurus: p.card_charged_kurus ?? p.card_kurus,
        card_last4: p.card_last4 ?? '',
        status: p.status === 'requires_action' ? ('open' as const) : ('closed' as const),
      };
    },

    /**
     * POST /payments/callbacks/:provider: the bank's signed 3-D Secure answer. Verified (HMAC), then idempotent: a
     * payment already settled answers as it is; otherwise the provider completes it and the books follow.
     */
    async callback(body: ThreeDsCallbackBody | ChallengeCallback) {
      if (!provider.verifyCallback(body)) throw AppError.field('signature', MONEY_MESSAGES.badSignature);
      const found = await paymentByChallenge(db, sha256(body.token));
      if (!found) throw AppError.notFound(MONEY_MESSAGES.challengeNotFound);
      const now = clock();
      let settled = found;
      if (found.status === 'requires_action') {
        const expired = found.expires_at.getTime() <= now.getTime();
        let result: Awaited<ReturnType<PaymentProvider['completeChallenge']>> | null = null;
        try {
          if (!expired) result = await provider.completeChallenge(body, found.provider_ref ?? '');
        } catch {
          // No answer to the capture: the money may or may not have moved. The payment stays waiting and the
          // reconciliation job asks the provider (ADR 0049); a repeated callback tries again meanwhile.
          throw new AppError(503, 'SERVICE_UNAVAILABLE', MONEY_MESSAGES.bankAnswerPending);
        }
        settled = await inTransaction(db, async (tx) => {
          const p = (await lockPayment(tx, found.id))!;
          if (p.status === 'requires_action') {
            if (result === null) await fail(tx, p, 'expired', 'expired', null);
            else if (result.outcome === 'captured')
              await capture(tx, p, result.providerRef, 'authenticated', now);
            else await fail(tx, p, 'failed', result.code, null);
          }
          return (await lockPayment(tx, found.id))!;
        });
        deps.mail.kick();
      }
      return {
        ...dto(settled),
        return_path:
          settled.purpose === 'wallet_top_up'
            ? '/musteri/cuzdan'
            : settled.status === 'captured'
              ? `/musteri/randevu/${String(settled.appointment_id)}`
              : `/salons/${String(settled.salon_id)}/booking/payment`,
      };
    },

    /** A real provider's 3-D Secure page (iyzico's HTML), while its payment waits for it; 404 otherwise. */
    async challengePage(token: string): Promise<string> {
      const page = await challengePage(db, sha256(token));
      if (!page || page.expires_at.getTime() <= clock().getTime())
        throw AppError.notFound(MONEY_MESSAGES.challengeNotFound);
      return page.html;
    },

    /** GET /payments/installments: the provider's instalment options for a card's BIN and an amount (ADR 0049). */
    async installments(bin: string, amountKurus: number) {
      let options;
      try {
        options = await provider.installmentOptions(bin, amountKurus);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', INSTALLMENT_MESSAGES.unavailable);
      }
      return {
        amount_kurus: amountKurus,
        options: options.map((o) => ({
          count: o.count,
          label: installmentLabel(o.count),
          per_installment_kurus: o.perInstallmentKurus,
          total_kurus: o.totalKurus,
        })),
      };
    },

    // ── Admin ──────────────────────────────────────────────────────────────────────────────────────────────
    async adminWallet(q: {
      user_id?: number | undefined;
      email?: string | undefined;
      page: number;
      per_page: number;
    }) {
      const user = await findUserForWallet(db, { id: q.user_id, email: q.email });
      if (!user) throw AppError.notFound(MONEY_MESSAGES.userNotFound);
      if (user.user_type !== 'customer') throw AppError.field('user_id', MONEY_MESSAGES.notCustomer);
      const { rows, total } = await walletTransactions(
        db,
        user.id,
        {},
        { limit: q.per_page, offset: (q.page - 1) * q.per_page },
      );
      return {
        user: { id: user.id, name: user.name, email: user.email },
        balance_kurus: await walletBalance(db, user.id),
        transactions: {
          transactions: rows.map(transactionDto),
          meta: {
            page: q.page,
            per_page: q.per_page,
            total,
            last_page: Math.max(1, Math.ceil(total / q.per_page)),
          },
        },
      };
    },

    /** POST /admin/wallets/adjustments: a journal against platform adjustments with the reason (and the audit log). */
    async adjust(
      admin: SessionUser,
      body: { user_id: number; amount_kurus: number; reason: string },
      key: string,
    ) {
      const user = await findUserForWallet(db, { id: body.user_id });
      if (!user) throw AppError.notFound(MONEY_MESSAGES.userNotFound);
      if (user.user_type !== 'customer') throw AppError.field('user_id', MONEY_MESSAGES.notCustomer);
      return withKey(admin, 'wallet_adjustment', key, sha256(JSON.stringify(body)), async (tx) => {
        let journalId: number;
        try {
          journalId = await postJournal(tx, manualAdjustmentJournal(user.id, body.amount_kurus), {
            createdByUserId: admin.id,
            reason: body.reason,
          });
        } catch (err) {
          if (err instanceof LedgerError && err.problem.code === 'insufficient_funds')
            throw AppError.field('amount_kurus', MONEY_MESSAGES.adjustmentBelowZero);
          throw err;
        }
        return {
          status: 201,
          body: {
            success: true,
            message: MONEY_MESSAGES.adjusted,
            data: {
              user_id: user.id,
              balance_kurus: await walletBalance(tx, user.id),
              journal_id: journalId,
            },
          },
        };
      });
    },

    async adminPayments(q: AdminPaymentsListQuery) {
      checkDateRange(q);
      const { rows, total } = await paymentsPage(db, q, {
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return {
        payments: rows.map(adminDto),
        meta: {
          page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
      };
    },

    /** GET /admin/payments/:id: the payment, its 3-D Secure result, its journals line by line, its refund. */
    async adminPayment(id: number): Promise<AdminPaymentDetail> {
      const p = await adminPaymentById(db, id);
      if (!p) throw AppError.notFound(MONEY_MESSAGES.paymentNotFound);
      const lines = await paymentJournalLines(db, id);
      const journals: AdminPaymentDetail['journals'] = [];
      for (const l of lines) {
        let j = journals.at(-1);
        if (!j || j.id !== l.journal_id) {
          j = {
            id: l.journal_id,
            kind: l.kind,
            kind_label: JOURNAL_LABELS[l.kind],
            reason: l.reason,
            created_at: formatIstanbulIso(l.created_at),
            lines: [],
          };
          journals.push(j);
        }
        j.lines.push({
          account_key: l.account_key,
          account_kind: l.account_kind,
          account_label: ACCOUNT_LABELS[l.account_kind],
          amount_kurus: l.amount_kurus,
        });
      }
      return {
        ...adminDto(p),
        three_ds_label: THREE_DS_LABELS[p.three_ds] ?? p.three_ds,
        captured_at: p.captured_at ? formatIstanbulIso(p.captured_at) : null,
        journals,
        refund: await refunds.ofPayment(db, id),
      };
    },

    /** GET /admin/payments/export: the filtered payments as CSV (Turkish headers, lira in the Turkish format). */
    async adminPaymentsCsv(q: AdminPaymentsFilter): Promise<string> {
      checkDateRange(q);
      const rows = await paymentsForExport(db, q, EXPORT_LIMIT);
      return paymentsCsv(rows);
    },
  };
}

/** At most this many rows in one export (narrow the filters for more). */
export const EXPORT_LIMIT = 10_000;

export const THREE_DS_LABELS: Readonly<Record<string, string>> = {
  none: 'Yok',
  challenged: 'Doğrulama bekleniyor',
  authenticated: 'Doğrulandı',
  rejected: 'Reddedildi',
};

export const ACCOUNT_LABELS: Readonly<Record<AccountKind, string>> = {
  customer_wallet: 'Müşteri cüzdanı',
  salon_receivable: 'Salon alacağı',
  salon_earnings: 'Salon kazancı',
  platform_commission: 'Platform komisyonu',
  provider_clearing: 'Ödeme sağlayıcı hesabı',
  promotion_funding: 'Promosyon fonu',
  refunds_payable: 'Ödenecek iadeler',
  payment_holds: 'Ödeme için ayrılan tutarlar',
  platform_adjustments: 'Platform düzeltmeleri',
};

const PURPOSE_LABELS: Readonly<Record<PaymentRow['purpose'], string>> = {
  booking: 'Randevu',
  wallet_top_up: 'Bakiye yükleme',
};

function checkDateRange(q: { date_from?: string | undefined; date_to?: string | undefined }) {
  if (q.date_from && q.date_to && q.date_to < q.date_from)
    throw AppError.field('date_to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
}

function adminDto(r: AdminPaymentRow) {
  return {
    id: r.id,
    purpose: r.purpose,
    status: r.status,
    status_label: paymentStatusLabels[r.status],
    amount_kurus: r.amount_kurus,
    card_kurus: r.card_kurus,
    wallet_kurus: r.wallet_kurus,
    card_last4: r.card_last4,
    installment_count: r.installment_count,
    card_charged_kurus: r.card_charged_kurus ?? r.card_kurus,
    redirect_url: null,
    failure_message: r.failure_message,
    appointment_id: r.appointment_id,
    salon_id: r.salon_id,
    created_at: formatIstanbulIso(r.created_at),
    customer: { id: r.customer_user_id, name: r.customer_name, email: r.customer_email },
    provider: r.provider,
    provider_ref: r.provider_ref,
    three_ds: r.three_ds,
  };
}

/** A CSV field: quoted when it holds the separator, a quote or a line break; a formula start is defused. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const PAYMENTS_CSV_HEADERS = [
  'Ödeme No',
  'Tarih',
  'Müşteri',
  'E-posta',
  'Tür',
  'Durum',
  'Tutar (₺)',
  'Kart (₺)',
  'Cüzdan (₺)',
  'Kart Son 4',
  'Sağlayıcı',
  'Sağlayıcı Referansı',
  '3D Secure',
  'Randevu No',
] as const;

/**
 * The payments as CSV for a Turkish spreadsheet: ';' between fields (the decimal separator is ','), a BOM so the
 * Turkish letters open right, CRLF line ends, amounts as lira numbers in the Turkish format (formatLiraNumber).
 */
export function paymentsCsv(rows: readonly AdminPaymentRow[]): string {
  const lines = [PAYMENTS_CSV_HEADERS.join(';')];
  for (const r of rows)
    lines.push(
      [
        String(r.id),
        formatShortDateTime(r.created_at),
        r.customer_name,
        r.customer_email,
        PURPOSE_LABELS[r.purpose],
        paymentStatusLabels[r.status],
        formatLiraNumber(r.amount_kurus),
        formatLiraNumber(r.card_kurus),
        formatLiraNumber(r.wallet_kurus),
        r.card_last4 ?? '',
        r.provider,
        r.provider_ref ?? '',
        THREE_DS_LABELS[r.three_ds] ?? r.three_ds,
        r.appointment_id === null ? '' : String(r.appointment_id),
      ]
        .map(csvField)
        .join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
