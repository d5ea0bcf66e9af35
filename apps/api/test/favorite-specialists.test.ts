import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Favourite specialists (issue 19 item 2, ADR 0051): a customer hearts a specialist of /uzman/{id}, lists them on
 * /musteri/favoriler beside the salons, and removes them. Only public specialists; on PGlite and PostgreSQL.
 */
let t: TestApp;
let customer: string;
let specialists: number[];
let hidden: number;

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string) =>
  t.request({ method, url: `/api/v1${url}`, token });

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.loginAs('customer');
  specialists = (
    await rowsOf<{ id: number }>(
      t,
      sql`select st.id from salon_staff st join salons s on s.id = st.salon_id
        where st.is_active and s.status = 'active' order by st.id limit 2`,
    )
  ).map((r) => Number(r.id));
  const [inactive] = await rowsOf<{ id: number }>(
    t,
    sql`update salon_staff set is_active = false
      where id = (select st.id from salon_staff st join salons s on s.id = st.salon_id
        where st.is_active and s.status = 'active' order by st.id desc limit 1) returning id`,
  );
  hidden = Number(inactive!.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('favourite specialists', () => {
  it('adds (twice is fine), lists newest first with the salon, gives the ids, removes', async () => {
    const [a, b] = specialists as [number, number];
    const put = await call('PUT', `/customer/favorites/specialists/${a}`, customer);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: 'Uzman favorilerinize eklendi.',
      data: { salon_staff_id: a, is_favorite: true },
    });
    expect((await call('PUT', `/customer/favorites/specialists/${a}`, customer)).statusCode).toBe(200);
    // Later by the clock, so the order is certain.
    await t.database.db.execute(sql`update favorite_staff set created_at = now() - interval '1 minute'`);
    expect((await call('PUT', `/customer/favorites/specialists/${b}`, customer)).statusCode).toBe(200);

    const list = await call('GET', '/customer/favorites/specialists', customer);
    expect(list.statusCode).toBe(200);
    const items = list.json().data as {
      salon_staff_id: number;
      display_name: string;
      salon: { id: number };
    }[];
    expect(items.map((s) => s.salon_staff_id)).toEqual([b, a]);
    expect(items[0]!.salon.id).toBeGreaterThan(0);
    const ids = (await call('GET', '/customer/favorites/specialists/ids', customer)).json().data as number[];
    expect(ids.sort()).toEqual([a, b].sort());
    // Salon favourites are a separate list.
    expect((await call('GET', '/customer/favorites/ids', customer)).json().data).toEqual([]);

    const del = await call('DELETE', `/customer/favorites/specialists/${a}`, customer);
    expect(del.json()).toMatchObject({
      message: 'Uzman favorilerinizden çıkarıldı.',
      data: { salon_staff_id: a, is_favorite: false },
    });
    const after = (await call('GET', '/customer/favorites/specialists', customer)).json().data as {
      salon_staff_id: number;
    }[];
    expect(after.map((s) => s.salon_staff_id)).toEqual([b]);
  });

  it('a specialist who is not public, unknown or malformed → 404 in Turkish', async () => {
    for (const id of [hidden, 999_999, 'abc']) {
      const res = await call('PUT', `/customer/favorites/specialists/${id}`, customer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Uzman bulunamadı');
    }
  });

  it('a favourite who leaves the salon drops out of the list', async () => {
    const [, b] = specialists as [number, number];
    await t.database.db.execute(sql`update salon_staff set is_active = false where id = ${b}`);
    try {
      const list = (await call('GET', '/customer/favorites/specialists', customer)).json().data as unknown[];
      expect(list).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update salon_staff set is_active = true where id = ${b}`);
    }
  });

  it('a visitor → 401, another user type → 403', async () => {
    expect((await call('GET', '/customer/favorites/specialists')).statusCode).toBe(401);
    const owner = await t.loginAs('salon_owner');
    expect((await call('PUT', `/customer/favorites/specialists/${specialists[0]}`, owner)).statusCode).toBe(
      403,
    );
    const staff = await t.loginAs('staff');
    expect((await call('GET', '/customer/favorites/specialists/ids', staff)).statusCode).toBe(403);
  });
});
