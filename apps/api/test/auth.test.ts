import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validRegistration = (email: string) => ({
  name: 'Elif Şahin',
  email,
  phone: '0532 123 45 67',
  password: 'Guclu1Sifre',
  password_confirmation: 'Guclu1Sifre',
  kvkk_consent: true,
  commercial_consent: false,
});

function linkFrom(text: string, pattern: RegExp): URL {
  const m = text.match(pattern);
  if (!m) throw new Error(`no link in mail:\n${text}`);
  return new URL(m[0]);
}

describe('POST /api/v1/auth/register', () => {
  it('creates a customer, returns token and user, and queues a verification mail', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: validRegistration('Elif@Ornek.com'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      name: 'Elif Şahin',
      email: 'elif@ornek.com',
      phone: '+905321234567',
      user_type: 'customer',
      role: 'customer',
      email_verified_at: null,
      commercial_consent: false,
      impersonating: false,
    });
    expect(body.user.kvkk_consent_at).not.toBeNull();
    const mails = await t.mailsTo('elif@ornek.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('doğrulayın');
    expect(mails[0]!.text).toMatch(
      /http:\/\/localhost:3000\/email-dogrulama\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}/,
    );
  });

  it.each([
    ['name', { name: '' }, 'Ad soyad zorunludur.'],
    ['name', { name: 'Elif' }, 'Lütfen adınızı ve soyadınızı birlikte yazın.'],
    ['name', { name: 'x'.repeat(101) }, 'Ad soyad en fazla 100 karakter olabilir.'],
    ['name', { name: 'Elif 123' }, 'Ad soyad yalnızca harf içerebilir.'],
    ['email', { email: 'not-an-email' }, 'Geçerli bir e-posta adresi girin.'],
    ['email', { email: '' }, 'E-posta adresi zorunludur.'],
    ['phone', { phone: '0212 123 45 67' }, 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).'],
    ['phone', { phone: '' }, 'Cep telefonu zorunludur.'],
    ['password', { password: 'Kisa1', password_confirmation: 'Kisa1' }, 'Şifre en az 10 karakter olmalıdır.'],
    [
      'password',
      { password: 'Password1', password_confirmation: 'Password1' },
      'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen size özgü, daha uzun bir şifre seçin (örneğin birkaç kelimeden oluşan bir cümle).',
    ],
    [
      'password',
      { password: 'elif-sahin-2026', password_confirmation: 'elif-sahin-2026' },
      'Şifreniz adınızı veya e-posta adresinizi içermemelidir.',
    ],
    ['password_confirmation', { password_confirmation: 'Baska1Sifre' }, 'Şifreler eşleşmiyor.'],
    [
      'kvkk_consent',
      { kvkk_consent: false },
      'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.',
    ],
    ['name', { name: 42 }, 'Ad soyad zorunludur.'],
    ['commercial_consent', { commercial_consent: 'evet' }, 'Ticari ileti izni evet ya da hayır olmalıdır.'],
  ])('422 on %s: %j', async (field, patch, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { ...validRegistration('gecersiz@ornek.com'), ...patch },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error_code: 'VALIDATION_ERROR' });
    expect(body.errors[field]).toContain(message);
  });

  it('422 when the KVKK consent is missing altogether', async () => {
    const { kvkk_consent: _omit, ...rest } = validRegistration('kvkk@ornek.com');
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/register', body: rest });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.kvkk_consent).toEqual([
      'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.',
    ]);
  });

  it('422 that does not confirm the account when the e-mail is already registered (ADR 0027)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: validRegistration('musteri@salonya.test'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: {
        email: [
          'Bu e-posta adresiyle kayıt tamamlanamadı. Hesabınız varsa giriş yapın ya da şifrenizi sıfırlayın.',
        ],
      },
    });
  });

  it('rate-limits registrations per IP with 429 and Retry-After', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, registerPerIp: { limit: 2, windowSec: 3600 } },
    });
    try {
      for (let i = 0; i < 2; i++) {
        const ok = await limited.request({
          method: 'POST',
          url: '/api/v1/auth/register',
          body: validRegistration(`rl${i}@ornek.com`),
          ip: '127.0.0.50',
        });
        expect(ok.statusCode).toBe(201);
      }
      const res = await limited.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        body: validRegistration('rl3@ornek.com'),
        ip: '127.0.0.50',
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/saniye sonra tekrar deneyin/);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/v1/auth/login', () => {
  it('logs in each demo user and returns the user with its type', async () => {
    for (const [email, type] of [
      ['musteri@salonya.test', 'customer'],
      ['salon@salonya.test', 'salon_owner'],
      ['personel@salonya.test', 'staff'],
      ['admin@salonya.test', 'admin'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email, password: 'Salonya123!' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { email, user_type: type } });
      expect(res.json().token).toBeTruthy();
    }
  });

  it('accepts the e-mail in any case', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: ' MUSTERI@salonya.test ', password: 'Salonya123!' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('401 on a wrong password and on an unknown e-mail, with the same message', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: 'salon@salonya.test', password: 'Yanlis123!' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: 'yok@salonya.test', password: 'Yanlis123!' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: 'E-posta adresi veya şifre hatalı.',
        error_code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'E-posta adresi zorunludur.'],
    [{ email: 'musteri@salonya.test', password: '' }, 'password', 'Şifre zorunludur.'],
    [{ email: 'musteri@salonya.test' }, 'password', 'Şifre zorunludur.'],
    [{ password: 'x' }, 'email', 'E-posta adresi zorunludur.'],
    [{ email: 'a@b', password: 'x' }, 'email', 'Geçerli bir e-posta adresi girin.'],
  ])('422 for %j', async (body, field, message) => {
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/login', body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('throttles an (account, IP) pair after 5 failed attempts (429 + Retry-After); other IPs are not locked out', async () => {
    const email = 'personel@salonya.test';
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email, password: 'Yanlis123!' },
        ip: '127.0.1.1',
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email, password: 'Salonya123!' },
      ip: '127.0.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Issue 15 defect 6: a stranger's failures do not lock the owner out from another address.
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email, password: 'Salonya123!' },
      ip: '127.0.1.99',
    });
    expect(elsewhere.statusCode).toBe(200);
    // After the window the right password works again from the first address too.
    t.clock.now += 901_000;
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email, password: 'Salonya123!' },
      ip: '127.0.1.1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('rate-limits logins per IP', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, loginPerIp: { limit: 3, windowSec: 60 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          body: { email: `kisi${i}@ornek.com`, password: 'Yanlis123!' },
          ip: '127.0.0.77',
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('GET /auth/profile needs a token: 401 without, 401 with a garbage one, 200 with a live one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: 'x'.repeat(43) })).statusCode,
    ).toBe(401);
    const token = await t.loginAs('customer');
    const res = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'musteri@salonya.test', user_type: 'customer' });
  });

  it('logout revokes the token', async () => {
    const token = await t.loginAs('staff');
    const out = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token });
    expect(out.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.');
  });

  it('an expired token gets 401', async () => {
    const token = await t.loginAs('admin');
    t.clock.now += 0; // tokens expire by database time; move the expiry instead
    await t.database.db.execute(
      (await import('drizzle-orm')).sql`update auth_tokens set expires_at = now() - interval '1 minute'`,
    );
    const res = await t.request({ method: 'GET', url: '/api/v1/auth/profile', token });
    expect(res.statusCode).toBe(401);
  });

  it('remember-me tokens live 30 days, others 7', async () => {
    const { sql } = await import('drizzle-orm');
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: 'salon@salonya.test', password: 'Salonya123!', remember: true },
    });
    const rows = (await t.database.db.execute(
      sql`select round(extract(epoch from (expires_at - created_at)) / 86400) as days from auth_tokens order by id desc limit 1`,
    )) as unknown as { rows: { days: number }[] };
    expect(Number(rows.rows[0]!.days)).toBe(30);
    const hashes = (await t.database.db.execute(sql`select password_hash from users limit 1`)) as unknown as {
      rows: { password_hash: string }[];
    };
    expect(hashes.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('per-role profile endpoints', () => {
  it.each([
    ['customer', '/api/v1/customer/profile'],
    ['salon_owner', '/api/v1/salon-owner/profile'],
    ['staff', '/api/v1/staff/profile'],
    ['admin', '/api/v1/auth/profile'],
  ] as const)('%s updates the profile at %s', async (role, url) => {
    const token = await t.loginAs(role);
    const profile = (await t.request({ method: 'GET', url: '/api/v1/auth/profile', token })).json().data;
    const res = await t.request({
      method: 'PUT',
      url,
      token,
      body: { name: 'Güncel İsim Soyisim', email: profile.email, phone: '05551234567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profiliniz güncellendi.',
      data: { user: { name: 'Güncel İsim Soyisim', phone: '+905551234567' } },
    });
    expect(res.json().data.user.email_verified_at).not.toBeNull();
  });

  it('403 when a role calls another role’s endpoint', async () => {
    const token = await t.loginAs('customer');
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/staff/profile',
      token,
      body: { name: 'Ad Soyad', email: 'musteri@salonya.test', phone: '05551234567' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('422 per field, and nothing stored', async () => {
    const token = await t.loginAs('salon_owner');
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/salon-owner/profile',
      token,
      body: { name: 'A', email: 'x', phone: '123' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'phone']);
    const after = (await t.request({ method: 'GET', url: '/api/v1/auth/profile', token })).json().data;
    expect(after.email).toBe('salon@salonya.test');
  });

  it('422 when the new e-mail belongs to someone else', async () => {
    const token = await t.loginAs('staff');
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/staff/profile',
      token,
      body: { name: 'Zeynep Demir', email: 'admin@salonya.test', phone: '05341112233' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Bu e-posta adresi zaten kayıtlı.']);
  });

  it('changing the e-mail resets verification and mails a new link', async () => {
    const reg = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: validRegistration('eski@ornek.com'),
    });
    const token = reg.json().token as string;
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/customer/profile',
      token,
      body: { name: 'Elif Şahin', email: 'yeni@ornek.com', phone: '05321234567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'yeni@ornek.com', email_verified_at: null });
    expect(await t.mailsTo('yeni@ornek.com')).toHaveLength(1);
  });
});

describe('PUT /api/v1/auth/change-password', () => {
  it('changes the password and ends other sessions', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: validRegistration('parola-degisimi@ornek.com'),
    });
    const login = (password: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: 'parola-degisimi@ornek.com', password },
      });
    const a = (await login('Guclu1Sifre')).json().token as string;
    const b = (await login('Guclu1Sifre')).json().token as string;
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/auth/change-password',
      token: a,
      body: { current_password: 'Guclu1Sifre', password: 'YeniGuclu2', password_confirmation: 'YeniGuclu2' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: a })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: b })).statusCode).toBe(401);
    expect((await login('Guclu1Sifre')).statusCode).toBe(401);
    expect((await login('YeniGuclu2')).statusCode).toBe(200);
  });

  it.each([
    [
      { current_password: 'Yanlis123!', password: 'YeniGuclu2', password_confirmation: 'YeniGuclu2' },
      'current_password',
      'Mevcut şifreniz hatalı.',
    ],
    [
      { current_password: '', password: 'YeniGuclu2', password_confirmation: 'YeniGuclu2' },
      'current_password',
      'Mevcut şifre zorunludur.',
    ],
    [
      { current_password: 'Salonya123!', password: 'zayif', password_confirmation: 'zayif' },
      'password',
      'Şifre en az 10 karakter olmalıdır.',
    ],
    [
      { current_password: 'Salonya123!', password: 'YeniGuclu2', password_confirmation: 'Farkli123A' },
      'password_confirmation',
      'Şifreler eşleşmiyor.',
    ],
    [
      { current_password: 'Salonya123!', password: 'Salonya123!', password_confirmation: 'Salonya123!' },
      'password',
      'Yeni şifre mevcut şifrenizle aynı olamaz.',
    ],
  ])('422 for %j', async (body, field, message) => {
    const token = await t.loginAs('customer');
    const res = await t.request({ method: 'PUT', url: '/api/v1/auth/change-password', token, body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });

  it('401 without a token', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/v1/auth/change-password', body: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('notification settings', () => {
  it('reads and patches the settings', async () => {
    const token = await t.loginAs('customer');
    const get = await t.request({ method: 'GET', url: '/api/v1/user/notifications', token });
    expect(get.json().data).toEqual({
      email_notifications: true,
      sms_notifications: true,
      push_notifications: true,
      appointment_reminders: true,
      marketing_emails: false,
    });
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/user/notifications',
      token,
      body: { sms_notifications: false, marketing_emails: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      sms_notifications: false,
      marketing_emails: true,
      email_notifications: true,
    });
    const profile = (await t.request({ method: 'GET', url: '/api/v1/auth/profile', token })).json().data;
    expect(profile.commercial_consent).toBe(true);
  });

  it.each([[{}], [{ sms_notifications: 'hayir' }], [{ sms_notifications: null }]])(
    '422 for %j',
    async (body) => {
      const token = await t.loginAs('customer');
      const res = await t.request({ method: 'PUT', url: '/api/v1/user/notifications', token, body });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeDefined();
    },
  );
});

