import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories, districts, provinces, users } from './schema-identity';
import { timestamps } from './columns';

export type SalonStatus = 'pending' | 'active' | 'suspended';
export type GenderFocus = 'female' | 'male' | 'unisex';

export const salons = pgTable(
  'salons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    salon_type: varchar('salon_type', { length: 40 }).notNull(),
    gender_focus: varchar('gender_focus', { length: 10 }).notNull().$type<GenderFocus>(),
    province_id: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id),
    address: varchar('address', { length: 255 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    instagram: varchar('instagram', { length: 64 }),
    logo_url: text('logo_url'),
    cover_image_url: text('cover_image_url'),
    /** The uploaded logo and cover (migration 0020); the *_url columns keep their largest WebP. */
    logo_image_id: integer('logo_image_id').references((): AnyPgColumn => mediaImages.id, {
      onDelete: 'set null',
    }),
    cover_image_id: integer('cover_image_id').references((): AnyPgColumn => mediaImages.id, {
      onDelete: 'set null',
    }),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    is_verified: boolean('is_verified').notNull().default(false),
    is_featured: boolean('is_featured').notNull().default(false),
    status: varchar('status', { length: 12 }).notNull().default('pending').$type<SalonStatus>(),
    /** Why an admin last suspended the salon (migration 0012). */
    status_reason: text('status_reason'),
    /** Kept by review writes, so lists need no aggregate per row. */
    rating_average: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
    review_count: integer('review_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('salons_owner_idx').on(t.owner_user_id),
    index('salons_location_idx').on(t.province_id, t.district_id),
    index('salons_status_idx').on(t.status),
    index('salons_lat_lng_idx').on(t.latitude, t.longitude),
    index('salons_created_idx').on(t.created_at),
    check('salons_status_check', sql`${t.status} in ('pending','active','suspended')`),
    check('salons_gender_check', sql`${t.gender_focus} in ('female','male','unisex')`),
  ],
);

export type MediaImagePurpose = 'logo' | 'cover' | 'gallery' | 'staff' | 'review';
export interface MediaImageVariantRecord {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  bytes: number;
  key: string;
  url: string;
}

/** Every uploaded salon picture once, with its encoded variants (migration 0020, apps/api/src/lib/uploads). */
export const mediaImages = pgTable(
  'media_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references((): AnyPgColumn => salons.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 12 }).notNull().$type<MediaImagePurpose>(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').notNull().$type<MediaImageVariantRecord[]>(),
    ...timestamps,
  },
  (t) => [
    index('media_images_salon_idx').on(t.salon_id),
    check('media_images_purpose_check', sql`${t.purpose} in ('logo','cover','gallery','staff','review')`),
    check('media_images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

export const salonCategories = pgTable(
  'salon_categories',
  {
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.salon_id, t.category_id] }),
    index('salon_categories_category_idx').on(t.category_id),
  ],
);

/** weekday 1 = Pazartesi … 7 = Pazar (ISO); null times = closed that day. */
export const salonOpeningHours = pgTable(
  'salon_opening_hours',
  {
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opens_at: time('opens_at'),
    closes_at: time('closes_at'),
  },
  (t) => [
    primaryKey({ columns: [t.salon_id, t.weekday] }),
    check('opening_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
  ],
);

export const salonGallery = pgTable(
  'salon_gallery',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    caption: varchar('caption', { length: 200 }),
    /** The uploaded picture (migration 0020); null for seeded pictures that only have image_url. */
    image_id: integer('image_id').references(() => mediaImages.id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('salon_gallery_salon_idx').on(t.salon_id, t.sort_order)],
);

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    duration_minutes: integer('duration_minutes').notNull(),
    price_kurus: bigint('price_kurus', { mode: 'number' }).notNull(),
    discounted_price_kurus: bigint('discounted_price_kurus', { mode: 'number' }),
    is_home_service: boolean('is_home_service').notNull().default(false),
    is_pet_service: boolean('is_pet_service').notNull().default(false),
    image_url: text('image_url'),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    /** Who the service is meant for (migration 0018). */
    gender_focus: varchar('gender_focus', { length: 10 }).notNull().default('unisex').$type<GenderFocus>(),
    /** Set instead of deleting when appointments name the service (migration 0018); an archived service is inactive. */
    archived_at: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('services_salon_idx').on(t.salon_id),
    index('services_salon_order_idx').on(t.salon_id, t.sort_order, t.id),
    index('services_category_idx').on(t.category_id),
    check('services_duration_check', sql`${t.duration_minutes} > 0 and ${t.duration_minutes} % 5 = 0`),
    check('services_price_check', sql`${t.price_kurus} >= 0`),
    check(
      'services_discount_check',
      sql`${t.discounted_price_kurus} is null or (${t.discounted_price_kurus} >= 0 and ${t.discounted_price_kurus} < ${t.price_kurus})`,
    ),
    check('services_gender_check', sql`${t.gender_focus} in ('female','male','unisex')`),
    check('services_archived_inactive_check', sql`${t.archived_at} is null or not ${t.is_active}`),
  ],
);

