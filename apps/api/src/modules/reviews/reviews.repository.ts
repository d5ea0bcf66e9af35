import type { ReviewPhoto } from '@salonya/contracts/reviews';
import { REVIEW_ASPECTS, type AspectRatings } from '@salonya/domain/reviews/aspects';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { primaryUrl } from '../../lib/uploads/image-pipeline';
import {
  countRow,
  idRow,
  int,
  intOrNull,
  isoTimestamp,
  isoTimestampOrNull,
  num,
  queryOne,
  queryRows,
  runStatement,
  timestamp,
  timestampOrNull,
} from '../../db/rows';

// Every query of the reviews module (issue 19 item 1, ADR 0043). A review is visible to the public unless an admin
// hid it (a reported review stays up until an admin decides) or its author deleted it.

const VISIBLE = sql`r.status <> 'hidden' and r.deleted_at is null`;
const serviceNames = sql`(select coalesce(json_agg(x.name order by x.position), '[]'::json)
  from appointment_services x where x.appointment_id = r.appointment_id)`;
const names = z.array(z.string());
/** Per-aspect ratings as stored (jsonb); keys outside the vocabulary never pass the contract, so none are here. */
const aspectRatings = z.partialRecord(z.enum(REVIEW_ASPECTS), z.number().int());
/** A home visit (the appointment has an address): its aspects differ (domain/reviews/aspects). */
const homeService = sql`coalesce(a.address is not null, false)`;
const status = z.enum(['published', 'hidden', 'reported']);

// ── Photos (ADR 0051) ────────────────────────────────────────────────────────────────────────────────────────

const photoVariant = z.object({
  format: z.enum(['webp', 'avif']),
  width: int,
  height: int,
  bytes: int,
  key: z.string(),
  url: z.string(),
});
/** The photos of review `r` as one JSON column (oldest first): `${reviewPhotosColumn} as photos`. */
export const reviewPhotosColumn = sql`(select coalesce(json_agg(json_build_object('id', rp.id, 'width', mi.width,
    'height', mi.height, 'variants', mi.variants) order by rp.id), '[]'::json)
  from review_photos rp join media_images mi on mi.id = rp.image_id where rp.review_id = r.id)`;
export const reviewPhotosField = z.array(
  z.object({ id: int, width: int, height: int, variants: z.array(photoVariant) }),
);
export type ReviewPhotoRecord = z.output<typeof reviewPhotosField>[number];

/**
 * The photos as every answer carries them (the public page, the author, the salon, the admin); a row without a
 * stored variant (never written by the pipeline) has nothing to show and is left out.
 */
export function toReviewPhotos(records: readonly ReviewPhotoRecord[]): ReviewPhoto[] {
  return records.flatMap((p) =>
    p.variants.length === 0
      ? []
      : [
          {
            id: p.id,
            width: p.width,
            height: p.height,
            url: primaryUrl(p.variants),
            variants: p.variants.map((v) => ({
              format: v.format,
              width: v.width,
              height: v.height,
              url: v.url,
            })),
          },
        ],
  );
}

export async function countReviewPhotos(db: Db, reviewId: number): Promise<number> {
  const row = await queryOne(
    db,
    'countReviewPhotos',
    countRow,
    sql`select count(*)::int as n from review_photos where review_id = ${reviewId}`,
  );
  return row?.n ?? 0;
}

export async function insertReviewPhoto(db: Db, reviewId: number, imageId: number): Promise<void> {
  await runStatement(
    db,
    sql`insert into review_photos (review_id, image_id) values (${reviewId}, ${imageId})`,
  );
}

