import {
  can,
  grantOf,
  isPermission,
  type Actor,
  type ObjectFacts,
} from '@salonya/domain/permissions/permissions';
import type { UserType } from '@salonya/domain/user-types';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../src/app';
import { defaultRateLimits } from '../src/config';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';
import { bookingPaymentJournal } from '@salonya/domain/money/journals';
import { inTransaction } from '../src/db/transaction';
import { postJournal } from '../src/modules/money/ledger.repository';
import { API_DOCS_PATH } from '../src/plugins/openapi';

/**
 * Issue 15's authorization matrix: every registered API route × every user type (and visitors) × its own and a
 * foreign object, each answer compared with what the permission vocabulary (packages/domain/permissions) says.
 * - visitor on a protected route → 401; a user type without the permission (or outside the route's area) → 403;
 * - the permission on an object within its scope → let through (no 401/403/404, no 5xx);
 * - outside the scope (another salon's, customer's or staff member's object) → refused (403/404), never a 2xx;
 * - no 2xx answer to a non-admin, non-public route carries a marker of the foreign side.
 * A route without a permission, or a path parameter the matrix has no object for, fails the test.
 */

type Who = UserType | 'visitor';
const WHO: readonly Who[] = ['visitor', 'customer', 'salon_owner', 'staff', 'admin'];
type Variant = 'own' | 'foreign';

interface Side {
  salonId: number;
  ownerUserId: number;
  staffId: number;
  staffUserId: number;
  customerUserId: number;
  appointmentId: number;
  serviceId: number;
  archivedServiceId: number;
  colleagueStaffId: number;
  blockingIds: [number, number];
  breakIds: [number, number];
  addressId: number;
  invitationId: number;
  photoId: number;
  /** A work photo of the side's staff member (staff_gallery_photos, issue 20), waiting for review. */
  workPhotoId: number;
  reviewId: number;
  /** A photo of the side's review (review_photos, ADR 0051). */
  reviewPhotoId: number;
  /** A captured card payment of the side's appointment and its refund request (ADR 0048). */
  paymentId: number;
  refundId: number;
}

let t: TestApp;
const tokens: Partial<Record<UserType, string>> = {};
const actors: Partial<Record<UserType, Actor>> = {};
let own: Side;
let foreign: Side;
/** Strings only the foreign side's rows contain. */
const markers: string[] = [];
/** Ids of admin-only objects (admin holds 'any': one variant). */
const adminIds: Record<string, string> = {};
/** Valid bodies (and queries), so a foreign object meets the ownership check, not the validator. */
const bodies: Record<string, unknown> = {};
const queries: Record<string, string> = {};

const num = (v: unknown) => Number(v);

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rowsOf<T>(t, query);
  if (!row) throw new Error('authorization matrix: a fixture row is missing');
  return row;
}

