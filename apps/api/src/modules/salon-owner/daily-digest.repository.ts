import type { DigestAppointment } from '@salonya/domain/salon-owner/digest';
import { ATTENDED_OR_UPCOMING_STATUSES } from '@salonya/domain/booking/status';
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, notExists, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  appointments,
  appointmentServices,
  ownerDailyDigests,
  salonBookingSettings,
  salonStaff,
  salons,
  users,
} from '../../db/schema';

/** The only code of the owner's daily summary that touches the database. */

export interface DigestSalon {
  id: number;
  name: string;
  ownerEmail: string;
  ownerName: string;
}

/** Active salons whose owner wants the summary (the default) and whose `day` is not handled yet. */
export async function salonsDueForDigest(db: Db, day: string, limit: number): Promise<DigestSalon[]> {
  return db
    .select({ id: salons.id, name: salons.name, ownerEmail: users.email, ownerName: users.name })
    .from(salons)
    .innerJoin(users, eq(users.id, salons.owner_user_id))
    .leftJoin(salonBookingSettings, eq(salonBookingSettings.salon_id, salons.id))
    .where(
      and(
        eq(salons.status, 'active'),
        eq(users.is_active, true),
        sql`coalesce(${salonBookingSettings.notify_daily_digest}, true)`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(ownerDailyDigests)
            .where(and(eq(ownerDailyDigests.salon_id, salons.id), eq(ownerDailyDigests.digest_date, day))),
        ),
      ),
    )
    .orderBy(asc(salons.id))
    .limit(limit);
}

/**
 * Takes the salon's day in the caller's transaction. False when another process has it (its row committed, or
 * it committed while this insert waited on the primary key): that process sends, this one does not.
 */
export async function claimDigestDay(tx: Db, salonId: number, day: string): Promise<boolean> {
  const rows = await tx
    .insert(ownerDailyDigests)
    .values({ salon_id: salonId, digest_date: day, mailed: false })
    .onConflictDoNothing()
    .returning({ salonId: ownerDailyDigests.salon_id });
  return rows.length === 1;
}

export async function markDigestMailed(tx: Db, salonId: number, day: string): Promise<void> {
  await tx
    .update(ownerDailyDigests)
    .set({ mailed: true })
    .where(and(eq(ownerDailyDigests.salon_id, salonId), eq(ownerDailyDigests.digest_date, day)));
}

const live = isNull(appointments.deleted_at);

/** Appointments of the salon starting in [from, to) that still stand, in time order, with services and staff. */
export async function digestAppointments(
  db: Db,
  salonId: number,
  from: Date,
  to: Date,
): Promise<DigestAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.starts_at,
      status: appointments.status,
      customerName: sql<string>`coalesce(${users.name}, ${appointments.guest_name}, 'Misafir')`,
      staffName: salonStaff.display_name,
    })
    .from(appointments)
    .innerJoin(salonStaff, eq(salonStaff.id, appointments.salon_staff_id))
    .leftJoin(users, eq(users.id, appointments.customer_user_id))
    .where(
      and(
        eq(appointments.salon_id, salonId),
        live,
        inArray(appointments.status, [...ATTENDED_OR_UPCOMING_STATUSES]),
        gte(appointments.starts_at, from),
        lt(appointments.starts_at, to),
      ),
    )
    .orderBy(asc(appointments.starts_at), asc(appointments.id));
  const names =
    rows.length === 0
      ? []
      : await db
          .select({ appointmentId: appointmentServices.appointment_id, name: appointmentServices.name })
          .from(appointmentServices)
          .where(
            inArray(
              appointmentServices.appointment_id,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(appointmentServices.appointment_id), asc(appointmentServices.position));
  return rows.flatMap((r) =>
    r.status === 'pending' || r.status === 'confirmed' || r.status === 'completed'
      ? [
          {
            startsAt: r.startsAt,
            status: r.status,
            customerName: String(r.customerName),
            staffName: r.staffName,
            serviceNames: names.filter((n) => n.appointmentId === r.id).map((n) => n.name),
          },
        ]
      : [],
  );
}

/** Requests from now on still waiting for the salon's answer. */
export async function pendingRequestCount(db: Db, salonId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.salon_id, salonId),
        live,
        eq(appointments.status, 'pending'),
        gt(appointments.starts_at, now),
      ),
    );
  return row?.n ?? 0;
}

/** Completed appointments starting in [from, to): how many and their total, kuruş. */
export async function completedRevenue(
  db: Db,
  salonId: number,
  from: Date,
  to: Date,
): Promise<{ count: number; kurus: number }> {
  const [row] = await db
    .select({ n: count(), kurus: sum(appointments.total_price_kurus).mapWith(Number) })
    .from(appointments)
    .where(
      and(
        eq(appointments.salon_id, salonId),
        live,
        eq(appointments.status, 'completed'),
        gte(appointments.starts_at, from),
        lt(appointments.starts_at, to),
      ),
    );
  return { count: row?.n ?? 0, kurus: row?.kurus ?? 0 };
}