/** The picture behind a photo of this review, or undefined when the photo is not the review's (404). */
export async function reviewPhotoImage(db: Db, reviewId: number, photoId: number) {
  return queryOne(
    db,
    'reviewPhotoImage',
    z.object({ image_id: int }),
    sql`select image_id from review_photos where id = ${photoId} and review_id = ${reviewId}`,
  );
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────────────────────

const reviewableRow = z.object({
  id: int,
  customer_user_id: intOrNull,
  status: z.string(),
  ended_at: timestamp,
  salon_id: int,
  salon_staff_id: intOrNull,
  reviewed: z.boolean(),
  home_service: z.boolean(),
});
export type ReviewableRow = z.output<typeof reviewableRow>;

/** The appointment locked for the review write (two writes of one appointment queue here). */
export async function lockAppointmentForReview(
  db: Db,
  appointmentId: number,
): Promise<ReviewableRow | undefined> {
  return queryOne(
    db,
    'lockAppointmentForReview',
    reviewableRow,
    sql`select a.id, a.customer_user_id, a.status, coalesce(a.completed_at, a.ends_at) as ended_at, a.salon_id,
      a.salon_staff_id, ${homeService} as home_service,
      exists (select 1 from reviews r where r.appointment_id = a.id and r.deleted_at is null) as reviewed
    from appointments a where a.id = ${appointmentId} and a.deleted_at is null for update of a`,
  );
}

export async function insertReview(
  db: Db,
  r: {
    salonId: number;
    salonStaffId: number | null;
    customerUserId: number;
    appointmentId: number;
    rating: number;
    aspectRatings: AspectRatings;
    comment: string;
    now: Date;
  },
): Promise<number> {
  const row = await queryOne(
    db,
    'insertReview',
    idRow,
    sql`insert into reviews (salon_id, salon_staff_id, customer_user_id, appointment_id, rating, aspect_ratings,
      comment, status, created_at, updated_at)
    values (${r.salonId}, ${r.salonStaffId}, ${r.customerUserId}, ${r.appointmentId}, ${r.rating},
      ${JSON.stringify(r.aspectRatings)}::jsonb, ${r.comment},
      'published', ${r.now.toISOString()}, ${r.now.toISOString()})
    returning id`,
  );
  return row!.id;
}

const ownedReviewRow = z.object({
  id: int,
  salon_id: int,
  salon_staff_id: intOrNull,
  customer_user_id: intOrNull,
  status,
  created_at: timestamp,
  reply: z.string().nullable(),
  reported_at: timestampOrNull,
  home_service: z.boolean(),
});
export type ReviewFacts = z.output<typeof ownedReviewRow>;

/** A live review locked for a change; `scope` keeps the lookup within the caller's reach (404 otherwise). */
export async function lockReview(
  db: Db,
  id: number,
  scope: { customerUserId: number } | { salonId: number } | 'any',
): Promise<ReviewFacts | undefined> {
  const where =
    scope === 'any'
      ? sql`true`
      : 'customerUserId' in scope
        ? sql`customer_user_id = ${scope.customerUserId}`
        : sql`salon_id = ${scope.salonId}`;
  return queryOne(
    db,
    'lockReview',
    ownedReviewRow,
    sql`select id, salon_id, salon_staff_id, customer_user_id, status, created_at, reply, reported_at,
      coalesce((select a.address is not null from appointments a where a.id = reviews.appointment_id), false)
        as home_service
    from reviews where id = ${id} and deleted_at is null and ${where} for update of reviews`,
  );
}

export async function updateReviewText(
  db: Db,
  id: number,
  r: { rating: number; aspectRatings: AspectRatings; comment: string },
  now: Date,
) {
  await runStatement(
    db,
    sql`update reviews set rating = ${r.rating}, aspect_ratings = ${JSON.stringify(r.aspectRatings)}::jsonb,
      comment = ${r.comment}, updated_at = ${now.toISOString()}
    where id = ${id}`,
  );
}

export async function softDeleteReview(db: Db, id: number, now: Date) {
  await runStatement(
    db,
    sql`update reviews set deleted_at = ${now.toISOString()}, updated_at = ${now.toISOString()} where id = ${id}`,
  );
}

export async function saveReply(db: Db, id: number, reply: string, now: Date, first: boolean) {
  const at = now.toISOString();
  await runStatement(
    db,
    first
      ? sql`update reviews set reply = ${reply}, replied_at = ${at}, updated_at = ${at} where id = ${id}`
      : sql`update reviews set reply = ${reply}, reply_updated_at = ${at}, updated_at = ${at} where id = ${id}`,
  );
}

export async function markReported(db: Db, id: number, userId: number, reason: string, now: Date) {
  const at = now.toISOString();
  await runStatement(
    db,
    sql`update reviews set status = 'reported', reported_at = ${at}, report_reason = ${reason},
      reported_by_user_id = ${userId}, updated_at = ${at} where id = ${id}`,
  );
}

export async function moderate(
  db: Db,
  id: number,
  next: 'hidden' | 'published',
  adminUserId: number,
  reason: string,
  now: Date,
) {
  const at = now.toISOString();
  await runStatement(
    db,
    sql`update reviews set status = ${next}, moderation_reason = ${reason}, moderated_at = ${at},
      moderated_by_user_id = ${adminUserId}, updated_at = ${at} where id = ${id}`,
  );
}

/**
 * The cached rating columns of a salon and of staff members, from their visible reviews, in the write's
 * transaction: lists, cards and the search order read them (the in-process ranking index reloads on the bump
 * the service makes after the commit).
 */
export async function recomputeRatings(db: Db, salonId: number, staffIds: readonly number[]): Promise<void> {
  await runStatement(
    db,
    sql`update salons s set rating_average = coalesce(x.avg, 0), review_count = x.n, updated_at = now()
    from (select round(avg(r.rating)::numeric, 2) as avg, count(*)::int as n
          from reviews r where r.salon_id = ${salonId} and ${VISIBLE}) x
    where s.id = ${salonId}`,
  );
  const ids = [...new Set(staffIds)];
  if (ids.length === 0) return;
  await runStatement(
    db,
    sql`update salon_staff st set rating_average = coalesce(x.avg, 0), review_count = coalesce(x.n, 0),
      updated_at = now()
    from (select st2.id, round(avg(r.rating)::numeric, 2) as avg, count(r.id)::int as n
          from salon_staff st2 left join reviews r on r.salon_staff_id = st2.id and ${VISIBLE}
          where st2.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) group by st2.id) x
    where st.id = x.id`,
  );
}

// ── Event context (mail now; in-app notifications later) ───────────────────────────────────────────────────

const eventRow = z.object({
  review_id: int,
  rating: int,
  comment: z.string(),
  reply: z.string().nullable(),
  salon_id: int,
  salon_name: z.string(),
  owner_email: z.string().nullable(),
  owner_name: z.string().nullable(),
  owner_user_id: intOrNull,
  customer_email: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_user_id: intOrNull,
  moderation_reason: z.string().nullable(),
});
export type ReviewEventRow = z.output<typeof eventRow>;

export async function reviewEventContext(db: Db, id: number): Promise<ReviewEventRow | undefined> {
  return queryOne(
    db,
    'reviewEventContext',
    eventRow,
    sql`select r.id as review_id, r.rating, r.comment, r.reply, s.id as salon_id, s.name as salon_name,
      o.email as owner_email, o.name as owner_name, o.id as owner_user_id,
      c.email as customer_email, c.name as customer_name, c.id as customer_user_id, r.moderation_reason
    from reviews r join salons s on s.id = r.salon_id
    left join users o on o.id = s.owner_user_id and o.is_active
    left join users c on c.id = r.customer_user_id and c.is_active
    where r.id = ${id}`,
  );
}

const reminderRow = z.object({
  customer_email: z.string(),
  customer_name: z.string(),
  salon_name: z.string(),
  starts_at: timestamp,
});

/** Who to remind of which visit (an inactive account gets nothing). */
export async function reminderContext(db: Db, appointmentId: number) {
  return queryOne(
    db,
    'reviewReminderContext',
    reminderRow,
    sql`select c.email as customer_email, c.name as customer_name, s.name as salon_name, a.starts_at
    from appointments a join salons s on s.id = a.salon_id join users c on c.id = a.customer_user_id and c.is_active
    where a.id = ${appointmentId}`,
  );
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────────────────────

const customerReviewRow = z.object({
  id: int,
  appointment_id: intOrNull,
  salon_id: int,
  salon_name: z.string(),
  staff_name: z.string().nullable(),
  service_names: names,
  visit_at: isoTimestampOrNull,
  rating: int,
  aspect_ratings: aspectRatings,
  home_service: z.boolean(),
  comment: z.string(),
  status,
  reply: z.string().nullable(),
  replied_at: isoTimestampOrNull,
  moderation_reason: z.string().nullable(),
  photos: reviewPhotosField,
  created_at: timestamp,
});
export type CustomerReviewRow = z.output<typeof customerReviewRow>;

const customerReviewSelect = sql`select r.id, r.appointment_id, s.id as salon_id, s.name as salon_name,
    st.display_name as staff_name, ${serviceNames} as service_names, a.starts_at as visit_at, r.rating,
    r.aspect_ratings, ${homeService} as home_service, r.comment, r.status, r.reply, r.replied_at,
    case when r.status = 'hidden' then r.moderation_reason end as moderation_reason,
    ${reviewPhotosColumn} as photos, r.created_at
  from reviews r join salons s on s.id = r.salon_id
  left join salon_staff st on st.id = r.salon_staff_id
  left join appointments a on a.id = r.appointment_id`;

export async function customerReviews(db: Db, userId: number): Promise<CustomerReviewRow[]> {
  return queryRows(
    db,
    'customerReviews',
    customerReviewRow,
    sql`${customerReviewSelect}
    where r.customer_user_id = ${userId} and r.deleted_at is null
    order by r.created_at desc, r.id desc limit 200`,
  );
}

export async function customerReview(db: Db, id: number): Promise<CustomerReviewRow | undefined> {
  return queryOne(db, 'customerReview', customerReviewRow, sql`${customerReviewSelect} where r.id = ${id}`);
}

const pendingRow = z.object({
  appointment_id: int,
  salon_id: int,
  salon_name: z.string(),
  staff_name: z.string().nullable(),
  service_names: names,
  visit_at: isoTimestamp,
  ended_at: timestamp,
  home_service: z.boolean(),
});
export type PendingRow = z.output<typeof pendingRow>;

/** Completed visits of the customer that ended after `since` and have no live review. */
export async function pendingReviews(db: Db, userId: number, since: Date): Promise<PendingRow[]> {
  return queryRows(
    db,
    'pendingReviews',
    pendingRow,
    sql`select a.id as appointment_id, s.id as salon_id, s.name as salon_name, st.display_name as staff_name,
      (select coalesce(json_agg(x.name order by x.position), '[]'::json)
        from appointment_services x where x.appointment_id = a.id) as service_names,
      a.starts_at as visit_at, coalesce(a.completed_at, a.ends_at) as ended_at, ${homeService} as home_service
    from appointments a join salons s on s.id = a.salon_id
    left join salon_staff st on st.id = a.salon_staff_id
    where a.customer_user_id = ${userId} and a.status = 'completed' and a.deleted_at is null
      and coalesce(a.completed_at, a.ends_at) >= ${since.toISOString()}
      and not exists (select 1 from reviews r where r.appointment_id = a.id and r.deleted_at is null)
    order by a.starts_at desc, a.id desc limit 50`,
  );
}

const salonReviewRow = z.object({
  id: int,
  rating: int,
  aspect_ratings: aspectRatings,
  comment: z.string(),
  status,
  author_name: z.string().nullable(),
  author_email: z.string().nullable(),
  staff_name: z.string().nullable(),
  service_names: names,
  visit_at: isoTimestampOrNull,
  reply: z.string().nullable(),
  replied_at: isoTimestampOrNull,
  reported_at: isoTimestampOrNull,
  report_reason: z.string().nullable(),
  created_at: isoTimestamp,
  salon_id: int,
  salon_name: z.string(),
  moderation_reason: z.string().nullable(),
  moderated_at: isoTimestampOrNull,
  photos: reviewPhotosField,
  total: int,
});
export type SalonReviewRow = z.output<typeof salonReviewRow>;

const salonReviewSelect = sql`select r.id, r.rating, r.aspect_ratings, r.comment, r.status, u.name as author_name,
    u.email as author_email, st.display_name as staff_name, ${serviceNames} as service_names,
    a.starts_at as visit_at, r.reply, r.replied_at, r.reported_at, r.report_reason, r.created_at,
    s.id as salon_id, s.name as salon_name, r.moderation_reason, r.moderated_at,
    ${reviewPhotosColumn} as photos, count(*) over () as total
  from reviews r join salons s on s.id = r.salon_id
  left join users u on u.id = r.customer_user_id
  left join salon_staff st on st.id = r.salon_staff_id
  left join appointments a on a.id = r.appointment_id`;

export type ReviewScope = { salonId: number } | { staffUserId: number };

function scopeWhere(scope: ReviewScope): SQL {
  return 'salonId' in scope
    ? sql`r.salon_id = ${scope.salonId}`
    : sql`r.salon_staff_id in (select id from salon_staff where user_id = ${scope.staffUserId})`;
}

export interface SalonReviewFilters {
  rating?: number;
  answered?: 'yes' | 'no';
  page: number;
  perPage: number;
}

/** The reviews a salon (owner) or a staff member sees: every live one, hidden ones included (marked). */
export async function salonReviews(
  db: Db,
  scope: ReviewScope,
  f: SalonReviewFilters,
): Promise<{ rows: SalonReviewRow[]; total: number }> {
  const conditions: SQL[] = [scopeWhere(scope), sql`r.deleted_at is null`];
  if (f.rating !== undefined) conditions.push(sql`r.rating = ${f.rating}`);
  if (f.answered === 'yes') conditions.push(sql`r.reply is not null`);
  if (f.answered === 'no') conditions.push(sql`r.reply is null`);
  const where = sql.join(conditions, sql` and `);
  const rows = await queryRows(
    db,
    'salonReviews',
    salonReviewRow,
    sql`${salonReviewSelect} where ${where}
    order by r.created_at desc, r.id desc limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`,
  );
  const total =
    rows[0]?.total ??
    (
      await queryOne(
        db,
        'salonReviewsCount',
        countRow,
        sql`select count(*)::int as n from reviews r where ${where}`,
      )
    )?.n ??
    0;
  return { rows, total };
}

export async function salonReview(db: Db, id: number): Promise<SalonReviewRow | undefined> {
  return queryOne(db, 'salonReview', salonReviewRow, sql`${salonReviewSelect} where r.id = ${id}`);
}

const summaryRow = z.object({
  avg: num,
  n: int,
  unanswered: int,
  s1: int,
  s2: int,
  s3: int,
  s4: int,
  s5: int,
});

/** Figures over the visible reviews (what the public page shows). */
export async function reviewSummary(db: Db, scope: ReviewScope) {
  const row = await queryOne(
    db,
    'reviewSummary',
    summaryRow,
    sql`select coalesce(round(avg(r.rating)::numeric, 2), 0) as avg, count(*)::int as n,
      (count(*) filter (where r.reply is null))::int as unanswered,
      (count(*) filter (where r.rating = 1))::int as s1, (count(*) filter (where r.rating = 2))::int as s2,
      (count(*) filter (where r.rating = 3))::int as s3, (count(*) filter (where r.rating = 4))::int as s4,
      (count(*) filter (where r.rating = 5))::int as s5
    from reviews r where ${scopeWhere(scope)} and ${VISIBLE}`,
  );
  return {
    rating_average: row?.avg ?? 0,
    review_count: row?.n ?? 0,
    unanswered_count: row?.unanswered ?? 0,
    distribution: [row?.s1 ?? 0, row?.s2 ?? 0, row?.s3 ?? 0, row?.s4 ?? 0, row?.s5 ?? 0],
  };
}

/** The admin queue: reported (oldest report first), hidden, or every live review (newest first). */
export async function adminReviews(
  db: Db,
  filter: 'reported' | 'hidden' | 'all',
  page: number,
  perPage: number,
): Promise<{ rows: SalonReviewRow[]; total: number }> {
  const where =
    filter === 'all' ? sql`r.deleted_at is null` : sql`r.deleted_at is null and r.status = ${filter}`;
  const order =
    filter === 'reported'
      ? sql`r.reported_at asc, r.id asc`
      : filter === 'hidden'
        ? sql`r.moderated_at desc nulls last, r.id desc`
        : sql`r.created_at desc, r.id desc`;
  const rows = await queryRows(
    db,
    'adminReviews',
    salonReviewRow,
    sql`${salonReviewSelect} where ${where} order by ${order} limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const total =
    rows[0]?.total ??
    (
      await queryOne(
        db,
        'adminReviewsCount',
        countRow,
        sql`select count(*)::int as n from reviews r where ${where}`,
      )
    )?.n ??
    0;
  return { rows, total };
}

export async function adminStatusCounts(db: Db): Promise<{ reported: number; hidden: number }> {
  const row = await queryOne(
    db,
    'adminReviewStatusCounts',
    z.object({ reported: int, hidden: int }),
    sql`select (count(*) filter (where status = 'reported'))::int as reported,
      (count(*) filter (where status = 'hidden'))::int as hidden
    from reviews where deleted_at is null and status in ('reported', 'hidden')`,
  );
  return { reported: row?.reported ?? 0, hidden: row?.hidden ?? 0 };
}
