import { addDays, istanbulInstant } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createMemoryRateLimiter } from '../src/lib/rate-limiter';
import { prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import { createTestApp, demoEmails, type TestApp } from './test-app';

/** The owner's daily summary mail (issue 16, /salon/ayarlar 'Günlük özet'; ADR 0031), with the injected clock. */

let t: TestApp;
let f: BookingFixture;
let salonName: string;
let customerName: string;
let staffName: string;
let serviceName: string;

interface DigestMail {
  to_address: string;
  subject: string;
  text_body: string;
}
const digests = () =>
  rowsOf<DigestMail>(
    t,
    sql`select to_address, subject, text_body from mail_outbox where template = 'salon_daily_digest'
      and subject like ${`%${salonName}%`} order by id`,
  );

async function appointment(day: string, time: string, status: string, priceKurus = 50_000, staffIndex = 0) {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const starts = istanbulInstant(day, h * 60 + m);
  const staff = f.staff[staffIndex]!;
  const [row] = await rowsOf<{ id: number }>(
    t,
    sql`insert into appointments (salon_id, customer_user_id, salon_staff_id, staff_user_id, starts_at, ends_at,
        status, total_price_kurus, total_duration_minutes)
      select ${f.salonId}, u.id, ${staff.id}, ${staff.userId}, ${starts.toISOString()}::timestamptz,
        ${new Date(starts.getTime() + 3_600_000).toISOString()}::timestamptz, ${status}, ${priceKurus}, 60
      from users u where u.email = ${demoEmails.customer} returning id`,
  );
  await t.database.db
    .execute(sql`insert into appointment_services (appointment_id, service_id, position, name,
    price_kurus, duration_minutes) values (${row!.id}, ${f.serviceId}, 0, ${serviceName}, ${priceKurus}, 60)`);
  return Number(row!.id);
}

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  const [names] = await rowsOf<{ salon: string; customer: string; staff: string; service: string }>(
    t,
    sql`select s.name as salon, (select name from users where email = ${demoEmails.customer}) as customer,
      (select display_name from salon_staff where id = ${f.staff[0]!.id}) as staff,
      (select name from services where id = ${f.serviceId}) as service
      from salons s where s.id = ${f.salonId}`,
  );
  salonName = names!.salon;
  customerName = names!.customer;
  staffName = names!.staff;
  serviceName = names!.service;
});
afterAll(async () => {
  await t.close();
});

describe('owner daily digest', () => {
  it('sends at 07:00 Istanbul the day’s appointments, pending requests and yesterday’s revenue, once', async () => {
    const day = f.tuesday;
    await appointment(day, '10:00', 'confirmed', 50_000, 0);
    await appointment(day, '14:30', 'pending', 40_000, 1);
    await appointment(day, '12:00', 'cancelled', 40_000, 0);
    await appointment(addDays(day, -1), '11:00', 'completed', 75_000, 0);
    await appointment(addDays(day, -1), '15:00', 'completed', 25_050, 1);
    await appointment(addDays(day, -1), '16:00', 'no_show', 30_000, 0);
    await appointment(addDays(day, -2), '16:00', 'completed', 99_000, 0);

    f.setClock(day, '06:59');
    expect(await t.digests.runDue()).toBe(0);
    expect(await digests()).toHaveLength(0);

    f.setClock(day, '07:00');
    // Two workers at once (two processes): the day's row lets only one of them write the mail.
    await Promise.all([t.digests.runDue(), t.digests.runDue()]);
    const mails = await digests();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to_address).toBe(demoEmails.salon_owner);
    expect(mail.subject).toMatch(new RegExp(`^Salonya – ${salonName}: \\d+ \\S+ \\d{4} \\S+, 2 randevu$`));
    const text = mail.text_body;
    expect(text).toContain('Bugün (');
    expect(text).toContain(`10:00 – ${customerName} · ${serviceName} · Uzman: ${staffName}`);
    expect(text).toMatch(/14:30 – .+ \(onay bekliyor\)/);
    expect(text).not.toContain('12:00 –');
    expect(text).toContain('Onayınızı bekleyen 1 randevu talebi var.');
    expect(text).toContain('Dün 2 randevu tamamlandı; gelir: ₺1.000,50.');
    expect(text).toContain('Salon Panelini Aç: http://localhost:3000/salon');

    // Later the same morning, and a restarted process over the same database: nothing more.
    f.setClock(day, '11:00');
    expect(await t.digests.runDue()).toBe(0);
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      rateLimiter: createMemoryRateLimiter(() => t.clock.now),
      mailTransport: { send: async () => undefined },
      mailPollMs: null,
      statsRefreshMs: null,
      now: () => t.clock.now,
    });
    try {
      expect(await restarted.digests.runDue()).toBe(0);
    } finally {
      await restarted.app.close();
    }
    expect(await digests()).toHaveLength(1);
    const [row] = await rowsOf<{ mailed: boolean }>(
      t,
      sql`select mailed from owner_daily_digests where salon_id = ${f.salonId} and digest_date = ${day}`,
    );
    expect(row?.mailed).toBe(true);
  });

  it('skips a day with nothing to tell, sends nothing after noon, and honours the opt-out', async () => {
    // Wednesday: nothing booked, nothing completed on Tuesday, and Tuesday's pending 14:30 has passed.
    const wednesday = addDays(f.tuesday, 1);
    f.setClock(wednesday, '08:00');
    await t.digests.runDue();
    expect(await digests()).toHaveLength(1);
    const [skipped] = await rowsOf<{ mailed: boolean }>(
      t,
      sql`select mailed from owner_daily_digests where salon_id = ${f.salonId} and digest_date = ${wednesday}`,
    );
    expect(skipped?.mailed).toBe(false);

    const thursday = addDays(f.tuesday, 2);
    await appointment(thursday, '10:00', 'confirmed');
    f.setClock(thursday, '12:00');
    expect(await t.digests.runDue()).toBe(0);
    expect(await digests()).toHaveLength(1);

    // The owner turns the summary off at /salon/ayarlar: Friday's appointment brings no mail.
    const owner = await t.loginAs('salon_owner');
    const url = `/api/v1/salon-owner/salons/${f.salonId}/settings`;
    const current = await t.request({ method: 'GET', url, token: owner });
    expect(current.statusCode, current.body).toBe(200);
    const settings = current.json<{ data: Record<string, unknown> }>().data;
    const off = await t.request({
      method: 'PUT',
      url,
      token: owner,
      body: { ...settings, notify_daily_digest: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const friday = addDays(f.tuesday, 3);
    await appointment(friday, '10:00', 'confirmed');
    f.setClock(friday, '07:30');
    await t.digests.runDue();
    expect(await digests()).toHaveLength(1);
    const [none] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from owner_daily_digests where salon_id = ${f.salonId} and digest_date = ${friday}`,
    );
    expect(Number(none!.n)).toBe(0);
  });
});
