import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /salon-owner/salons', () => {
  it("lists only the signed-in owner's salons", async () => {
    const owner = await t.loginAs('salon_owner');
    const res = await t.request({ method: 'GET', url: '/api/v1/salon-owner/salons', token: owner });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      success: boolean;
      data: { salons: { id: number; name: string; status: string }[] };
    }>();
    expect(body.success).toBe(true);
    expect(body.data.salons.length).toBeGreaterThan(0);
    const owned = await rowsOf<{ id: number }>(
      t,
      sql`select s.id from salons s join users u on u.id = s.owner_user_id
        where u.email = 'salon@salonya.test' order by s.id`,
    );
    expect(body.data.salons.map((s) => s.id)).toEqual(owned.map((r) => Number(r.id)));
    for (const salon of body.data.salons) expect(typeof salon.name).toBe('string');
  });

  it.each([
    ['customer', 403],
    ['staff', 403],
    ['admin', 403],
  ] as const)('refuses a %s (%i)', async (role, status) => {
    const token = await t.loginAs(role);
    const res = await t.request({ method: 'GET', url: '/api/v1/salon-owner/salons', token });
    expect(res.statusCode).toBe(status);
  });

  it('asks for a login without a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/salon-owner/salons' });
    expect(res.statusCode).toBe(401);
  });
});
