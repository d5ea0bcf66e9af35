import { avatarOf, coverImageOf } from '@salonya/domain/catalogue/default-images';
import { WEEKDAY_NAMES, isNightSalon, isOpenAt } from '@salonya/domain/catalogue/opening-hours';
import { salonSlug } from '@salonya/domain/slug';
import type { PublicGalleryImage } from '@salonya/contracts/salon-media';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaImages, salonGallery } from '../../db/schema';
import { DEFAULT_SALON_NAME, openingHoursOf } from './salon-cards.repository';

type Rows<T> = { rows: T[] };
const lira = (kurus: number | string | null) => (kurus === null ? null : Number(kurus) / 100);

export async function findSalonDetail(db: Db, id: number, now: Date) {
  const result = (await db.execute(sql`
    select s.id, s.name, s.description, s.salon_type, s.gender_focus, s.address, s.latitude, s.longitude, s.phone,
      s.email, s.instagram, s.logo_url, s.cover_image_url, s.amenities, s.is_verified, s.is_featured,
      s.rating_average::text as rating_average, s.review_count, to_json(s.created_at)#>>'{}' as created_at,
      p.id as city_id, p.name as city, p.slug as city_slug, d.id as district_id, d.name as district, d.slug as district_slug,
      (select min(coalesce(discounted_price_kurus, price_kurus)) from services where salon_id = s.id and is_active) as min_price,
      (select max(price_kurus) from services where salon_id = s.id and is_active) as max_price,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'code', c.code, 'icon', c.icon) order by c.sort_order), '[]'::json)
        from salon_categories sc join categories c on c.id = sc.category_id where sc.salon_id = s.id) as service_categories
    from salons s join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
    where s.id = ${id} and s.status = 'active'`)) as unknown as Rows<Record<string, unknown>>;
  const r = result.rows[0];
  if (!r) return null;
  const hours = (await openingHoursOf(db, [id])).get(id) ?? [];
  const name = (r.name as string).trim() || DEFAULT_SALON_NAME;
  return {
    id,
    name,
    slug: salonSlug({ name, district: r.district as string, city: r.city as string }),
    description: r.description as string,
    salon_type: r.salon_type as string,
    service_categories: r.service_categories as {
      id: number;
      name: string;
      slug: string;
      code: string | null;
      icon: string;
    }[],
    gender_focus: r.gender_focus as string,
    logo: (r.logo_url as string | null) ?? null,
    cover_image: coverImageOf(id, r.cover_image_url as string | null),
    city: r.city as string,
    city_id: Number(r.city_id),
    city_slug: r.city_slug as string,
    district: r.district as string,
    district_id: Number(r.district_id),
    district_slug: r.district_slug as string,
    address: r.address as string,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    phone: r.phone as string | null,
    email: r.email as string | null,
    instagram: r.instagram as string | null,
    amenities: r.amenities as string[],
    is_verified: r.is_verified as boolean,
    is_featured: r.is_featured as boolean,
    // eslint-disable-next-line no-restricted-syntax -- the contract's wire value '4.6', formatted by the client
    rating_average: Number(r.rating_average).toFixed(1),
    review_count: Number(r.review_count),
    min_price: lira(r.min_price as string | null),
    max_price: lira(r.max_price as string | null),
    is_open_now: isOpenAt(hours, now),
    is_night_salon: isNightSalon(hours),
    opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const h = hours.find((x) => x.weekday === weekday);
      return {
        weekday,
        day_name: WEEKDAY_NAMES[weekday - 1]!,
        opens_at: h?.opensAt?.slice(0, 5) ?? null,
        closes_at: h?.closesAt ? (h.closesAt.startsWith('23:59') ? '24:00' : h.closesAt.slice(0, 5)) : null,
        is_closed: !h?.opensAt,
      };
    }),
    created_at: new Date(r.created_at as string).toISOString(),
  };
}

