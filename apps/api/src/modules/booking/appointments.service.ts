import type {
  Appointment,
  AppointmentListQuery,
  CreateAppointmentBody,
  OwnerAppointmentListQuery,
  AdminAppointmentListQuery,
  RescheduleAppointmentBody,
  RescheduleSlotsQuery,
} from '@salonya/contracts/booking';
import {
  LOCATION_MESSAGES,
  appointmentStatusLabels,
  createAppointmentBodySchema,
} from '@salonya/contracts/booking';
import { serviceAreaCheck } from '@salonya/domain/booking/confirmations';
import {
  activeTotal,
  allowedActions,
  cancellationDeadline,
  checkTransition,
  type ActorRole,
  type AppointmentAction,
} from '@salonya/domain/booking/life-cycle';
import { formatIstanbulIso } from '@salonya/domain/booking/time';
import { can, type Actor, type ObjectFacts } from '@salonya/domain/permissions/permissions';
import type { CancellationPreview, RefundDestination } from '@salonya/domain/money/refunds';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';
import type { SessionUser } from '../../plugins/policy';
import {
  claimIdempotencyKey,
  findAppointment,
  isEmailVerified,
  lockAppointment,
  storeIdempotentResponse,
  updateStatus,
  type AppointmentRecord,
  type StoredResponse,
} from './appointments.repository';
import {
  appointmentsByIds,
  ownerAppointmentsPage,
  adminAppointmentsPage,
  savedCustomerAddress,
  scopeOf,
  serviceLocationFlags,
  viewerAppointmentsPage,
} from './appointment-queries.repository';
import { getSlots } from './booking.service';
import { placeAppointment } from './place-appointment';
import type { AppointmentAddressColumn, AppointmentPetColumn } from '../../db/schema';
import { appointmentIcs, queueBookingMails, type BookingMailEvent } from './booking-mails';
import { cancelReminders, scheduleReminders } from './reminders';
import { checkConfirmationSignature } from './appointment-links';
import { checkCard, type PaymentRequester, type PaymentsService } from '../money/payments.service';
import { normaliseCouponCode } from '@salonya/domain/money/coupons';
import {
  applyCoupon,
  COUPON_MESSAGES,
  recogniseCouponFunding,
  releaseCoupon,
} from '../coupons/coupons.service';
import type { CardDetails } from '../money/providers/payment-provider';

export const APPOINTMENT_MESSAGES = {
  notFound: 'Randevu bulunamadı.',
  onlyCustomers:
    'Randevuyu yalnızca müşteri hesapları alabilir. Randevu almak için müşteri hesabınızla giriş yapın.',
  emailNotVerified:
    'Randevu alabilmek için önce e-posta adresinizi doğrulamanız gerekir. E-posta kutunuzdaki doğrulama bağlantısına tıklayın ya da yeni bir doğrulama e-postası isteyin.',
  keyReused: 'Bu Idempotency-Key farklı bir randevu isteği için kullanıldı. Yeni bir anahtar gönderin.',
  inProgress: 'Randevunuzun ödemesi hâlâ işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  threeDs: 'Ödemeyi tamamlamak için bankanızın 3D Secure sayfasına yönlendiriliyorsunuz.',
  cardRequired: 'Kart bilgileri zorunludur.',
  awaitingPayment: 'Ödemesi tamamlanmamış bir randevu onaylanamaz.',
  created: 'Randevunuz oluşturuldu.',
  createdPending: 'Randevu talebiniz alındı. Salon onayladığında size haber vereceğiz.',
  cancelled: 'Randevu iptal edildi.',
  confirmed: 'Randevu onaylandı.',
  completed: 'Randevu tamamlandı olarak işaretlendi.',
  noShow: 'Randevu gelmedi olarak işaretlendi.',
  rescheduled: 'Randevunuzun saati değiştirildi.',
} as const;

export interface Viewer {
  role: ActorRole;
  userId: number;
}

/** The DTO of an appointment for one viewer: what they may do now, and the customer only for the salon side. */
export function toDto(record: AppointmentRecord, viewer: Viewer, now: Date): Appointment {
  const actor = { role: viewer.role, isParty: isParty(record, viewer) };
  const actions = allowedActions(record, actor, now, record.cancellationCutoffMinutes);
  return {
    ...record.dto,
    customer: viewer.role === 'customer' ? null : record.dto.customer,
    status_label: appointmentStatusLabels[record.status],
    can_cancel: actions.includes('cancel'),
    can_reschedule: actions.includes('reschedule'),
    allowed_actions: actions,
    cancellation_deadline: formatIstanbulIso(
      cancellationDeadline(record.startsAt, record.cancellationCutoffMinutes),
    ),
  };
}