export const salonStaff = pgTable(
  'salon_staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    display_name: varchar('display_name', { length: 100 }).notNull(),
    title: varchar('title', { length: 80 }).notNull().default(''),
    bio: text('bio').notNull().default(''),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Languages the specialist speaks, shown on /uzman/{id} (migration 0029). */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Years of experience as the staff member states it (migration 0029); null when not given. */
    experience_years: integer('experience_years'),
    avatar_url: text('avatar_url'),
    /** The uploaded photo (migration 0024); avatar_url keeps its largest WebP. */
    avatar_image_id: integer('avatar_image_id').references((): AnyPgColumn => mediaImages.id, {
      onDelete: 'set null',
    }),
    is_active: boolean('is_active').notNull().default(true),
    rating_average: numeric('rating_average', { precision: 3, scale: 2 }).notNull().default('0'),
    review_count: integer('review_count').notNull().default(0),
    /** Removed from the team by the owner (migration 0019): also inactive; history keeps pointing at the row. */
    removed_at: timestamp('removed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('salon_staff_salon_user_unique').on(t.salon_id, t.user_id),
    index('salon_staff_user_idx').on(t.user_id),
    check(
      'salon_staff_experience_check',
      sql`${t.experience_years} is null or ${t.experience_years} between 0 and 60`,
    ),
  ],
);