describe('e-mail verification', () => {
  it('verifies with the mailed link, rejects a tampered or expired one', async () => {
    const reg = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: validRegistration('dogrula@ornek.com'),
    });
    const [mail] = await t.mailsTo('dogrula@ornek.com');
    const link = linkFrom(mail!.text, /http:\/\/localhost:3000\/email-dogrulama\/\S+/);
    const [, , id, hash] = link.pathname.split('/');
    const body = {
      id: Number(id),
      hash,
      expires: Number(link.searchParams.get('expires')),
      signature: link.searchParams.get('signature'),
    };

    const tampered = await t.request({
      method: 'POST',
      url: '/api/v1/auth/email/verify',
      body: { ...body, expires: body.expires + 1 },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error_code).toBe('INVALID_LINK');

    const saved = t.clock.now;
    t.clock.now += 25 * 3600_000;
    const expired = await t.request({ method: 'POST', url: '/api/v1/auth/email/verify', body });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('süresi dolmuş');
    t.clock.now = saved;

    const ok = await t.request({ method: 'POST', url: '/api/v1/auth/email/verify', body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.email_verified_at).not.toBeNull();
    const profile = (
      await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: reg.json().token })
    ).json().data;
    expect(profile.email_verified_at).not.toBeNull();
  });

  it('422 on a malformed verify body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/email/verify', body: { id: 'abc' } });
    expect(res.statusCode).toBe(422);
  });

  it('resends to an unverified user and is rate-limited', async () => {
    const reg = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: validRegistration('tekrar@ornek.com'),
    });
    const token = reg.json().token as string;
    for (let i = 0; i < 3; i++) {
      expect((await t.request({ method: 'POST', url: '/api/v1/auth/email/resend', token })).statusCode).toBe(
        200,
      );
    }
    const limited = await t.request({ method: 'POST', url: '/api/v1/auth/email/resend', token });
    expect(limited.statusCode).toBe(429);
    expect(await t.mailsTo('tekrar@ornek.com')).toHaveLength(4);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: validRegistration('unuttum@ornek.com'),
    });
    const old = (
      await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: 'unuttum@ornek.com', password: 'Guclu1Sifre' },
      })
    ).json().token;
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { email: 'unuttum@ornek.com' },
    });
    expect(res.statusCode).toBe(200);
    const mail = (await t.mailsTo('unuttum@ornek.com')).find((m) => m.template === 'password_reset')!;
    const link = linkFrom(mail.text, /http:\/\/localhost:3000\/sifre-sifirla\?\S+/);
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe('unuttum@ornek.com');

    const body = {
      email: 'unuttum@ornek.com',
      token,
      password: 'Yepyeni9Sifre',
      password_confirmation: 'Yepyeni9Sifre',
    };
    const reset = await t.request({ method: 'POST', url: '/api/v1/auth/reset-password', body });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: old })).statusCode).toBe(
      401,
    );
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: 'unuttum@ornek.com', password: 'Yepyeni9Sifre' },
    });
    expect(login.statusCode).toBe(200);

    const again = await t.request({ method: 'POST', url: '/api/v1/auth/reset-password', body });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token[0]).toContain('geçersiz veya süresi dolmuş');
  });

  it('answers the same for unknown e-mails and sends nothing', async () => {
    const known = await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { email: 'admin@salonya.test' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { email: 'kimse@ornek.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    expect(await t.mailsTo('kimse@ornek.com')).toHaveLength(0);
  });

  it('an expired reset link is refused', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { email: 'salon@salonya.test' },
    });
    const mail = (await t.mailsTo('salon@salonya.test')).at(-1)!;
    const token = linkFrom(mail.text, /http:\/\/localhost:3000\/sifre-sifirla\?\S+/).searchParams.get(
      'token',
    )!;
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      body: {
        email: 'salon@salonya.test',
        token,
        password: 'Yepyeni9Sifre',
        password_confirmation: 'Yepyeni9Sifre',
      },
    });
    expect(res.statusCode).toBe(422);
  });

  it('limits reset requests per account (429 + Retry-After)', async () => {
    const codes: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 4; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        body: { email: 'cok@ornek.com' },
      });
      codes.push(res.statusCode);
      retryAfter = String(res.headers['retry-after'] ?? '');
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it.each([
    [
      { email: 'x@y.com', token: 'kisa', password: 'Yepyeni9Sifre', password_confirmation: 'Yepyeni9Sifre' },
      'token',
    ],
    [
      { email: 'x@y.com', token: 'a'.repeat(43), password: 'zayif', password_confirmation: 'zayif' },
      'password',
    ],
    [
      {
        email: 'x',
        token: 'a'.repeat(43),
        password: 'Yepyeni9Sifre',
        password_confirmation: 'Yepyeni9Sifre',
      },
      'email',
    ],
  ])('422 for %j', async (body, field) => {
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/reset-password', body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });
});
