import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
const DAY = 86_400_000;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

/** The server's clock in these tests (createTestApp fixes it). */
const nowSql = () => sql`${new Date(t.clock.now).toISOString()}::timestamptz`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  // Appointments over the last 400 days in three salons, every status, both payment methods; half a day off the
  // range boundaries so each falls clearly inside or outside a range. One that would overlap a seeded appointment of
  // the same staff member is left out (the exclusion constraint); the expected figures are read from the database.
  const staff = await rows<{ id: number; salon_id: number; user_id: number }>(
    sql`select distinct on (st.salon_id) st.id, st.salon_id, st.user_id from salon_staff st
        join salons s on s.id = st.salon_id where s.status = 'active' order by st.salon_id, st.id limit 3`,
  );
  const customer = await one<{ id: number }>(sql`select id from users where email = 'musteri@salonya.test'`);
  const statuses = ['completed', 'completed', 'pending', 'confirmed', 'cancelled', 'no_show', 'completed'];
  for (let i = 0; i < 60; i += 1) {
    const s = staff[i % staff.length]!;
    const startsAt = new Date(t.clock.now - (i * 7 + 0.5) * DAY + (i % 3) * 3_600_000);
    await t.database.db.execute(sql`
      insert into appointments (salon_id, customer_user_id, salon_staff_id, staff_user_id, starts_at, ends_at, status,
        total_price_kurus, total_duration_minutes, payment_method, payment_status)
      values (${s.salon_id}, ${customer.id}, ${s.id}, ${s.user_id}, ${startsAt.toISOString()}::timestamptz,
        ${new Date(startsAt.getTime() + 3_600_000).toISOString()}::timestamptz, ${statuses[i % statuses.length]},
        ${10_000 + i * 1_234}, 60, ${i % 2 === 0 ? 'card' : 'pay_at_salon'},
        ${i % 5 === 0 ? 'refunded' : i % 2 === 0 ? 'paid' : 'unpaid'})
      on conflict do nothing`);
  }
  // One in the future (outside every range; past the seeded calendar, so it never overlaps a seeded visit of the
  // same staff member, whatever the time of day) and one deleted.
  const s = staff[0]!;
  await t.database.db.execute(sql`
    insert into appointments (salon_id, salon_staff_id, staff_user_id, starts_at, ends_at, status, total_price_kurus,
      total_duration_minutes, deleted_at)
    values (${s.salon_id}, ${s.id}, ${s.user_id}, ${nowSql()} + interval '400 days', ${nowSql()} + interval '400 days 1 hour',
      'confirmed', 50000, 60, null),
      (${s.salon_id}, ${s.id}, ${s.user_id}, ${nowSql()} - interval '1 day 5 hours',
       ${nowSql()} - interval '1 day 4 hours', 'completed', 70000, 60, now())`);
});
afterAll(async () => {
  await t.close();
});

const DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

async function expected(range: keyof typeof DAYS) {
  const days = DAYS[range];
  const from = sql`${nowSql()} - make_interval(days => ${days})`;
  const prevFrom = sql`${nowSql()} - make_interval(days => ${2 * days})`;
  const appts = await one<{
    total: number;
    completed: number;
    pending: number;
    cancelled: number;
    revenue: string;
    prev_revenue: string;
  }>(sql`
    select
      (select count(*)::int from appointments where deleted_at is null and starts_at >= ${from} and starts_at < ${nowSql()}) as total,
      (select count(*)::int from appointments where deleted_at is null and status = 'completed' and starts_at >= ${from} and starts_at < ${nowSql()}) as completed,
      (select count(*)::int from appointments where deleted_at is null and status in ('pending','confirmed') and starts_at >= ${from} and starts_at < ${nowSql()}) as pending,
      (select count(*)::int from appointments where deleted_at is null and status in ('cancelled','no_show') and starts_at >= ${from} and starts_at < ${nowSql()}) as cancelled,
      (select coalesce(sum(total_price_kurus), 0)::text from appointments where deleted_at is null and status = 'completed' and starts_at >= ${from} and starts_at < ${nowSql()}) as revenue,
      (select coalesce(sum(total_price_kurus), 0)::text from appointments where deleted_at is null and status = 'completed' and starts_at >= ${prevFrom} and starts_at < ${from}) as prev_revenue`);
  const salonsByMonth = await rows<{ month: string; n: number }>(sql`
    select to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month, count(*)::int as n from salons
    where created_at >= ${from} and created_at < ${nowSql()} group by 1`);
  const revenueByMonth = await rows<{ month: string; kurus: string }>(sql`
    select to_char(starts_at at time zone 'Europe/Istanbul', 'YYYY-MM') as month, sum(total_price_kurus)::text as kurus
    from appointments where deleted_at is null and status = 'completed' and starts_at >= ${from} and starts_at < ${nowSql()}
    group by 1`);
  return { appts, salonsByMonth, revenueByMonth };
}

