import type { Blocking, Break } from '@salonya/contracts/availability';
import { itemIdOf } from '@salonya/contracts/availability';
import type {
  BlockingType,
  ItemStatus,
  RecurringPattern,
  WeekdayKey,
} from '@salonya/domain/availability/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** Postgres array literal of ids, passed as one parameter. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;
const hhmm = (t: unknown): string | null => (typeof t === 'string' ? t.slice(0, 5) : null);
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

export interface SalonRecord {
  id: number;
  name: string;
  ownerUserId: number;
  status: string;
  city: string | null;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
  logoUrl: string | null;
  coverUrl: string | null;
}

export async function findSalon(db: Db, id: number): Promise<SalonRecord | null> {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select s.id, s.name, s.owner_user_id, s.status, p.name as city, d.name as district, s.latitude, s.longitude,
      s.logo_url, s.cover_image_url
    from salons s left join provinces p on p.id = s.province_id left join districts d on d.id = s.district_id
    where s.id = ${id}`,
  );
  if (!r) return null;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    name: r.name as string,
    ownerUserId: Number(r.owner_user_id),
    status: r.status as string,
    city: (r.city as string | null) ?? null,
    district: (r.district as string | null) ?? null,
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    logoUrl: (r.logo_url as string | null) ?? null,
    coverUrl: (r.cover_image_url as string | null) ?? null,
  };
}

export interface StaffRecord {
  id: number;
  salonId: number;
  userId: number;
  name: string;
  email: string | null;
  avatarUrl: string | null;
  isActive: boolean;
  salonOwnerUserId: number;
}

const staffColumns = sql`st.id, st.salon_id, st.user_id, st.display_name, u.email, coalesce(st.avatar_url, u.avatar_url)
  as avatar_url, st.is_active, s.owner_user_id`;
function toStaff(r: Record<string, unknown>): StaffRecord {
  return {
    id: Number(r.id),
    salonId: Number(r.salon_id),
    userId: Number(r.user_id),
    name: r.display_name as string,
    email: (r.email as string | null) ?? null,
    avatarUrl: (r.avatar_url as string | null) ?? null,
    isActive: r.is_active === true,
    salonOwnerUserId: Number(r.owner_user_id),
  };
}

export async function findStaff(db: Db, salonStaffId: number): Promise<StaffRecord | null> {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select ${staffColumns} from salon_staff st join users u on u.id = st.user_id
      join salons s on s.id = st.salon_id where st.id = ${salonStaffId} and st.removed_at is null`,
  );
  return r ? toStaff(r) : null;
}

/** The salon_staff rows of a user (a person may work in several salons), active first, oldest first. */
export async function staffOfUser(db: Db, userId: number): Promise<StaffRecord[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select ${staffColumns} from salon_staff st join users u on u.id = st.user_id
      join salons s on s.id = st.salon_id where st.user_id = ${userId} and st.removed_at is null
      order by st.is_active desc, st.id`,
  );
  return list.map(toStaff);
}

/** Staff of a salon (or one of them), active first then by name. */
export async function listStaff(db: Db, salonId: number, onlyStaffId: number | null): Promise<StaffRecord[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select ${staffColumns} from salon_staff st join users u on u.id = st.user_id
      join salons s on s.id = st.salon_id
      where st.salon_id = ${salonId} and st.removed_at is null
        ${onlyStaffId === null ? sql`` : sql`and st.id = ${onlyStaffId}`}
      order by st.is_active desc, st.display_name, st.id`,
  );
  return list.map(toStaff);
}

/** Serialises writes of one staff member's availability (overlap checks then insert). */
export async function lockStaff(db: Db, salonStaffId: number): Promise<void> {
  await db.execute(sql`select id from salon_staff where id = ${salonStaffId} for update`);
}

// ── Blockings ──────────────────────────────────────────────────────────────────────────────────────────────

export interface BlockingRecord extends Omit<Blocking, 'has_conflicts'> {
  salonOwnerUserId: number;
}

