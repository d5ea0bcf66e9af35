import type { AdminAppointmentListQuery, OwnerAppointmentListQuery } from '@salonya/contracts/booking';
import { DEFAULT_SERVICE_RADIUS_KM } from '@salonya/domain/booking/status';
import type { ActorRole } from '@salonya/domain/booking/life-cycle';
import { istanbulInstant } from '@salonya/domain/booking/time';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, num, queryOne } from '../../db/rows';
import { selectAppointments, type AppointmentRecord } from './appointments.repository';

/** Who is asking: the part of the appointments service's Viewer the queries need. */
export interface ViewerScope {
  role: ActorRole;
  userId: number;
}

type Page = { page: number; per_page: number };
type PageResult = { items: AppointmentRecord[]; total: number };

/** Which appointments a viewer may see at all (others answer 404). */
export function scopeOf(viewer: ViewerScope): SQL {
  switch (viewer.role) {
    case 'customer':
      return sql`a.customer_user_id = ${viewer.userId}`;
    case 'salon_owner':
      return sql`s.owner_user_id = ${viewer.userId}`;
    case 'staff':
      return sql`a.staff_user_id = ${viewer.userId}`;
    case 'admin':
      return sql`true`;
  }
}

function pageOf(db: Db, where: SQL, orderBy: SQL, q: Page): Promise<PageResult> {
  return selectAppointments(db, { where, orderBy, limit: q.per_page, offset: (q.page - 1) * q.per_page });
}

/** The viewer's appointments among the given ids, by id. */
export async function appointmentsByIds(
  db: Db,
  viewer: ViewerScope,
  ids: number[],
): Promise<AppointmentRecord[]> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const { items } = await selectAppointments(db, {
    where: sql`a.id in (${idList}) and ${scopeOf(viewer)}`,
    orderBy: sql`a.id`,
    limit: ids.length,
  });
  return items;
}

/** Upcoming (pending or confirmed, not yet over) or past appointments of the viewer, one page. */
export function viewerAppointmentsPage(
  db: Db,
  viewer: ViewerScope,
  scope: 'upcoming' | 'past',
  nowIso: string,
  q: Page,
): Promise<PageResult> {
  const live = sql`a.status in ('pending','confirmed') and a.ends_at >= ${nowIso}::timestamptz`;
  const where =
    scope === 'upcoming' ? sql`${scopeOf(viewer)} and ${live}` : sql`${scopeOf(viewer)} and not (${live})`;
  // Past: latest first by when each entered history — a cancelled one when it was cancelled if that came before
  // its start, so a future appointment cancelled days ago does not sort above today's.
  const orderBy =
    scope === 'upcoming'
      ? sql`a.starts_at asc, a.id`
      : sql`least(a.starts_at, a.cancelled_at) desc, a.id desc`;
  return pageOf(db, where, orderBy, q);
}

/** The filters the salon side's and the administrators' lists share: salon, status, Istanbul date range. */
function commonFilters(q: AdminAppointmentListQuery): SQL[] {
  const parts: SQL[] = [];
  if (q.salon_id) parts.push(sql`a.salon_id = ${q.salon_id}`);
  if (q.status) parts.push(sql`a.status = ${q.status}`);
  if (q.date_from)
    parts.push(sql`a.starts_at >= ${istanbulInstant(q.date_from, 0).toISOString()}::timestamptz`);
  if (q.date_to)
    parts.push(sql`a.starts_at < ${istanbulInstant(q.date_to, 24 * 60).toISOString()}::timestamptz`);
  return parts;
}

/** The text as typed, wildcards escaped, for `ilike`. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name, e-mail or phone of the customer's account or of the guest. */
const customerMatches = (like: string) =>
  sql`(cu.name ilike ${like} or cu.email ilike ${like} or cu.phone ilike ${like}
          or a.guest_name ilike ${like} or a.guest_email ilike ${like} or a.guest_phone ilike ${like})`;

/** The salon side's appointment list: salon, status, staff, customer text and Istanbul date range filters. */
export function ownerAppointmentsPage(
  db: Db,
  viewer: ViewerScope,
  q: OwnerAppointmentListQuery,
): Promise<PageResult> {
  const parts: SQL[] = [scopeOf(viewer), ...commonFilters(q)];
  if (q.salon_staff_id) parts.push(sql`a.salon_staff_id = ${q.salon_staff_id}`);
  if (q.q) parts.push(customerMatches(likeOf(q.q)));
  return pageOf(db, sql.join(parts, sql` and `), sql`a.starts_at asc, a.id`, q);
}

/**
 * The administrators' list of every appointment, newest start first: the shared filters, and a text matching the
 * customer, the salon's name or (all digits, optionally after '#') the appointment's number.
 */
export function adminAppointmentsPage(db: Db, q: AdminAppointmentListQuery): Promise<PageResult> {
  const parts: SQL[] = [sql`true`, ...commonFilters(q)];
  if (q.q) {
    const like = likeOf(q.q);
    const number = /^#?(\d{1,9})$/.exec(q.q)?.[1];
    const byId = number === undefined ? sql`false` : sql`a.id = ${Number(number)}`;
    parts.push(sql`(${customerMatches(like)} or s.name ilike ${like} or ${byId})`);
  }
  return pageOf(db, sql.join(parts, sql` and `), sql`a.starts_at desc, a.id desc`, q);
}

const locationFlagsRow = z.object({
  home: z.boolean(),
  pet: z.boolean(),
  latitude: num,
  longitude: num,
  radius: num,
  home_fee: int,
});
export type ServiceLocationFlags = z.output<typeof locationFlagsRow>;

const savedAddressRow = z.object({
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: num,
  longitude: num,
});
export type SavedCustomerAddress = z.output<typeof savedAddressRow>;

/** Whether the chosen services include a home or a pet service, with the salon's place and service radius. */
export async function serviceLocationFlags(
  tx: Db,
  salonId: number,
  serviceIds: number[],
): Promise<ServiceLocationFlags | undefined> {
  const ids = sql.join(
    serviceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryOne(
    tx,
    'serviceLocationFlags',
    locationFlagsRow,
    sql`
    select coalesce(bool_or(sv.is_home_service), false) as home, coalesce(bool_or(sv.is_pet_service), false) as pet,
      s.latitude, s.longitude, coalesce(b.service_radius_km, ${DEFAULT_SERVICE_RADIUS_KM}) as radius,
      coalesce(b.home_service_fee_kurus, 0) as home_fee
    from salons s
    left join services sv on sv.salon_id = s.id and sv.id in (${ids})
    left join salon_booking_settings b on b.salon_id = s.id
    where s.id = ${salonId}
    group by s.id, b.service_radius_km, b.home_service_fee_kurus`,
  );
}

/** One of the customer's saved addresses (another customer's, or none without a customer: undefined). */
export async function savedCustomerAddress(
  tx: Db,
  addressId: number,
  customerUserId: number | null,
): Promise<SavedCustomerAddress | undefined> {
  return queryOne(
    tx,
    'savedCustomerAddress',
    savedAddressRow,
    sql`
        select title, address, district, city, latitude, longitude from customer_addresses
        where id = ${addressId} and user_id = ${customerUserId ?? 0}`,
  );
}