describe('GET /admin/dashboard', () => {
  it.each(Object.keys(DAYS) as (keyof typeof DAYS)[])(
    '%s: every figure equals what the database holds',
    async (range) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/admin/dashboard?time_range=${range}`,
        token: admin,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Dashboard verileri yüklendi.' });
      const d = body.data;
      expect(d.time_range).toBe(range);
      const { appts, salonsByMonth, revenueByMonth } = await expected(range);
      expect(appts.total).toBeGreaterThan(0);

      const salons = await one<{
        total: number;
        active: number;
        pending: number;
        verified: number;
        users: number;
      }>(sql`
        select count(*)::int as total, count(*) filter (where status = 'active')::int as active,
          count(*) filter (where status = 'pending')::int as pending, count(*) filter (where is_verified)::int as verified,
          (select count(*)::int from users) as users from salons`);
      const revenue = Number(appts.revenue) / 100;
      const prev = Number(appts.prev_revenue) / 100;
      expect(d.overview).toEqual({
        total_salons: salons.total,
        total_users: salons.users,
        total_appointments: appts.total,
        total_revenue: revenue,
        active_salons: salons.active,
        pending_salons: salons.pending,
        verified_salons: salons.verified,
        growth_rate: prev === 0 ? null : Math.round(((revenue - prev) / prev) * 1000) / 10,
      });
      expect(d.appointment_stats).toEqual({
        completed: appts.completed,
        pending: appts.pending,
        cancelled: appts.cancelled,
      });

      // Months: every month of the range once, in order; the counts match the grouped rows.
      const months = d.growth.salon_growth.map((m: { month: string }) => m.month);
      expect(months).toEqual([...months].sort());
      expect(new Set(months).size).toBe(months.length);
      for (const m of salonsByMonth) {
        expect(d.growth.salon_growth.find((g: { month: string }) => g.month === m.month)?.count).toBe(m.n);
      }
      expect(d.growth.salon_growth.reduce((a: number, g: { count: number }) => a + g.count, 0)).toBe(
        salonsByMonth.reduce((a, m) => a + m.n, 0),
      );
      for (const m of revenueByMonth) {
        expect(d.growth.revenue_growth.find((g: { month: string }) => g.month === m.month)?.amount).toBe(
          Number(m.kurus) / 100,
        );
      }
      const revenueSum = d.growth.revenue_growth.reduce(
        (a: number, g: { amount: number }) => a + g.amount * 100,
        0,
      );
      expect(Math.round(revenueSum)).toBe(Number(appts.revenue));
    },
  );

  it('longer ranges hold at least as much: 7d ⊆ 30d ⊆ 90d ⊆ 1y', async () => {
    const totals: number[] = [];
    for (const range of ['7d', '30d', '90d', '1y']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/admin/dashboard?time_range=${range}`,
        token: admin,
      });
      totals.push(res.json().data.overview.total_appointments);
    }
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // The appointments this file adds are a week apart, so each range has strictly more of them.
    expect(new Set(totals).size).toBe(4);
  });

  it('defaults to 30d', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/admin/dashboard', token: admin });
    expect(res.json().data.time_range).toBe('30d');
  });

  it('top salons, pending approvals, monthly and quick stats come from the database', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/admin/dashboard?time_range=90d',
      token: admin,
    });
    const d = res.json().data;
    const top = await rows<{ id: number; n: number; kurus: string }>(sql`
      select s.id, count(a.id)::int as n, coalesce(sum(a.total_price_kurus), 0)::text as kurus
      from salons s left join appointments a on a.salon_id = s.id and a.status = 'completed' and a.deleted_at is null
        and a.starts_at >= ${nowSql()} - interval '90 days' and a.starts_at < ${nowSql()}
      where s.status = 'active'
      group by s.id order by n desc, sum(a.total_price_kurus) desc nulls last, s.rating_average desc, s.review_count desc, s.id
      limit 5`);
    expect(d.top_salons.map((s: { id: number }) => s.id)).toEqual(top.map((s) => s.id));
    expect(d.top_salons[0].total_appointments).toBe(top[0]!.n);
    expect(d.top_salons[0].revenue).toBe(Number(top[0]!.kurus) / 100);
    expect(d.top_salons[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        city: expect.any(String),
        district: expect.any(String),
      }),
    );

    const pending = await one<{
      apps: number;
      reviews: number;
      docs: number;
      refunds: number;
      support: number;
    }>(sql`
      select (select count(*)::int from salon_applications where status = 'pending') as apps,
        (select count(*)::int from reviews where status = 'reported' and deleted_at is null) as reviews,
        (select count(*)::int from salon_application_documents where application_id in
           (select id from salon_applications where status = 'pending')) as docs,
        ((select count(*)::int from refunds where status = 'requested')
          + (select count(*)::int from support_threads where category = 'refund' and status <> 'closed')) as refunds,
        (select count(*)::int from support_threads where category <> 'refund' and status = 'waiting_admin') as support`);
    // The demo seed gives three pending applications with seven documents, two reported reviews, one refund request
    // and one payment dispute waiting for an admin.
    expect(pending).toEqual({ apps: 3, reviews: 2, docs: 7, refunds: 1, support: 1 });
    expect(d.pending_approvals).toEqual({
      salon_applications: 3,
      review_moderations: 2,
      documents: 7,
      refund_requests: 1,
      support_tickets: 1,
      total: 7,
    });

    const month = await one<{ n: number; kurus: string; users: number; salons: number }>(sql`
      with m as (select date_trunc('month', ${nowSql()} at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul' as start)
      select (select count(*)::int from appointments, m where deleted_at is null and starts_at >= m.start and starts_at < ${nowSql()}) as n,
        (select coalesce(sum(total_price_kurus), 0)::text from appointments, m where deleted_at is null and status = 'completed'
           and starts_at >= m.start and starts_at < ${nowSql()}) as kurus,
        (select count(*)::int from users, m where created_at >= m.start and created_at < ${nowSql()}) as users,
        (select count(*)::int from salons, m where created_at >= m.start and created_at < ${nowSql()}) as salons`);
    expect(d.monthly_stats).toEqual({
      appointments_count: month.n,
      revenue: Number(month.kurus) / 100,
      new_users: month.users,
      new_salons: month.salons,
    });

    const quick = await one<{ kurus: string; pending: number; campaigns: number }>(sql`
      with d as (select date_trunc('day', ${nowSql()} at time zone 'Europe/Istanbul') as day)
      select (select coalesce(sum(total_price_kurus), 0)::text from appointments, d where deleted_at is null
                and status = 'completed' and starts_at >= (d.day at time zone 'Europe/Istanbul') and starts_at < ${nowSql()}) as kurus,
        (select count(*)::int from appointments where status = 'pending' and deleted_at is null) as pending,
        (select count(*)::int from campaigns, d where is_active and starts_on <= d.day::date and ends_on >= d.day::date) as campaigns`);
    expect(d.quick_stats).toEqual({
      daily_revenue: Number(quick.kurus) / 100,
      pending_appointments: quick.pending,
      active_campaigns: quick.campaigns,
      system_health: 'healthy',
    });
  });

  it('recent activities carry all four types with their priorities, newest first', async () => {
    const d = (await t.request({ method: 'GET', url: '/api/v1/admin/dashboard', token: admin })).json().data;
    const types = new Set(d.recent_activities.map((a: { type: string }) => a.type));
    expect(types).toEqual(
      new Set(['salon_registration', 'review_reported', 'payment_dispute', 'user_registered']),
    );
    const times = d.recent_activities.map((a: { time: string }) => a.time);
    expect(times).toEqual([...times].sort().reverse());
    const byId = new Map(d.recent_activities.map((a: { id: string }) => [a.id, a]));
    const pendingApp = await one<{ id: number; salon_name: string }>(
      sql`select id, salon_name from salon_applications where status = 'pending' order by created_at desc limit 1`,
    );
    expect(byId.get(`salon_registration-${pendingApp.id}`)).toMatchObject({
      priority: 'high',
      message: `Yeni salon başvurusu: ${pendingApp.salon_name}`,
      entity: { type: 'salon_application', id: pendingApp.id },
    });
    const rejected = await one<{ id: number }>(
      sql`select id from salon_applications where status = 'rejected'`,
    );
    expect(byId.get(`salon_registration-${rejected.id}`)).toMatchObject({ priority: 'low' });
    const lowReview = await one<{ id: number }>(
      sql`select id from reviews where status = 'reported' and rating = 1`,
    );
    expect(byId.get(`review_reported-${lowReview.id}`)).toMatchObject({ priority: 'high' });
    const dispute = await one<{ id: number }>(sql`select id from support_threads where category = 'payment'`);
    expect(byId.get(`payment_dispute-${dispute.id}`)).toMatchObject({
      priority: 'high',
      message: 'Ödeme itirazı: Kart ödemem iki kez çekildi',
    });
  });

  it('notifications: list with unread count, mark one, mark all read', async () => {
    const unread = await one<{ n: number }>(sql`
      select count(*)::int as n from admin_notifications n where not exists (
        select 1 from admin_notification_reads r join users u on u.id = r.admin_user_id
        where r.notification_id = n.id and u.email = 'admin@salonya.test')`);
    expect(unread.n).toBeGreaterThan(0);
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/admin/dashboard/notifications?limit=10',
      token: admin,
    });
    const body = res.json();
    expect(body.unread_count).toBe(unread.n);
    expect(body.notifications.length).toBeLessThanOrEqual(10);
    expect(body.data).toEqual({ notifications: body.notifications, unread_count: body.unread_count });
    const dash = (await t.request({ method: 'GET', url: '/api/v1/admin/dashboard', token: admin })).json()
      .data;
    expect(dash.unread_notifications_count).toBe(unread.n);
    expect(dash.notifications.unread_count).toBe(unread.n);
    expect(dash.recent_notifications.length).toBeLessThanOrEqual(5);

    const first = body.notifications.find((n: { read_at: string | null }) => n.read_at === null);
    const read = await t.request({
      method: 'POST',
      url: `/api/v1/admin/dashboard/notifications/${first.id}/read`,
      token: admin,
    });
    expect(read.json().data.read_at).not.toBeNull();
    const after = (
      await t.request({ method: 'GET', url: '/api/v1/admin/dashboard/notifications', token: admin })
    ).json();
    expect(after.unread_count).toBe(unread.n - 1);

    const all = await t.request({
      method: 'POST',
      url: '/api/v1/admin/dashboard/notifications/mark-all-read',
      token: admin,
    });
    expect(all.json()).toMatchObject({ success: true, data: { unread_count: 0 } });
    const page = (
      await t.request({ method: 'GET', url: '/api/v1/admin/notifications?per_page=5', token: admin })
    ).json();
    const total = await one<{ n: number }>(sql`select count(*)::int as n from admin_notifications`);
    expect(page.meta).toEqual({
      current_page: 1,
      per_page: 5,
      total: total.n,
      last_page: Math.ceil(total.n / 5),
    });
    expect(page.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
  });
});