export async function listSalonServices(db: Db, salonId: number) {
  const result = (await db.execute(sql`
    select sv.id, sv.name, sv.description, sv.duration_minutes, sv.price_kurus, sv.discounted_price_kurus,
      sv.is_home_service, sv.is_pet_service, sv.image_url, c.id as category_id, c.name as category_name,
      c.icon as category_icon,
      (select coalesce(json_agg(ss.salon_staff_id order by ss.salon_staff_id), '[]'::json) from staff_services ss
        join salon_staff st on st.id = ss.salon_staff_id where ss.service_id = sv.id and st.is_active) as staff_ids
    from services sv join categories c on c.id = sv.category_id
    where sv.salon_id = ${salonId} and sv.is_active
    order by c.sort_order, sv.sort_order, sv.id`)) as unknown as Rows<Record<string, unknown>>;
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: r.name as string,
    description: r.description as string,
    duration_minutes: Number(r.duration_minutes),
    price: Number(r.price_kurus) / 100,
    price_kurus: Number(r.price_kurus),
    discounted_price: lira(r.discounted_price_kurus as string | null),
    discounted_price_kurus: r.discounted_price_kurus === null ? null : Number(r.discounted_price_kurus),
    is_home_service: r.is_home_service as boolean,
    is_pet_service: r.is_pet_service as boolean,
    image_url: r.image_url as string | null,
    category_id: Number(r.category_id),
    category_name: r.category_name as string,
    service_main_category_name: r.category_name as string,
    category_icon: r.category_icon as string,
    staff_ids: r.staff_ids as number[],
  }));
}

const staffColumns = sql`st.id as salon_staff_id, st.user_id, st.salon_id, st.display_name, st.title, st.bio,
  st.specialties, st.avatar_url, st.is_active, st.rating_average::text as rating_average, st.review_count`;

function toStaff(r: Record<string, unknown>) {
  return {
    salon_staff_id: Number(r.salon_staff_id),
    user_id: Number(r.user_id),
    salon_id: Number(r.salon_id),
    display_name: r.display_name as string,
    name: r.display_name as string,
    title: r.title as string,
    bio: r.bio as string,
    specialties: r.specialties as string[],
    avatar_url: avatarOf(`staff:${String(r.salon_staff_id)}`, r.avatar_url as string | null),
    is_active: r.is_active as boolean,
    // eslint-disable-next-line no-restricted-syntax -- the contract's wire value '4.6', formatted by the client
    rating_average: Number(r.rating_average).toFixed(1),
    review_count: Number(r.review_count),
  };
}

export async function listSalonStaff(db: Db, salonId: number) {
  const result = (await db.execute(sql`
    select ${staffColumns},
      (select coalesce(json_agg(ss.service_id order by ss.service_id), '[]'::json) from staff_services ss
        join services sv on sv.id = ss.service_id where ss.salon_staff_id = st.id and sv.is_active) as service_ids
    from salon_staff st where st.salon_id = ${salonId} and st.is_active order by st.id`)) as unknown as Rows<
    Record<string, unknown>
  >;
  return result.rows.map((r) => ({ ...toStaff(r), service_ids: r.service_ids as number[] }));
}

