import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DEFAULT_BOOKING_SETTINGS } from '../../db/schema';

type Rows<T> = { rows: T[] };

export interface SalonServiceArea {
  latitude: number;
  longitude: number;
  radius: number;
  /** Home-visit fee and travel buffer (migration 0018). */
  feeKurus: number;
  travelBufferMinutes: number;
}

/** Where a salon is and how far it comes (its booking settings, else the default radius); null when unknown. */
export async function salonServiceArea(db: Db, salonId: number): Promise<SalonServiceArea | null> {
  const found = (await db.execute(sql`
          select s.latitude, s.longitude,
            coalesce(b.service_radius_km, ${DEFAULT_BOOKING_SETTINGS.service_radius_km}) as radius,
            coalesce(b.home_service_fee_kurus, ${DEFAULT_BOOKING_SETTINGS.home_service_fee_kurus}) as fee,
            coalesce(b.home_travel_buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.home_travel_buffer_minutes}) as travel
          from salons s left join salon_booking_settings b on b.salon_id = s.id
          where s.id = ${salonId}`)) as unknown as Rows<Record<string, unknown>>;
  const row = found.rows[0];
  if (!row) return null;
  return {
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    radius: Number(row.radius),
    feeKurus: Number(row.fee),
    travelBufferMinutes: Number(row.travel),
  };
}

export async function customerAddressRows(db: Db, userId: number): Promise<Record<string, unknown>[]> {
  const rows = (await db.execute(sql`
        select id, title, address, district, city, latitude, longitude, created_at from customer_addresses
        where user_id = ${userId} order by id desc`)) as unknown as Rows<Record<string, unknown>>;
  return rows.rows;
}

/** Locks the user row (so concurrent inserts wait) and counts their addresses; call inside a transaction. */
export async function lockAndCountCustomerAddresses(tx: Db, userId: number): Promise<number> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const count = (await tx.execute(sql`
          select count(*)::int as n from customer_addresses where user_id = ${userId}`)) as unknown as Rows<{
    n: number;
  }>;
  return Number(count.rows[0]?.n ?? 0);
}

export interface NewCustomerAddress {
  title: string;
  address: string;
  district: string;
  city: string;
  latitude: number;
  longitude: number;
}

export async function insertCustomerAddress(
  tx: Db,
  userId: number,
  a: NewCustomerAddress,
): Promise<Record<string, unknown>> {
  const inserted = (await tx.execute(sql`
          insert into customer_addresses (user_id, title, address, district, city, latitude, longitude)
          values (${userId}, ${a.title}, ${a.address.replaceAll('\u0000', '')}, ${a.district}, ${a.city},
            ${a.latitude}, ${a.longitude})
          returning id, title, address, district, city, latitude, longitude, created_at`)) as unknown as Rows<
    Record<string, unknown>
  >;
  return inserted.rows[0]!;
}

/** Deletes one of the user's own addresses; false when there is none with that id. */
export async function deleteCustomerAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = (await db.execute(sql`
        delete from customer_addresses where id = ${id} and user_id = ${userId} returning id`)) as unknown as Rows<{
    id: number;
  }>;
  return deleted.rows.length > 0;
}
