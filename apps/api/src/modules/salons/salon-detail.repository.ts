import { reviewAuthorName } from '@salonya/domain/reviews/rules';
import { avatarOf, coverImageOf } from '@salonya/domain/catalogue/default-images';
import { WEEKDAY_NAMES, isNightSalon, isOpenAt } from '@salonya/domain/catalogue/opening-hours';
import { salonSlug } from '@salonya/domain/slug';
import { publicStaffPhotoSchema, type PublicGalleryImage } from '@salonya/contracts/salon-media';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  countRow,
  decimalText,
  idRow,
  int,
  intOrNull,
  isoTimestamp,
  isoTimestampOrNull,
  num,
  queryOne,
  queryRows,
} from '../../db/rows';
import { mediaImages, salonGallery } from '../../db/schema';
import { reviewPhotosColumn, reviewPhotosField, toReviewPhotos } from '../reviews/reviews.repository';
import { DEFAULT_SALON_NAME, openingHoursOf } from './salon-cards.repository';

const lira = (kurus: number | null) => (kurus === null ? null : kurus / 100);

const salonDetailRow = z.object({
  id: int,
  name: z.string(),
  description: z.string(),
  salon_type: z.string(),
  gender_focus: z.string(),
  address: z.string(),
  latitude: num,
  longitude: num,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  logo_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  amenities: z.array(z.string()),
  is_verified: z.boolean(),
  is_featured: z.boolean(),
  rating_average: decimalText,
  review_count: int,
  created_at: isoTimestamp,
  city_id: int,
  city: z.string(),
  city_slug: z.string(),
  district_id: int,
  district: z.string(),
  district_slug: z.string(),
  min_price: intOrNull,
  max_price: intOrNull,
  accepts_online_bookings: z.boolean().nullable(),
  service_categories: z.array(
    z.object({ id: int, name: z.string(), slug: z.string(), code: z.string().nullable(), icon: z.string() }),
  ),
});

export async function findSalonDetail(db: Db, id: number, now: Date) {
  const r = await queryOne(
    db,
    'findSalonDetail',
    salonDetailRow,
    sql`
    select s.id, s.name, s.description, s.salon_type, s.gender_focus, s.address, s.latitude, s.longitude, s.phone,
      s.email, s.instagram, s.logo_url, s.cover_image_url, s.amenities, s.is_verified, s.is_featured,
      s.rating_average::text as rating_average, s.review_count, to_json(s.created_at)#>>'{}' as created_at,
      p.id as city_id, p.name as city, p.slug as city_slug, d.id as district_id, d.name as district, d.slug as district_slug,
      (select min(coalesce(discounted_price_kurus, price_kurus)) from services where salon_id = s.id and is_active) as min_price,
      (select max(price_kurus) from services where salon_id = s.id and is_active) as max_price,
      coalesce((select b.accepts_online_bookings from salon_booking_settings b where b.salon_id = s.id), true)
        as accepts_online_bookings,
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'code', c.code, 'icon', c.icon) order by c.sort_order), '[]'::json)
        from salon_categories sc join categories c on c.id = sc.category_id where sc.salon_id = s.id) as service_categories
    from salons s join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
    where s.id = ${id} and s.status = 'active'`,
  );
  if (!r) return null;
  const hours = (await openingHoursOf(db, [id])).get(id) ?? [];
  const name = r.name.trim() || DEFAULT_SALON_NAME;
  return {
    id,
    name,
    slug: salonSlug({ name, district: r.district, city: r.city }),
    description: r.description,
    salon_type: r.salon_type,
    service_categories: r.service_categories,
    gender_focus: r.gender_focus,
    logo: r.logo_url,
    cover_image: coverImageOf(id, r.cover_image_url),
    city: r.city,
    city_id: r.city_id,
    city_slug: r.city_slug,
    district: r.district,
    district_id: r.district_id,
    district_slug: r.district_slug,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    phone: r.phone,
    email: r.email,
    instagram: r.instagram,
    amenities: r.amenities,
    is_verified: r.is_verified,
    is_featured: r.is_featured,
    // eslint-disable-next-line no-restricted-syntax -- the contract's wire value '4.6', formatted by the client
    rating_average: Number(r.rating_average).toFixed(1),
    review_count: r.review_count,
    min_price: lira(r.min_price),
    max_price: lira(r.max_price),
    is_open_now: isOpenAt(hours, now),
    is_night_salon: isNightSalon(hours),
    // Paused at /salon/ayarlar: the page shows a notice instead of 'Randevu Al'.
    accepts_online_bookings: r.accepts_online_bookings !== false,
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
    created_at: r.created_at,
  };
}