describe('badge counts and extra statistics', () => {
  it('badges count real rows', async () => {
    const get = async (url: string) => (await t.request({ method: 'GET', url, token: admin })).json().data;
    const w = await one<{ n: number; kurus: string }>(
      sql`select count(*)::int as n, coalesce(sum(amount_kurus), 0)::text as kurus from withdrawal_requests where status = 'pending'`,
    );
    expect(w.n).toBe(2);
    expect(await get('/api/v1/admin/salon-earnings/stats')).toMatchObject({
      pending_withdrawals: w.n,
      pending_withdrawals_amount: Number(w.kurus) / 100,
    });
    const docs = await one<{ n: number }>(sql`
      select count(*)::int as n from salon_application_documents d join salon_applications a on a.id = d.application_id
      where a.status = 'pending'`);
    expect(await get('/api/v1/admin/documents/stats')).toMatchObject({
      pending: docs.n,
      pending_applications: 3,
    });
    const waiting = await one<{ n: number }>(
      sql`select count(*)::int as n from support_threads where status = 'waiting_admin'`,
    );
    expect(waiting.n).toBe(2);
    expect(await get('/api/v1/admin/support/stats')).toMatchObject({ waiting_admin: waiting.n });

    // A new row moves the badge.
    const thread = await one<{ id: number }>(
      sql`select id from support_threads where status = 'waiting_admin' limit 1`,
    );
    await t.database.db.execute(sql`update support_threads set status = 'closed' where id = ${thread.id}`);
    expect((await get('/api/v1/admin/support/stats')).waiting_admin).toBe(waiting.n - 1);
  });

  it('users, wallet and payment statistics', async () => {
    const get = async (url: string) => (await t.request({ method: 'GET', url, token: admin })).json().data;
    const u = await one<{ total: number; customer: number; admin: number }>(sql`
      select count(*)::int as total, count(*) filter (where user_type = 'customer')::int as customer,
        count(*) filter (where user_type = 'admin')::int as admin from users`);
    const users = await get('/api/v1/admin/users/stats');
    expect(users).toMatchObject({ total: u.total, active: u.total, inactive: 0 });
    expect(users.by_type).toMatchObject({ customer: u.customer, admin: u.admin });

    const earned = await one<{ kurus: string }>(
      sql`select coalesce(sum(total_price_kurus), 0)::text as kurus from appointments where status = 'completed' and deleted_at is null`,
    );
    const wallet = await get('/api/v1/admin/wallet/stats');
    expect(wallet.total_earned).toBe(Number(earned.kurus) / 100);
    expect(wallet.total_paid_out).toBe(3100);
    expect(wallet.pending_withdrawals_amount).toBe(3650);

    const pay = await one<{ n: number; kurus: string; card: number; refunded: string }>(sql`
      select count(*)::int as n, coalesce(sum(total_price_kurus), 0)::text as kurus,
        count(*) filter (where payment_method = 'card')::int as card,
        coalesce(sum(total_price_kurus) filter (where payment_status = 'refunded'), 0)::text as refunded
      from appointments where deleted_at is null and status <> 'cancelled'
        and starts_at >= ${nowSql()} - interval '90 days' and starts_at < ${nowSql()}`);
    const stats = await get('/api/v1/admin/payments/statistics?time_range=90d');
    expect(stats).toMatchObject({
      time_range: '90d',
      transactions: pay.n,
      total_amount: Number(pay.kurus) / 100,
      refunded_amount: Number(pay.refunded) / 100,
    });
    expect(stats.by_method.find((m: { method: string }) => m.method === 'card').count).toBe(pay.card);
  });
});

