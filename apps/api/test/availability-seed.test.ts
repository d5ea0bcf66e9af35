import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAvailability } from '../src/db/seed/seed-availability';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Overview {
  availability: {
    unavailable_times: {
      reason: string;
      type: string;
      is_full_day: boolean;
      recurring: boolean;
      date: string;
    }[];
    break_times: { name: string }[];
  };
  statistics: { conflicts: number; activeBlockings: number; totalBreaks: number };
  context: { today: string };
}

describe('seeded demo availability', () => {
  it('the demo staff member is one identity: user name = specialist display name (issue #21 item 11)', async () => {
    const rows = await rowsOf<{ name: string; display_name: string }>(
      t,
      sql`select u.name, st.display_name from salon_staff st join users u on u.id = st.user_id
        where u.email = 'personel@salonya.test'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.display_name).toBe(row.name);
    const token = await t.loginAs('staff');
    const profile = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token });
    expect(profile.json().data.name).toBe(rows[0]!.display_name);
  });

  it('the demo staff member has past and future blockings, breaks and no conflicts', async () => {
    const token = await t.loginAs('staff');
    const res = await t.request({ method: 'GET', url: '/api/v1/staff/availability', token });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: Overview }).data;
    const reasons = data.availability.unavailable_times.map((b) => b.reason);
    expect(reasons).toEqual(expect.arrayContaining(['Diş hekimi', 'Ürün eğitimi', 'Kurs', 'Yıllık izin']));
    expect(data.availability.unavailable_times.some((b) => b.date < data.context.today)).toBe(true);
    expect(data.availability.unavailable_times.some((b) => b.recurring)).toBe(true);
    expect(data.availability.unavailable_times.some((b) => b.is_full_day && b.type === 'vacation')).toBe(
      true,
    );
    expect(data.availability.break_times.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Öğle arası', 'Kahve molası']),
    );
    expect(data.statistics.conflicts).toBe(0);
    expect(data.statistics.activeBlockings).toBeGreaterThanOrEqual(3);
  });

  it('the demo staff member has a future live appointment a blocking can be tried against', async () => {
    const rows = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments a join salon_staff st on st.id = a.salon_staff_id
        join users u on u.id = st.user_id
        where u.email = 'personel@salonya.test' and a.status in ('pending', 'confirmed') and a.starts_at > now()`,
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  });

  it('seeding again adds nothing', async () => {
    expect(await seedDemoAvailability(t.database.db, { now: Date.now() })).toBe(0);
  });
});