const salonServiceRow = z.object({
  id: int,
  name: z.string(),
  description: z.string(),
  duration_minutes: int,
  price_kurus: int,
  discounted_price_kurus: intOrNull,
  is_home_service: z.boolean(),
  is_pet_service: z.boolean(),
  image_url: z.string().nullable(),
  category_id: int,
  category_name: z.string(),
  category_icon: z.string(),
  staff_ids: z.array(int),
});

export async function listSalonServices(db: Db, salonId: number) {
  const rows = await queryRows(
    db,
    'listSalonServices',
    salonServiceRow,
    sql`
    select sv.id, sv.name, sv.description, sv.duration_minutes, sv.price_kurus, sv.discounted_price_kurus,
      sv.is_home_service, sv.is_pet_service, sv.image_url, c.id as category_id, c.name as category_name,
      c.icon as category_icon,
      (select coalesce(json_agg(ss.salon_staff_id order by ss.salon_staff_id), '[]'::json) from staff_services ss
        join salon_staff st on st.id = ss.salon_staff_id where ss.service_id = sv.id and st.is_active) as staff_ids
    from services sv join categories c on c.id = sv.category_id
    where sv.salon_id = ${salonId} and sv.is_active
    order by c.sort_order, sv.sort_order, sv.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    duration_minutes: r.duration_minutes,
    price: r.price_kurus / 100,
    price_kurus: r.price_kurus,
    discounted_price: lira(r.discounted_price_kurus),
    discounted_price_kurus: r.discounted_price_kurus,
    is_home_service: r.is_home_service,
    is_pet_service: r.is_pet_service,
    image_url: r.image_url,
    category_id: r.category_id,
    category_name: r.category_name,
    service_main_category_name: r.category_name,
    category_icon: r.category_icon,
    staff_ids: r.staff_ids,
  }));
}

const staffColumns = sql`st.id as salon_staff_id, st.user_id, st.salon_id, st.display_name, st.title, st.bio,
  st.specialties, st.avatar_url, st.is_active, st.rating_average::text as rating_average, st.review_count,
  (select json_build_object('width', mi.width, 'height', mi.height, 'variants', mi.variants) from media_images mi
    where mi.id = st.avatar_image_id) as avatar_image`;

const staffRow = z.object({
  salon_staff_id: int,
  user_id: int,
  salon_id: int,
  display_name: z.string(),
  title: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  avatar_url: z.string().nullable(),
  is_active: z.boolean(),
  rating_average: decimalText,
  review_count: int,
  /** The uploaded photo (json with its variants); parsed for the answer in toStaff. */
  avatar_image: z.unknown().optional(),
});

function toStaff(r: z.output<typeof staffRow>) {
  return {
    salon_staff_id: r.salon_staff_id,
    user_id: r.user_id,
    salon_id: r.salon_id,
    display_name: r.display_name,
    name: r.display_name,
    title: r.title,
    bio: r.bio,
    specialties: r.specialties,
    avatar_url: avatarOf(`staff:${String(r.salon_staff_id)}`, r.avatar_url),
    // The uploaded photo's sizes for srcset (the parse drops the stored file keys); null: initials or seed picture.
    avatar_image: publicStaffPhotoSchema.nullable().parse(r.avatar_image ?? null),
    is_active: r.is_active,
    // eslint-disable-next-line no-restricted-syntax -- the contract's wire value '4.6', formatted by the client
    rating_average: Number(r.rating_average).toFixed(1),
    review_count: r.review_count,
  };
}

export async function listSalonStaff(db: Db, salonId: number) {
  const rows = await queryRows(
    db,
    'listSalonStaff',
    staffRow.extend({ service_ids: z.array(int) }),
    sql`
    select ${staffColumns},
      (select coalesce(json_agg(ss.service_id order by ss.service_id), '[]'::json) from staff_services ss
        join services sv on sv.id = ss.service_id where ss.salon_staff_id = st.id and sv.is_active) as service_ids
    from salon_staff st where st.salon_id = ${salonId} and st.is_active order by st.id`,
  );
  return rows.map((r) => ({ ...toStaff(r), service_ids: r.service_ids }));
}

// Timestamps come as ISO text (to_json), the same on PGlite and PostgreSQL.
const reviewRow = z.object({
  id: int,
  rating: int,
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: isoTimestampOrNull,
  created_at: isoTimestamp,
  author_name: z.string().nullable(),
  salon_staff_id: intOrNull,
  staff_name: z.string().nullable(),
  photos: reviewPhotosField,
  total: int,
});

export async function listReviews(
  db: Db,
  by: { salonId: number } | { staffId: number },
  page: number,
  perPage: number,
) {
  const where = 'salonId' in by ? sql`r.salon_id = ${by.salonId}` : sql`r.salon_staff_id = ${by.staffId}`;
  const rows = await queryRows(
    db,
    'listReviews',
    reviewRow,
    sql`
    select r.id, r.rating, r.comment, r.reply, to_json(r.replied_at)#>>'{}' as replied_at,
      to_json(r.created_at)#>>'{}' as created_at, u.name as author_name,
      st.id as salon_staff_id, st.display_name as staff_name, ${reviewPhotosColumn} as photos,
      count(*) over () as total
    from reviews r left join users u on u.id = r.customer_user_id left join salon_staff st on st.id = r.salon_staff_id
    where ${where} and r.status <> 'hidden' and r.deleted_at is null
    order by r.created_at desc, r.id desc
    limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const total = rows[0]?.total ?? (await countReviews(db, by));
  return {
    items: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      reply: r.reply,
      replied_at: r.replied_at,
      created_at: r.created_at,
      author_name: reviewAuthorName(r.author_name),
      salon_staff_id: r.salon_staff_id,
      staff_name: r.staff_name,
      photos: toReviewPhotos(r.photos),
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
  const result = await queryOne(
    db,
    'countReviews',
    countRow,
    sql`select count(*)::int as n from reviews where ${where} and status <> 'hidden' and deleted_at is null`,
  );
  return result?.n ?? 0;
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

const specialistRow = staffRow.extend({
  salon_name: z.string(),
  city: z.string(),
  district: z.string(),
  accepts_online_bookings: z.boolean().nullable(),
  languages: z.array(z.string()),
  experience_years: intOrNull,
});

const specialistSelect = sql`
    select ${staffColumns}, st.languages, st.experience_years,
      s.name as salon_name, p.name as city, d.name as district,
      coalesce((select b.accepts_online_bookings from salon_booking_settings b where b.salon_id = s.id), true)
        as accepts_online_bookings
    from salon_staff st join salons s on s.id = st.salon_id
    join provinces p on p.id = s.province_id join districts d on d.id = s.district_id`;
/** A specialist is public while they work (is_active) at an active salon. */
const publicSpecialist = sql`st.is_active and s.status = 'active'`;

function toSpecialist(r: z.output<typeof specialistRow>) {
  const salonName = r.salon_name.trim() || DEFAULT_SALON_NAME;
  return {
    ...toStaff(r),
    languages: r.languages,
    experience_years: r.experience_years,
    slug: salonSlug({ name: r.display_name, district: r.district, city: r.city }),
    salon: {
      id: r.salon_id,
      name: salonName,
      slug: salonSlug({ name: salonName, district: r.district, city: r.city }),
      city: r.city,
      district: r.district,
      accepts_online_bookings: r.accepts_online_bookings !== false,
    },
  };
}

export async function findSpecialist(db: Db, salonStaffId: number) {
  const r = await queryOne(
    db,
    'findSpecialist',
    specialistRow,
    sql`${specialistSelect} where st.id = ${salonStaffId} and ${publicSpecialist}`,
  );
  return r ? toSpecialist(r) : null;
}

/** A customer's favourite specialists who are still public, the most recently added first (ADR 0051). */
export async function favoriteSpecialists(db: Db, userId: number) {
  const rows = await queryRows(
    db,
    'favoriteSpecialists',
    specialistRow,
    sql`${specialistSelect} join favorite_staff f on f.salon_staff_id = st.id
    where f.user_id = ${userId} and ${publicSpecialist}
    order by f.created_at desc, st.id desc limit 500`,
  );
  return rows.map(toSpecialist);
}

export async function listSpecialistServices(db: Db, salonStaffId: number) {
  const rows = await queryRows(
    db,
    'listSpecialistServices',
    idRow,
    sql`
    select sv.id from staff_services ss join services sv on sv.id = ss.service_id
    where ss.salon_staff_id = ${salonStaffId} and sv.is_active`,
  );
  return new Set(rows.map((r) => r.id));
}

export async function recordSalonView(db: Db, salonId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    'recordSalonView',
    z.object({ salon_id: int }),
    sql`
    insert into salon_daily_views (salon_id, day, views)
    select id, current_date, 1 from salons where id = ${salonId} and status = 'active'
    on conflict (salon_id, day) do update set views = salon_daily_views.views + 1
    returning salon_id`,
  );
  return rows.length > 0;
}
