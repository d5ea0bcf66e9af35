import {
  couponFunderValues,
  couponKindValues,
  couponStatusValues,
  redemptionStatusValues,
  type CouponFunder,
  type CouponKind,
  type CouponStatus,
} from '@salonya/domain/money/coupons';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idRow, int, intOrNull, queryOne, queryRows, runStatement, timestamp } from '../../db/rows';

/** Coupons and their uses (ADR 0047). The only callers of the coupon tables. */

const couponRow = z.object({
  id: int,
  code: z.string(),
  title: z.string(),
  kind: z.enum(couponKindValues),
  value: int,
  funded_by: z.enum(couponFunderValues),
  salon_id: intOrNull,
  salon_name: z.string().nullable(),
  category_id: intOrNull,
  category_name: z.string().nullable(),
  min_amount_kurus: int,
  total_limit: intOrNull,
  per_user_limit: intOrNull,
  first_booking_only: z.boolean(),
  is_public: z.boolean(),
  status: z.enum(couponStatusValues),
  starts_at: timestamp,
  ends_at: timestamp,
  used_count: int,
  discount_total_kurus: int,
  created_at: timestamp,
});
export type CouponRow = z.output<typeof couponRow>;

const couponSelect = sql`select c.id, c.code, c.title, c.kind, c.value, c.funded_by, c.salon_id, s.name as salon_name,
    c.category_id, cat.name as category_name, c.min_amount_kurus, c.total_limit, c.per_user_limit,
    c.first_booking_only, c.is_public, c.status, c.starts_at, c.ends_at, c.used_count,
    (select coalesce(sum(r.discount_kurus), 0) from coupon_redemptions r
      where r.coupon_id = c.id and r.status = 'active') as discount_total_kurus,
    c.created_at
  from coupons c
  left join salons s on s.id = c.salon_id
  left join categories cat on cat.id = c.category_id`;

export async function couponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  return queryOne(db, 'couponByCode', couponRow, sql`${couponSelect} where c.code = ${code}`);
}

export async function couponById(db: Db, id: number): Promise<CouponRow | undefined> {
  return queryOne(db, 'couponById', couponRow, sql`${couponSelect} where c.id = ${id}`);
}

/** The coupon's row lock: its uses are counted and written one booking at a time. */
export async function lockCouponByCode(tx: Db, code: string): Promise<CouponRow | undefined> {
  const locked = await queryOne(
    tx,
    'lockCouponByCode',
    idRow,
    sql`select id from coupons where code = ${code} for update`,
  );
  return locked ? couponById(tx, locked.id) : undefined;
}

const countRow = z.object({ n: int });

/** A customer's uses of a coupon that hold now. */
export async function userActiveUses(db: Db, couponId: number, userId: number): Promise<number> {
  const row = await queryOne(
    db,
    'userActiveUses',
    countRow,
    sql`select count(*) as n from coupon_redemptions
      where coupon_id = ${couponId} and user_id = ${userId} and status = 'active'`,
  );
  return row?.n ?? 0;
}

/** Whether the customer has an appointment that was not cancelled (other than the one being booked). */
export async function hasEarlierBooking(db: Db, userId: number, exceptAppointmentId: number | null) {
  const row = await queryOne(
    db,
    'hasEarlierBooking',
    z.object({ found: z.boolean() }),
    sql`select exists (select 1 from appointments where customer_user_id = ${userId}
      and status <> 'cancelled' and deleted_at is null
      and ${exceptAppointmentId === null ? sql`true` : sql`id <> ${exceptAppointmentId}`}) as found`,
  );
  return row?.found ?? false;
}

const serviceRow = z.object({
  id: int,
  price_kurus: int,
  category_id: intOrNull,
  parent_id: intOrNull,
});

/** The bookable services of an active salon with the price the booking charges and their category and its parent. */
export async function couponServices(db: Db, salonId: number, serviceIds: readonly number[]) {
  const rows = await queryRows(
    db,
    'couponServices',
    serviceRow,
    sql`select sv.id, coalesce(sv.discounted_price_kurus, sv.price_kurus) as price_kurus, sv.category_id,
        cat.parent_id
      from services sv join salons s on s.id = sv.salon_id
      left join categories cat on cat.id = sv.category_id
      where sv.salon_id = ${salonId} and s.status = 'active' and sv.is_active
        and sv.id = any(${`{${serviceIds.join(',')}}`}::int[])`,
  );
  return rows.map((r) => ({
    id: r.id,
    priceKurus: r.price_kurus,
    categoryIds: [r.category_id, r.parent_id].filter((x): x is number => x !== null),
  }));
}

export interface NewRedemption {
  couponId: number;
  userId: number;
  appointmentId: number;
  salonId: number;
  discountKurus: number;
  fundedKurus: number;
}

