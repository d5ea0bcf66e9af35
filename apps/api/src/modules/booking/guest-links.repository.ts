import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };

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

function linkOf(row: Record<string, unknown>): GuestLink {
  return {
    id: Number(row.id),
    appointmentId: Number(row.appointment_id),
    expiresAt: new Date(row.expires_at as string),
    answer: (row.answer as GuestLink['answer']) ?? null,
    customerUserId: row.customer_user_id === null ? null : Number(row.customer_user_id),
    mailOnly: row.mail_only === true,
  };
}

/** The guest link with this token hash (locked for update when asked). */
export async function findGuestLinkByHash(
  db: Db,
  tokenHash: string,
  lock: boolean,
): Promise<GuestLink | null> {
  const result = (await db.execute(sql`
    select id, appointment_id, expires_at, answer, customer_user_id, mail_only from guest_appointment_links
    where token_hash = ${tokenHash} ${lock ? sql`for update` : sql``}`)) as unknown as Rows<
    Record<string, unknown>
  >;
  const row = result.rows[0];
  return row ? linkOf(row) : null;
}

export interface CustomerContact {
  id: number;
  name: string;
  email: string;
}

/** The active customer account with this e-mail or phone; the lowest id wins. */
export async function findActiveCustomer(
  tx: Db,
  who: { email?: string; phone?: string },
): Promise<CustomerContact | undefined> {
  const result = (await tx.execute(sql`
      select id, name, email from users
      where user_type = 'customer' and is_active
        and ${who.email !== undefined ? sql`lower(email) = ${who.email}` : sql`phone = ${who.phone ?? ''}`}
      order by id limit 1`)) as unknown as Rows<{ id: number; name: string; email: string }>;
  const row = result.rows[0];
  return row ? { id: Number(row.id), name: row.name, email: row.email } : undefined;
}

/** The active customer account by id (where a renewed approval link of a walk-in goes). */
export async function findActiveCustomerById(tx: Db, id: number): Promise<CustomerContact | undefined> {
  const result = (await tx.execute(sql`
      select id, name, email from users where id = ${id} and user_type = 'customer' and is_active`)) as unknown as Rows<{
    id: number;
    name: string;
    email: string;
  }>;
  const row = result.rows[0];
  return row ? { id: Number(row.id), name: row.name, email: row.email } : undefined;
}

/** On approval: the appointment becomes the account's own (a salon booking), the typed contact details go. */
export async function attachToCustomer(tx: Db, appointmentId: number, customerUserId: number): Promise<void> {
  await tx.execute(sql`
    update appointments set customer_user_id = ${customerUserId}, guest_name = null, guest_phone = null,
      guest_email = null, source = 'salon', updated_at = now()
    where id = ${appointmentId}`);
}

export async function salonIsOwnedBy(tx: Db, salonId: number, ownerUserId: number): Promise<boolean> {
  const owned = (await tx.execute(sql`
          select id from salons where id = ${salonId} and owner_user_id = ${ownerUserId}`)) as unknown as Rows<{
    id: number;
  }>;
  return owned.rows.length > 0;
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
  const links = (await tx.execute(sql`
          select id, appointment_id, expires_at, answer, customer_user_id, mail_only from guest_appointment_links
          where appointment_id = ${appointmentId} for update`)) as unknown as Rows<Record<string, unknown>>;
  const row = links.rows[0];
  return row ? linkOf(row) : undefined;
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
  const released = (await tx.execute(sql`
    with expired as (
      update appointments a set status = 'cancelled', cancelled_at = now(), cancelled_by = 'system',
        cancellation_reason = ${EXPIRED_HOLD_REASON}, revision = a.revision + 1, updated_at = now()
      from guest_appointment_links l
      where l.appointment_id = a.id and l.answer is null and l.expires_at <= ${now.toISOString()}
        and a.status = 'pending' and a.deleted_at is null
        ${salonId === undefined ? sql`` : sql`and a.salon_id = ${salonId}`}
      returning a.id),
    reminders as (
      update appointment_reminders set cancelled_at = ${now.toISOString()}, updated_at = now()
      where appointment_id in (select id from expired) and sent_at is null and cancelled_at is null)
    select count(*)::int as n from expired`)) as unknown as Rows<{ n: number }>;
  return Number(released.rows[0]?.n ?? 0);
}