const blockingColumns = sql`b.id, b.type, b.salon_id, b.salon_staff_id, b.staff_user_id, st.display_name as staff_name,
  b.date::text as date, b.start_time::text as start_time, b.end_time::text as end_time, b.reason, b.is_full_day,
  b.recurring, b.recurring_pattern, b.end_date::text as end_date, b.status, b.created_by, b.created_at,
  s.owner_user_id`;
const blockingFrom = sql`staff_blockings b join salon_staff st on st.id = b.salon_staff_id join salons s on s.id = b.salon_id`;

function toBlocking(r: Record<string, unknown>): BlockingRecord {
  const id = Number(r.id);
  return {
    id,
    item_id: itemIdOf('blocking', id),
    kind: 'blocking',
    type: r.type as BlockingType,
    salon_id: Number(r.salon_id),
    salon_staff_id: Number(r.salon_staff_id),
    staff_user_id: Number(r.staff_user_id),
    staff_name: r.staff_name as string,
    date: r.date as string,
    start_time: r.is_full_day === true ? null : hhmm(r.start_time),
    end_time: r.is_full_day === true ? null : hhmm(r.end_time),
    reason: r.reason as string,
    is_full_day: r.is_full_day === true,
    recurring: r.recurring === true,
    recurring_pattern: r.recurring_pattern as RecurringPattern,
    end_date: (r.end_date as string | null) ?? null,
    status: r.status as ItemStatus,
    is_recurring: r.recurring === true,
    created_by: r.created_by === null || r.created_by === undefined ? null : Number(r.created_by),
    created_at: iso(r.created_at),
    salonOwnerUserId: Number(r.owner_user_id),
  };
}

/** Blockings of a salon (or some of its staff) with a day in [from, to]; recurring ones by their span. */
export async function listBlockings(
  db: Db,
  salonId: number,
  staffIds: readonly number[] | null,
  from: string,
  to: string,
): Promise<BlockingRecord[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select ${blockingColumns} from ${blockingFrom}
      where b.salon_id = ${salonId}
        ${staffIds === null ? sql`` : sql`and b.salon_staff_id = any(${idArray(staffIds)}::int[])`}
        and ((b.date between ${from}::date and ${to}::date)
          or (b.recurring and b.date <= ${to}::date and (b.end_date is null or b.end_date >= ${from}::date)))
      order by b.date, b.start_time nulls first, b.id`,
  );
  return list.map(toBlocking);
}

/** Active blockings of one staff member that may meet [from, to] (for overlap checks). */
export async function activeBlockingsOfStaff(
  db: Db,
  salonStaffId: number,
  from: string,
  to: string,
): Promise<BlockingRecord[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select ${blockingColumns} from ${blockingFrom}
      where b.salon_staff_id = ${salonStaffId} and b.status = 'active'
        and ((b.date between ${from}::date and ${to}::date)
          or (b.recurring and b.date <= ${to}::date and (b.end_date is null or b.end_date >= ${from}::date)))`,
  );
  return list.map(toBlocking);
}

export async function findBlocking(db: Db, id: number): Promise<BlockingRecord | null> {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select ${blockingColumns} from ${blockingFrom} where b.id = ${id}`,
  );
  return r ? toBlocking(r) : null;
}

export interface BlockingWrite {
  type: BlockingType;
  date: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
  isFullDay: boolean;
  recurring: boolean;
  recurringPattern: RecurringPattern;
  endDate: string | null;
}

export async function insertBlocking(
  db: Db,
  staff: StaffRecord,
  createdBy: number,
  w: BlockingWrite,
): Promise<number> {
  const [r] = await rows<{ id: number }>(
    db,
    sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date, start_time, end_time, reason,
      is_full_day, recurring, recurring_pattern, end_date, status, created_by)
    values (${staff.salonId}, ${staff.id}, ${staff.userId}, ${w.type}, ${w.date}::date, ${w.startTime}::time,
      ${w.endTime}::time, ${w.reason}, ${w.isFullDay}, ${w.recurring}, ${w.recurringPattern}, ${w.endDate}::date,
      'active', ${createdBy})
    returning id`,
  );
  return Number(r?.id);
}

