import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/seed';
import { newKey, prepareBookingSalon, verifyEmailByMail } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/** Issue 15, defects 6 and 8: lock-out without denial of service, password policy, verification, enumeration. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip: string, deviceId?: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { email, password },
    ip,
    ...(deviceId ? { headers: { 'x-device-id': deviceId } } : {}),
  });

function linkFrom(text: string, pattern: RegExp): URL {
  const m = text.match(pattern);
  if (!m) throw new Error(`no link in mail:\n${text}`);
  return new URL(m[0]);
}

describe('defect 6: failed sign-ins do not lock the owner out', () => {
  it("a stranger's wrong passwords from another IP do not stop the owner's correct password", async () => {
    const email = 'personel@salonya.test';
    for (let i = 0; i < 6; i++) {
      const res = await login(email, 'Yanlis-Sifre-123', '10.6.0.1');
      expect(res.statusCode).toBe(i < 5 ? 401 : 429);
    }
    // The stranger's pair waits (Retry-After), the owner from their own address signs in.
    const stranger = await login(email, DEMO_PASSWORD, '10.6.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error_code).toBe('LOGIN_THROTTLED');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await login(email, DEMO_PASSWORD, '10.6.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('the (account, IP) pair waits longer after each round of failures', async () => {
    const email = 'admin@salonya.test';
    const ip = '10.6.1.1';
    for (let i = 0; i < 5; i++) expect((await login(email, 'Yanlis-Sifre-123', ip)).statusCode).toBe(401);
    const first = await login(email, 'Yanlis-Sifre-123', ip);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    t.clock.now += 15 * 60_000 + 1000;
    for (let i = 0; i < 5; i++) expect((await login(email, 'Yanlis-Sifre-123', ip)).statusCode).toBe(401);
    const second = await login(email, 'Yanlis-Sifre-123', ip);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(15 * 60);
    // The right password from that address also waits; from another it works.
    expect((await login(email, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(email, DEMO_PASSWORD, '10.6.1.2')).statusCode).toBe(200);
  });

  it('the account-wide limit (100 failures an hour) blocks unknown devices but not a known one', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, loginPerAccount: { limit: 8, windowSec: 3600 } },
    });
    try {
      const email = 'musteri@salonya.test';
      const device = 'cihaz-sahibi-0123456789abcdef';
      // An earlier successful sign-in records the owner's device.
      const before = await limited.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email, password: DEMO_PASSWORD },
        headers: { 'x-device-id': device },
        ip: '10.6.2.1',
      });
      expect(before.statusCode).toBe(200);
      // Strangers spread their guesses over many addresses.
      for (let i = 0; i < 8; i++) {
        const res = await limited.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          body: { email, password: 'Yanlis-Sifre-123' },
          ip: `10.6.3.${i}`,
        });
        expect(res.statusCode).toBe(401);
      }
      const unknown = await limited.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email, password: DEMO_PASSWORD },
        headers: { 'x-device-id': 'baska-bir-cihaz-0123456789' },
        ip: '10.6.2.1',
      });
      expect(unknown.statusCode).toBe(429);
      expect(unknown.json().error_code).toBe('LOGIN_THROTTLED');
      const noDevice = await limited.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email, password: DEMO_PASSWORD },
        ip: '10.6.2.1',
      });
      expect(noDevice.statusCode).toBe(429);
      const known = await limited.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email, password: DEMO_PASSWORD },
        headers: { 'x-device-id': device },
        ip: '10.6.2.1',
      });
      expect(known.statusCode).toBe(200);
      // An unknown e-mail is throttled the same way: the 429 does not reveal the account.
      for (let i = 0; i < 8; i++)
        await limited.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          body: { email: 'kimse-yok@ornek.test', password: 'Yanlis-Sifre-123' },
          ip: `10.6.4.${i}`,
        });
      const ghost = await limited.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        body: { email: 'kimse-yok@ornek.test', password: 'Yanlis-Sifre-123' },
        ip: '10.6.2.1',
      });
      expect(ghost.statusCode).toBe(429);
      expect(ghost.json().message).toBe(unknown.json().message);
    } finally {
      await limited.close();
    }
  });

  it('a mailed sign-in link works once and expires after 15 minutes', async () => {
    const email = 'salon@salonya.test';
    const ask = () =>
      t.request({ method: 'POST', url: '/api/v1/auth/login-link', body: { email }, ip: '10.6.5.1' });
    const res = await ask();
    expect(res.statusCode).toBe(200);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login-link',
      body: { email: 'kimse-yok@ornek.test' },
      ip: '10.6.5.1',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(res.json());
    expect(await t.mailsTo('kimse-yok@ornek.test')).toHaveLength(0);

    const mails = (await t.mailsTo(email)).filter((m) => m.template === 'login_link');
    expect(mails).toHaveLength(1);
    const link = linkFrom(mails[0]!.text, /http:\/\/localhost:3000\/giris\?baglanti=\S+/);
    const token = link.searchParams.get('baglanti')!;
    const signIn = () =>
      t.request({ method: 'POST', url: '/api/v1/auth/login-link/sign-in', body: { token }, ip: '10.6.5.2' });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(email);
    const profile = await t.request({
      method: 'GET',
      url: '/api/v1/auth/profile',
      token: first.json().token,
    });
    expect(profile.statusCode).toBe(200);
    const again = await signIn();
    expect(again.statusCode).toBe(400);
    expect(again.json().error_code).toBe('INVALID_LINK');

    // A second link, opened after 15 minutes, is refused.
    await ask();
    const later = (await t.mailsTo(email)).filter((m) => m.template === 'login_link');
    const lateToken = linkFrom(
      later.at(-1)!.text,
      /http:\/\/localhost:3000\/giris\?baglanti=\S+/,
    ).searchParams.get('baglanti')!;
    expect(lateToken).not.toBe(token);
    t.clock.now += 15 * 60_000 + 1000;
    const expired = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login-link/sign-in',
      body: { token: lateToken },
      ip: '10.6.5.2',
    });
    expect(expired.statusCode).toBe(400);
  });
});

describe('password policy: length and a common-password list, no composition rules', () => {
  const registration = (email: string, password: string) => ({
    name: 'Selin Kaya',
    email,
    phone: '0533 222 11 00',
    password,
    password_confirmation: password,
    kvkk_consent: true,
  });

  it.each([
    ['Password1', 'Bu şifre çok yaygın'],
    ['sifre12345', 'Bu şifre çok yaygın'],
    ['galatasaray1905', 'Bu şifre çok yaygın'],
    ['kisa-sifre'.slice(0, 9), 'Şifre en az 10 karakter olmalıdır.'],
    ['selinkaya-mavi', 'Şifreniz adınızı veya e-posta adresinizi içermemelidir.'],
  ])('register refuses %j', async (password, message) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: registration(`politika-${password.length}-${password.charCodeAt(0)}@ornek.test`, password),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toContain(message);
  });

  it('register accepts a long passphrase without digits or capitals', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: registration('uzun-cumle@ornek.test', 'mor dağların ardında kahve'),
    });
    expect(res.statusCode).toBe(201);
  });

  it('change-password refuses a common password and one containing the name; login keeps no policy', async () => {
    const token = await t.loginAs('staff');
    const change = (password: string) =>
      t.request({
        method: 'PUT',
        url: '/api/v1/auth/change-password',
        token,
        body: { current_password: DEMO_PASSWORD, password, password_confirmation: password },
      });
    const common = await change('Password1');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password[0]).toContain('Bu şifre çok yaygın');
    const personal = await change('personel-yeni-sifre');
    expect(personal.statusCode).toBe(422);
    expect(personal.json().errors.password).toEqual([
      'Şifreniz adınızı veya e-posta adresinizi içermemelidir.',
    ]);
  });

  it('reset-password refuses a common password', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      body: {
        email: 'musteri@salonya.test',
        token: 'a'.repeat(43),
        password: 'qwerty123',
        password_confirmation: 'qwerty123',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password[0]).toContain('Bu şifre çok yaygın');
  });
});

describe('e-mail verification before the first booking', () => {
  it('403 EMAIL_NOT_VERIFIED for an unverified customer; after verifying, the booking works', async () => {
    const f = await prepareBookingSalon(t);
    const email = 'dogrulanmamis@ornek.test';
    const reg = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        name: 'Deniz Yıldırım',
        email,
        phone: '0533 444 55 66',
        password: 'turuncu bisiklet yolu',
        password_confirmation: 'turuncu bisiklet yolu',
        kvkk_consent: true,
      },
    });
    expect(reg.statusCode).toBe(201);
    const token = reg.json().token as string;
    const body = {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date: f.tuesday,
      time: '10:00',
    };
    const book = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/appointments',
        token,
        body,
        headers: { 'idempotency-key': newKey() },
      });
    const refused = await book();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error_code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('e-posta adresinizi doğrulamanız gerekir'),
    });
    // The wizard's path: resend the verification mail, open its link, book.
    const resend = await t.request({ method: 'POST', url: '/api/v1/auth/email/resend', token });
    expect(resend.statusCode).toBe(200);
    await verifyEmailByMail(t, email);
    const booked = await book();
    expect(booked.statusCode).toBe(201);
  });
});

describe('no account enumeration from register and password reset (ADR 0027)', () => {
  const registration = (email: string) => ({
    name: 'Selin Kaya',
    email,
    phone: '0533 222 11 00',
    password: 'yesil vadide sabah yuruyusu',
    password_confirmation: 'yesil vadide sabah yuruyusu',
    kvkk_consent: true,
  });

  it('a taken e-mail gets a 422 that does not confirm the account; the mail tells the owner the truth', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: registration('personel@salonya.test'),
      ip: '10.8.0.1',
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(JSON.stringify(body)).not.toMatch(/kayıtlı|zaten/);
    expect(body.message).toBe(
      'Bu e-posta adresiyle kayıt tamamlanamadı. Hesabınız varsa giriş yapın ya da şifrenizi sıfırlayın.',
    );
    expect(body.token).toBeUndefined();
    const mails = (await t.mailsTo('personel@salonya.test')).filter((m) => m.template === 'account_exists');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('bu adresle zaten bir hesabınız var');
  });

  it('the owner is mailed at most 3 times an hour, the answer stays the same', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        body: registration('admin@salonya.test'),
        ip: '10.8.0.2',
      });
      answers.push([res.statusCode, res.json().message]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(
      (await t.mailsTo('admin@salonya.test')).filter((m) => m.template === 'account_exists'),
    ).toHaveLength(3);
  });

  it('password reset answers the same for a known and an unknown e-mail; only the owner gets a mail', async () => {
    const ask = (email: string) =>
      t.request({ method: 'POST', url: '/api/v1/auth/forgot-password', body: { email }, ip: '10.8.0.3' });
    const known = await ask('salon@salonya.test');
    const unknown = await ask('hic-kimse@ornek.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(
      (await t.mailsTo('salon@salonya.test')).filter((m) => m.template === 'password_reset'),
    ).toHaveLength(1);
    expect(await t.mailsTo('hic-kimse@ornek.test')).toHaveLength(0);
  });
});
