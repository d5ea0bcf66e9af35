import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idRow, queryOne } from '../../db/rows';
import { appointmentReminders, appointments, guestAppointmentLinks, users } from '../../db/schema';

export interface GuestLink {
  id: number;
  appointmentId: number;
  expiresAt: Date;
  answer: 'approved' | 'declined' | null;
  /** The customer account the link was mailed to (a walk-in for a named customer); attached on approval. */
  customerUserId: number | null;
  /** Only mailed: the salon never gets the link itself. */
  mailOnly: boolean;
}

const linkColumns = {
  id: guestAppointmentLinks.id,
  appointmentId: guestAppointmentLinks.appointment_id,
  expiresAt: guestAppointmentLinks.expires_at,
  answer: guestAppointmentLinks.answer,
  customerUserId: guestAppointmentLinks.customer_user_id,
  mailOnly: guestAppointmentLinks.mail_only,
};

/** The guest link with this token hash (locked for update when asked). */
export async function findGuestLinkByHash(
  db: Db,
  tokenHash: string,
  lock: boolean,
): Promise<GuestLink | null> {
  const query = db
    .select(linkColumns)
    .from(guestAppointmentLinks)
    .where(eq(guestAppointmentLinks.token_hash, tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface CustomerContact {
  id: number;
  name: string;
  email: string;
}

const contactColumns = { id: users.id, name: users.name, email: users.email };
const activeCustomer = and(eq(users.user_type, 'customer'), eq(users.is_active, true));

/** The active customer account with this e-mail or phone; the lowest id wins. */
export async function findActiveCustomer(
  tx: Db,
  who: { email?: string; phone?: string },
): Promise<CustomerContact | undefined> {
  const [row] = await tx
    .select(contactColumns)
    .from(users)
    .where(
      and(
        activeCustomer,
        who.email !== undefined
          ? sql`lower(${users.email}) = ${who.email}`
          : eq(users.phone, who.phone ?? ''),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  return row;
}

/** The active customer account by id (where a renewed approval link of a walk-in goes). */
export async function findActiveCustomerById(tx: Db, id: number): Promise<CustomerContact | undefined> {
  const [row] = await tx
    .select(contactColumns)
    .from(users)
    .where(and(activeCustomer, eq(users.id, id)))
    .limit(1);
  return row;
}

/** On approval: the appointment becomes the account's own (a salon booking), the typed contact details go. */
export async function attachToCustomer(tx: Db, appointmentId: number, customerUserId: number): Promise<void> {
  await tx
    .update(appointments)
    .set({
      customer_user_id: customerUserId,
      guest_name: null,
      guest_phone: null,
      guest_email: null,
      source: 'salon',
      updated_at: sql`now()`,
    })
    .where(eq(appointments.id, appointmentId));
}

export async function salonIsOwnedBy(tx: Db, salonId: number, ownerUserId: number): Promise<boolean> {
  const owned = await queryOne(
    tx,
    'salonIsOwnedBy',
    idRow,
    sql`select id from salons where id = ${salonId} and owner_user_id = ${ownerUserId}`,
  );
  return owned !== undefined;
}

export async function insertGuestLink(
  tx: Db,
  appointmentId: number,
  tokenHash: string,
  expiresAt: Date,
  approval: { customerUserId: number | null; mailOnly: boolean } = { customerUserId: null, mailOnly: false },
): Promise<void> {
  await tx.execute(sql`
              insert into guest_appointment_links (appointment_id, token_hash, expires_at, customer_user_id, mail_only)
              values (${appointmentId}, ${tokenHash}, ${expiresAt.toISOString()}, ${approval.customerUserId},
                ${approval.mailOnly})`);
}

/** The appointment's guest link, locked for update. */
export async function lockGuestLinkOf(tx: Db, appointmentId: number): Promise<GuestLink | undefined> {
  const [row] = await tx
    .select(linkColumns)
    .from(guestAppointmentLinks)
    .where(eq(guestAppointmentLinks.appointment_id, appointmentId))
    .for('update');
  return row;
}

export async function renewGuestLinkToken(
  tx: Db,
  linkId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await tx.execute(sql`
          update guest_appointment_links set token_hash = ${tokenHash}, expires_at = ${expiresAt.toISOString()},
            updated_at = now()
          where id = ${linkId}`);
}

export async function recordGuestAnswer(
  tx: Db,
  linkId: number,
  answer: 'approved' | 'declined',
  at: Date,
): Promise<void> {
  await tx.execute(sql`
          update guest_appointment_links set answer = ${answer}, answered_at = ${at.toISOString()}, updated_at = now()
          where id = ${linkId}`);
}

/** The reason written on an approval hold that ran out (shown to the salon in the appointment's details). */
export const EXPIRED_HOLD_REASON = 'Müşteri onay süresi içinde yanıt vermedi.';

/**
 * Cancels the pending appointments whose approval link ran out unanswered (all salons, or one), with their planned
 * reminders, so the held time is free again (issue 15: expiry frees the slot). Called by every placement under the
 * salon's lock and by the reminder worker's round.
 */
export async function releaseExpiredHolds(tx: Db, now: Date, salonId?: number): Promise<number> {
  const expiredLinks = tx
    .select({ id: guestAppointmentLinks.appointment_id })
    .from(guestAppointmentLinks)
    .where(and(isNull(guestAppointmentLinks.answer), lte(guestAppointmentLinks.expires_at, now)));
  const released = await tx
    .update(appointments)
    .set({
      status: 'cancelled',
      cancelled_at: sql`now()`,
      cancelled_by: 'system',
      cancellation_reason: EXPIRED_HOLD_REASON,
      revision: sql`${appointments.revision} + 1`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        inArray(appointments.id, expiredLinks),
        eq(appointments.status, 'pending'),
        isNull(appointments.deleted_at),
        salonId === undefined ? undefined : eq(appointments.salon_id, salonId),
      ),
    )
    .returning({ id: appointments.id });
  if (released.length > 0)
    await tx
      .update(appointmentReminders)
      .set({ cancelled_at: now, updated_at: sql`now()` })
      .where(
        and(
          inArray(
            appointmentReminders.appointment_id,
            released.map((r) => r.id),
          ),
          isNull(appointmentReminders.sent_at),
          isNull(appointmentReminders.cancelled_at),
        ),
      );
  return released.length;
}
