import {
  GUEST_LINK_TTL_HOURS,
  GUEST_MESSAGES,
  WALK_IN_MESSAGES,
  walkInBodySchema,
  type GuestApproval,
  type WalkInBody,
} from '@salonya/contracts/booking-confirmations';
import { guestLinkState } from '@salonya/domain/booking/confirmations';
import { formatIstanbulIso } from '@salonya/domain/booking/time';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { guestApprovalUrl } from './appointment-links';
import { scopeOf } from './appointment-queries.repository';
import {
  findAppointment,
  insertAppointment,
  lockAppointment,
  lockSalonForBooking,
  updateStatus,
  type AppointmentRecord,
} from './appointments.repository';
import { APPOINTMENT_MESSAGES, toDto, type BookingDeps, type Viewer } from './appointments.service';
import { queueBookingMails } from './booking-mails';
import {
  BOOKING_MESSAGES,
  findNearestSlots,
  loadContext,
  slotAt,
  slotConflict,
  validateStart,
} from './booking.service';
import {
  findActiveCustomerId,
  findGuestLinkByHash,
  insertGuestLink,
  lockGuestLinkOf,
  recordGuestAnswer,
  renewGuestLinkToken,
  salonIsOwnedBy,
  type GuestLink,
} from './guest-links.repository';
import { cancelReminders, scheduleReminders } from './reminders';
import { sqlState, SQL_STATE } from '../../db/sql-state';

const isExclusionViolation = (err: unknown) => sqlState(err) === SQL_STATE.exclusionViolation;

/** A guest sees the appointment like its customer: no customer block and no actions of an account. */
const GUEST_VIEWER: Viewer = { role: 'customer', userId: 0 };
const GUEST_DECLINE_REASON = 'Misafir randevuyu reddetti.';