/** Writes a use under the coupon's row lock; the database refuses more uses than the total limit. */
export async function insertRedemption(tx: Db, r: NewRedemption): Promise<number> {
  const [row] = await queryRows(
    tx,
    'insertRedemption',
    idRow,
    sql`insert into coupon_redemptions (coupon_id, user_id, appointment_id, salon_id, discount_kurus, funded_kurus)
      values (${r.couponId}, ${r.userId}, ${r.appointmentId}, ${r.salonId}, ${r.discountKurus}, ${r.fundedKurus})
      returning id`,
  );
  await runStatement(
    tx,
    sql`update coupons set used_count = used_count + 1, updated_at = now() where id = ${r.couponId}`,
  );
  return row!.id;
}

export async function setAppointmentDiscount(
  tx: Db,
  appointmentId: number,
  discountKurus: number,
  code: string,
) {
  await runStatement(
    tx,
    sql`update appointments set discount_kurus = ${discountKurus}, coupon_code = ${code}, updated_at = now()
      where id = ${appointmentId}`,
  );
}

const activeRedemptionRow = z.object({
  id: int,
  coupon_id: int,
  salon_id: int,
  discount_kurus: int,
  funded_kurus: int,
});

/** The use of an appointment that still holds, locked (with its coupon's row, in the coupon-then-use order). */
export async function lockActiveRedemption(tx: Db, appointmentId: number) {
  const found = await queryOne(
    tx,
    'lockActiveRedemption.find',
    z.object({ coupon_id: int }),
    sql`select coupon_id from coupon_redemptions where appointment_id = ${appointmentId} and status = 'active'`,
  );
  if (!found) return undefined;
  await runStatement(tx, sql`select id from coupons where id = ${found.coupon_id} for update`);
  return queryOne(
    tx,
    'lockActiveRedemption',
    activeRedemptionRow,
    sql`select id, coupon_id, salon_id, discount_kurus, funded_kurus from coupon_redemptions
      where appointment_id = ${appointmentId} and status = 'active' for update`,
  );
}

/** The use is given back: the coupon counts one use fewer. */
export async function releaseRedemption(tx: Db, id: number, couponId: number, reason: string) {
  await runStatement(
    tx,
    sql`update coupon_redemptions set status = 'released', released_at = now(), release_reason = ${reason},
      updated_at = now() where id = ${id}`,
  );
  await runStatement(
    tx,
    sql`update coupons set used_count = used_count - 1, updated_at = now() where id = ${couponId}`,
  );
}

/** Public coupons that may be used now (window open, active, uses left), newest first. */
export async function publicCoupons(db: Db, now: Date): Promise<CouponRow[]> {
  return queryRows(
    db,
    'publicCoupons',
    couponRow,
    sql`${couponSelect} where c.is_public and c.status = 'active' and c.ends_at > ${now.toISOString()}
      and (c.total_limit is null or c.used_count < c.total_limit)
      order by c.ends_at, c.id limit 100`,
  );
}

const userUseRow = z.object({ coupon_id: int, n: int });

/** How many uses of each coupon a customer holds now. */
export async function userUsesByCoupon(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await queryRows(
    db,
    'userUsesByCoupon',
    userUseRow,
    sql`select coupon_id, count(*) as n from coupon_redemptions where user_id = ${userId} and status = 'active'
      group by coupon_id`,
  );
  return new Map(rows.map((r) => [r.coupon_id, r.n]));
}

const usedRow = z.object({
  id: int,
  code: z.string(),
  title: z.string(),
  discount_kurus: int,
  appointment_id: int,
  salon_name: z.string(),
  status: z.enum(redemptionStatusValues),
  created_at: timestamp,
});

/** A customer's uses, newest first (only their own). */
export async function userRedemptions(db: Db, userId: number) {
  return queryRows(
    db,
    'userRedemptions',
    usedRow,
    sql`select r.id, c.code, c.title, r.discount_kurus, r.appointment_id, s.name as salon_name, r.status, r.created_at
      from coupon_redemptions r join coupons c on c.id = r.coupon_id join salons s on s.id = r.salon_id
      where r.user_id = ${userId} order by r.id desc limit 100`,
  );
}

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface CouponFields {
  code: string;
  title: string;
  kind: CouponKind;
  value: number;
  fundedBy: CouponFunder;
  salonId: number | null;
  categoryId: number | null;
  minAmountKurus: number;
  totalLimit: number | null;
  perUserLimit: number | null;
  firstBookingOnly: boolean;
  isPublic: boolean;
  startsAt: Date;
  endsAt: Date;
}

export async function insertCoupon(tx: Db, f: CouponFields, createdBy: number): Promise<number> {
  const [row] = await queryRows(
    tx,
    'insertCoupon',
    idRow,
    sql`insert into coupons (code, title, kind, value, funded_by, salon_id, category_id, min_amount_kurus,
        total_limit, per_user_limit, first_booking_only, is_public, starts_at, ends_at, created_by_user_id)
      values (${f.code}, ${f.title}, ${f.kind}, ${f.value}, ${f.fundedBy}, ${f.salonId}, ${f.categoryId},
        ${f.minAmountKurus}, ${f.totalLimit}, ${f.perUserLimit}, ${f.firstBookingOnly}, ${f.isPublic},
        ${f.startsAt.toISOString()}, ${f.endsAt.toISOString()}, ${createdBy})
      on conflict (code) do nothing
      returning id`,
  );
  return row?.id ?? 0;
}

