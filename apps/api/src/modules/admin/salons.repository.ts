import type {
  AdminSalonDetail,
  AdminSalonListItem,
  AdminSalonStatus,
  SalonFilters,
} from '@salonya/contracts/admin';
import { salonStatusLabels, salonStatusSchema } from '@salonya/contracts/admin';
import { z } from 'zod';
import { kurusToLira } from '@salonya/domain/admin/dashboard-range';
import { containsPattern, pageOffset } from '@salonya/domain/admin/pagination';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { num, numOrNull, queryOne, queryRows, timestamp } from '../../db/rows';
import { iso, whereAll } from './admin-sql';

export interface SalonListFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  status?: AdminSalonStatus | undefined;
  city_id?: number | undefined;
  category_id?: number | undefined;
  is_verified?: boolean | undefined;
  is_featured?: boolean | undefined;
  sort: 'newest' | 'oldest' | 'name' | 'rating' | 'appointments';
}

const appointmentCount = sql`(select count(*) from appointments a where a.salon_id = s.id and a.deleted_at is null)`;

const ORDER: Record<SalonListFilter['sort'], SQL> = {
  newest: sql`s.created_at desc, s.id desc`,
  oldest: sql`s.created_at asc, s.id asc`,
  name: sql`s.name asc, s.id asc`,
  rating: sql`s.rating_average desc, s.review_count desc, s.id asc`,
  appointments: sql`${appointmentCount} desc, s.id asc`,
};

function filterSql(f: SalonListFilter): SQL {
  const p = f.search ? containsPattern(f.search) : null;
  return whereAll([
    p
      ? sql`(s.name ilike ${p} or coalesce(s.email, '') ilike ${p} or coalesce(s.phone, '') ilike ${p}
             or o.name ilike ${p} or o.email ilike ${p})`
      : null,
    f.status ? sql`s.status = ${f.status}` : null,
    f.city_id ? sql`s.province_id = ${f.city_id}` : null,
    f.category_id
      ? sql`exists (select 1 from salon_categories sc where sc.salon_id = s.id and sc.category_id = ${f.category_id})`
      : null,
    f.is_verified === undefined ? null : sql`s.is_verified = ${f.is_verified}`,
    f.is_featured === undefined ? null : sql`s.is_featured = ${f.is_featured}`,
  ]);
}

const salonRowSchema = z.object({
  id: num,
  name: z.string(),
  logo_url: z.string().nullable(),
  city: z.string(),
  city_id: num,
  district: z.string(),
  salon_type: z.string(),
  status: salonStatusSchema,
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  rating_average: num,
  review_count: num,
  total_appointments: num,
  owner_id: num,
  owner_name: z.string(),
  owner_email: z.string(),
  created_at: timestamp,
});
type SalonRow = z.output<typeof salonRowSchema>;

const listColumns = sql`s.id, s.name, s.logo_url, p.name as city, p.id as city_id, d.name as district, s.salon_type,
  s.status, s.is_verified, s.is_featured, s.rating_average::float8 as rating_average, s.review_count,
  ${appointmentCount}::int as total_appointments, o.id as owner_id, o.name as owner_name, o.email as owner_email,
  s.created_at`;
const listFrom = sql`salons s
  join provinces p on p.id = s.province_id
  join districts d on d.id = s.district_id
  join users o on o.id = s.owner_user_id`;

async function categoriesOf(db: Db, ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return out;
  const rows = await queryRows(
    db,
    'admin.salons.1',
    z.object({
      salon_id: num,
      id: num,
      name: z.string(),
    }),
    sql`select sc.salon_id, c.id, c.name from salon_categories sc join categories c on c.id = sc.category_id
        where sc.salon_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by c.sort_order, c.id`,
  );
  for (const r of rows) {
    const list = out.get(r.salon_id) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.salon_id, list);
  }
  return out;
}

function toListItem(r: SalonRow, categories: { id: number; name: string }[]): AdminSalonListItem {
  return {
    id: r.id,
    name: r.name,
    logo: r.logo_url,
    city: r.city,
    city_id: r.city_id,
    district: r.district,
    salon_type: r.salon_type,
    status: r.status,
    is_verified: r.is_verified,
    is_featured: r.is_featured,
    rating_average: Number(r.rating_average),
    review_count: r.review_count,
    total_appointments: r.total_appointments,
    categories,
    owner: { id: r.owner_id, name: r.owner_name, email: r.owner_email },
    created_at: iso(r.created_at),
  };
}

export async function listSalons(
  db: Db,
  f: SalonListFilter,
): Promise<{ items: AdminSalonListItem[]; total: number }> {
  const where = filterSql(f);
  const [rows, count] = await Promise.all([
    queryRows(
      db,
      'admin.salons.2',
      salonRowSchema,
      sql`select ${listColumns} from ${listFrom} where ${where}
          order by ${ORDER[f.sort]} limit ${f.per_page} offset ${pageOffset(f.page, f.per_page)}`,
    ),
    queryOne(
      db,
      'admin.salons.3',
      z.object({
        n: num,
      }),
      sql`select count(*)::int as n from ${listFrom} where ${where}`,
    ),
  ]);
  const cats = await categoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toListItem(r, cats.get(r.id) ?? [])), total: count?.n ?? 0 };
}