describe('global search', () => {
  it('finds users, salons and appointments', async () => {
    const salon = await one<{ id: number; name: string }>(
      sql`select id, name from salons order by id limit 1`,
    );
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/admin/search?q=${encodeURIComponent(salon.name)}`,
      token: admin,
    });
    const results = res.json().data.results as { type: string; id: number; hash: string }[];
    expect(results).toContainEqual(
      expect.objectContaining({ type: 'salon', id: salon.id, hash: `salons/${salon.id}` }),
    );
    expect(results.some((r) => r.type === 'appointment')).toBe(true);

    const users = await t.request({
      method: 'GET',
      url: '/api/v1/admin/search?q=musteri@salonya',
      token: admin,
    });
    expect(users.json().data.results[0]).toMatchObject({ type: 'user', title: 'Ayşe Yılmaz' });

    const appt = await one<{ id: number }>(sql`select id from appointments order by id limit 1`);
    const byId = await t.request({
      method: 'GET',
      url: `/api/v1/admin/search?q=%23${appt.id}`,
      token: admin,
    });
    expect(byId.json().data.results.find((r: { type: string }) => r.type === 'appointment')).toMatchObject({
      id: appt.id,
    });

    const none = await t.request({ method: 'GET', url: '/api/v1/admin/search?q=zzqxw%25', token: admin });
    expect(none.json().data.results).toEqual([]);
  });
});