/** Updates a coupon (locked first); false when the new code belongs to another coupon. */
export async function updateCoupon(tx: Db, id: number, f: CouponFields): Promise<boolean> {
  const clash = await queryOne(
    tx,
    'updateCoupon.clash',
    idRow,
    sql`select id from coupons where code = ${f.code} and id <> ${id}`,
  );
  if (clash) return false;
  await runStatement(
    tx,
    sql`update coupons set code = ${f.code}, title = ${f.title}, kind = ${f.kind}, value = ${f.value},
      funded_by = ${f.fundedBy}, salon_id = ${f.salonId}, category_id = ${f.categoryId},
      min_amount_kurus = ${f.minAmountKurus}, total_limit = ${f.totalLimit}, per_user_limit = ${f.perUserLimit},
      first_booking_only = ${f.firstBookingOnly}, is_public = ${f.isPublic}, starts_at = ${f.startsAt.toISOString()},
      ends_at = ${f.endsAt.toISOString()}, updated_at = now()
    where id = ${id}`,
  );
  return true;
}

export async function lockCoupon(tx: Db, id: number): Promise<{ used_count: number } | undefined> {
  return queryOne(
    tx,
    'lockCoupon',
    z.object({ used_count: int }),
    sql`select used_count from coupons where id = ${id} for update`,
  );
}

export async function setCouponStatus(db: Db, id: number, status: CouponStatus): Promise<void> {
  await runStatement(db, sql`update coupons set status = ${status}, updated_at = now() where id = ${id}`);
}

export async function couponsPage(
  db: Db,
  filters: { status?: CouponStatus | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const where: SQL[] = [sql`true`];
  if (filters.status) where.push(sql`c.status = ${filters.status}`);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(c.code ilike ${like} or c.title ilike ${like})`);
  }
  const cond = sql.join(where, sql` and `);
  const rows = await queryRows(
    db,
    'couponsPage',
    couponRow,
    sql`${couponSelect} where ${cond} order by c.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const total = await queryOne(
    db,
    'couponsPage.total',
    countRow,
    sql`select count(*) as n from coupons c where ${cond}`,
  );
  return { rows, total: total?.n ?? 0 };
}

const redemptionRow = z.object({
  id: int,
  user_id: int,
  user_name: z.string(),
  user_email: z.string(),
  appointment_id: int,
  salon_name: z.string(),
  discount_kurus: int,
  funded_kurus: int,
  status: z.enum(redemptionStatusValues),
  release_reason: z.string().nullable(),
  created_at: timestamp,
});

export async function redemptionsPage(db: Db, couponId: number, page: { limit: number; offset: number }) {
  const rows = await queryRows(
    db,
    'redemptionsPage',
    redemptionRow,
    sql`select r.id, r.user_id, u.name as user_name, u.email as user_email, r.appointment_id, s.name as salon_name,
        r.discount_kurus, r.funded_kurus, r.status, r.release_reason, r.created_at
      from coupon_redemptions r join users u on u.id = r.user_id join salons s on s.id = r.salon_id
      where r.coupon_id = ${couponId} order by r.id desc limit ${page.limit} offset ${page.offset}`,
  );
  const total = await queryOne(
    db,
    'redemptionsPage.total',
    countRow,
    sql`select count(*) as n from coupon_redemptions where coupon_id = ${couponId}`,
  );
  return { rows, total: total?.n ?? 0 };
}

/** Whether a salon / category exists (the admin form names one). */
export async function salonExists(db: Db, id: number) {
  return (
    (await queryOne(db, 'couponSalonExists', idRow, sql`select id from salons where id = ${id}`)) !==
    undefined
  );
}
export async function categoryExists(db: Db, id: number) {
  return (
    (await queryOne(db, 'couponCategoryExists', idRow, sql`select id from categories where id = ${id}`)) !==
    undefined
  );
}

/**
 * GET /salons/search?coupon_code= (SPEC §7.4): the salons where the code may be used now — an active coupon in its
 * window with uses left, at its salon, at salons of its category, or anywhere. An unknown code matches no salon.
 */
export function couponSalonCondition(code: string, now: Date): SQL {
  return sql`exists (select 1 from coupons cp where cp.code = ${code} and cp.status = 'active'
    and cp.starts_at <= ${now.toISOString()} and cp.ends_at > ${now.toISOString()}
    and (cp.total_limit is null or cp.used_count < cp.total_limit)
    and (cp.salon_id is null or cp.salon_id = s.id)
    and (cp.category_id is null or exists (select 1 from services csv
      left join categories ccat on ccat.id = csv.category_id
      where csv.salon_id = s.id and csv.is_active
        and (csv.category_id = cp.category_id or ccat.parent_id = cp.category_id))))`;
}
