import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/seed';
import { BOOKING_MESSAGES } from '../src/modules/booking/booking.service';
import { prepareAvailability, type AvailabilityFixture } from './availability-fixture';
import { rowsOf } from './booking-fixture';
import { createTestApp, demoEmails, type TestApp } from './test-app';

/** /salon/personel and /salon/personele-hizmet-ata (issue 16 scope 2), and the invitee's page. */

type Body = {
  success: boolean;
  message: string;
  data: Record<string, unknown>;
  errors?: Record<string, string[]>;
  conflict_type?: string;
  token?: string;
  user?: { user_type: string; email: string; id: number };
};

let t: TestApp;
let a: AvailabilityFixture;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await prepareAvailability(t);
  base = `/api/v1/salon-owner/salons/${a.f.salonId}`;
});
afterAll(async () => {
  await t.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
  ip?: string,
): Promise<{ status: number; body: Body }> {
  const res = await t.request({ method, url, token, body, ip });
  return { status: res.statusCode, body: res.json<Body>() };
}

async function inviteLink(email: string): Promise<string> {
  const mails = await t.mailsTo(email);
  const last = mails.at(-1);
  const m = /\/personel-davet\/([A-Za-z0-9_-]+)/.exec(last?.text ?? '');
  if (!m) throw new Error(`no invitation mail to ${email}`);
  return m[1]!;
}

async function invite(email: string, name = 'Zeynep Kaya', title = 'Kuaför') {
  const res = await call('POST', `${base}/staff-invitations`, a.tokens.owner, { name, email, title });
  expect(res.status).toBe(201);
  return { id: Number(res.body.data.id), token: await inviteLink(email) };
}

async function futureAppointment(salonStaffId: number, staffUserId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    t,
    sql`insert into appointments (salon_id, customer_user_id, salon_staff_id, staff_user_id, starts_at, ends_at,
        status, total_price_kurus, total_duration_minutes)
      select ${a.f.salonId}, u.id, ${salonStaffId}, ${staffUserId}, now() + interval '40 days',
        now() + interval '40 days 1 hour', 'confirmed', 50000, 60
      from users u where u.email = ${demoEmails.customer} returning id`,
  );
  const id = Number(row!.id);
  await t.database.db
    .execute(sql`insert into appointment_services (appointment_id, service_id, position, name,
    price_kurus, duration_minutes) values (${id}, ${a.f.serviceId}, 0, 'Saç Kesimi', 50000, 60)`);
  return id;
}

describe('staff list and detail', () => {
  it('lists the salon team with e-mail, title, activity and counts', async () => {
    const res = await call('GET', `${base}/staff`, a.tokens.owner);
    expect(res.status).toBe(200);
    const staff = res.body.data.staff as { salon_staff_id: number; email: string; services_count: number }[];
    expect(staff.map((s) => s.salon_staff_id)).toEqual(expect.arrayContaining(a.f.staff.map((s) => s.id)));
    const me = staff.find((s) => s.salon_staff_id === a.f.staff[0]!.id)!;
    expect(me).toMatchObject({ email: demoEmails.staff, is_active: true });
    expect(me.services_count).toBeGreaterThanOrEqual(2);
    expect(staff.some((s) => s.salon_staff_id === a.f.foreignStaffId)).toBe(false);
  });

  it("refuses another owner's salon (404), staff and customer tokens (403), no token (401)", async () => {
    expect((await call('GET', `${base}/staff`, a.tokens.otherOwner)).status).toBe(404);
    expect((await call('GET', `${base}/staff`, a.tokens.staff)).status).toBe(403);
    expect((await call('GET', `${base}/staff`, a.tokens.customer)).status).toBe(403);
    expect((await call('GET', `${base}/staff`)).status).toBe(401);
    const missing = await call('GET', '/api/v1/salon-owner/salons/abc/staff', a.tokens.owner);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Salon bulunamadı');
  });

  it("answers 404 for another salon's staff member", async () => {
    const res = await call('GET', `${base}/staff/${a.f.foreignStaffId}`, a.tokens.owner);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Personel bulunamadı.');
    expect((await call('GET', `${base}/staff/x1`, a.tokens.owner)).status).toBe(404);
    const patch = await call('PATCH', `${base}/staff/${a.f.foreignStaffId}`, a.tokens.owner, { title: 'X' });
    expect(patch.status).toBe(404);
    expect((await call('DELETE', `${base}/staff/${a.f.foreignStaffId}`, a.tokens.owner)).status).toBe(404);
  });
});