/** Who owns an appointment, for can(): its customer, its salon and the salon's owner, its staff member. */
export function appointmentFacts(record: AppointmentRecord): ObjectFacts {
  return {
    customerUserId: record.customerUserId,
    salonId: record.salonId,
    salonOwnerUserId: record.ownerUserId,
    staffUserId: record.staffUserId,
  };
}

const actorOfViewer = (viewer: Viewer): Actor => ({ userType: viewer.role, userId: viewer.userId });

/** The customer who booked it, the owner of its salon, the staff member doing it, or an admin (ADR 0038). */
function isParty(record: AppointmentRecord, viewer: Viewer): boolean {
  return can(actorOfViewer(viewer), 'appointment.view', appointmentFacts(record));
}

/** The appointment when the viewer may see it; another person's or salon's is 404, exactly like a missing one. */
function visibleTo(record: AppointmentRecord | null, viewer: Viewer): AppointmentRecord {
  if (!record || !isParty(record, viewer)) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
  return record;
}

export function viewerOf(user: SessionUser): Viewer {
  return { role: user.userType, userId: user.id };
}

export interface BookingDeps {
  db: Db;
  now: () => number;
  /** Asks the mail dispatcher for a round once a transaction that wrote mails has committed. */
  mail: { kick(): void };
  links: { appUrl: string; appKey: string };
  /** Paid bookings (issue 18): wallet, card with 3-D Secure, split. */
  payments: PaymentsService;
}

const cardDetailsOf = (
  card: NonNullable<CreateAppointmentBody['card']> & { number: string },
): CardDetails => ({
  number: card.number,
  holderName: card.holder_name,
  expiryMonth: Number(card.expiry_month),
  expiryYear: Number(card.expiry_year),
  cvc: card.cvc,
  ...(card.installment_count !== undefined && card.installment_count > 1
    ? { installments: { count: card.installment_count, totalKurus: card.installment_total_kurus } }
    : {}),
});

/**
 * The location and pet steps (SPEC §2.5): required only when a chosen service is a home or a pet service, ignored
 * otherwise. A home address must lie within the salon's service radius.
 */
export async function resolveLocationAndPet(
  tx: Db,
  input: {
    salonId: number;
    serviceIds: number[];
    customerUserId: number | null;
    addressId?: number;
    address?: Omit<AppointmentAddressColumn, 'distance_km'>;
    pet?: AppointmentPetColumn;
  },
): Promise<{
  address: AppointmentAddressColumn | null;
  pet: AppointmentPetColumn | null;
  /** The salon's home-visit fee (migration 0018) when a home service comes to an address, else 0. */
  homeFeeKurus: number;
}> {
  const row = await serviceLocationFlags(tx, input.salonId, input.serviceIds);
  if (!row) return { address: null, pet: null, homeFeeKurus: 0 };
  let address: AppointmentAddressColumn | null = null;
  if (row.home === true) {
    let chosen = input.address ?? null;
    if (input.addressId !== undefined) {
      const a = await savedCustomerAddress(tx, input.addressId, input.customerUserId);
      if (!a) throw AppError.field('address_id', LOCATION_MESSAGES.addressNotFound);
      chosen = {
        title: a.title as string,
        address: a.address as string,
        district: a.district as string,
        city: a.city as string,
        latitude: Number(a.latitude),
        longitude: Number(a.longitude),
      };
    }
    if (!chosen) throw AppError.field('address', LOCATION_MESSAGES.addressRequired);
    const radius = Number(row.radius);
    const area = serviceAreaCheck(
      { latitude: Number(row.latitude), longitude: Number(row.longitude) },
      chosen,
      radius,
    );
    if (!area.inside)
      throw AppError.field(
        input.addressId !== undefined ? 'address_id' : 'address',
        LOCATION_MESSAGES.outsideRadius(area.distanceKm, radius),
      );
    address = { ...chosen, distance_km: area.distanceKm };
  }
  let pet: AppointmentPetColumn | null = null;
  if (row.pet === true) {
    if (!input.pet) throw AppError.field('pet', LOCATION_MESSAGES.petRequired);
    pet = input.pet;
  }
  return { address, pet, homeFeeKurus: address ? Number(row.home_fee) : 0 };
}

