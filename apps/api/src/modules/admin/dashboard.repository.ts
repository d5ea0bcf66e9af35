import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { z } from 'zod';
import { num, numOrNull, queryOne, queryRows, timestamp } from '../../db/rows';
import { ts } from './admin-sql';

/** The Istanbul month (`YYYY-MM`) of a timestamp column; Türkiye keeps UTC+3 all year. */
const istanbulMonth = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;

export async function salonAndUserTotals(db: Db) {
  const row = await queryOne(
    db,
    'admin.dashboard.1',
    z.object({
      total_salons: num,
      active_salons: num,
      pending_salons: num,
      verified_salons: num,
      total_users: num,
    }),
    sql`select count(*)::int as total_salons,
               count(*) filter (where status = 'active')::int as active_salons,
               count(*) filter (where status = 'pending')::int as pending_salons,
               count(*) filter (where is_verified)::int as verified_salons,
               (select count(*)::int from users) as total_users
        from salons`,
  );
  return row!;
}

const appointmentTotalsSchema = z.object({
  total: num,
  completed: num,
  pending: num,
  cancelled: num,
  revenue_kurus: num,
});
export type AppointmentTotals = z.output<typeof appointmentTotalsSchema>;

/** Appointments (not deleted) starting in [from, to); revenue = completed ones' total price. */
export async function appointmentTotals(db: Db, from: Date, to: Date): Promise<AppointmentTotals> {
  const row = await queryOne(
    db,
    'admin.dashboard.2',
    appointmentTotalsSchema,
    sql`select count(*)::int as total,
               count(*) filter (where status = 'completed')::int as completed,
               count(*) filter (where status in ('pending','confirmed'))::int as pending,
               count(*) filter (where status in ('cancelled','no_show'))::int as cancelled,
               coalesce(sum(total_price_kurus) filter (where status = 'completed'), 0)::float8 as revenue_kurus
        from appointments
        where deleted_at is null and starts_at >= ${ts(from)} and starts_at < ${ts(to)}`,
  );
  return row!;
}

export async function salonsCreatedByMonth(db: Db, from: Date, to: Date) {
  return queryRows(
    db,
    'admin.dashboard.3',
    z.object({
      month: z.string(),
      count: num,
    }),
    sql`select ${istanbulMonth(sql.raw('created_at'))} as month, count(*)::int as count
        from salons where created_at >= ${ts(from)} and created_at < ${ts(to)}
        group by 1`,
  );
}

export async function revenueByMonth(db: Db, from: Date, to: Date) {
  return queryRows(
    db,
    'admin.dashboard.4',
    z.object({
      month: z.string(),
      amount_kurus: num,
    }),
    sql`select ${istanbulMonth(sql.raw('starts_at'))} as month,
               coalesce(sum(total_price_kurus), 0)::float8 as amount_kurus
        from appointments
        where deleted_at is null and status = 'completed'
          and starts_at >= ${ts(from)} and starts_at < ${ts(to)}
        group by 1`,
  );
}

const topSalonRowSchema = z.object({
  id: num,
  name: z.string(),
  district: z.string(),
  city: z.string(),
  rating_average: num,
  logo_url: z.string().nullable(),
  total_appointments: num,
  revenue_kurus: num,
});
export type TopSalonRow = z.output<typeof topSalonRowSchema>;

/** Active salons by completed appointments in the range, then revenue, rating, review count. */
export async function topSalons(db: Db, from: Date, to: Date, limit: number): Promise<TopSalonRow[]> {
  return queryRows(
    db,
    'admin.dashboard.5',
    topSalonRowSchema,
    sql`select s.id, s.name, d.name as district, p.name as city, s.rating_average::float8 as rating_average,
               s.logo_url, coalesce(a.n, 0)::int as total_appointments,
               coalesce(a.revenue, 0)::float8 as revenue_kurus
        from salons s
        join districts d on d.id = s.district_id
        join provinces p on p.id = s.province_id
        left join (
          select salon_id, count(*) as n, sum(total_price_kurus) as revenue
          from appointments
          where deleted_at is null and status = 'completed'
            and starts_at >= ${ts(from)} and starts_at < ${ts(to)}
          group by salon_id
        ) a on a.salon_id = s.id
        where s.status = 'active'
        order by total_appointments desc, revenue_kurus desc, s.rating_average desc, s.review_count desc, s.id
        limit ${limit}`,
  );
}

const pendingCountsSchema = z.object({
  salon_applications: num,
  review_moderations: num,
  documents: num,
  refund_requests: num,
  support_tickets: num,
});
export type PendingCounts = z.output<typeof pendingCountsSchema>;

