import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
let adminId: number;
let salon: { id: number; name: string; owner_user_id: number };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  adminId = (await one<{ id: number }>(sql`select id from users where email = 'admin@salonya.test'`)).id;
  salon =
    await one(sql`select s.id, s.name, s.owner_user_id from salons s join users u on u.id = s.owner_user_id
    where u.email = 'salon@salonya.test' order by s.id limit 1`);
});
afterAll(async () => {
  await t.close();
});

describe('impersonation (SPEC §4, §7.2)', () => {
  it('start gives a salon_owner session flagged with the salon; profile refresh keeps the flag; stop returns the admin', async () => {
    const start = await t.request({
      method: 'POST',
      url: `/api/v1/admin/salons/${salon.id}/impersonate`,
      token: admin,
    });
    expect(start.statusCode).toBe(200);
    const body = start.json();
    expect(body).toMatchObject({
      success: true,
      message: `${salon.name} salonunun hesabına geçiş yaptınız.`,
      user: {
        id: salon.owner_user_id,
        email: 'salon@salonya.test',
        user_type: 'salon_owner',
        impersonating: true,
        impersonated_salon: { id: salon.id, name: salon.name },
      },
    });
    const token = body.token as string;
    expect(token).not.toBe(admin);
    const stored = await one<{
      user_id: number;
      impersonator_user_id: number;
      impersonated_salon_id: number;
    }>(sql`
      select user_id, impersonator_user_id, impersonated_salon_id from auth_tokens
      where impersonator_user_id is not null order by id desc limit 1`);
    expect(stored).toEqual({
      user_id: salon.owner_user_id,
      impersonator_user_id: adminId,
      impersonated_salon_id: salon.id,
    });

    // The flag survives a profile refresh.
    const profile = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token });
    expect(profile.json().data).toMatchObject({
      user_type: 'salon_owner',
      impersonating: true,
      impersonated_salon: { id: salon.id, name: salon.name },
    });
    // The impersonation session is a salon owner: admin endpoints refuse it.
    expect((await t.request({ method: 'GET', url: '/api/v1/admin/dashboard', token })).statusCode).toBe(403);

    // An action taken while impersonating is recorded under the admin's id.
    const update = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      token,
      body: { name: 'Mehmet Kaya', email: 'salon@salonya.test', phone: '05331112233' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().data.user).toMatchObject({
      impersonating: true,
      impersonated_salon: { id: salon.id, name: salon.name },
    });

    const stop = await t.request({ method: 'POST', url: '/api/v1/admin/stop-impersonating', token });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({
      success: true,
      message: 'Yönetici hesabınıza döndünüz.',
      user: { id: adminId, user_type: 'admin', impersonating: false, impersonated_salon: null },
    });
    const adminAgain = stop.json().token as string;
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/admin/dashboard', token: adminAgain })).statusCode,
    ).toBe(200);
    // The impersonation token is dead; the admin's original session still works.
    expect((await t.request({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: admin })).statusCode).toBe(
      200,
    );

    const audit = await rows<{
      admin_user_id: number;
      impersonated_user_id: number | null;
      salon_id: number | null;
      action: string;
      method: string;
      path: string;
      status_code: number;
    }>(sql`select admin_user_id, impersonated_user_id, salon_id, action, method, path, status_code
           from admin_audit_log order by id`);
    expect(audit).toEqual([
      {
        admin_user_id: adminId,
        impersonated_user_id: salon.owner_user_id,
        salon_id: salon.id,
        action: 'impersonation.start',
        method: 'POST',
        path: `/api/v1/admin/salons/${salon.id}/impersonate`,
        status_code: 200,
      },
      {
        admin_user_id: adminId,
        impersonated_user_id: salon.owner_user_id,
        salon_id: salon.id,
        action: 'PUT /api/v1/auth/profile',
        method: 'PUT',
        path: '/api/v1/auth/profile',
        status_code: 200,
      },
      {
        admin_user_id: adminId,
        impersonated_user_id: salon.owner_user_id,
        salon_id: salon.id,
        action: 'impersonation.stop',
        method: 'POST',
        path: '/api/v1/admin/stop-impersonating',
        status_code: 200,
      },
    ]);

    const log = await t.request({
      method: 'GET',
      url: `/api/v1/admin/audit-log?salon_id=${salon.id}`,
      token: admin,
    });
    expect(log.json().data.map((e: { action: string }) => e.action)).toEqual([
      'impersonation.stop',
      'PUT /api/v1/auth/profile',
      'impersonation.start',
    ]);
    expect(log.json().data[0]).toMatchObject({
      admin: { id: adminId },
      impersonated_user: { id: salon.owner_user_id },
    });
  });

  it('the owner’s own session is not flagged and cannot stop an impersonation', async () => {
    const owner = await t.loginAs('salon_owner');
    const profile = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: owner });
    expect(profile.json().data).toMatchObject({ impersonating: false, impersonated_salon: null });
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/admin/stop-impersonating', token: owner })).statusCode,
    ).toBe(403);
  });

  it('refuses a salon whose owner is deactivated (409)', async () => {
    const other = await one<{ id: number; owner_user_id: number }>(
      sql`select id, owner_user_id from salons where owner_user_id <> ${salon.owner_user_id} order by id limit 1`,
    );
    await t.database.db.execute(sql`update users set is_active = false where id = ${other.owner_user_id}`);
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/admin/salons/${other.id}/impersonate`,
      token: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Salon sahibinin hesabı devre dışı; bu salonun hesabına geçilemez.');
  });
});