/** A salon's side: its staff, a customer's appointment, and rows the matrix inserts (marked for the foreign side). */
async function sideOf(salonId: number, staffUserId: number, mark: string): Promise<Side> {
  const salon = await one<{ owner_user_id: number }>(
    sql`select owner_user_id from salons where id = ${salonId}`,
  );
  const staff = await one<{ id: number }>(
    sql`select id from salon_staff where salon_id = ${salonId} and user_id = ${staffUserId}`,
  );
  const colleague = await one<{ id: number }>(
    sql`select id from salon_staff where salon_id = ${salonId} and id <> ${staff.id} order by id desc limit 1`,
  );
  const appointment = await one<{ id: number; customer_user_id: number }>(
    sql`select id, customer_user_id from appointments where salon_id = ${salonId}
      and salon_staff_id = ${staff.id} and customer_user_id is not null order by id limit 1`,
  );
  const services = await rowsOf<{ id: number }>(
    t,
    sql`select id from services where salon_id = ${salonId} and is_active order by id desc limit 2`,
  );
  const archived = services[1]!.id;
  await t.database.db.execute(sql`update services set is_active = false where id = ${archived}`);
  const blockings: number[] = [];
  const breaks: number[] = [];
  for (const n of [1, 2]) {
    const b = await one<{ id: number }>(sql`insert into staff_blockings
      (salon_id, salon_staff_id, staff_user_id, date, reason, is_full_day)
      values (${salonId}, ${staff.id}, ${staffUserId}, current_date + 40, ${`${mark} blokaj ${n}`}, true)
      returning id`);
    blockings.push(num(b.id));
    const br = await one<{ id: number }>(sql`insert into staff_breaks
      (salon_id, salon_staff_id, staff_user_id, name, start_time, end_time, days)
      values (${salonId}, ${staff.id}, ${staffUserId}, ${`${mark} mola ${n}`}, '12:00', '12:30',
        array['saturday']) returning id`);
    breaks.push(num(br.id));
  }
  const address = await one<{ id: number }>(sql`insert into customer_addresses
      (user_id, title, address, district, city, latitude, longitude)
      values (${appointment.customer_user_id}, ${`${mark} adres`}, 'Bağdat Caddesi 1', 'Kadıköy', 'İstanbul',
        40.98, 29.05) returning id`);
  const invitation = await one<{ id: number }>(sql`insert into staff_invitations
      (salon_id, email, name, token_hash, expires_at)
      values (${salonId}, ${`${mark.toLowerCase()}.davet@salonya.test`}, ${`${mark} davetli`},
        ${`${mark}-${salonId}`.padEnd(64, '0')}, now() + interval '3 days') returning id`);
  const photo = await one<{ id: number }>(sql`insert into salon_gallery (salon_id, image_url, caption)
      values (${salonId}, '/uploads/media/matrix.jpg', ${`${mark} fotoğraf`}) returning id`);
  // The staff member's own length and work photo (issue 20): the service is theirs, the photo waits for review.
  await t.database.db.execute(sql`insert into staff_services (salon_staff_id, service_id)
      values (${staff.id}, ${services[0]!.id}) on conflict do nothing`);
  const image = await one<{
    id: number;
  }>(sql`insert into media_images (salon_id, purpose, width, height, variants)
      values (${salonId}, 'gallery', 800, 600, '[]'::jsonb) returning id`);
  const workPhoto = await one<{ id: number }>(sql`insert into staff_gallery_photos
      (salon_id, salon_staff_id, image_id, image_url, caption)
      values (${salonId}, ${staff.id}, ${image.id}, '/uploads/media/matrix-work.webp', ${`${mark} çalışma`})
      returning id`);
  const review = await one<{ id: number }>(sql`insert into reviews
      (salon_id, salon_staff_id, customer_user_id, rating, comment)
      values (${salonId}, ${staff.id}, ${appointment.customer_user_id}, 3, ${`${mark} yorum`}) returning id`);
  const reviewImage = await one<{ id: number }>(sql`insert into media_images
      (salon_id, purpose, width, height, variants)
      values (${salonId}, 'review', 800, 600, '[]'::jsonb) returning id`);
  const reviewPhoto = await one<{ id: number }>(sql`insert into review_photos (review_id, image_id)
      values (${review.id}, ${reviewImage.id}) returning id`);
  // A paid appointment cancelled late: the payment on the salon's receivable (a real journal) and its request.
  const payment = await one<{
    id: number;
  }>(sql`insert into payments (customer_user_id, purpose, appointment_id,
      salon_id, provider, status, amount_kurus, card_kurus, wallet_kurus, provider_ref, expires_at, captured_at)
      values (${appointment.customer_user_id}, 'booking', ${appointment.id}, ${salonId}, 'test', 'captured', 1000,
        1000, 0, ${`test_${mark}`}, now(), now()) returning id`);
  await inTransaction(t.database.db, (tx) =>
    postJournal(
      tx,
      bookingPaymentJournal({
        salonId,
        customerUserId: num(appointment.customer_user_id),
        cardKurus: 1000,
        walletKurus: 0,
        heldKurus: 0,
      }),
      { paymentId: num(payment.id), appointmentId: num(appointment.id) },
    ),
  );
  const refund = await one<{
    id: number;
  }>(sql`insert into refunds (payment_id, appointment_id, customer_user_id,
      salon_id, status, destination, cancelled_by, paid_kurus, proposed_kurus)
      values (${payment.id}, ${appointment.id}, ${appointment.customer_user_id}, ${salonId}, 'requested', 'card',
        'customer', 1000, 500) returning id`);
  return {
    paymentId: num(payment.id),
    refundId: num(refund.id),
    salonId,
    ownerUserId: num(salon.owner_user_id),
    staffId: num(staff.id),
    staffUserId,
    customerUserId: num(appointment.customer_user_id),
    appointmentId: num(appointment.id),
    serviceId: num(services[0]!.id),
    archivedServiceId: num(archived),
    colleagueStaffId: num(colleague.id),
    blockingIds: [blockings[0]!, blockings[1]!],
    breakIds: [breaks[0]!, breaks[1]!],
    addressId: num(address.id),
    invitationId: num(invitation.id),
    photoId: num(photo.id),
    workPhotoId: num(workPhoto.id),
    reviewId: num(review.id),
    reviewPhotoId: num(reviewPhoto.id),
  };
}