export async function updateBlocking(
  db: Db,
  id: number,
  w: Omit<BlockingWrite, 'recurring' | 'recurringPattern' | 'endDate'> & { status: ItemStatus },
): Promise<void> {
  await db.execute(sql`update staff_blockings set type = ${w.type}, date = ${w.date}::date,
    start_time = ${w.startTime}::time, end_time = ${w.endTime}::time, reason = ${w.reason},
    is_full_day = ${w.isFullDay}, status = ${w.status}, updated_at = now()
    where id = ${id}`);
}

// ── Breaks ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface BreakRecord extends Break {
  salonOwnerUserId: number;
}

const breakColumns = sql`br.id, br.salon_id, br.salon_staff_id, br.staff_user_id, st.display_name as staff_name, br.name,
  br.start_time::text as start_time, br.end_time::text as end_time, br.days, br.status, br.created_at, s.owner_user_id`;
const breakFrom = sql`staff_breaks br join salon_staff st on st.id = br.salon_staff_id join salons s on s.id = br.salon_id`;

const DAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
function toBreak(r: Record<string, unknown>): BreakRecord {
  const id = Number(r.id);
  const days = (r.days as string[]).slice().sort((a, b) => DAY_ORDER.indexOf(a) - DAY_ORDER.indexOf(b));
  return {
    id,
    item_id: itemIdOf('break', id),
    kind: 'break',
    salon_id: Number(r.salon_id),
    salon_staff_id: Number(r.salon_staff_id),
    staff_user_id: Number(r.staff_user_id),
    staff_name: r.staff_name as string,
    name: r.name as string,
    start_time: hhmm(r.start_time) ?? '00:00',
    end_time: hhmm(r.end_time) ?? '00:00',
    days: days as WeekdayKey[],
    status: r.status as ItemStatus,
    created_at: iso(r.created_at),
    salonOwnerUserId: Number(r.owner_user_id),
  };
}

export async function listBreaks(
  db: Db,
  salonId: number,
  staffIds: readonly number[] | null,
): Promise<BreakRecord[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select ${breakColumns} from ${breakFrom} where br.salon_id = ${salonId}
      ${staffIds === null ? sql`` : sql`and br.salon_staff_id = any(${idArray(staffIds)}::int[])`}
      order by br.start_time, br.id`,
  );
  return list.map(toBreak);
}

export async function activeBreaksOfStaff(db: Db, salonStaffId: number): Promise<BreakRecord[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select ${breakColumns} from ${breakFrom} where br.salon_staff_id = ${salonStaffId} and br.status = 'active'
      order by br.start_time, br.id`,
  );
  return list.map(toBreak);
}

export async function findBreak(db: Db, id: number): Promise<BreakRecord | null> {
  const [r] = await rows<Record<string, unknown>>(
    db,
    sql`select ${breakColumns} from ${breakFrom} where br.id = ${id}`,
  );
  return r ? toBreak(r) : null;
}

const textArray = (items: readonly string[]) => `{${items.join(',')}}`;

export async function insertBreak(
  db: Db,
  staff: StaffRecord,
  w: { name: string; startTime: string; endTime: string; days: readonly WeekdayKey[] },
): Promise<number> {
  const [r] = await rows<{ id: number }>(
    db,
    sql`insert into staff_breaks (salon_id, salon_staff_id, staff_user_id, name, start_time, end_time, days)
    values (${staff.salonId}, ${staff.id}, ${staff.userId}, ${w.name}, ${w.startTime}::time, ${w.endTime}::time,
      ${textArray(w.days)}::text[])
    returning id`,
  );
  return Number(r?.id);
}

export async function updateBreak(
  db: Db,
  id: number,
  w: { name: string; startTime: string; endTime: string; days: readonly WeekdayKey[]; status: ItemStatus },
): Promise<void> {
  await db.execute(sql`update staff_breaks set name = ${w.name}, start_time = ${w.startTime}::time,
    end_time = ${w.endTime}::time, days = ${textArray(w.days)}::text[], status = ${w.status}, updated_at = now()
    where id = ${id}`);
}