export async function salonDetail(db: Db, id: number): Promise<AdminSalonDetail | null> {
  const row = await queryOne(
    db,
    'admin.salons.4',
    salonRowSchema.extend({
      description: z.string(),
      gender_focus: z.enum(['female', 'male', 'unisex']),
      address: z.string(),
      district_id: num,
      latitude: num,
      longitude: num,
      phone: z.string().nullable(),
      email: z.string().nullable(),
      instagram: z.string().nullable(),
      cover_image_url: z.string().nullable(),
      owner_phone: z.string().nullable(),
      owner_active: z.boolean(),
      service_count: num,
      staff_count: num,
      completed: num,
      pending: num,
      cancelled: num,
      revenue_kurus: num,
      application_id: numOrNull,
      status_reason: z.string().nullable(),
      updated_at: timestamp,
    }),
    sql`select ${listColumns}, s.description, s.gender_focus, s.address, s.district_id, s.latitude, s.longitude,
               s.phone, s.email, s.instagram, s.cover_image_url, o.phone as owner_phone, o.is_active as owner_active,
               (select count(*)::int from services x where x.salon_id = s.id and x.is_active) as service_count,
               (select count(*)::int from salon_staff x where x.salon_id = s.id and x.is_active) as staff_count,
               st.completed, st.pending, st.cancelled, st.revenue_kurus,
               (select a.id from salon_applications a where a.salon_id = s.id order by a.id limit 1) as application_id,
               s.status_reason, s.updated_at
        from ${listFrom}
        cross join lateral (
          select count(*) filter (where status = 'completed')::int as completed,
                 count(*) filter (where status in ('pending','confirmed'))::int as pending,
                 count(*) filter (where status in ('cancelled','no_show'))::int as cancelled,
                 coalesce(sum(total_price_kurus) filter (where status = 'completed'), 0)::float8 as revenue_kurus
          from appointments a where a.salon_id = s.id and a.deleted_at is null
        ) st
        where s.id = ${id}`,
  );
  if (!row) return null;
  const cats = await categoriesOf(db, [row.id]);
  const item = toListItem(row, cats.get(row.id) ?? []);
  return {
    ...item,
    description: row.description,
    gender_focus: row.gender_focus,
    address: row.address,
    district_id: row.district_id,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    instagram: row.instagram,
    cover_image: row.cover_image_url,
    owner: { ...item.owner, phone: row.owner_phone, is_active: row.owner_active },
    service_count: row.service_count,
    staff_count: row.staff_count,
    appointment_stats: {
      completed: row.completed,
      pending: row.pending,
      cancelled: row.cancelled,
      revenue: kurusToLira(row.revenue_kurus),
    },
    application_id: row.application_id,
    status_reason: row.status_reason,
    updated_at: iso(row.updated_at),
  };
}

export async function salonFilters(db: Db): Promise<SalonFilters> {
  const [statuses, cities, categories] = await Promise.all([
    queryRows(
      db,
      'admin.salons.5',
      z.object({
        status: salonStatusSchema,
        n: num,
      }),
      sql`select status, count(*)::int as n from salons group by status`,
    ),
    queryRows(
      db,
      'admin.salons.6',
      z.object({
        id: num,
        name: z.string(),
        n: num,
      }),
      sql`select p.id, p.name, count(*)::int as n from salons s join provinces p on p.id = s.province_id
          group by p.id, p.name order by p.name`,
    ),
    queryRows(
      db,
      'admin.salons.7',
      z.object({
        id: num,
        name: z.string(),
        n: num,
      }),
      sql`select c.id, c.name, count(sc.salon_id)::int as n from categories c
          left join salon_categories sc on sc.category_id = c.id
          where c.is_active group by c.id, c.name, c.sort_order order by c.sort_order, c.id`,
    ),
  ]);
  const byStatus = new Map(statuses.map((s) => [s.status, s.n]));
  return {
    statuses: (['pending', 'active', 'suspended'] as const).map((value) => ({
      value,
      label: salonStatusLabels[value],
      count: byStatus.get(value) ?? 0,
    })),
    cities: cities.map((c) => ({ id: c.id, name: c.name, count: c.n })),
    categories: categories.map((c) => ({ id: c.id, name: c.name, count: c.n })),
  };
}

export async function updateSalonFlags(
  db: Db,
  id: number,
  patch: {
    status?: AdminSalonStatus;
    status_reason?: string | null;
    is_verified?: boolean;
    is_featured?: boolean;
  },
): Promise<boolean> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (patch.status !== undefined) sets.push(sql`status = ${patch.status}`);
  if (patch.status_reason !== undefined) sets.push(sql`status_reason = ${patch.status_reason}`);
  if (patch.is_verified !== undefined) sets.push(sql`is_verified = ${patch.is_verified}`);
  if (patch.is_featured !== undefined) sets.push(sql`is_featured = ${patch.is_featured}`);
  const rows = await queryRows(
    db,
    'admin.salons.8',
    z.object({
      id: num,
    }),
    sql`update salons set ${sql.join(sets, sql`, `)} where id = ${id} returning id`,
  );
  return rows.length > 0;
}

export async function salonStatus(db: Db, id: number): Promise<AdminSalonStatus | null> {
  const row = await queryOne(
    db,
    'admin.salons.9',
    z.object({
      status: salonStatusSchema,
    }),
    sql`select status from salons where id = ${id}`,
  );
  return row?.status ?? null;
}