beforeAll(async () => {
  const generous = { limit: 1_000_000, windowSec: 60 };
  t = await createTestApp({
    rateLimits: Object.fromEntries(
      Object.keys(defaultRateLimits).map((k) => [k, generous]),
    ) as unknown as typeof defaultRateLimits,
  });
  const ids = await rowsOf<{ email: string; id: number }>(
    t,
    sql`select email, id from users where email in
      ('musteri@salonya.test', 'salon@salonya.test', 'personel@salonya.test', 'admin@salonya.test')`,
  );
  const idOf = (email: string) => num(ids.find((r) => r.email === email)!.id);
  const staffUserId = idOf('personel@salonya.test');
  const ownedSalonIds = (
    await rowsOf<{ id: number }>(
      t,
      sql`select id from salons where owner_user_id = ${idOf('salon@salonya.test')} order by id`,
    )
  ).map((r) => num(r.id));
  const ownSalon = await one<{ salon_id: number }>(
    sql`select salon_id from salon_staff where user_id = ${staffUserId} order by id limit 1`,
  );
  own = await sideOf(num(ownSalon.salon_id), staffUserId, 'KENDI');
  // The foreign side: another owner's salon where neither the demo customer nor the demo staff appear.
  const other = await one<{ salon_id: number; user_id: number }>(sql`
    select st.salon_id, st.user_id from salon_staff st join salons s on s.id = st.salon_id
    where s.owner_user_id <> ${own.ownerUserId} and st.user_id <> ${staffUserId}
      and exists (select 1 from appointments a where a.salon_staff_id = st.id and a.customer_user_id is not null
        and a.customer_user_id <> ${idOf('musteri@salonya.test')})
      and not exists (select 1 from appointments a where a.salon_id = s.id
        and a.customer_user_id = ${idOf('musteri@salonya.test')})
      and not exists (select 1 from reviews r where r.salon_id = s.id
        and r.customer_user_id = ${idOf('musteri@salonya.test')})
      and (select count(*) from services sv where sv.salon_id = s.id and sv.is_active) >= 2
      and (select count(*) from salon_staff x where x.salon_id = s.id) >= 2
    order by st.salon_id, st.id limit 1`);
  foreign = await sideOf(num(other.salon_id), num(other.user_id), 'YABANCI');
  const foreignSalon = await one<{ name: string }>(
    sql`select name from salons where id = ${foreign.salonId}`,
  );
  const foreignCustomer = await one<{ email: string }>(
    sql`select email from users where id = ${foreign.customerUserId}`,
  );
  markers.push('YABANCI', foreignSalon.name, foreignCustomer.email);

  actors.customer = { userType: 'customer', userId: idOf('musteri@salonya.test') };
  actors.salon_owner = { userType: 'salon_owner', userId: own.ownerUserId, ownedSalonIds };
  actors.staff = { userType: 'staff', userId: staffUserId, staffSalonIds: [own.salonId] };
  actors.admin = { userType: 'admin', userId: idOf('admin@salonya.test') };
  for (const role of ['customer', 'salon_owner', 'staff', 'admin'] as const)
    tokens[role] = await t.loginAs(role);

  // Admin-only objects ('any' scope: one variant) and a spare customer to deactivate.
  adminIds.notification = String(
    (await one<{ id: number }>(sql`select id from admin_notifications order by id limit 1`)).id,
  );
  const application = await one<{ id: number; document_id: number; storage_key: string }>(sql`
    select a.id, d.id as document_id, d.storage_key
    from salon_applications a join salon_application_documents d on d.application_id = a.id
    where a.status = 'pending' order by a.id limit 1`);
  adminIds.application = String(application.id);
  adminIds.document = String(application.document_id);
  // The seed names the document; the test's data directory holds its file.
  const file = path.join(t.config.dataDir, 'uploads', application.storage_key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, '%PDF-1.4 matrix');
  adminIds.review = String(
    (await one<{ id: number }>(sql`select id from reviews where deleted_at is null order by id limit 1`)).id,
  );
  adminIds.contact = String(
    (await one<{ id: number }>(sql`select id from contact_messages order by id limit 1`)).id,
  );
  adminIds.user = String(
    (
      await one<{ id: number }>(sql`select id from users where user_type = 'customer'
        and id not in (${actors.customer.userId}, ${own.customerUserId}, ${foreign.customerUserId})
        order by id desc limit 1`)
    ).id,
  );
  adminIds.workPhoto = String(foreign.workPhotoId);
  adminIds.coupon = String((await one<{ id: number }>(sql`select id from coupons order by id limit 1`)).id);
  adminIds.salon = String(
    (
      await one<{ id: number }>(sql`select id from salons where owner_user_id not in
        (${own.ownerUserId}, ${foreign.ownerUserId}) order by id desc limit 1`)
    ).id,
  );

  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const category = await one<{ category_id: number }>(
    sql`select category_id from services where id = ${own.serviceId}`,
  );
  const ownerGet = async (url: string): Promise<unknown> =>
    (await t.request({ method: 'GET', url, token: tokens.salon_owner })).json().data;
  const owned = `/api/v1/salon-owner/salons/:salonId`;
  Object.assign(bodies, {
    [`POST ${owned}/services`]: {
      category_id: num(category.category_id),
      name: 'Matris hizmeti',
      duration_minutes: 30,
      price_kurus: 10_000,
    },
    [`PUT ${owned}/services/order`]: { service_ids: [] },
    [`PATCH ${owned}/services/:serviceId`]: { name: 'Matris hizmeti' },
    [`PUT ${owned}/home-service`]: {
      service_radius_km: 10,
      home_travel_buffer_minutes: 0,
      home_service_fee_kurus: 0,
      home_service_ids: [],
    },
    [`PUT ${owned}/settings`]: await ownerGet(`/api/v1/salon-owner/salons/${own.salonId}/settings`),
    [`PUT ${owned}/refund-policy`]: {
      free_cancellation_minutes: 1440,
      late_refund: 'partial',
      late_refund_percent: 50,
    },
    [`PUT ${owned}/profile`]: await ownerGet(`/api/v1/salon-owner/salons/${own.salonId}/profile`),
    [`PATCH ${owned}/staff/:salonStaffId`]: { title: 'Uzman' },
    [`POST ${owned}/staff-invitations`]: { name: 'Matris Davetli', email: 'matris.davet@salonya.test' },
    [`PUT ${owned}/staff-services`]: {
      assignments: [{ salon_staff_id: own.colleagueStaffId, service_ids: [] }],
    },
    [`PUT ${owned}/gallery/order`]: { photo_ids: [own.photoId] },
    [`PATCH ${owned}/gallery/:photoId`]: { caption: 'Matris' },
    [`PUT ${owned}/reviews/:reviewId/reply`]: { reply: 'Matris yanıtı' },
    [`POST ${owned}/reviews/:reviewId/report`]: { reason: 'Matris bildirim gerekçesi' },
    'PUT /api/v1/customer/reviews/:id': { rating: 4, comment: 'Matris' },
    // The demo customer's latest completed visit: a review the permission lets through (201).
    'POST /api/v1/customer/reviews': {
      appointment_id: num(
        (
          await one<{ id: number }>(sql`select id from appointments where status = 'completed'
            and customer_user_id = ${actors.customer.userId} order by starts_at desc limit 1`)
        ).id,
      ),
      rating: 4,
    },
    'POST /api/v1/admin/reviews/:id/hide': { reason: 'Matris moderasyon gerekçesi' },
    'POST /api/v1/admin/reviews/:id/restore': { reason: 'Matris moderasyon gerekçesi' },
    'PUT /api/v1/salon-owner/staff/:salonStaffId/working-hours': { ranges: [] },
    'POST /api/v1/customer/appointments/:id/cancel': { reason: 'Matris' },
    'POST /api/v1/salon-owner/appointments/:id/cancel': { reason: 'Matris' },
    'POST /api/v1/admin/appointments/:id/cancel': { reason: 'Matris' },
    'POST /api/v1/customer/appointments/:id/reschedule': { date: day, time: '10:00' },
    'PUT /api/v1/staff/services/:serviceId/duration': { duration_minutes: 30 },
    'PUT /api/v1/staff/gallery/:photoId': { caption: 'Matris' },
    'POST /api/v1/admin/staff-gallery/:id/reject': { reason: 'Matris gerekçesi' },
    'POST /api/v1/admin/refunds/:id/approve': {},
    'POST /api/v1/admin/refunds/:id/reject': { reason: 'Matris gerekçesi' },
    'PUT /api/v1/admin/wallet-settings': {
      top_up_min_kurus: 5_000,
      top_up_max_kurus: 1_000_000,
      bonus_rules: [],
    },
  });
  queries['GET /api/v1/customer/appointments/:id/reschedule-slots'] = `?date=${day}`;
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** What a route acts on: its ownership facts and path values per variant; null for a route without an owned object. */
interface Target {
  params(side: Side): Record<string, string>;
  facts(side: Side): ObjectFacts;
  /** Only the session's own object exists (an impersonation): no foreign variant. */
  single?: boolean;
}

const salonFacts = (s: Side): ObjectFacts => ({ salonId: s.salonId, salonOwnerUserId: s.ownerUserId });
const appointmentFacts = (s: Side): ObjectFacts => ({
  ...salonFacts(s),
  customerUserId: s.customerUserId,
  staffUserId: s.staffUserId,
});
const staffItemFacts = (s: Side): ObjectFacts => ({ ...salonFacts(s), staffUserId: s.staffUserId });

/** The owned object of each protected route with path parameters, by the route's URL. */
function targetOf(url: string): Target | null {
  // The object is the session's impersonation: an ordinary session has none (salonId null), so it is refused.
  if (url === '/api/v1/admin/stop-impersonating')
    return { params: () => ({}), facts: () => ({ salonId: null }), single: true };
  const appointment: Target = { params: (s) => ({ id: String(s.appointmentId) }), facts: appointmentFacts };
  if (/^\/api\/v1\/(customer|salon-owner|staff|admin)\/appointments\/:id/.test(url)) return appointment;
  if (url === '/api/v1/customer/reviews/:id' || url === '/api/v1/customer/reviews/:id/photos')
    return {
      params: (s) => ({ id: String(s.reviewId) }),
      facts: (s) => ({ customerUserId: s.customerUserId }),
    };
  if (url === '/api/v1/customer/reviews/:id/photos/:photoId')
    return {
      params: (s) => ({ id: String(s.reviewId), photoId: String(s.reviewPhotoId) }),
      facts: (s) => ({ customerUserId: s.customerUserId }),
    };
  if (url === '/api/v1/customer/refunds/:id')
    return {
      params: (s) => ({ id: String(s.refundId) }),
      facts: (s) => ({ customerUserId: s.customerUserId }),
    };
  if (url.startsWith('/api/v1/customer/addresses/:id'))
    return {
      params: (s) => ({ id: String(s.addressId) }),
      facts: (s) => ({ customerUserId: s.customerUserId }),
    };
  const item = (pick: (s: Side) => number): Target => ({
    params: (s) => ({ id: String(pick(s)) }),
    facts: staffItemFacts,
  });
  if (url === '/api/v1/unified-availability/blocking/:id') return item((s) => s.blockingIds[0]);
  if (url === '/api/v1/unified-availability/my-blocking/:id') return item((s) => s.blockingIds[1]);
  if (url === '/api/v1/unified-availability/break-time/:id') return item((s) => s.breakIds[0]);
  if (url === '/api/v1/unified-availability/my-break/:id') return item((s) => s.breakIds[1]);
  if (url === '/api/v1/unified-availability/staff/:staffId')
    return { params: (s) => ({ staffId: String(s.staffId) }), facts: staffItemFacts };
  if (url === '/api/v1/unified-availability/salon/:salonId/overview')
    return { params: (s) => ({ salonId: String(s.salonId) }), facts: salonFacts };
  if (url === '/api/v1/salon-owner/staff/:salonStaffId/working-hours')
    return { params: (s) => ({ salonStaffId: String(s.staffId) }), facts: salonFacts };
  // The staff member's own service length and work photos (issue 20): the foreign side's are another member's.
  if (url === '/api/v1/staff/services/:serviceId/duration')
    return { params: (s) => ({ serviceId: String(s.serviceId) }), facts: staffItemFacts };
  if (url === '/api/v1/staff/gallery/:photoId')
    return { params: (s) => ({ photoId: String(s.workPhotoId) }), facts: staffItemFacts };
  if (url.startsWith('/api/v1/salon-owner/salons/:salonId')) {
    // A child object is looked up within the named salon: the foreign variant names the own salon with the
    // foreign side's child (the sharper test), or the foreign salon when the route has no child.
    return {
      params: (s) => {
        const child: Record<string, string> = {
          serviceId: String(url.endsWith('/restore') ? s.archivedServiceId : s.serviceId),
          salonStaffId: String(s.colleagueStaffId),
          invitationId: String(s.invitationId),
          photoId: String(s.photoId),
          reviewId: String(s.reviewId),
        };
        const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((n) => n !== 'salonId');
        const salonId = names.length > 0 && s === foreign ? own.salonId : s.salonId;
        return { salonId: String(salonId), ...Object.fromEntries(names.map((n) => [n, child[n] ?? ''])) };
      },
      facts: salonFacts,
    };
  }
  return null;
}

/** Path values of routes without an owned object (public pages, admin objects, favourites of any salon). */
function plainParams(url: string): Record<string, string> | null {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const values: Record<string, string> = {};
  for (const name of names) {
    let value: string | undefined;
    if (url.startsWith('/api/v1/admin/')) {
      if (url.includes('/notifications/')) value = adminIds.notification;
      else if (name === 'documentId') value = adminIds.document;
      else if (url.includes('/salon-applications/')) value = adminIds.application;
      else if (url.includes('/contact-messages/')) value = adminIds.contact;
      else if (url.includes('/staff-gallery/')) value = adminIds.workPhoto;
      else if (url.includes('/reviews/')) value = adminIds.review;
      else if (url.includes('/users/')) value = adminIds.user;
      else if (url.includes('/salons/')) value = adminIds.salon;
      else if (url.includes('/coupons/')) value = adminIds.coupon;
      else if (url.includes('/payments/')) value = String(foreign.paymentId);
      else if (url.includes('/refunds/')) value = String(foreign.refundId);
    } else if (url.startsWith('/api/v1/customer/favorites/specialists/')) value = String(own.staffId);
    else if (url.startsWith('/api/v1/customer/favorites/')) value = String(own.salonId);
    else if (publicRoute(url))
      value = name === 'page' ? 'hakkimizda' : name === 'token' ? 'x'.repeat(43) : '1';
    if (value === undefined) return null;
    values[name] = value;
  }
  return values;
}

let routesByUrl: Map<string, RouteSummary> = new Map();
const publicRoute = (url: string) => routesByUrl.get(url)?.policy?.kind === 'public';

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? '');

/** GETs first, then writes, then deletes, then sign-outs, so no earlier answer removes a later route's object. */
function order(route: RouteSummary): number {
  if (route.url.endsWith('/logout')) return 4;
  if (route.method === 'GET') return 0;
  if (route.method === 'DELETE') return /staff\/:salonStaffId$/.test(route.url) ? 3 : 2;
  return 1;
}

interface Check {
  route: RouteSummary;
  who: Who;
  variant: Variant | null;
  expected: 'public' | 'unauthenticated' | 'forbidden' | 'allowed' | 'refused';
  url: string;
}

describe('authorization matrix', () => {
  it('every route × user type × own/foreign object answers as the permission vocabulary says, with 0 leaks', async () => {
    // The reference UI's routes (/api/docs) are public documentation, made public by the docs plugin itself.
    const apiRoutes = t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith(API_DOCS_PATH));
    routesByUrl = new Map(apiRoutes.map((r) => [r.url, r]));
    const problems: string[] = [];
    const checks: Check[] = [];
    for (const route of [...apiRoutes].sort((a, b) => order(a) - order(b))) {
      const p = route.policy;
      if (!p || (p.kind !== 'public' && !isPermission(p.permission))) {
        problems.push(`${route.method} ${route.url}: no declared permission`);
        continue;
      }
      const target = p.kind === 'public' ? null : targetOf(route.url);
      const plain = target ? null : plainParams(route.url);
      if (!target && !plain) {
        problems.push(`${route.method} ${route.url}: the matrix has no object for its path parameters`);
        continue;
      }
      for (const who of WHO) {
        for (const variant of target
          ? target.single
            ? (['own'] as const)
            : (['own', 'foreign'] as const)
          : [null]) {
          const base = target
            ? fill(route.url, target.params(variant === 'own' ? own : foreign))
            : fill(route.url, plain!);
          let expected: Check['expected'];
          if (p.kind === 'public') expected = 'public';
          else if (who === 'visitor') expected = 'unauthenticated';
          else {
            const actor = actors[who]!;
            if (!can(actor, p.permission) || (p.area !== null && p.area !== who)) expected = 'forbidden';
            else if (!target || !variant) expected = 'allowed';
            else {
              const facts = target.facts(variant === 'own' ? own : foreign);
              expected = can(actor, p.permission, facts) ? 'allowed' : 'refused';
            }
          }
          const url = base + (queries[`${route.method} ${route.url}`] ?? '');
          checks.push({ route, who, variant, expected, url });
        }
      }
    }

    let leaks = 0;
    const tally: Record<string, number> = {};
    for (const check of checks) {
      const { route, who, expected, url } = check;
      const res = await t.request({
        method: route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url,
        token: who === 'visitor' ? undefined : tokens[who],
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : {
              body: bodies[`${route.method} ${route.url}`] ?? {},
              headers: { 'idempotency-key': `matrix-${checks.indexOf(check)}` },
            }),
      });
      const status = res.statusCode;
      const label = `${route.method} ${url} as ${who}${check.variant ? ` (${check.variant})` : ''}`;
      tally[expected] = (tally[expected] ?? 0) + 1;
      const ok =
        status < 500 &&
        (expected === 'public'
          ? status !== 401 && status !== 403
          : expected === 'unauthenticated'
            ? status === 401
            : expected === 'forbidden'
              ? status === 403
              : expected === 'allowed'
                ? ![401, 403, 404].includes(status)
                : status === 403 || status === 404);
      if (!ok) problems.push(`${label}: expected ${expected}, got ${status} ${res.body.slice(0, 160)}`);
      // A leak: a foreign object let through, or foreign data in an answer scoped to the actor's own things.
      const scoped =
        route.policy?.kind === 'permission' &&
        who !== 'visitor' &&
        grantOf(who, route.policy.permission) !== 'any';
      if (status < 300 && (expected === 'refused' || (scoped && markers.some((m) => res.body.includes(m))))) {
        leaks += 1;
        problems.push(`${label}: LEAK (${status})`);
      }
    }
    process.stdout.write(
      `authorization matrix: ${checks.length} checks over ${apiRoutes.length} routes; ` +
        `${Object.entries(tally)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}; leaks ${leaks}\n`,
    );
    expect(problems).toEqual([]);
    expect(leaks).toBe(0);
  }, 600_000);
});