export function createAppointmentsService(deps: BookingDeps) {
  const { db } = deps;
  const clock = () => new Date(deps.now());
  const mailContext = (now: Date) => ({ appUrl: deps.links.appUrl, appKey: deps.links.appKey, now });

  /** The mails of an event on an appointment, in the caller's transaction. */
  async function notify(tx: Db, id: number, event: BookingMailEvent, now: Date): Promise<void> {
    const record = await findAppointment(tx, id);
    if (record) await queueBookingMails(tx, record, event, mailContext(now));
  }

  async function getOne(viewer: Viewer, id: number): Promise<Appointment> {
    const record = visibleTo(await findAppointment(db, id, scopeOf(viewer)), viewer);
    return toDto(record, viewer, clock());
  }

  /** One attempt to book: validate, pick a free staff member, insert; 409 with the nearest free times otherwise. */
  async function book(
    tx: Db,
    customerUserId: number,
    body: z.output<typeof createAppointmentBodySchema>,
    now: Date,
  ): Promise<
    StoredResponse & {
      appointmentId: number | null;
      /** A card or split payment: the card goes to the provider once this transaction has committed. */
      card?: { paymentId: number; cardKurus: number; card: CardDetails; salonId: number };
    }
  > {
    const method = body.payment_method;
    const awaitingCard = method === 'card' || method === 'wallet_card';
    const placed = await placeAppointment(tx, {
      salonId: body.salon_id,
      serviceIds: body.service_ids,
      staff: body.salon_staff_id,
      date: body.date,
      time: body.time,
      now,
      source: 'online',
      status: awaitingCard ? { kind: 'awaiting_payment' } : { kind: 'salon_confirms' },
      releaseStalePayments: (t, at, salonId) => deps.payments.expireStale(t, at, salonId),
      write: {
        kind: 'new',
        fields: {
          customerUserId,
          notes: body.notes,
          paymentMethod: method,
          paymentStatus: awaitingCard ? 'pending' : method === 'wallet' ? 'paid' : 'unpaid',
        },
        extras: async (ctx) => {
          const extras = await resolveLocationAndPet(tx, {
            salonId: ctx.salon.id,
            serviceIds: body.service_ids,
            customerUserId,
            addressId: body.address_id,
            address: body.address,
            pet: body.pet,
          });
          return {
            fields: { address: extras.address, pet: extras.pet },
            extraPriceKurus: extras.homeFeeKurus,
          };
        },
      },
    });
    if (!placed.placed)
      return {
        status: 409,
        appointmentId: null,
        body: {
          success: false,
          message: placed.conflict.message,
          error_code: 'CONFLICT',
          conflict_type: 'slot_taken',
          nearest_slots: placed.nearest,
        },
      };
    const id = placed.appointmentId;
    const viewer: Viewer = { role: 'customer', userId: customerUserId };
    // A coupon (ADR 0047): checked and used under its row lock in this transaction; a code that does not apply is a
    // 422 next to the field and nothing is kept.
    if (body.coupon_code !== undefined)
      await applyCoupon(tx, {
        code: normaliseCouponCode(body.coupon_code),
        userId: customerUserId,
        appointmentId: id,
        salonId: placed.ctx.salon.id,
        services: placed.ctx.services.map((s) => ({ id: s.id, priceKurus: s.priceKurus })),
        now,
      });
    let paymentId: number | null = null;
    if (method !== 'pay_at_salon') {
      const held = await findAppointment(tx, id);
      // The price shown is the price charged: what is due after the coupon.
      const dueKurus = held!.dto.amount_due_kurus;
      if (dueKurus <= 0) throw AppError.field('payment_method', COUPON_MESSAGES.coversAll);
      const reservation = await deps.payments.reserveBookingPayment(tx, {
        customerUserId,
        appointmentId: id,
        salonId: placed.ctx.salon.id,
        totalKurus: dueKurus,
        method,
        walletAskedKurus: body.wallet_amount_kurus,
        card: body.card ? cardDetailsOf(body.card) : undefined,
        now,
      });
      // The card goes to the provider after the commit; reminders and mails wait for its capture.
      if (reservation.kind === 'card')
        return {
          status: 202,
          appointmentId: id,
          body: null,
          card: {
            paymentId: reservation.paymentId,
            cardKurus: reservation.cardKurus,
            card: reservation.card,
            salonId: placed.ctx.salon.id,
          },
        };
      paymentId = reservation.paymentId;
    }
    await scheduleReminders(tx, id, placed.startsAt, now);
    await notify(tx, id, { kind: 'booked' }, now);
    const record = await findAppointment(tx, id);
    const payment = paymentId === null ? null : await deps.payments.paymentById(tx, paymentId);
    return {
      status: 201,
      appointmentId: id,
      body: {
        success: true,
        message: placed.ctx.salon.settings.requires_manual_confirmation
          ? APPOINTMENT_MESSAGES.createdPending
          : APPOINTMENT_MESSAGES.created,
        data: toDto(record!, viewer, now),
        ...(payment ? { payment: deps.payments.dto(payment) } : {}),
      },
    };
  }

  return {
    getOne,

    /**
     * POST /appointments. The Idempotency-Key is claimed in the same transaction as the booking, so a repeated
     * request (even a concurrent one) gets the stored answer; the exclusion constraint settles races between
     * different requests for one staff member and time.
     */
    async create(
      requester: PaymentRequester,
      body: CreateAppointmentBody,
      key: string,
    ): Promise<StoredResponse> {
      const { user } = requester;
      const parsed = createAppointmentBodySchema.parse(body);
      // Issue 15: a customer proves the e-mail address before booking (no bookings under someone else's address).
      if (!(await isEmailVerified(db, user.id)))
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', APPOINTMENT_MESSAGES.emailNotVerified);
      const requestHash = sha256(JSON.stringify(parsed));
      const now = clock();
      if (parsed.payment_method === 'card' || parsed.payment_method === 'wallet_card') {
        // A card that cannot be right is refused before any slot is held.
        if (!parsed.card) throw AppError.field('card', APPOINTMENT_MESSAGES.cardRequired);
        checkCard(cardDetailsOf(parsed.card), now);
      }
      const first = await inTransaction(db, async (tx) => {
        const claim = await claimIdempotencyKey(tx, user.id, key, requestHash);
        if (!claim.claimed) {
          if (claim.requestHash !== requestHash)
            throw AppError.field('idempotency_key', APPOINTMENT_MESSAGES.keyReused);
          if (claim.response) return { answer: claim.response };
          // Claimed, not answered: a card payment of this very request is still with the provider.
          throw AppError.conflict('payment_in_progress', APPOINTMENT_MESSAGES.inProgress);
        }
        const result = await book(tx, user.id, parsed, now);
        if (result.card) return { card: result.card, appointmentId: result.appointmentId! };
        await storeIdempotentResponse(tx, user.id, key, result, result.appointmentId);
        return { answer: { status: result.status, body: result.body } };
      });
      if (first.answer !== undefined) {
        deps.mail.kick();
        return first.answer;
      }
      // ADR 0042: the provider is called outside any transaction (no lock is held while the bank answers); its
      // answer is recorded, with the request's stored answer, in a second one.
      const { paymentId, cardKurus, card, salonId } = first.card;
      const start = await deps.payments.startCard(paymentId, cardKurus, card, requester, salonId);
      const answer = await inTransaction(db, async (tx) => {
        const payment = await deps.payments.settleStart(tx, paymentId, start, now);
        const record = await findAppointment(tx, first.appointmentId);
        const viewer: Viewer = { role: 'customer', userId: user.id };
        const stored = deps.payments.answerOf(payment, start, (p) => ({
          success: true,
          message:
            p.status === 'requires_action'
              ? APPOINTMENT_MESSAGES.threeDs
              : record!.status === 'pending'
                ? APPOINTMENT_MESSAGES.createdPending
                : APPOINTMENT_MESSAGES.created,
          data: toDto(record!, viewer, now),
          payment: p,
        }));
        await storeIdempotentResponse(tx, user.id, key, stored, first.appointmentId);
        return stored;
      });
      deps.mail.kick();
      return answer;
    },

    /** /randevu/{id}/onay through the e-mail's signed link: the customer's view, no actions. */
    async getSigned(id: number, signature: string): Promise<Appointment> {
      if (!checkConfirmationSignature(deps.links.appKey, id, signature))
        throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      const record = await findAppointment(db, id);
      if (!record) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      return toDto(record, { role: 'customer', userId: 0 }, clock());
    },

    /** The .ics of the signed confirmation page (the same file the e-mail carries). */
    async getSignedIcs(id: number, signature: string) {
      if (!checkConfirmationSignature(deps.links.appKey, id, signature))
        throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      const record = await findAppointment(db, id);
      if (!record) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      return appointmentIcs(record, mailContext(clock()));
    },

    /** /randevular/onay: several of the customer's own appointments, in the order asked; any other id is 404. */
    async getGroup(viewer: Viewer, ids: number[]) {
      const items = await appointmentsByIds(db, viewer, ids);
      if (items.length !== ids.length) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
      const now = clock();
      const byId = new Map(items.map((r) => [r.id, r]));
      const appointments = ids.map((id) => toDto(byId.get(id)!, viewer, now));
      // A cancelled appointment is not owed: the total counts only the ones still standing.
      const { totalKurus: kurus } = activeTotal(appointments);
      return { appointments, total_price: kurus / 100, total_price_kurus: kurus };
    },

    async list(viewer: Viewer, q: AppointmentListQuery) {
      return page(viewer, q, await viewerAppointmentsPage(db, viewer, q.scope, clock().toISOString(), q));
    },

    async listForOwner(viewer: Viewer, q: OwnerAppointmentListQuery) {
      if (q.date_from && q.date_to && q.date_to < q.date_from)
        throw AppError.field('date_to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
      return page(viewer, q, await ownerAppointmentsPage(db, viewer, q));
    },

    /** An administrator's page of every appointment (the route's policy admits administrators only). */
    async listForAdmin(viewer: Viewer, q: AdminAppointmentListQuery) {
      if (q.date_from && q.date_to && q.date_to < q.date_from)
        throw AppError.field('date_to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
      return page(viewer, q, await adminAppointmentsPage(db, q));
    },

    /** confirm, complete, no_show, cancel: checked against the life-cycle table under a row lock. */
    async transition(
      viewer: Viewer,
      id: number,
      action: Exclude<AppointmentAction, 'reschedule'>,
      reason?: string,
      refundTo?: RefundDestination,
    ) {
      const now = clock();
      let cardRefunds: number[] = [];
      const result = await inTransaction(db, async (tx) => {
        visibleTo(await findAppointment(tx, id, scopeOf(viewer)), viewer);
        await lockAppointment(tx, id);
        const record = (await findAppointment(tx, id))!;
        const check = checkTransition(
          action,
          record,
          { role: viewer.role, isParty: isParty(record, viewer) },
          now,
          record.cancellationCutoffMinutes,
        );
        if (!check.ok) {
          if (check.reason === 'role') throw AppError.forbidden(check.message);
          throw AppError.conflict(`transition_${check.reason}`, check.message);
        }
        if (action === 'confirm' && record.dto.payment_status === 'pending')
          throw AppError.conflict('awaiting_payment', APPOINTMENT_MESSAGES.awaitingPayment);
        const by = viewer.role === 'customer' ? 'customer' : viewer.role === 'admin' ? 'admin' : 'salon';
        await updateStatus(tx, id, check.to, action === 'cancel' ? { by, reason: reason ?? '' } : undefined);
        // The money of a paid appointment follows it (ADR 0041): earned at completion; on a cancellation the refund
        // policy decides what goes back, to the card or the wallet (ADR 0048). A coupon's funding follows too
        // (ADR 0047): recognised at completion, its use given back on cancel.
        if (check.to === 'completed') {
          await deps.payments.recogniseRevenue(tx, id);
          await recogniseCouponFunding(tx, id);
        }
        if (check.to === 'cancelled') {
          cardRefunds = await deps.payments.refundCancelled(tx, id, { by, refundTo, now });
          await releaseCoupon(tx, id, COUPON_MESSAGES.releasedCancelled);
        }
        if (check.to !== 'confirmed') await cancelReminders(tx, id, now);
        if (action === 'cancel') await notify(tx, id, { kind: 'cancelled', by }, now);
        if (action === 'confirm') await notify(tx, id, { kind: 'confirmed' }, now);
        const after = (await findAppointment(tx, id))!;
        const messages = {
          cancel: APPOINTMENT_MESSAGES.cancelled,
          confirm: APPOINTMENT_MESSAGES.confirmed,
          complete: APPOINTMENT_MESSAGES.completed,
          no_show: APPOINTMENT_MESSAGES.noShow,
        };
        return { message: messages[action], data: toDto(after, viewer, now) };
      });
      // Card refunds go to the provider after the commit (no lock held while it answers).
      if (cardRefunds.length > 0) await deps.payments.refunds.sendCardRefunds(cardRefunds);
      deps.mail.kick();
      if (action === 'cancel' && viewer.role === 'customer') {
        // The customer reads at once what happens to their money (ADR 0048).
        const refund = await deps.payments.refunds.ofAppointment(db, id);
        if (refund) return { ...result, message: `${result.message} ${refund.summary}` };
      }
      return result;
    },

    /**
     * What cancelling a paid appointment now gives back when the salon's owner or an administrator cancels (their
     * cancel dialogs, ADR 0048): the plan the cancellation executes (`refunds.previewCancelled`). Another salon's
     * appointment, or a missing one: 404.
     */
    async cancelRefundPreview(viewer: Viewer, id: number): Promise<CancellationPreview> {
      visibleTo(await findAppointment(db, id, scopeOf(viewer)), viewer);
      const by = viewer.role === 'admin' ? 'admin' : 'salon';
      return deps.payments.refunds.previewCancelled(db, id, { by, now: clock() });
    },

    /** The customer moves an appointment to another free time (and optionally another staff member). */
    /**
     * The free starts of a day for moving one of the viewer's appointments: the slot engine leaves the appointment
     * itself out, so '15 minutes later' on the same day is offered (issue #21 item 3). Not the viewer's → 404.
     */
    async rescheduleSlots(viewer: Viewer, id: number, q: RescheduleSlotsQuery) {
      const record = visibleTo(await findAppointment(db, id, scopeOf(viewer)), viewer);
      const serviceIds = record.dto.services.flatMap((s) => (s.service_id === null ? [] : [s.service_id]));
      if (serviceIds.length === 0)
        throw AppError.conflict('services_removed', 'Bu randevunun hizmetleri artık sunulmuyor.');
      return getSlots(
        db,
        {
          salon_id: record.salonId,
          date: q.date,
          salon_staff_id: q.salon_staff_id ?? record.salonStaffId,
          service_ids: serviceIds,
        },
        clock(),
        true,
        id,
      );
    },

    async reschedule(viewer: Viewer, id: number, body: RescheduleAppointmentBody) {
      const now = clock();
      const result = await inTransaction(db, async (tx) => {
        visibleTo(await findAppointment(tx, id, scopeOf(viewer)), viewer);
        await lockAppointment(tx, id);
        const record = (await findAppointment(tx, id))!;
        const check = checkTransition(
          'reschedule',
          record,
          { role: viewer.role, isParty: isParty(record, viewer) },
          now,
          record.cancellationCutoffMinutes,
        );
        if (!check.ok) {
          if (check.reason === 'role') throw AppError.forbidden(check.message);
          throw AppError.conflict(`transition_${check.reason}`, check.message);
        }
        const serviceIds = record.dto.services.flatMap((s) => (s.service_id === null ? [] : [s.service_id]));
        if (serviceIds.length === 0)
          throw AppError.conflict('services_removed', 'Bu randevunun hizmetleri artık sunulmuyor.');
        const placed = await placeAppointment(tx, {
          salonId: record.salonId,
          serviceIds,
          staff: body.salon_staff_id ?? record.salonStaffId,
          date: body.date,
          time: body.time,
          now,
          source: 'reschedule',
          status: { kind: 'keep_on_move', previous: record.status },
          write: { kind: 'move', appointmentId: id, durationMinutes: record.dto.total_duration_minutes },
        });
        if (!placed.placed) throw placed.conflict;
        await scheduleReminders(tx, id, placed.startsAt, now);
        await notify(tx, id, { kind: 'rescheduled' }, now);
        const after = (await findAppointment(tx, id))!;
        return { message: APPOINTMENT_MESSAGES.rescheduled, data: toDto(after, viewer, now) };
      });
      deps.mail.kick();
      return result;
    },
  };

  function page(
    viewer: Viewer,
    q: { page: number; per_page: number },
    { items, total }: { items: AppointmentRecord[]; total: number },
  ) {
    const now = clock();
    return {
      appointments: items.map((r) => toDto(r, viewer, now)),
      meta: {
        page: q.page,
        per_page: q.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
      },
    };
  }
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