export async function listReviews(
  db: Db,
  by: { salonId: number } | { staffId: number },
  page: number,
  perPage: number,
) {
  const where = 'salonId' in by ? sql`r.salon_id = ${by.salonId}` : sql`r.salon_staff_id = ${by.staffId}`;
  const result = (await db.execute(sql`
    select r.id, r.rating, r.comment, r.reply, to_json(r.replied_at)#>>'{}' as replied_at,
      to_json(r.created_at)#>>'{}' as created_at, u.name as author_name,
      st.id as salon_staff_id, st.display_name as staff_name, count(*) over () as total
    from reviews r join users u on u.id = r.customer_user_id left join salon_staff st on st.id = r.salon_staff_id
    where ${where} and r.status = 'published' and r.deleted_at is null
    order by r.created_at desc, r.id desc
    limit ${perPage} offset ${(page - 1) * perPage}`)) as unknown as Rows<Record<string, unknown>>;
  const total = result.rows.length > 0 ? Number(result.rows[0]!.total) : await countReviews(db, by);
  return {
    items: result.rows.map((r) => ({
      id: Number(r.id),
      rating: Number(r.rating),
      comment: r.comment as string,
      reply: r.reply as string | null,
      // Raw rows carry timestamps as ISO text (to_json), the same on PGlite and PostgreSQL.
      replied_at: r.replied_at ? new Date(r.replied_at as string).toISOString() : null,
      created_at: new Date(r.created_at as string).toISOString(),
      author_name: shortName(r.author_name as string),
      salon_staff_id: r.salon_staff_id === null ? null : Number(r.salon_staff_id),
      staff_name: r.staff_name as string | null,
    })),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

async function countReviews(db: Db, by: { salonId: number } | { staffId: number }): Promise<number> {
  const where = 'salonId' in by ? sql`salon_id = ${by.salonId}` : sql`salon_staff_id = ${by.staffId}`;
  const result = (await db.execute(
    sql`select count(*)::int as n from reviews where ${where} and status = 'published' and deleted_at is null`,
  )) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}

/** Reviewers are shown as "Ayşe K.": a marketplace never prints a customer's full surname. */
function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return parts[0] ?? '';
  const last = parts.at(-1)!;
  return last.endsWith('.') && last.length <= 3
    ? parts.join(' ')
    : `${parts.slice(0, -1).join(' ')} ${last[0]!.toLocaleUpperCase('tr-TR')}.`;
}

/** The public gallery: uploaded photos carry their variants and size (srcset), seeded ones their URL only. */
export async function listGallery(db: Db, salonId: number): Promise<PublicGalleryImage[]> {
  const rows = await db
    .select({
      id: salonGallery.id,
      image_url: salonGallery.image_url,
      caption: salonGallery.caption,
      width: mediaImages.width,
      height: mediaImages.height,
      variants: mediaImages.variants,
    })
    .from(salonGallery)
    .leftJoin(mediaImages, eq(mediaImages.id, salonGallery.image_id))
    .where(eq(salonGallery.salon_id, salonId))
    .orderBy(asc(salonGallery.sort_order), asc(salonGallery.id));
  return rows.map((r) => ({
    id: r.id,
    image_url: r.image_url,
    caption: r.caption,
    width: r.width,
    height: r.height,
    variants: (r.variants ?? []).map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      url: v.url,
    })),
  }));
}

export async function findSpecialist(db: Db, salonStaffId: number) {
  const result = (await db.execute(sql`
    select ${staffColumns}, s.name as salon_name, p.name as city, d.name as district
    from salon_staff st join salons s on s.id = st.salon_id
    join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
    where st.id = ${salonStaffId} and st.is_active and s.status = 'active'`)) as unknown as Rows<
    Record<string, unknown>
  >;
  const r = result.rows[0];
  if (!r) return null;
  const salonName = (r.salon_name as string).trim() || DEFAULT_SALON_NAME;
  return {
    ...toStaff(r),
    slug: salonSlug({
      name: r.display_name as string,
      district: r.district as string,
      city: r.city as string,
    }),
    salon: {
      id: Number(r.salon_id),
      name: salonName,
      slug: salonSlug({ name: salonName, district: r.district as string, city: r.city as string }),
      city: r.city as string,
      district: r.district as string,
    },
  };
}

export async function listSpecialistServices(db: Db, salonStaffId: number) {
  const result = (await db.execute(sql`
    select sv.id from staff_services ss join services sv on sv.id = ss.service_id
    where ss.salon_staff_id = ${salonStaffId} and sv.is_active`)) as unknown as Rows<{ id: number }>;
  return new Set(result.rows.map((r) => Number(r.id)));
}

export async function recordSalonView(db: Db, salonId: number): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into salon_daily_views (salon_id, day, views)
    select id, current_date, 1 from salons where id = ${salonId} and status = 'active'
    on conflict (salon_id, day) do update set views = salon_daily_views.views + 1
    returning salon_id`)) as unknown as Rows<{ salon_id: number }>;
  return result.rows.length > 0;
}