export const staffServices = pgTable(
  'staff_services',
  {
    salon_staff_id: integer('salon_staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** The staff member's own length of the service (migration 0029); used only while the salon allows it. */
    duration_minutes: integer('duration_minutes'),
  },
  (t) => [
    primaryKey({ columns: [t.salon_staff_id, t.service_id] }),
    index('staff_services_service_idx').on(t.service_id),
    check(
      'staff_services_duration_check',
      sql`${t.duration_minutes} is null or (${t.duration_minutes} between 5 and 480 and ${t.duration_minutes} % 5 = 0)`,
    ),
  ],
);

export const staffGalleryStatuses = ['pending', 'approved', 'rejected'] as const;
export type StaffGalleryStatus = (typeof staffGalleryStatuses)[number];

/**
 * A work photo a staff member uploads at /personel/galeri (migration 0029, ADR 0045). It waits for an admin
 * (admin staff-gallery) and shows on /uzman/{id} and the salon page only once approved; a rejection keeps its reason
 * for the staff member.
 */
export const staffGalleryPhotos = pgTable(
  'staff_gallery_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    salon_staff_id: integer('salon_staff_id')
      .notNull()
      .references(() => salonStaff.id, { onDelete: 'cascade' }),
    image_id: integer('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    caption: varchar('caption', { length: 200 }),
    service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('pending').$type<StaffGalleryStatus>(),
    rejection_reason: varchar('rejection_reason', { length: 300 }),
    reviewed_by_user_id: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('staff_gallery_photos_staff_idx').on(t.salon_staff_id, t.status),
    index('staff_gallery_photos_salon_idx').on(t.salon_id, t.status),
    index('staff_gallery_photos_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
    check('staff_gallery_photos_status_check', sql`${t.status} in ('pending','approved','rejected')`),
    check(
      'staff_gallery_photos_reason_check',
      sql`${t.status} <> 'rejected' or ${t.rejection_reason} is not null`,
    ),
  ],
);

export const staffInvitationStatuses = ['pending', 'accepted', 'cancelled'] as const;
export type StaffInvitationStatus = (typeof staffInvitationStatuses)[number];

/**
 * An owner's e-mail invitation of a staff member (migration 0019). The mailed link carries a random token; only its
 * SHA-256 is stored. Accepting creates or links the account and the salon_staff row.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 80 }).notNull().default(''),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending').$type<StaffInvitationStatus>(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    sent_count: integer('sent_count').notNull().default(1),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    invited_by_user_id: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    accepted_user_id: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.token_hash),
    uniqueIndex('staff_invitations_pending_email_unique')
      .on(t.salon_id, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('staff_invitations_salon_idx').on(t.salon_id, t.created_at),
    check('staff_invitations_status_check', sql`${t.status} in ('pending','accepted','cancelled')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    salon_staff_id: integer('salon_staff_id').references(() => salonStaff.id, { onDelete: 'set null' }),
    /** Null once the author's account is deleted (migration 0027): the review stays, by 'Silinmiş kullanıcı'. */
    customer_user_id: integer('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The completed appointment reviewed (migration 0027: foreign key to appointments, declared in SQL only to keep
     * the schema files free of an import cycle; one live review per appointment). Seeded reviews have none.
     */
    appointment_id: integer('appointment_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('published')
      .$type<'published' | 'hidden' | 'reported'>(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /** Owner reply edits, reports and moderation (migration 0027, ADR 0043). */
    reply_updated_at: timestamp('reply_updated_at', { withTimezone: true }),
    reported_at: timestamp('reported_at', { withTimezone: true }),
    report_reason: text('report_reason'),
    reported_by_user_id: integer('reported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's reason, shown to the author (hidden) or kept with a restore. */
    moderation_reason: text('moderation_reason'),
    moderated_at: timestamp('moderated_at', { withTimezone: true }),
    moderated_by_user_id: integer('moderated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Per-aspect 1–5 ratings (migration 0035): the aspects of the visit the customer chose to rate. */
    aspect_ratings: jsonb('aspect_ratings').notNull().default({}).$type<Partial<Record<string, number>>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_appointment_unique')
      .on(t.appointment_id)
      .where(sql`${t.appointment_id} is not null and ${t.deleted_at} is null`),
    index('reviews_customer_idx').on(t.customer_user_id, t.created_at),
    check('reviews_status_check', sql`${t.status} in ('published','hidden','reported')`),
    index('reviews_salon_idx').on(t.salon_id, t.created_at),
    index('reviews_staff_idx').on(t.salon_staff_id),
    index('reviews_status_idx').on(t.status, t.created_at),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Photos a customer adds to their review (migration 0034, ADR 0051), through the upload pipeline; each is a
 * media_images row of the review's salon (purpose 'review'). They show wherever the review shows, and never while
 * an admin keeps the review hidden.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    review_id: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    image_id: integer('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('review_photos_review_idx').on(t.review_id, t.id)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    discount_type: varchar('discount_type', { length: 12 }).notNull().$type<'percentage' | 'fixed'>(),
    /** Percent (1–100) or kuruş. */
    discount_value: bigint('discount_value', { mode: 'number' }).notNull(),
    starts_on: date('starts_on').notNull(),
    ends_on: date('ends_on').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('campaigns_salon_idx').on(t.salon_id),
    index('campaigns_dates_idx').on(t.starts_on, t.ends_on),
    check('campaigns_type_check', sql`${t.discount_type} in ('percentage','fixed')`),
    check('campaigns_dates_check', sql`${t.ends_on} >= ${t.starts_on}`),
  ],
);

export const campaignServices = pgTable(
  'campaign_services',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaign_id, t.service_id] })],
);

export const brandCampaigns = pgTable('brand_campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brand_name: varchar('brand_name', { length: 80 }).notNull(),
  title: varchar('title', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  discount_text: varchar('discount_text', { length: 80 }).notNull().default(''),
  image_url: text('image_url'),
  starts_on: date('starts_on').notNull(),
  ends_on: date('ends_on').notNull(),
  is_active: boolean('is_active').notNull().default(true),
  ...timestamps,
});

/** Page views per salon and day: one of the inputs of the trending list. */
export const salonDailyViews = pgTable(
  'salon_daily_views',
  {
    salon_id: integer('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.salon_id, t.day] })],
);

/**
 * Per-salon figures the lists sort and show (prices, first services, running discount, trending score, night
 * opening). Derived from services, campaigns, views, reviews and opening hours by refreshSalonStats, so a list
 * query sorts one indexed row per salon instead of aggregating every salon it considers.
 */
export const salonStats = pgTable(
  'salon_stats',
  {
    salon_id: integer('salon_id')
      .primaryKey()
      .references(() => salons.id, { onDelete: 'cascade' }),
    min_price_kurus: bigint('min_price_kurus', { mode: 'number' }),
    max_price_kurus: bigint('max_price_kurus', { mode: 'number' }),
    service_names: text('service_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    discount_percent: integer('discount_percent'),
    has_discount: boolean('has_discount').notNull().default(false),
    has_home_service: boolean('has_home_service').notNull().default(false),
    has_pet_service: boolean('has_pet_service').notNull().default(false),
    has_salon_service: boolean('has_salon_service').notNull().default(false),
    is_night: boolean('is_night').notNull().default(false),
    trending_score: doublePrecision('trending_score').notNull().default(0),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('salon_stats_trending_idx').on(t.trending_score),
    index('salon_stats_min_price_idx').on(t.min_price_kurus),
  ],
);