describe('editing a staff member', () => {
  it('saves display name, title and bio (the photo is an upload: staff-photo.test.ts)', async () => {
    const id = a.f.staff[0]!.id;
    const res = await call('PATCH', `${base}/staff/${id}`, a.tokens.owner, {
      display_name: 'Ayşe Usta',
      title: 'Kıdemli Kuaför',
      bio: 'On yıllık deneyim.',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Personel bilgileri kaydedildi.');
    expect(res.body.data).toMatchObject({
      display_name: 'Ayşe Usta',
      title: 'Kıdemli Kuaför',
      bio: 'On yıllık deneyim.',
      avatar: null,
    });
  });

  it('answers 422 with Turkish field messages for bad input', async () => {
    const id = a.f.staff[0]!.id;
    const res = await call('PATCH', `${base}/staff/${id}`, a.tokens.owner, {
      display_name: ' ',
      title: 'x'.repeat(81),
      is_active: 'evet',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.display_name).toContain('Görünen ad zorunludur.');
    expect(res.body.errors?.title).toEqual(['Unvan en fazla 80 karakter olabilir.']);
    expect(res.body.errors?.is_active).toEqual(['Aktiflik evet ya da hayır olmalıdır.']);
    const empty = await call('PATCH', `${base}/staff/${id}`, a.tokens.owner, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors?._).toEqual(['Değiştirilecek en az bir alan gönderin.']);
  });

  it('refuses staff and customer tokens (403)', async () => {
    const id = a.f.staff[0]!.id;
    expect((await call('PATCH', `${base}/staff/${id}`, a.tokens.staff, { title: 'X' })).status).toBe(403);
    expect((await call('PATCH', `${base}/staff/${id}`, a.tokens.customer, { title: 'X' })).status).toBe(403);
    expect((await call('PATCH', `${base}/staff/${id}`, a.tokens.otherOwner, { title: 'X' })).status).toBe(
      404,
    );
  });
});

describe('inactive and removed staff', () => {
  it('an inactive member takes no new bookings; the owner sees the appointments to move', async () => {
    const colleague = a.f.staff[1]!;
    const before = await a.slotTimes(a.f.tuesday, colleague.id);
    expect(before.length).toBeGreaterThan(0);
    const appointmentId = await futureAppointment(colleague.id, colleague.userId);

    const res = await call('PATCH', `${base}/staff/${colleague.id}`, a.tokens.owner, { is_active: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Personel pasif yapıldı; artık yeni randevu alamaz.');
    expect(res.body.data.is_active).toBe(false);
    const future = res.body.data.future_appointments as { id: number; service_names: string[] }[];
    expect(future.map((x) => x.id)).toEqual([appointmentId]);
    expect(future[0]!.service_names).toEqual(['Saç Kesimi']);

    // The slot engine and the wizard's staff list leave the inactive member out.
    const slots = await t.request({
      method: 'GET',
      url: `/api/v1/booking/slots?salon_id=${a.f.salonId}&date=${a.f.tuesday}&service_ids[]=${a.f.serviceId}`,
    });
    expect(slots.statusCode).toBe(200);
    const data = slots.json<{
      data: { slots: { salon_staff_ids: number[] }[]; staff: { salon_staff_id: number }[] };
    }>().data;
    expect(data.slots.length).toBeGreaterThan(0);
    expect(data.slots.flatMap((s) => s.salon_staff_ids)).not.toContain(colleague.id);
    expect(data.staff.map((s) => s.salon_staff_id)).not.toContain(colleague.id);
    const own = await t.request({
      method: 'GET',
      url: `/api/v1/booking/slots?salon_id=${a.f.salonId}&date=${a.f.tuesday}&salon_staff_id=${colleague.id}&service_ids[]=${a.f.serviceId}`,
    });
    expect(own.statusCode).toBe(422);
    expect(own.json<Body>().errors?.salon_staff_id).toEqual([BOOKING_MESSAGES.staffNotFound]);

    // Removal waits until the future appointments are moved.
    const blocked = await call('DELETE', `${base}/staff/${colleague.id}`, a.tokens.owner);
    expect(blocked.status).toBe(409);
    expect(blocked.body.conflict_type).toBe('staff_has_future_appointments');

    const back = await call('PATCH', `${base}/staff/${colleague.id}`, a.tokens.owner, { is_active: true });
    expect(back.body.message).toBe('Personel yeniden aktif; yeni randevu alabilir.');
    expect(await a.slotTimes(a.f.tuesday, colleague.id)).toEqual(before);
    await t.database.db.execute(
      sql`update appointments set status = 'cancelled' where id = ${appointmentId}`,
    );
  });

  it('removal keeps history and takes the member out of every list', async () => {
    const colleague = a.f.staff[1]!;
    const [past] = await rowsOf<{ id: number }>(
      t,
      sql`select id from appointments where salon_staff_id = ${colleague.id} limit 1`,
    );
    const res = await call('DELETE', `${base}/staff/${colleague.id}`, a.tokens.owner);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('ekipten çıkarıldı');
    const list = await call('GET', `${base}/staff`, a.tokens.owner);
    const ids = (list.body.data.staff as { salon_staff_id: number }[]).map((s) => s.salon_staff_id);
    expect(ids).not.toContain(colleague.id);
    expect((await call('GET', `${base}/staff/${colleague.id}`, a.tokens.owner)).status).toBe(404);
    const [row] = await rowsOf<{ removed: boolean; is_active: boolean }>(
      t,
      sql`select removed_at is not null as removed, is_active from salon_staff where id = ${colleague.id}`,
    );
    expect(row).toEqual({ removed: true, is_active: false });
    if (past) {
      const [kept] = await rowsOf<{ n: number }>(
        t,
        sql`select count(*)::int as n from appointments where id = ${past.id}`,
      );
      expect(Number(kept!.n)).toBe(1);
    }
    const put = await call('PUT', `/api/v1/salon-owner/staff/${colleague.id}/working-hours`, a.tokens.owner, {
      ranges: [],
    });
    expect(put.status).toBe(404);
    const hours = await call('GET', `${base}/working-hours`, a.tokens.owner);
    expect(
      (hours.body.data.staff as { salon_staff_id: number }[]).map((s) => s.salon_staff_id),
    ).not.toContain(colleague.id);
  });
});

describe('invitations (owner side)', () => {
  it('queues a mail with a link, lists it, refuses a second pending one', async () => {
    const { id, token } = await invite('yeni.personel@ornek.com');
    expect(token.length).toBeGreaterThan(20);
    const [mail] = await t.mailsTo('yeni.personel@ornek.com');
    expect(mail!.subject).toContain('ekibine davet ediyor');
    const list = await call('GET', `${base}/staff-invitations`, a.tokens.owner);
    expect(list.status).toBe(200);
    const inv = (list.body.data.invitations as { id: number; state: string; email: string }[]).find(
      (i) => i.id === id,
    );
    expect(inv).toMatchObject({ email: 'yeni.personel@ornek.com', state: 'pending' });
    const again = await call('POST', `${base}/staff-invitations`, a.tokens.owner, {
      name: 'Zeynep Kaya',
      email: 'Yeni.Personel@ornek.com',
    });
    expect(again.status).toBe(409);
    expect(again.body.conflict_type).toBe('already_invited');
  });

  it('refuses owner and admin e-mails (422) and current members (409)', async () => {
    for (const email of [demoEmails.salon_owner, demoEmails.admin]) {
      const res = await call('POST', `${base}/staff-invitations`, a.tokens.owner, {
        name: 'Ali Veli',
        email,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors?.email?.[0]).toContain('salon sahibi veya yönetici');
    }
    const member = await call('POST', `${base}/staff-invitations`, a.tokens.owner, {
      name: 'Ali Veli',
      email: demoEmails.staff,
    });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe('Bu kişi zaten ekibinizde.');
  });

  it('answers 422 with Turkish field messages for bad input', async () => {
    const res = await call('POST', `${base}/staff-invitations`, a.tokens.owner, {
      name: 'A',
      email: 'olmaz',
      title: 'x'.repeat(81),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.name?.[0]).toBe('Ad soyad en az 3 karakter olmalıdır.');
    expect(res.body.errors?.email).toEqual(['Geçerli bir e-posta adresi girin.']);
    expect(res.body.errors?.title).toEqual(['Unvan en fazla 80 karakter olabilir.']);
  });

  it('refuses another owner (404), staff and customer tokens (403)', async () => {
    const body = { name: 'Ali Veli', email: 'ali.veli@ornek.com' };
    expect((await call('POST', `${base}/staff-invitations`, a.tokens.otherOwner, body)).status).toBe(404);
    expect((await call('POST', `${base}/staff-invitations`, a.tokens.staff, body)).status).toBe(403);
    expect((await call('POST', `${base}/staff-invitations`, a.tokens.customer, body)).status).toBe(403);
    expect((await call('GET', `${base}/staff-invitations`, a.tokens.otherOwner)).status).toBe(404);
    expect((await call('GET', `${base}/staff-invitations`, a.tokens.staff)).status).toBe(403);
  });

  it('resend makes a new link (the old one stops working); cancel closes it', async () => {
    const { id, token: first } = await invite('tekrar@ornek.com');
    const resent = await call('POST', `${base}/staff-invitations/${id}/resend`, a.tokens.owner);
    expect(resent.status).toBe(200);
    expect(resent.body.data.sent_count).toBe(2);
    const second = await inviteLink('tekrar@ornek.com');
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/v1/staff-invitations/${first}`)).status).toBe(404);
    expect((await call('GET', `/api/v1/staff-invitations/${second}`)).status).toBe(200);

    const cancelled = await call('DELETE', `${base}/staff-invitations/${id}`, a.tokens.owner);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Davet iptal edildi.');
    const open = await call('GET', `/api/v1/staff-invitations/${second}`);
    expect(open.status).toBe(410);
    expect(open.body.message).toBe('Bu davet salon tarafından iptal edilmiş.');
    expect((await call('POST', `${base}/staff-invitations/${id}/resend`, a.tokens.owner)).status).toBe(404);
    expect((await call('DELETE', `${base}/staff-invitations/${id}`, a.tokens.owner)).status).toBe(404);
  });

  it("answers 404 for another salon's invitation", async () => {
    const foreign = await call(
      'POST',
      `/api/v1/salon-owner/salons/${a.foreignSalonId}/staff-invitations`,
      a.tokens.otherOwner,
      { name: 'Deniz Ak', email: 'deniz.ak@ornek.com' },
    );
    expect(foreign.status).toBe(201);
    const fid = Number(foreign.body.data.id);
    expect((await call('POST', `${base}/staff-invitations/${fid}/resend`, a.tokens.owner)).status).toBe(404);
    expect((await call('DELETE', `${base}/staff-invitations/${fid}`, a.tokens.owner)).status).toBe(404);
    const list = await call('GET', `${base}/staff-invitations`, a.tokens.owner);
    expect((list.body.data.invitations as { id: number }[]).map((i) => i.id)).not.toContain(fid);
    expect((await call('DELETE', `${base}/staff-invitations/${fid}`, a.tokens.staff)).status).toBe(403);
  });
});

describe('invitation mails per salon', () => {
  it('a salon can queue only so many invitation mails (429 in Turkish)', async () => {
    const saved = t.config.rateLimits.staffInvitationMailsPerSalon;
    t.config.rateLimits.staffInvitationMailsPerSalon = { limit: 2, windowSec: 3600 };
    try {
      const url = `/api/v1/salon-owner/salons/${a.foreignSalonId}/staff-invitations`;
      const statuses: number[] = [];
      let last: Body | null = null;
      for (let i = 0; i < 4; i++) {
        const res = await call('POST', url, a.tokens.otherOwner, {
          name: 'Ali Veli',
          email: `toplu${i}@ornek.com`,
        });
        statuses.push(res.status);
        last = res.body;
      }
      expect(statuses).toContain(429);
      expect(statuses.at(-1)).toBe(429);
      expect(last?.message).toContain('Çok fazla deneme yaptınız');
    } finally {
      t.config.rateLimits.staffInvitationMailsPerSalon = saved;
    }
  });
});

describe('accepting an invitation (public)', () => {
  it('a new account: shows the salon, checks the password rules, creates a staff member and signs in', async () => {
    const { token } = await invite('ilk.kez@ornek.com', 'Merve Yıldız', 'Manikürist');
    const open = await call('GET', `/api/v1/staff-invitations/${token}`);
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({
      name: 'Merve Yıldız',
      email: 'ilk.kez@ornek.com',
      title: 'Manikürist',
      account: 'new',
      salon: { id: a.f.salonId },
    });

    const weak = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
      password: 'kisa',
      password_confirmation: 'baska',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors?.password).toContain('Şifre en az 10 karakter olmalıdır.');
    expect(weak.body.errors?.kvkk_consent?.[0]).toContain('KVKK');

    const res = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
      password: 'Lavanta-Bahcesi-27',
      password_confirmation: 'Lavanta-Bahcesi-27',
      kvkk_consent: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Davet kabul edildi. Salonun ekibine katıldınız.');
    expect(res.body.user).toMatchObject({ user_type: 'staff', email: 'ilk.kez@ornek.com' });
    const profile = await call('GET', '/api/v1/auth/profile', res.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.user_type).toBe('staff');

    const list = await call('GET', `${base}/staff`, a.tokens.owner);
    const member = (list.body.data.staff as { email: string; title: string; display_name: string }[]).find(
      (s) => s.email === 'ilk.kez@ornek.com',
    );
    expect(member).toMatchObject({ display_name: 'Merve Yıldız', title: 'Manikürist' });

    const reused = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
      password: 'Lavanta-Bahcesi-27',
      password_confirmation: 'Lavanta-Bahcesi-27',
      kvkk_consent: true,
    });
    expect(reused.status).toBe(410);
    expect(reused.body.message).toBe('Bu davet daha önce kabul edilmiş. Hesabınızla giriş yapabilirsiniz.');
    expect((await call('GET', `/api/v1/staff-invitations/${token}`)).status).toBe(410);

    const login = await call('POST', '/api/v1/auth/login', undefined, {
      email: 'ilk.kez@ornek.com',
      password: 'Lavanta-Bahcesi-27',
    });
    expect(login.status).toBe(200);
    const pending = await call('GET', `${base}/staff-invitations`, a.tokens.owner);
    expect((pending.body.data.invitations as { email: string }[]).map((i) => i.email)).not.toContain(
      'ilk.kez@ornek.com',
    );
  });

  it('an existing staff account of another salon is linked with its password, not duplicated', async () => {
    const [foreign] = await rowsOf<{ email: string }>(
      t,
      sql`select email from users where id = ${a.foreignStaffUser}`,
    );
    const email = foreign!.email;
    const { token } = await invite(email, 'Başka Salon Personeli');
    const open = await call('GET', `/api/v1/staff-invitations/${token}`);
    expect(open.body.data.account).toBe('existing_staff');

    const wrong = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
      password: 'YanlisSifre1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.password?.[0]).toContain('Şifre hatalı');

    const res = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.user?.id).toBe(a.foreignStaffUser);
    const rows = await rowsOf<{ salon_id: number }>(
      t,
      sql`select salon_id from salon_staff where user_id = ${a.foreignStaffUser} order by salon_id`,
    );
    expect(rows.map((r) => Number(r.salon_id))).toEqual(
      [a.foreignSalonId, a.f.salonId].sort((x, y) => x - y),
    );
    const [count] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(Number(count!.n)).toBe(1);
  });

  it('an existing customer account becomes staff of the salon after its password', async () => {
    const reg = await call('POST', '/api/v1/auth/register', undefined, {
      name: 'Ece Demir',
      email: 'ece.musteri@ornek.com',
      phone: '05321112233',
      password: 'MusteriSifre1',
      password_confirmation: 'MusteriSifre1',
      kvkk_consent: true,
    });
    expect(reg.status).toBe(201);
    const { token } = await invite('ece.musteri@ornek.com', 'Ece Demir');
    expect((await call('GET', `/api/v1/staff-invitations/${token}`)).body.data.account).toBe(
      'existing_customer',
    );
    const res = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
      password: 'MusteriSifre1',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ user_type: 'staff', id: reg.body.user!.id });
  });

  it('an account that became an owner meanwhile is refused with a Turkish message', async () => {
    const { token } = await invite('sonradan.sahip@ornek.com', 'Can Er');
    await call('POST', '/api/v1/auth/register', undefined, {
      name: 'Can Er',
      email: 'sonradan.sahip@ornek.com',
      phone: '05321112244',
      password: 'SahipSifre12',
      password_confirmation: 'SahipSifre12',
      kvkk_consent: true,
    });
    await t.database.db.execute(
      sql`update users set user_type = 'salon_owner' where email = 'sonradan.sahip@ornek.com'`,
    );
    const res = await call('GET', `/api/v1/staff-invitations/${token}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('salon sahibi veya yönetici');
    const accept = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
      password: 'SahipSifre12',
    });
    expect(accept.status).toBe(409);
  });

  it('an expired link answers 410; the owner sees it expired and may resend', async () => {
    const { id, token } = await invite('gec.kalan@ornek.com');
    const saved = t.clock.now;
    t.clock.now = saved + 8 * 86_400_000;
    try {
      const open = await call('GET', `/api/v1/staff-invitations/${token}`, undefined, undefined, '10.0.0.5');
      expect(open.status).toBe(410);
      expect(open.body.message).toBe(
        'Davetin süresi dolmuş. Salondan size yeni bir davet göndermesini isteyin.',
      );
      const accept = await call('POST', `/api/v1/staff-invitations/${token}/accept`, undefined, {
        password: 'Lavanta-Bahcesi-27',
        password_confirmation: 'Lavanta-Bahcesi-27',
        kvkk_consent: true,
      });
      expect(accept.status).toBe(410);
      const list = await call('GET', `${base}/staff-invitations`, a.tokens.owner);
      const inv = (list.body.data.invitations as { id: number; state: string }[]).find((i) => i.id === id);
      expect(inv?.state).toBe('expired');
      const resent = await call('POST', `${base}/staff-invitations/${id}/resend`, a.tokens.owner);
      expect(resent.body.data.state).toBe('pending');
      const fresh = await inviteLink('gec.kalan@ornek.com');
      expect(
        (await call('GET', `/api/v1/staff-invitations/${fresh}`, undefined, undefined, '10.0.0.5')).status,
      ).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });

  it('an unknown link answers 404 in Turkish; the page is rate-limited per address', async () => {
    const res = await call(
      'GET',
      '/api/v1/staff-invitations/bilinmeyen-davet-baglantisi-123',
      undefined,
      undefined,
      '10.0.0.7',
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      'Davet bağlantısı geçersiz. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.',
    );
    let last = 0;
    for (let i = 0; i < 30; i++) {
      last = (await call('GET', '/api/v1/staff-invitations/yok', undefined, undefined, '10.0.0.7')).status;
    }
    expect(last).toBe(429);
  });
});

describe('staff × service matrix', () => {
  it('shows only active services of the salon and its current staff', async () => {
    const [hidden] = await rowsOf<{ id: number }>(
      t,
      sql`update services set is_active = false where id = (select id from services where salon_id = ${a.f.salonId}
        and id not in (${a.f.serviceId}, ${a.f.secondServiceId}) order by id limit 1) returning id`,
    );
    const res = await call('GET', `${base}/staff-services`, a.tokens.owner);
    expect(res.status).toBe(200);
    const services = res.body.data.services as { id: number }[];
    expect(services.map((s) => s.id)).toContain(a.f.serviceId);
    expect(services.map((s) => s.id)).not.toContain(Number(hidden!.id));
    expect(services.map((s) => s.id)).not.toContain(a.f.foreignServiceId);
    const staff = res.body.data.staff as { salon_staff_id: number; service_ids: number[] }[];
    expect(staff.find((s) => s.salon_staff_id === a.f.staff[0]!.id)?.service_ids).toEqual(
      expect.arrayContaining([a.f.serviceId, a.f.secondServiceId]),
    );
    expect(staff.map((s) => s.salon_staff_id)).not.toContain(a.f.foreignStaffId);
  });

  it('saves a row; the slot engine reads the new links; hidden links stay', async () => {
    const me = a.f.staff[0]!.id;
    const [hiddenLink] = await rowsOf<{ id: number }>(
      t,
      sql`update services set is_active = false where id = (select id from services where salon_id = ${a.f.salonId}
        and id not in (${a.f.serviceId}, ${a.f.secondServiceId}) order by id limit 1) returning id`,
    );
    await t.database.db.execute(
      sql`insert into staff_services (salon_staff_id, service_id) values (${me}, ${hiddenLink!.id}) on conflict do nothing`,
    );
    const res = await call('PUT', `${base}/staff-services`, a.tokens.owner, {
      assignments: [{ salon_staff_id: me, service_ids: [a.f.secondServiceId] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Hizmet atamaları kaydedildi.');
    const row = (res.body.data.staff as { salon_staff_id: number; service_ids: number[] }[]).find(
      (s) => s.salon_staff_id === me,
    );
    expect(row?.service_ids).toEqual([a.f.secondServiceId]);
    // The wizard no longer offers this member for the removed service.
    const slots = await t.request({
      method: 'GET',
      url: `/api/v1/booking/slots?salon_id=${a.f.salonId}&date=${a.f.tuesday}&salon_staff_id=${me}&service_ids[]=${a.f.serviceId}`,
    });
    expect(slots.statusCode).toBe(422);
    expect(slots.json<Body>().errors?.salon_staff_id).toEqual([BOOKING_MESSAGES.staffCannotDo]);
    const [kept] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from staff_services where salon_staff_id = ${me} and service_id = ${hiddenLink!.id}`,
    );
    expect(Number(kept!.n)).toBe(1);

    const restore = await call('PUT', `${base}/staff-services`, a.tokens.owner, {
      assignments: [{ salon_staff_id: me, service_ids: [a.f.serviceId, a.f.secondServiceId] }],
    });
    expect(restore.status).toBe(200);
    expect((await a.slotTimes(a.f.tuesday, me)).length).toBeGreaterThan(0);
  });

  it("refuses another salon's staff (404) and service (422), bad bodies (422), other callers", async () => {
    const me = a.f.staff[0]!.id;
    const foreignStaff = await call('PUT', `${base}/staff-services`, a.tokens.owner, {
      assignments: [{ salon_staff_id: a.f.foreignStaffId, service_ids: [] }],
    });
    expect(foreignStaff.status).toBe(404);
    const foreignService = await call('PUT', `${base}/staff-services`, a.tokens.owner, {
      assignments: [{ salon_staff_id: me, service_ids: [a.f.foreignServiceId] }],
    });
    expect(foreignService.status).toBe(422);
    expect(foreignService.body.errors?.['assignments.0.service_ids.0']).toEqual([
      'Bu hizmet bu salonun yayındaki hizmetlerinden biri değil.',
    ]);
    const empty = await call('PUT', `${base}/staff-services`, a.tokens.owner, { assignments: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.assignments).toEqual(['En az bir personelin atamasını gönderin.']);
    const twice = await call('PUT', `${base}/staff-services`, a.tokens.owner, {
      assignments: [
        { salon_staff_id: me, service_ids: [] },
        { salon_staff_id: me, service_ids: [] },
      ],
    });
    expect(twice.status).toBe(422);
    expect((await call('GET', `${base}/staff-services`, a.tokens.otherOwner)).status).toBe(404);
    expect((await call('GET', `${base}/staff-services`, a.tokens.staff)).status).toBe(403);
    expect(
      (
        await call('PUT', `${base}/staff-services`, a.tokens.customer, {
          assignments: [{ salon_staff_id: me, service_ids: [] }],
        })
      ).status,
    ).toBe(403);
  });
});
