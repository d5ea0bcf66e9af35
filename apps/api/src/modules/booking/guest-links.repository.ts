import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };

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
  const result = (await db.execute(sql`
    select id, appointment_id, expires_at, answer from guest_appointment_links
    where token_hash = ${tokenHash} ${lock ? sql`for update` : sql``}`)) as unknown as Rows<
    Record<string, unknown>
  >;
  const row = result.rows[0];
  return row
    ? {
        id: Number(row.id),
        appointmentId: Number(row.appointment_id),
        expiresAt: new Date(row.expires_at as string),
        answer: (row.answer as GuestLink['answer']) ?? null,
      }
    : null;
}

/** The active customer account with this e-mail or phone; the lowest id wins. */
export async function findActiveCustomerId(
  tx: Db,
  who: { email?: string; phone?: string },
): Promise<number | undefined> {
  const result = (await tx.execute(sql`
      select id from users
      where user_type = 'customer' and is_active
        and ${who.email !== undefined ? sql`lower(email) = ${who.email}` : sql`phone = ${who.phone ?? ''}`}
      order by id limit 1`)) as unknown as Rows<{ id: number }>;
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
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
  const links = (await tx.execute(sql`
          select id, answer from guest_appointment_links where appointment_id = ${appointmentId} for update`)) as unknown as Rows<{
    id: number;
    answer: string | null;
  }>;
  return links.rows[0];
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
