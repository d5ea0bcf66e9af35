import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idRow, int, queryOne, queryRows, timestamp } from '../../db/rows';

const guestAnswer = z.enum(['approved', 'declined']).nullable();

export interface GuestLink {
  id: number;
  appointmentId: number;
  expiresAt: Date;
  answer: 'approved' | 'declined' | null;
}

/** The guest link with this token hash (locked for update when asked). */
export async function findGuestLinkByHash(
  db: Db,
  tokenHash: string,
  lock: boolean,
): Promise<GuestLink | null> {
  const row = await queryOne(
    db,
    'findGuestLinkByHash',
    z.object({ id: int, appointment_id: int, expires_at: timestamp, answer: guestAnswer }),
    sql`
    select id, appointment_id, expires_at, answer from guest_appointment_links
    where token_hash = ${tokenHash} ${lock ? sql`for update` : sql``}`,
  );
  return row
    ? { id: row.id, appointmentId: row.appointment_id, expiresAt: row.expires_at, answer: row.answer }
    : null;
}

/** The active customer account with this e-mail or phone; the lowest id wins. */
export async function findActiveCustomerId(
  tx: Db,
  who: { email?: string; phone?: string },
): Promise<number | undefined> {
  const found = await queryOne(
    tx,
    'findActiveCustomerId',
    idRow,
    sql`
      select id from users
      where user_type = 'customer' and is_active
        and ${who.email !== undefined ? sql`lower(email) = ${who.email}` : sql`phone = ${who.phone ?? ''}`}
      order by id limit 1`,
  );
  return found?.id;
}

export async function salonIsOwnedBy(tx: Db, salonId: number, ownerUserId: number): Promise<boolean> {
  const owned = await queryRows(
    tx,
    'salonIsOwnedBy',
    idRow,
    sql`select id from salons where id = ${salonId} and owner_user_id = ${ownerUserId}`,
  );
  return owned.length > 0;
}

export async function insertGuestLink(
  tx: Db,
  appointmentId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await tx.execute(sql`
              insert into guest_appointment_links (appointment_id, token_hash, expires_at)
              values (${appointmentId}, ${tokenHash}, ${expiresAt.toISOString()})`);
}

/** The appointment's guest link, locked for update. */
export async function lockGuestLinkOf(
  tx: Db,
  appointmentId: number,
): Promise<{ id: number; answer: string | null } | undefined> {
  return queryOne(
    tx,
    'lockGuestLinkOf',
    z.object({ id: int, answer: guestAnswer }),
    sql`select id, answer from guest_appointment_links where appointment_id = ${appointmentId} for update`,
  );
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
