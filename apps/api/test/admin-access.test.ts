import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoRole, type TestApp } from './test-app';

let t: TestApp;
const tokens: Partial<Record<DemoRole, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'salon_owner', 'staff', 'admin'] as const)
    tokens[role] = await t.loginAs(role);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST';
/** Every admin endpoint of issue 8, with a valid body so only the policy can refuse it. */
const ENDPOINTS: [Method, string, unknown?][] = [
  ['GET', '/api/v1/admin/dashboard?time_range=30d'],
  ['GET', '/api/v1/admin/dashboard/notifications?limit=10'],
  ['POST', '/api/v1/admin/dashboard/notifications/mark-all-read'],
  ['POST', '/api/v1/admin/dashboard/notifications/1/read'],
  ['GET', '/api/v1/admin/notifications'],
  ['GET', '/api/v1/admin/salon-earnings/stats'],
  ['GET', '/api/v1/admin/documents/stats'],
  ['GET', '/api/v1/admin/support/stats'],
  ['GET', '/api/v1/admin/wallet/stats'],
  ['GET', '/api/v1/admin/users/stats'],
  ['GET', '/api/v1/admin/payments/statistics'],
  ['GET', '/api/v1/admin/search?q=ay'],
  ['GET', '/api/v1/admin/salons'],
  ['GET', '/api/v1/admin/salons/filters'],
  ['GET', '/api/v1/admin/salons/1'],
  ['POST', '/api/v1/admin/salons/1/suspend', { reason: 'Şikayetler inceleniyor, geçici olarak.' }],
  ['POST', '/api/v1/admin/salons/1/activate'],
  ['POST', '/api/v1/admin/salons/1/verify', { is_verified: true }],
  ['POST', '/api/v1/admin/salons/1/feature', { is_featured: true }],
  ['POST', '/api/v1/admin/salons/1/impersonate'],
  ['GET', '/api/v1/admin/salon-applications'],
  ['GET', '/api/v1/admin/salon-applications/1'],
  ['GET', '/api/v1/admin/salon-applications/1/documents/1'],
  ['POST', '/api/v1/admin/salon-applications/1/approve', {}],
  ['POST', '/api/v1/admin/salon-applications/1/reject', { reason: 'Belgeler eksik, lütfen tamamlayın.' }],
  ['GET', '/api/v1/admin/users'],
  ['GET', '/api/v1/admin/users/1'],
  ['POST', '/api/v1/admin/users/1/deactivate', { reason: 'Kurallara aykırı davranış nedeniyle.' }],
  ['POST', '/api/v1/admin/users/1/activate'],
  ['GET', '/api/v1/admin/contact-messages'],
  ['GET', '/api/v1/admin/contact-messages/1'],
  ['POST', '/api/v1/admin/contact-messages/1/reply', { message: 'Merhaba, mesajınız için teşekkürler.' }],
  ['POST', '/api/v1/admin/contact-messages/1/done'],
  ['GET', '/api/v1/admin/audit-log'],
];