/** A token that cannot be one of ours is answered like an unknown one, without a database look-up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

async function findLink(db: Db, token: string, lock: boolean): Promise<GuestLink | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return findGuestLinkByHash(db, sha256(token), lock);
}

export function createGuestBookingsService(deps: BookingDeps) {
  const { db } = deps;
  const clock = () => new Date(deps.now());
  const mailContext = (now: Date) => ({ appUrl: deps.links.appUrl, appKey: deps.links.appKey, now });

  function approvalOf(link: GuestLink, record: AppointmentRecord, now: Date): GuestApproval {
    return {
      state: guestLinkState(link, record.status, now),
      expires_at: formatIstanbulIso(link.expiresAt),
      appointment: {
        ...toDto(record, GUEST_VIEWER, now),
        allowed_actions: [],
        can_cancel: false,
        can_reschedule: false,
      },
    };
  }

  /** The customer account a walk-in names, by e-mail or phone; only customer accounts qualify. */
  async function findCustomer(tx: Db, who: { email?: string; phone?: string }): Promise<number> {
    const id = await findActiveCustomerId(tx, who);
    if (id === undefined) throw AppError.field('customer', WALK_IN_MESSAGES.customerNotFound);
    return id;
  }

  return {
    /**
     * POST /salon-owner/appointments: the owner books a free slot for a walk-in or phone customer. The slot rules
     * are the online ones except the minimum notice (the customer may be standing at the counter).
     */
    async createWalkIn(owner: Viewer, input: WalkInBody) {
      const body: z.output<typeof walkInBodySchema> = walkInBodySchema.parse(input);
      const now = clock();
      const result = await inTransaction(db, async (tx) => {
        if (!(await salonIsOwnedBy(tx, body.salon_id, owner.userId)))
          throw AppError.notFound(BOOKING_MESSAGES.salonNotFound);
        const customer = body.customer;
        const customerUserId = customer.type === 'existing' ? await findCustomer(tx, customer) : null;
        const req = {
          salonId: body.salon_id,
          staffChoice: body.salon_staff_id,
          serviceIds: body.service_ids,
        };
        await lockSalonForBooking(tx, body.salon_id);
        const loaded = await loadContext(tx, req, body.date, body.date);
        const ctx = {
          ...loaded,
          salon: { ...loaded.salon, settings: { ...loaded.salon.settings, min_notice_minutes: 0 } },
        };
        const startsAt = validateStart(ctx.salon, body.date, body.time, now);
        const { slot, takenByAppointments } = slotAt(ctx, body.date, body.time, now);
        for (const candidate of slot?.staff ?? []) {
          let id: number;
          try {
            id = await tx.transaction((inner) =>
              insertAppointment(inner as unknown as Db, {
                salonId: body.salon_id,
                customerUserId,
                guest:
                  customer.type === 'guest'
                    ? { name: customer.name, phone: customer.phone, email: customer.email ?? null }
                    : undefined,
                source: customer.type === 'guest' ? 'guest_link' : 'salon',
                createdByUserId: owner.userId,
                salonStaffId: candidate.salonStaffId,
                staffUserId: candidate.userId,
                startsAt,
                endsAt: new Date(startsAt.getTime() + ctx.durationMinutes * 60_000),
                // A guest has not agreed yet: the slot is held as pending until the link is answered.
                status: customer.type === 'guest' ? 'pending' : 'confirmed',
                notes: body.notes.replaceAll('\u0000', ''),
                totalPriceKurus: ctx.priceKurus,
                totalDurationMinutes: ctx.durationMinutes,
                paymentMethod: 'pay_at_salon',
                services: ctx.services,
              }),
            );
          } catch (err) {
            if (!isExclusionViolation(err)) throw err;
            continue;
          }
          await scheduleReminders(tx, id, startsAt, now);
          let guestLink: string | null = null;
          if (customer.type === 'guest') {
            const { token, tokenHash } = newOpaqueToken();
            const ttlEnd = now.getTime() + GUEST_LINK_TTL_HOURS * 3_600_000;
            const expiresAt = new Date(Math.min(ttlEnd, startsAt.getTime()));
            await insertGuestLink(tx, id, tokenHash, expiresAt);
            guestLink = guestApprovalUrl(deps.links.appUrl, token);
            const record = (await findAppointment(tx, id))!;
            await queueBookingMails(tx, record, { kind: 'guest_link', token }, mailContext(now));
          } else {
            const record = (await findAppointment(tx, id))!;
            await queueBookingMails(tx, record, { kind: 'booked_by_salon' }, mailContext(now));
          }
          const record = (await findAppointment(tx, id))!;
          const message =
            customer.type === 'existing'
              ? WALK_IN_MESSAGES.createdForCustomer
              : customer.email
                ? WALK_IN_MESSAGES.createdForGuestMailed
                : WALK_IN_MESSAGES.createdForGuest;
          return { success: true as const, message, data: toDto(record, owner, now), guest_link: guestLink };
        }
        const nearest = await findNearestSlots(tx, req, body.date, body.time, now);
        throw slotConflict(nearest, takenByAppointments || (slot?.staff.length ?? 0) > 0);
      });
      deps.mail.kick();
      return result;
    },

    /**
     * POST /salon-owner/appointments/{id}/guest-link: a new link for a guest who lost theirs (the old one stops
     * working); only while the guest's answer is awaited and the appointment has not started.
     */
    async renewGuestLink(owner: Viewer, id: number) {
      const now = clock();
      const result = await inTransaction(db, async (tx) => {
        const before = await findAppointment(tx, id, scopeOf({ role: 'salon_owner', userId: owner.userId }));
        if (!before) throw AppError.notFound(APPOINTMENT_MESSAGES.notFound);
        await lockAppointment(tx, id);
        const record = (await findAppointment(tx, id))!;
        const link = await lockGuestLinkOf(tx, id);
        if (!link || link.answer !== null || record.status !== 'pending' || record.startsAt <= now)
          throw AppError.conflict('guest_link_unavailable', WALK_IN_MESSAGES.linkUnavailable);
        const { token, tokenHash } = newOpaqueToken();
        const expiresAt = new Date(
          Math.min(now.getTime() + GUEST_LINK_TTL_HOURS * 3_600_000, record.startsAt.getTime()),
        );
        await renewGuestLinkToken(tx, link.id, tokenHash, expiresAt);
        await queueBookingMails(tx, record, { kind: 'guest_link', token }, mailContext(now));
        return {
          success: true as const,
          message: record.customerEmail ? WALK_IN_MESSAGES.linkRenewedMailed : WALK_IN_MESSAGES.linkRenewed,
          data: toDto(record, owner, now),
          guest_link: guestApprovalUrl(deps.links.appUrl, token),
        };
      });
      deps.mail.kick();
      return result;
    },

    /** GET /guest-appointments/{token}: any known token answers with its state. */
    async view(token: string): Promise<GuestApproval> {
      const link = await findLink(db, token, false);
      const record = link ? await findAppointment(db, link.appointmentId) : null;
      if (!link || !record) throw AppError.notFound(GUEST_MESSAGES.notFound);
      return approvalOf(link, record, clock());
    },

    /** POST …/approve and …/decline: once, while the link is open and the appointment still pending. */
    async answer(token: string, answer: 'approve' | 'decline') {
      const now = clock();
      const result = await inTransaction(db, async (tx) => {
        const link = await findLink(tx, token, true);
        if (!link) throw AppError.notFound(GUEST_MESSAGES.notFound);
        await lockAppointment(tx, link.appointmentId);
        const record = await findAppointment(tx, link.appointmentId);
        if (!record) throw AppError.notFound(GUEST_MESSAGES.notFound);
        const state = guestLinkState(link, record.status, now);
        if (state === 'expired')
          throw new AppError(410, 'INVALID_LINK', GUEST_MESSAGES.expired, {
            conflictType: 'guest_link_expired',
          });
        if (state !== 'pending')
          throw AppError.conflict(
            'guest_link_used',
            record.status === 'cancelled' && link.answer === null
              ? GUEST_MESSAGES.cancelled
              : GUEST_MESSAGES.used,
          );
        const answered = answer === 'approve' ? 'approved' : 'declined';
        await recordGuestAnswer(tx, link.id, answered, now);
        if (answer === 'approve') {
          await updateStatus(tx, record.id, 'confirmed');
        } else {
          await updateStatus(tx, record.id, 'cancelled', { by: 'customer', reason: GUEST_DECLINE_REASON });
          await cancelReminders(tx, record.id, now);
        }
        const after = (await findAppointment(tx, record.id))!;
        await queueBookingMails(
          tx,
          after,
          { kind: answer === 'approve' ? 'guest_approved' : 'guest_declined' },
          mailContext(now),
        );
        return {
          message: answer === 'approve' ? GUEST_MESSAGES.approved : GUEST_MESSAGES.declined,
          data: approvalOf({ ...link, answer: answered }, after, now),
        };
      });
      deps.mail.kick();
      return result;
    },
  };
}