export async function deleteItem(db: Db, kind: 'blocking' | 'break', id: number): Promise<void> {
  if (kind === 'blocking') await db.execute(sql`delete from staff_blockings where id = ${id}`);
  else await db.execute(sql`delete from staff_breaks where id = ${id}`);
}

// ── Appointments ───────────────────────────────────────────────────────────────────────────────────────────

export interface LiveAppointment {
  id: number;
  salonStaffId: number;
  date: string;
  startMinutes: number;
  endMinutes: number;
}

/**
 * Pending and confirmed appointments of the staff that have not ended by `now`, on Istanbul dates [from, to], as
 * wall-clock minutes of their day (one running past midnight is cut at 24:00).
 */
export async function liveAppointments(
  db: Db,
  staffIds: readonly number[],
  from: string,
  to: string,
  now: Date,
): Promise<LiveAppointment[]> {
  if (staffIds.length === 0) return [];
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select id, salon_staff_id, l.day::text as day,
        extract(hour from l.s)::int * 60 + extract(minute from l.s)::int as start_minutes,
        case when l.e::date > l.day then 1440
          else extract(hour from l.e)::int * 60 + extract(minute from l.e)::int end as end_minutes
      from appointments a
      cross join lateral (select (a.starts_at at time zone 'Europe/Istanbul') as s,
        (a.ends_at at time zone 'Europe/Istanbul') as e,
        (a.starts_at at time zone 'Europe/Istanbul')::date as day) l
      where a.salon_staff_id = any(${idArray(staffIds)}::int[]) and a.status in ('pending', 'confirmed')
        and a.deleted_at is null and a.ends_at > ${now.toISOString()}::timestamptz
        and a.starts_at >= (${from}::date)::timestamp at time zone 'Europe/Istanbul'
        and a.starts_at < (${to}::date + 1)::timestamp at time zone 'Europe/Istanbul'
      order by a.starts_at`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    salonStaffId: Number(r.salon_staff_id),
    date: r.day as string,
    startMinutes: Number(r.start_minutes),
    endMinutes: Number(r.end_minutes),
  }));
}

// ── Working hours ──────────────────────────────────────────────────────────────────────────────────────────

export interface WorkingRangeRecord {
  salonStaffId: number;
  weekday: number;
  startTime: string;
  endTime: string;
}

export async function workingRangesOfSalon(db: Db, salonId: number): Promise<WorkingRangeRecord[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select w.salon_staff_id, w.weekday, w.starts_at::text as s, w.ends_at::text as e
      from staff_working_hours w join salon_staff st on st.id = w.salon_staff_id
      where st.salon_id = ${salonId} order by w.salon_staff_id, w.weekday, w.starts_at`,
  );
  return list.map((r) => ({
    salonStaffId: Number(r.salon_staff_id),
    weekday: Number(r.weekday),
    startTime: hhmm(r.s) ?? '00:00',
    endTime: r.e === '23:59:59' || r.e === '24:00:00' ? '24:00' : (hhmm(r.e) ?? '00:00'),
  }));
}

export async function openingHours(
  db: Db,
  salonId: number,
): Promise<{ weekday: number; opens_at: string | null; closes_at: string | null }[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select weekday, opens_at::text as o, closes_at::text as c from salon_opening_hours
      where salon_id = ${salonId} order by weekday`,
  );
  return list.map((r) => ({ weekday: Number(r.weekday), opens_at: hhmm(r.o), closes_at: hhmm(r.c) }));
}

/** Replaces the staff member's week (the caller is inside a transaction). */
export async function replaceWorkingRanges(
  db: Db,
  salonStaffId: number,
  ranges: readonly { weekday: number; startTime: string; endTime: string }[],
): Promise<void> {
  await db.execute(sql`delete from staff_working_hours where salon_staff_id = ${salonStaffId}`);
  for (const r of ranges) {
    const end = r.endTime === '24:00' ? '23:59:59' : r.endTime;
    await db.execute(sql`insert into staff_working_hours (salon_staff_id, weekday, starts_at, ends_at)
      values (${salonStaffId}, ${r.weekday}, ${r.startTime}::time, ${end}::time)`);
  }
}
