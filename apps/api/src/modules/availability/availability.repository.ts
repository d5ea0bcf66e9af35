import type { Blocking, Break } from '@salonya/contracts/availability';
import { itemIdOf } from '@salonya/contracts/availability';
import {
  BLOCKING_TYPES,
  ITEM_STATUSES,
  RECURRING_PATTERNS,
  type BlockingType,
  type ItemStatus,
  type RecurringPattern,
  type WeekdayKey,
} from '@salonya/domain/availability/rules';
import { WEEKDAY_KEYS } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  idRow,
  int,
  intOrNull,
  isoTimestamp,
  numOrNull,
  queryOne,
  queryRows,
  runStatement,
} from '../../db/rows';

/** Postgres array literal of ids, passed as one parameter. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;
const hhmm = (t: string | null): string | null => (t === null ? null : t.slice(0, 5));

const salonRow = z.object({
  id: int,
  name: z.string(),
  owner_user_id: int,
  status: z.string(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  latitude: numOrNull,
  longitude: numOrNull,
  logo_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
});
const staffRow = z.object({
  id: int,
  salon_id: int,
  user_id: int,
  display_name: z.string(),
  email: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  owner_user_id: int,
});
const blockingRow = z.object({
  id: int,
  type: z.enum(BLOCKING_TYPES),
  salon_id: int,
  salon_staff_id: int,
  staff_user_id: int,
  staff_name: z.string(),
  date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  reason: z.string(),
  is_full_day: z.boolean(),
  recurring: z.boolean(),
  recurring_pattern: z.enum(RECURRING_PATTERNS),
  end_date: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  created_by: intOrNull,
  created_at: isoTimestamp,
  owner_user_id: int,
});
const breakRow = z.object({
  id: int,
  salon_id: int,
  salon_staff_id: int,
  staff_user_id: int,
  staff_name: z.string(),
  name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  days: z.array(z.enum(WEEKDAY_KEYS)),
  status: z.enum(ITEM_STATUSES),
  created_at: isoTimestamp,
  owner_user_id: int,
});

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
  const r = await queryOne(
    db,
    'availability.findSalon',
    salonRow,
    sql`select s.id, s.name, s.owner_user_id, s.status, p.name as city, d.name as district, s.latitude, s.longitude,
      s.logo_url, s.cover_image_url
    from salons s left join provinces p on p.id = s.province_id left join districts d on d.id = s.district_id
    where s.id = ${id}`,
  );
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    ownerUserId: r.owner_user_id,
    status: r.status,
    city: r.city,
    district: r.district,
    latitude: r.latitude,
    longitude: r.longitude,
    logoUrl: r.logo_url,
    coverUrl: r.cover_image_url,
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
function toStaff(r: z.output<typeof staffRow>): StaffRecord {
  return {
    id: r.id,
    salonId: r.salon_id,
    userId: r.user_id,
    name: r.display_name,
    email: r.email,
    avatarUrl: r.avatar_url,
    isActive: r.is_active,
    salonOwnerUserId: r.owner_user_id,
  };
}

export async function findStaff(db: Db, salonStaffId: number): Promise<StaffRecord | null> {
  const r = await queryOne(
    db,
    'availability.findStaff',
    staffRow,
    sql`select ${staffColumns} from salon_staff st join users u on u.id = st.user_id
      join salons s on s.id = st.salon_id where st.id = ${salonStaffId} and st.removed_at is null`,
  );
  return r ? toStaff(r) : null;
}

/** The salon_staff rows of a user (a person may work in several salons), active first, oldest first. */
export async function staffOfUser(db: Db, userId: number): Promise<StaffRecord[]> {
  const list = await queryRows(
    db,
    'availability.staffOfUser',
    staffRow,
    sql`select ${staffColumns} from salon_staff st join users u on u.id = st.user_id
      join salons s on s.id = st.salon_id where st.user_id = ${userId} and st.removed_at is null
      order by st.is_active desc, st.id`,
  );
  return list.map(toStaff);
}

