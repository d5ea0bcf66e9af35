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
  lockAppointment,
  updateStatus,
  type AppointmentRecord,
} from './appointments.repository';
import { APPOINTMENT_MESSAGES, toDto, type BookingDeps, type Viewer } from './appointments.service';
import { queueBookingMails, type ApprovalRecipient } from './booking-mails';
import { BOOKING_MESSAGES } from './booking.service';
import {
  attachToCustomer,
  findActiveCustomer,
  findActiveCustomerById,
  findGuestLinkByHash,
  insertGuestLink,
  lockGuestLinkOf,
  recordGuestAnswer,
  renewGuestLinkToken,
  salonIsOwnedBy,
  type CustomerContact,
  type GuestLink,
} from './guest-links.repository';
import { placeAppointment } from './place-appointment';
import { cancelReminders, scheduleReminders } from './reminders';

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

  /**
   * Where a named customer's approval link goes: the account's address when the e-mail or phone belongs to an active
   * customer account, else the typed e-mail (nobody for an unknown phone). The salon is never told which.
   */
  function recipientOf(
    account: CustomerContact | undefined,
    typedEmail: string | null,
  ): ApprovalRecipient | null {
    if (account) return { email: account.email, name: account.name, account: true };
    return typedEmail ? { email: typedEmail, name: null, account: false } : null;
  }

  const linkExpiry = (now: Date, startsAt: Date) =>
    new Date(Math.min(now.getTime() + GUEST_LINK_TTL_HOURS * 3_600_000, startsAt.getTime()));

  return {
    /**
     * POST /salon-owner/appointments: the owner books a free slot for a walk-in or phone customer. The slot rules
     * are the online ones except the minimum notice (the customer may be standing at the counter). Every walk-in is
     * held as pending until the customer answers an a/{token} link (issue 15): a guest's link is returned to the
     * salon to share; a customer named by e-mail or phone gets it only by mail, and the salon's answer is the same
     * whether that e-mail or phone has an account (ADR 0027).
     */
    async createWalkIn(owner: Viewer, input: WalkInBody) {
      const body: z.output<typeof walkInBodySchema> = walkInBodySchema.parse(input);
      const now = clock();
      const result = await inTransaction(db, async (tx) => {
        if (!(await salonIsOwnedBy(tx, body.salon_id, owner.userId)))
          throw AppError.notFound(BOOKING_MESSAGES.salonNotFound);
        const customer = body.customer;
        const named = customer.type === 'existing';
        const account = named ? await findActiveCustomer(tx, customer) : undefined;
        const placed = await placeAppointment(tx, {
          salonId: body.salon_id,
          serviceIds: body.service_ids,
          staff: body.salon_staff_id,
          date: body.date,
          time: body.time,
          now,
          source: 'walk_in',
          status: { kind: 'customer_approves' },
          write: {
            kind: 'new',
            fields: {
              // Never the account before it approves: the appointment shows only what the salon typed.
              customerUserId: null,
              guest: named
                ? { name: null, phone: customer.phone ?? null, email: customer.email ?? null }
                : { name: customer.name, phone: customer.phone, email: customer.email ?? null },
              source: 'guest_link',
              createdByUserId: owner.userId,
              notes: body.notes.replaceAll('\u0000', ''),
              paymentMethod: 'pay_at_salon',
            },
          },
        });
        if (!placed.placed) throw placed.conflict;
        const id = placed.appointmentId;
        await scheduleReminders(tx, id, placed.startsAt, now);
        const { token, tokenHash } = newOpaqueToken();
        await insertGuestLink(tx, id, tokenHash, linkExpiry(now, placed.startsAt), {
          customerUserId: account?.id ?? null,
          mailOnly: named,
        });
        const record = (await findAppointment(tx, id))!;
        await queueBookingMails(
          tx,
          record,
          named
            ? { kind: 'approval_request', token, to: recipientOf(account, customer.email ?? null) }
            : { kind: 'guest_link', token },
          mailContext(now),
        );
        const message = named
          ? WALK_IN_MESSAGES.createdAwaitingApproval
          : customer.email
            ? WALK_IN_MESSAGES.createdForGuestMailed
            : WALK_IN_MESSAGES.createdForGuest;
        return {
          success: true as const,
          message,
          data: toDto(record, owner, now),
          guest_link: named ? null : guestApprovalUrl(deps.links.appUrl, token),
        };
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
        await renewGuestLinkToken(tx, link.id, tokenHash, linkExpiry(now, record.startsAt));
        if (link.mailOnly) {
          // A named customer's link goes where the first one went; the salon learns nothing new.
          const account =
            link.customerUserId === null ? undefined : await findActiveCustomerById(tx, link.customerUserId);
          const to = recipientOf(account, account ? null : record.customerEmail);
          await queueBookingMails(tx, record, { kind: 'approval_request', token, to }, mailContext(now));
          return {
            success: true as const,
            message: WALK_IN_MESSAGES.linkRenewedAwaitingApproval,
            data: toDto(record, owner, now),
            guest_link: null,
          };
        }
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
          // A named customer's approval is their consent: only now does the appointment join their account.
          if (link.customerUserId !== null) await attachToCustomer(tx, record.id, link.customerUserId);
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
