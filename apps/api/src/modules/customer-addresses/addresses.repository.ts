import type { CustomerAddress } from '@salonya/contracts/booking-confirmations';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { countRow, idRow, int, num, queryOne, queryRows, runStatement, timestamp } from '../../db/rows';
import { DEFAULT_BOOKING_SETTINGS } from '../../db/schema';

/** A saved address as stored; the route adds the distance fields and formats created_at. */
export type CustomerAddressRow = Omit<CustomerAddress, 'distance_km' | 'in_service_area' | 'created_at'> & {
  created_at: Date;
};
const addressRow = z.object({
  id: int,
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: num,
  longitude: num,
  is_default: z.boolean(),
  created_at: timestamp,
}) satisfies z.ZodType<CustomerAddressRow, unknown>;

const serviceAreaRow = z.object({ latitude: num, longitude: num, radius: num, fee: int, travel: int });

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
  const row = await queryOne(
    db,
    'salonServiceArea',
    serviceAreaRow,
    sql`
          select s.latitude, s.longitude,
            coalesce(b.service_radius_km, ${DEFAULT_BOOKING_SETTINGS.service_radius_km}) as radius,
            coalesce(b.home_service_fee_kurus, ${DEFAULT_BOOKING_SETTINGS.home_service_fee_kurus}) as fee,
            coalesce(b.home_travel_buffer_minutes, ${DEFAULT_BOOKING_SETTINGS.home_travel_buffer_minutes}) as travel
          from salons s left join salon_booking_settings b on b.salon_id = s.id
          where s.id = ${salonId}`,
  );
  if (!row) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    radius: row.radius,
    feeKurus: row.fee,
    travelBufferMinutes: row.travel,
  };
}

export async function customerAddressRows(db: Db, userId: number): Promise<CustomerAddressRow[]> {
  return queryRows(
    db,
    'customerAddressRows',
    addressRow,
    sql`
        select id, title, address, district, city, latitude, longitude, is_default, created_at
        from customer_addresses where user_id = ${userId} order by is_default desc, id desc`,
  );
}

/** Locks the user row (so concurrent inserts wait) and counts their addresses; call inside a transaction. */
export async function lockAndCountCustomerAddresses(tx: Db, userId: number): Promise<number> {
  await runStatement(tx, sql`select id from users where id = ${userId} for update`);
  const count = await queryOne(
    tx,
    'countCustomerAddresses',
    countRow,
    sql`select count(*)::int as n from customer_addresses where user_id = ${userId}`,
  );
  return count?.n ?? 0;
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
): Promise<CustomerAddressRow> {
  const [inserted] = await queryRows(
    tx,
    'insertCustomerAddress',
    addressRow,
    sql`
          insert into customer_addresses (user_id, title, address, district, city, latitude, longitude, is_default)
          values (${userId}, ${a.title}, ${a.address.replaceAll('\u0000', '')}, ${a.district}, ${a.city},
            ${a.latitude}, ${a.longitude},
            not exists (select 1 from customer_addresses x where x.user_id = ${userId} and x.is_default))
          returning id, title, address, district, city, latitude, longitude, is_default, created_at`,
  );
  return inserted!;
}

/** Deletes one of the user's own addresses; false when there is none with that id. */
export async function deleteCustomerAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await queryRows(
    db,
    'deleteCustomerAddress',
    idRow,
    sql`delete from customer_addresses where id = ${id} and user_id = ${userId} returning id`,
  );
  return deleted.length > 0;
}

/**
 * Makes one of the user's own addresses their default (the others lose it) in one transaction; null when the user
 * has no address with that id. The partial unique index keeps one default per user.
 */
export async function setDefaultCustomerAddress(
  tx: Db,
  userId: number,
  id: number,
): Promise<CustomerAddressRow | null> {
  const own = await queryOne(
    tx,
    'findOwnCustomerAddress',
    idRow,
    sql`select id from customer_addresses where id = ${id} and user_id = ${userId} for update`,
  );
  if (!own) return null;
  await runStatement(
    tx,
    sql`update customer_addresses set is_default = false, updated_at = now()
      where user_id = ${userId} and is_default and id <> ${id}`,
  );
  const [row] = await queryRows(
    tx,
    'setDefaultCustomerAddress',
    addressRow,
    sql`update customer_addresses set is_default = true, updated_at = now() where id = ${id}
      returning id, title, address, district, city, latitude, longitude, is_default, created_at`,
  );
  return row ?? null;
}