/** Refund requests: refunds waiting for an administrator's decision (ADR 0048) and open refund threads. */
export async function pendingCounts(db: Db): Promise<PendingCounts> {
  const row = await queryOne(
    db,
    'admin.dashboard.6',
    pendingCountsSchema,
    sql`select
          (select count(*)::int from salon_applications where status = 'pending') as salon_applications,
          (select count(*)::int from reviews where status = 'reported' and deleted_at is null) as review_moderations,
          (select count(*)::int from salon_application_documents d
             join salon_applications a on a.id = d.application_id where a.status = 'pending') as documents,
          ((select count(*)::int from refunds where status = 'requested')
            + (select count(*)::int from support_threads
             where category = 'refund' and status <> 'closed')) as refund_requests,
          (select count(*)::int from support_threads
             where category <> 'refund' and status = 'waiting_admin') as support_tickets`,
  );
  return row!;
}

export async function recentApplications(db: Db, limit: number) {
  return queryRows(
    db,
    'admin.dashboard.7',
    z.object({
      id: num,
      applicant_name: z.string(),
      user_id: numOrNull,
      salon_name: z.string(),
      city: z.string(),
      district: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      created_at: timestamp,
    }),
    sql`select a.id, a.applicant_name, a.user_id, a.salon_name, p.name as city, d.name as district, a.status,
               a.created_at
        from salon_applications a
        join provinces p on p.id = a.province_id
        join districts d on d.id = a.district_id
        order by a.created_at desc, a.id desc limit ${limit}`,
  );
}

export async function recentReportedReviews(db: Db, limit: number) {
  return queryRows(
    db,
    'admin.dashboard.8',
    z.object({
      id: num,
      rating: num,
      comment: z.string(),
      salon_name: z.string(),
      user_id: num,
      user_name: z.string(),
      at: timestamp,
    }),
    sql`select r.id, r.rating, r.comment, s.name as salon_name, u.id as user_id, u.name as user_name,
               r.updated_at as at
        from reviews r
        join salons s on s.id = r.salon_id
        join users u on u.id = r.customer_user_id
        where r.status = 'reported' and r.deleted_at is null
        order by r.updated_at desc, r.id desc limit ${limit}`,
  );
}

export async function recentPaymentDisputes(db: Db, limit: number) {
  return queryRows(
    db,
    'admin.dashboard.9',
    z.object({
      id: num,
      subject: z.string(),
      status: z.enum(['waiting_admin', 'waiting_user', 'closed']),
      priority: z.enum(['high', 'medium', 'low']),
      user_id: num,
      user_name: z.string(),
      salon_name: z.string().nullable(),
      created_at: timestamp,
    }),
    sql`select t.id, t.subject, t.status, t.priority, u.id as user_id, u.name as user_name,
               s.name as salon_name, t.created_at
        from support_threads t
        join users u on u.id = t.user_id
        left join salons s on s.id = t.salon_id
        where t.category = 'payment'
        order by t.created_at desc, t.id desc limit ${limit}`,
  );
}

export async function recentUsers(db: Db, limit: number) {
  return queryRows(
    db,
    'admin.dashboard.10',
    z.object({
      id: num,
      name: z.string(),
      email: z.string(),
      user_type: z.enum(['customer', 'salon_owner', 'staff', 'admin']),
      created_at: timestamp,
    }),
    sql`select id, name, email, user_type, created_at from users
        where user_type <> 'admin'
        order by created_at desc, id desc limit ${limit}`,
  );
}

export async function countSince(db: Db, table: 'users' | 'salons', from: Date, to: Date): Promise<number> {
  const row = await queryOne(
    db,
    'admin.dashboard.11',
    z.object({
      n: num,
    }),
    sql`select count(*)::int as n from ${sql.identifier(table)}
        where created_at >= ${ts(from)} and created_at < ${ts(to)}`,
  );
  return row?.n ?? 0;
}

export async function pendingAppointments(db: Db): Promise<number> {
  const row = await queryOne(
    db,
    'admin.dashboard.12',
    z.object({
      n: num,
    }),
    sql`select count(*)::int as n from appointments where status = 'pending' and deleted_at is null`,
  );
  return row?.n ?? 0;
}

/** Campaigns running on an Istanbul calendar day (`YYYY-MM-DD`). */
export async function activeCampaigns(db: Db, day: string): Promise<number> {
  const row = await queryOne(
    db,
    'admin.dashboard.13',
    z.object({
      n: num,
    }),
    sql`select count(*)::int as n from campaigns
        where is_active and starts_on <= ${day}::date and ends_on >= ${day}::date`,
  );
  return row?.n ?? 0;
}

export async function mailHealth(db: Db, now: Date) {
  const row = await queryOne(
    db,
    'admin.dashboard.14',
    z.object({
      failed: num,
      overdue: num,
    }),
    sql`select
          count(*) filter (where status = 'failed'
                           and updated_at >= ${ts(now)} - interval '24 hours')::int as failed,
          count(*) filter (where status = 'pending'
                           and available_at < ${ts(now)} - interval '15 minutes')::int as overdue
        from mail_outbox`,
  );
  return { failedLast24h: row?.failed ?? 0, overduePending: row?.overdue ?? 0 };
}