/** Staff of a salon (or one of them), active first then by name. */
export async function listStaff(db: Db, salonId: number, onlyStaffId: number | null): Promise<StaffRecord[]> {
  const list = await queryRows(
    db,
    'availability.listStaff',
    staffRow,
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
  await runStatement(db, sql`select id from salon_staff where id = ${salonStaffId} for update`);
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

function toBlocking(r: z.output<typeof blockingRow>): BlockingRecord {
  return {
    id: r.id,
    item_id: itemIdOf('blocking', r.id),
    kind: 'blocking',
    type: r.type,
    salon_id: r.salon_id,
    salon_staff_id: r.salon_staff_id,
    staff_user_id: r.staff_user_id,
    staff_name: r.staff_name,
    date: r.date,
    start_time: r.is_full_day ? null : hhmm(r.start_time),
    end_time: r.is_full_day ? null : hhmm(r.end_time),
    reason: r.reason,
    is_full_day: r.is_full_day,
    recurring: r.recurring,
    recurring_pattern: r.recurring_pattern,
    end_date: r.end_date,
    status: r.status,
    is_recurring: r.recurring,
    created_by: r.created_by,
    created_at: r.created_at,
    salonOwnerUserId: r.owner_user_id,
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
  const list = await queryRows(
    db,
    'availability.listBlockings',
    blockingRow,
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
  const list = await queryRows(
    db,
    'availability.activeBlockingsOfStaff',
    blockingRow,
    sql`select ${blockingColumns} from ${blockingFrom}
      where b.salon_staff_id = ${salonStaffId} and b.status = 'active'
        and ((b.date between ${from}::date and ${to}::date)
          or (b.recurring and b.date <= ${to}::date and (b.end_date is null or b.end_date >= ${from}::date)))`,
  );
  return list.map(toBlocking);
}

export async function findBlocking(db: Db, id: number): Promise<BlockingRecord | null> {
  const r = await queryOne(
    db,
    'availability.findBlocking',
    blockingRow,
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
  const [r] = await queryRows(
    db,
    'availability.insertBlocking',
    idRow,
    sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date, start_time, end_time, reason,
      is_full_day, recurring, recurring_pattern, end_date, status, created_by)
    values (${staff.salonId}, ${staff.id}, ${staff.userId}, ${w.type}, ${w.date}::date, ${w.startTime}::time,
      ${w.endTime}::time, ${w.reason}, ${w.isFullDay}, ${w.recurring}, ${w.recurringPattern}, ${w.endDate}::date,
      'active', ${createdBy})
    returning id`,
  );
  return r!.id;
}

export async function updateBlocking(
  db: Db,
  id: number,
  w: Omit<BlockingWrite, 'recurring' | 'recurringPattern' | 'endDate'> & { status: ItemStatus },
): Promise<void> {
  await runStatement(
    db,
    sql`update staff_blockings set type = ${w.type}, date = ${w.date}::date,
    start_time = ${w.startTime}::time, end_time = ${w.endTime}::time, reason = ${w.reason},
    is_full_day = ${w.isFullDay}, status = ${w.status}, updated_at = now()
    where id = ${id}`,
  );
}

// ── Breaks ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface BreakRecord extends Break {
  salonOwnerUserId: number;
}

const breakColumns = sql`br.id, br.salon_id, br.salon_staff_id, br.staff_user_id, st.display_name as staff_name, br.name,
  br.start_time::text as start_time, br.end_time::text as end_time, br.days, br.status, br.created_at, s.owner_user_id`;
const breakFrom = sql`staff_breaks br join salon_staff st on st.id = br.salon_staff_id join salons s on s.id = br.salon_id`;

function toBreak(r: z.output<typeof breakRow>): BreakRecord {
  const days = r.days.slice().sort((a, b) => WEEKDAY_KEYS.indexOf(a) - WEEKDAY_KEYS.indexOf(b));
  return {
    id: r.id,
    item_id: itemIdOf('break', r.id),
    kind: 'break',
    salon_id: r.salon_id,
    salon_staff_id: r.salon_staff_id,
    staff_user_id: r.staff_user_id,
    staff_name: r.staff_name,
    name: r.name,
    start_time: r.start_time.slice(0, 5),
    end_time: r.end_time.slice(0, 5),
    days,
    status: r.status,
    created_at: r.created_at,
    salonOwnerUserId: r.owner_user_id,
  };
}

export async function listBreaks(
  db: Db,
  salonId: number,
  staffIds: readonly number[] | null,
): Promise<BreakRecord[]> {
  const list = await queryRows(
    db,
    'availability.listBreaks',
    breakRow,
    sql`select ${breakColumns} from ${breakFrom} where br.salon_id = ${salonId}
      ${staffIds === null ? sql`` : sql`and br.salon_staff_id = any(${idArray(staffIds)}::int[])`}
      order by br.start_time, br.id`,
  );
  return list.map(toBreak);
}

export async function activeBreaksOfStaff(db: Db, salonStaffId: number): Promise<BreakRecord[]> {
  const list = await queryRows(
    db,
    'availability.activeBreaksOfStaff',
    breakRow,
    sql`select ${breakColumns} from ${breakFrom} where br.salon_staff_id = ${salonStaffId} and br.status = 'active'
      order by br.start_time, br.id`,
  );
  return list.map(toBreak);
}

export async function findBreak(db: Db, id: number): Promise<BreakRecord | null> {
  const r = await queryOne(
    db,
    'availability.findBreak',
    breakRow,
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
  const [r] = await queryRows(
    db,
    'availability.insertBreak',
    idRow,
    sql`insert into staff_breaks (salon_id, salon_staff_id, staff_user_id, name, start_time, end_time, days)
    values (${staff.salonId}, ${staff.id}, ${staff.userId}, ${w.name}, ${w.startTime}::time, ${w.endTime}::time,
      ${textArray(w.days)}::text[])
    returning id`,
  );
  return r!.id;
}

export async function updateBreak(
  db: Db,
  id: number,
  w: { name: string; startTime: string; endTime: string; days: readonly WeekdayKey[]; status: ItemStatus },
): Promise<void> {
  await runStatement(
    db,
    sql`update staff_breaks set name = ${w.name}, start_time = ${w.startTime}::time,
    end_time = ${w.endTime}::time, days = ${textArray(w.days)}::text[], status = ${w.status}, updated_at = now()
    where id = ${id}`,
  );
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
  const list = await queryRows(
    db,
    'availability.liveAppointments',
    z.object({ id: int, salon_staff_id: int, day: z.string(), start_minutes: int, end_minutes: int }),
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
    id: r.id,
    salonStaffId: r.salon_staff_id,
    date: r.day,
    startMinutes: r.start_minutes,
    endMinutes: r.end_minutes,
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
  const list = await queryRows(
    db,
    'availability.workingRangesOfSalon',
    z.object({ salon_staff_id: int, weekday: int, s: z.string(), e: z.string() }),
    sql`select w.salon_staff_id, w.weekday, w.starts_at::text as s, w.ends_at::text as e
      from staff_working_hours w join salon_staff st on st.id = w.salon_staff_id
      where st.salon_id = ${salonId} order by w.salon_staff_id, w.weekday, w.starts_at`,
  );
  return list.map((r) => ({
    salonStaffId: r.salon_staff_id,
    weekday: r.weekday,
    startTime: r.s.slice(0, 5),
    endTime: r.e === '23:59:59' || r.e === '24:00:00' ? '24:00' : r.e.slice(0, 5),
  }));
}

export async function openingHours(
  db: Db,
  salonId: number,
): Promise<{ weekday: number; opens_at: string | null; closes_at: string | null }[]> {
  const list = await queryRows(
    db,
    'availability.openingHours',
    z.object({ weekday: int, o: z.string().nullable(), c: z.string().nullable() }),
    sql`select weekday, opens_at::text as o, closes_at::text as c from salon_opening_hours
      where salon_id = ${salonId} order by weekday`,
  );
  return list.map((r) => ({ weekday: r.weekday, opens_at: hhmm(r.o), closes_at: hhmm(r.c) }));
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