describe('admin endpoints refuse everyone but admins', () => {
  it.each(ENDPOINTS)(
    '%s %s: 401 signed out, 403 for customer, salon_owner and staff',
    async (method, url, body) => {
      const anonymous = await t.request({ method, url, body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, error_code: 'UNAUTHENTICATED' });
      for (const role of ['customer', 'salon_owner', 'staff'] as const) {
        const res = await t.request({ method, url, body, token: tokens[role] });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, message: 'Bu işlem için yetkiniz yok' });
      }
    },
  );

  it('a GET endpoint answers an admin (sanity check of the table above)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/admin/salons', token: tokens.admin });
    expect(res.statusCode).toBe(200);
  });

  it('stop-impersonating: 401 signed out, 403 for a session that is not impersonating', async () => {
    const url = '/api/v1/admin/stop-impersonating';
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(401);
    for (const role of ['customer', 'salon_owner', 'staff', 'admin'] as const) {
      const res = await t.request({ method: 'POST', url, token: tokens[role] });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Şu anda bir salon hesabına geçiş yapılmamış.');
    }
  });

  it('bad input gets 422 with Turkish field messages, never a 500', async () => {
    const admin = tokens.admin!;
    const cases: [Method, string, unknown?][] = [
      ['GET', '/api/v1/admin/dashboard?time_range=2y'],
      ['GET', '/api/v1/admin/search?q=a'],
      ['GET', '/api/v1/admin/salons?page=0'],
      ['GET', '/api/v1/admin/salons?per_page=500'],
      ['GET', '/api/v1/admin/salons?status=closed'],
      ['GET', '/api/v1/admin/salons/abc'],
      ['GET', '/api/v1/admin/users?user_type=root'],
      ['POST', '/api/v1/admin/salons/1/suspend', { reason: 'kısa' }],
      ['POST', '/api/v1/admin/salons/1/verify', { is_verified: 'evet' }],
      ['POST', '/api/v1/admin/salon-applications/1/reject', {}],
      ['POST', '/api/v1/admin/contact-messages/1/reply', { message: '' }],
    ];
    for (const [method, url, body] of cases) {
      const res = await t.request({ method, url, body, token: admin });
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json().errors).toBeTypeOf('object');
    }
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/admin/dashboard?time_range=2y',
      token: admin,
    });
    expect(res.json().errors.time_range).toEqual(['Zaman aralığı 7d, 30d, 90d ya da 1y olmalıdır.']);
    const search = await t.request({ method: 'GET', url: '/api/v1/admin/search?q=%20a%20', token: admin });
    expect(search.json().errors.q).toEqual(['Arama en az 2 karakter olmalıdır.']);
  });

  it('unknown ids give 404 with a Turkish message', async () => {
    const admin = tokens.admin!;
    const cases: [Method, string, string, unknown?][] = [
      ['GET', '/api/v1/admin/salons/999999', 'Salon bulunamadı'],
      ['POST', '/api/v1/admin/salons/999999/impersonate', 'Salon bulunamadı'],
      ['GET', '/api/v1/admin/users/999999', 'Kullanıcı bulunamadı.'],
      ['GET', '/api/v1/admin/salon-applications/999999', 'Başvuru bulunamadı.'],
      ['GET', '/api/v1/admin/contact-messages/999999', 'Mesaj bulunamadı.'],
      ['POST', '/api/v1/admin/dashboard/notifications/999999/read', 'Bildirim bulunamadı.'],
    ];
    for (const [method, url, message] of cases) {
      const res = await t.request({ method, url, token: admin });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });

  it('malformed bodies and queries never give a 5xx', async () => {
    const admin = tokens.admin!;
    const payloads = [
      '{"reason": ',
      'null',
      '[1,2]',
      '"metin"',
      '42',
      '{}',
      JSON.stringify({ reason: 5, is_verified: null, is_featured: [], message: {}, note: 7 }),
      JSON.stringify({ reason: 'ş'.repeat(100_000) }),
      JSON.stringify({
        reason: 'Geçerli bir gerekçe\u0000 metni',
        message: 'Merhaba\u0000 dünya yanıtı',
        note: '\u0000',
      }),
    ];
    for (const [method, url] of ENDPOINTS.filter(([m]) => m === 'POST')) {
      for (const payload of payloads) {
        const res = await t.request({ method, url, payload, token: admin });
        expect(res.statusCode, `${url} ${payload.slice(0, 20)}`).toBeLessThan(500);
      }
    }
    const queries = [
      'page=-1',
      'page=1e9',
      'per_page=abc',
      'search=%00',
      `search=${'a'.repeat(500)}`,
      'is_verified=maybe',
      'sort=drop',
      'city_id=99999999999',
      'limit=0',
      'q=%25%25',
      'time_range=',
      'status[]=x',
    ];
    for (const [, url] of ENDPOINTS.filter(([m]) => m === 'GET')) {
      for (const q of queries) {
        const res = await t.request({ method: 'GET', url: `${url.split('?')[0]}?${q}`, token: admin });
        expect(res.statusCode, `${url} ${q}`).toBeLessThan(500);
      }
    }
  });
});
