import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/seed';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.request({ method: 'GET', url, token: admin });
const post = (url: string, body?: unknown) => t.request({ method: 'POST', url, body, token: admin });

describe('salons', () => {
  it('lists with server pagination, search and filters', async () => {
    const total = await one<{ n: number }>(sql`select count(*)::int as n from salons`);
    const page = (await get('/api/v1/admin/salons?per_page=10&page=2')).json();
    expect(page.meta).toEqual({
      current_page: 2,
      per_page: 10,
      total: total.n,
      last_page: Math.ceil(total.n / 10),
    });
    expect(page.data).toHaveLength(10);

    const suspended = await one<{ n: number }>(
      sql`select count(*)::int as n from salons where status = 'suspended'`,
    );
    const bySuspended = (await get('/api/v1/admin/salons?status=suspended')).json();
    expect(bySuspended.meta.total).toBe(suspended.n);
    expect(bySuspended.data.every((s: { status: string }) => s.status === 'suspended')).toBe(true);

    const ankara = await one<{ n: number }>(sql`select count(*)::int as n from salons where province_id = 6`);
    expect((await get('/api/v1/admin/salons?city_id=6')).json().meta.total).toBe(ankara.n);

    const pet = await one<{ n: number }>(
      sql`select count(*)::int as n from salon_categories where category_id = 6`,
    );
    const byCategory = (await get('/api/v1/admin/salons?category_id=6&per_page=100')).json();
    expect(byCategory.meta.total).toBe(pet.n);
    expect(
      byCategory.data.every((s: { categories: { id: number }[] }) => s.categories.some((c) => c.id === 6)),
    ).toBe(true);

    const demo = (await get('/api/v1/admin/salons?search=salon@salonya.test')).json();
    const owned = await rows<{ id: number }>(
      sql`select s.id from salons s join users u on u.id = s.owner_user_id where u.email = 'salon@salonya.test'`,
    );
    expect(demo.data.map((s: { id: number }) => s.id).sort()).toEqual(owned.map((s) => s.id).sort());

    const filters = (await get('/api/v1/admin/salons/filters')).json().data;
    expect(filters.statuses.map((s: { value: string }) => s.value)).toEqual([
      'pending',
      'active',
      'suspended',
    ]);
    expect(filters.cities.reduce((a: number, c: { count: number }) => a + c.count, 0)).toBe(total.n);
  });

  it('suspends (with reason), activates, verifies and features a salon', async () => {
    const salon = await one<{ id: number }>(
      sql`select id from salons where status = 'active' order by id limit 1`,
    );
    const url = `/api/v1/admin/salons/${salon.id}`;
    const suspended = await post(`${url}/suspend`, { reason: 'Çok sayıda müşteri şikayeti inceleniyor.' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({
      status: 'suspended',
      status_reason: 'Çok sayıda müşteri şikayeti inceleniyor.',
    });
    // A suspended salon leaves the public catalogue.
    expect((await t.request({ method: 'GET', url: `/api/v1/salons/${salon.id}` })).statusCode).toBe(404);
    expect((await post(`${url}/suspend`, { reason: 'Çok sayıda müşteri şikayeti.' })).statusCode).toBe(409);

    const active = await post(`${url}/activate`);
    expect(active.json().data).toMatchObject({ status: 'active', status_reason: null });
    expect((await t.request({ method: 'GET', url: `/api/v1/salons/${salon.id}` })).statusCode).toBe(200);

    expect((await post(`${url}/verify`, { is_verified: true })).json().data.is_verified).toBe(true);
    expect((await post(`${url}/feature`, { is_featured: true })).json().data.is_featured).toBe(true);
    const row = await one<{ v: boolean; f: boolean }>(
      sql`select is_verified as v, is_featured as f from salons where id = ${salon.id}`,
    );
    expect(row).toEqual({ v: true, f: true });
    expect((await post(`${url}/feature`, { is_featured: false })).json().data.is_featured).toBe(false);

    const audit = await rows<{ action: string; status_code: number }>(
      sql`select action, status_code from admin_audit_log
          where entity_id = ${salon.id} and path like '/api/v1/admin/salons/%' order by id`,
    );
    expect(audit).toEqual([
      { action: 'salon.suspend', status_code: 200 },
      { action: 'POST /api/v1/admin/salons/:id/suspend', status_code: 409 },
      { action: 'salon.activate', status_code: 200 },
      { action: 'salon.verify', status_code: 200 },
      { action: 'salon.feature', status_code: 200 },
      { action: 'salon.feature', status_code: 200 },
    ]);
  });

  it('detail has owner, counts and appointment figures', async () => {
    const s = await one<{ id: number; services: number; staff: number }>(sql`
      select s.id, (select count(*)::int from services x where x.salon_id = s.id and x.is_active) as services,
        (select count(*)::int from salon_staff x where x.salon_id = s.id and x.is_active) as staff
      from salons s join users u on u.id = s.owner_user_id where u.email = 'salon@salonya.test' order by s.id limit 1`);
    const d = (await get(`/api/v1/admin/salons/${s.id}`)).json().data;
    expect(d).toMatchObject({
      id: s.id,
      owner: { email: 'salon@salonya.test', name: 'Mehmet Kaya', is_active: true },
      service_count: s.services,
      staff_count: s.staff,
    });
  });
});

describe('salon applications', () => {
  it('lists pending first with document counts; detail shows documents; a document downloads', async () => {
    const list = (await get('/api/v1/admin/salon-applications')).json();
    expect(list.meta.total).toBe(4);
    expect(list.data.slice(0, 3).every((a: { status: string }) => a.status === 'pending')).toBe(true);
    const pending = (await get('/api/v1/admin/salon-applications?status=pending')).json();
    expect(pending.meta.total).toBe(3);
    const first = pending.data.find((a: { salon_name: string }) => a.salon_name === 'Elif Güzellik Stüdyosu');
    expect(first).toMatchObject({
      document_count: 3,
      salon_type_label: 'Güzellik Merkezi',
      city: 'İstanbul',
    });

    const detail = (await get(`/api/v1/admin/salon-applications/${first.id}`)).json().data;
    expect(detail.documents.map((d: { kind_label: string }) => d.kind_label)).toEqual([
      'Vergi levhası',
      'İşyeri açma ve çalışma ruhsatı',
      'Kimlik belgesi',
    ]);
    expect(detail.categories.map((c: { id: number }) => c.id)).toEqual([2, 4]);

    const doc = detail.documents[0];
    const missing = await get(`/api/v1${doc.download_path}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Belge dosyası bulunamadı.');
    const key = await one<{ storage_key: string }>(
      sql`select storage_key from salon_application_documents where id = ${doc.id}`,
    );
    const file = path.join(t.config.dataDir, 'uploads', key.storage_key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '%PDF-1.4 test');
    const ok = await get(`/api/v1${doc.download_path}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.body).toBe('%PDF-1.4 test');
    expect((await get(`/api/v1/admin/salon-applications/${first.id}/documents/999999`)).statusCode).toBe(404);
  });

  it('an application sent from /salon-ol reaches the admin: notification, badge, downloadable document', async () => {
    const before = (await get('/api/v1/admin/documents/stats')).json().data.pending;
    const district = await one<{ id: number }>(
      sql`select id from districts where province_id = 34 and slug = 'besiktas'`,
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    const fields: Record<string, string> = {
      applicant_name: 'Cem Yalın',
      applicant_email: 'cem.yalin@example.com',
      applicant_phone: '05321234599',
      salon_name: 'Yalın Erkek Kuaförü',
      salon_type: 'berber',
      gender_focus: 'male',
      city_id: '34',
      district_id: String(district.id),
      address: 'Barbaros Bulvarı No: 10 Beşiktaş',
      tax_number: '1234567899',
      staff_count: '2',
      category_ids: '1,21',
      note: '',
      kvkk_consent: 'true',
      terms_consent: 'true',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('vergi_levhasi', new Blob([pdf]), 'vergi.pdf');
    const req = new Request('http://localhost/', { method: 'POST', body: form });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/salon-applications',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')! },
      remoteAddress: '10.0.0.61',
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id as number;

    expect((await get('/api/v1/admin/documents/stats')).json().data.pending).toBe(before + 1);
    const note = (await get('/api/v1/admin/dashboard/notifications')).json().notifications[0];
    expect(note).toMatchObject({
      type: 'salon_application',
      title: 'Yeni salon başvurusu: Yalın Erkek Kuaförü',
      link: 'salon-documents',
      read_at: null,
    });
    const detail = (await get(`/api/v1/admin/salon-applications/${id}`)).json().data;
    const file = await get(`/api/v1${detail.documents[0].download_path}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('approval creates the owner account and the salon and mails how to set a password', async () => {
    const app = await one<{ id: number; applicant_email: string }>(
      sql`select id, applicant_email from salon_applications where salon_name = 'Arslan Berber'`,
    );
    const res = await post(`/api/v1/admin/salon-applications/${app.id}/approve`, { note: 'Hoş geldiniz!' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 'approved',
      review_note: 'Hoş geldiniz!',
      reviewed_by: { name: 'Salonya Yönetici' },
    });
    const user = await one<{ id: number; user_type: string; name: string }>(
      sql`select id, user_type, name from users where email = ${app.applicant_email}`,
    );
    expect(user).toMatchObject({ id: data.user_id, user_type: 'salon_owner', name: 'Burak Arslan' });
    const salon = await one<{ owner_user_id: number; name: string; status: string; province_id: number }>(
      sql`select owner_user_id, name, status, province_id from salons where id = ${data.salon_id}`,
    );
    expect(salon).toEqual({
      owner_user_id: user.id,
      name: 'Arslan Berber',
      status: 'active',
      province_id: 6,
    });
    const cats = await rows<{ category_id: number }>(
      sql`select category_id from salon_categories where salon_id = ${data.salon_id} order by category_id`,
    );
    expect(cats.map((c) => c.category_id)).toEqual([1, 21]);

    const mails = await t.mailsTo(app.applicant_email);
    const mail = mails.find((m) => m.template === 'salon_application_approved')!;
    expect(mail.subject).toBe(`Salonya – Salon başvurunuz onaylandı (#${app.id})`);
    const link = /http:\/\/localhost:3000\/sifre-sifirla\?token=([^&\s]+)&email=([^\s]+)/.exec(mail.text)!;
    expect(link).not.toBeNull();
    // The link sets the password; then the new owner signs in.
    const reset = await t.request({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      body: {
        email: app.applicant_email,
        token: decodeURIComponent(link[1]!),
        password: 'YeniSifre123',
        password_confirmation: 'YeniSifre123',
      },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: app.applicant_email, password: 'YeniSifre123' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.user_type).toBe('salon_owner');

    expect((await post(`/api/v1/admin/salon-applications/${app.id}/approve`, {})).statusCode).toBe(409);
    const stillPending = await one<{ n: number }>(
      sql`select count(*)::int as n from salon_applications where status = 'pending'`,
    );
    expect((await get('/api/v1/admin/documents/stats')).json().data.pending_applications).toBe(
      stillPending.n,
    );
  });

  it('rejection keeps no account and mails the reason', async () => {
    const app = await one<{ id: number; applicant_email: string }>(
      sql`select id, applicant_email from salon_applications where salon_name = 'Patili Bakım Evi'`,
    );
    const reason = 'İşyeri ruhsatının süresi dolmuş; güncel ruhsatla yeniden başvurun.';
    const res = await post(`/api/v1/admin/salon-applications/${app.id}/reject`, { reason });
    expect(res.json().data).toMatchObject({ status: 'rejected', review_note: reason, salon_id: null });
    const users = await rows(sql`select id from users where email = ${app.applicant_email}`);
    expect(users).toHaveLength(0);
    const mail = (await t.mailsTo(app.applicant_email)).find(
      (m) => m.template === 'salon_application_rejected',
    )!;
    expect(mail.text).toContain(`Gerekçe: ${reason}`);
    expect((await post(`/api/v1/admin/salon-applications/${app.id}/reject`, { reason })).statusCode).toBe(
      409,
    );
  });

  it('a customer applying with their own e-mail becomes a salon owner and signs in as before', async () => {
    const customer = await one<{ id: number }>(
      sql`select id from users where email = 'musteri@salonya.test'`,
    );
    const app = await one<{ id: number }>(sql`
      insert into salon_applications (applicant_name, applicant_email, applicant_phone, user_id, salon_name, salon_type,
        gender_focus, province_id, district_id, address, tax_number, staff_count, category_ids)
      select 'Ayşe Yılmaz', 'musteri@salonya.test', '+905321112233', ${customer.id}, 'Ayşe Nail Studio', 'nail_studio',
        'female', 34, d.id, 'Bağdat Cad. No: 100 Kadıköy', '1234567890', 2, '{3}'
      from districts d where d.province_id = 34 order by d.id limit 1
      returning id`);
    const res = await post(`/api/v1/admin/salon-applications/${app.id}/approve`, {});
    expect(res.json().data.user_id).toBe(customer.id);
    const mail = (await t.mailsTo('musteri@salonya.test')).find(
      (m) => m.template === 'salon_application_approved',
    )!;
    expect(mail.text).toContain('mevcut Salonya hesabınızın e-posta adresi ve şifresiyle');
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: 'musteri@salonya.test', password: DEMO_PASSWORD },
    });
    expect(login.json().user.user_type).toBe('salon_owner');
  });
});

describe('users', () => {
  it('lists, searches and filters by user_type with server pagination', async () => {
    const staff = await one<{ n: number }>(
      sql`select count(*)::int as n from users where user_type = 'staff'`,
    );
    const res = (await get('/api/v1/admin/users?user_type=staff&per_page=20')).json();
    expect(res.meta).toMatchObject({ total: staff.n, per_page: 20, last_page: Math.ceil(staff.n / 20) });
    expect(res.data.every((u: { user_type: string }) => u.user_type === 'staff')).toBe(true);
    const found = (await get('/api/v1/admin/users?search=personel@salonya')).json();
    expect(found.data[0]).toMatchObject({ email: 'personel@salonya.test', user_type: 'staff' });
    const detail = (await get(`/api/v1/admin/users/${found.data[0].id}`)).json().data;
    expect(detail.salons.length).toBeGreaterThan(0);
    expect(detail.salons[0].relation).toBe('staff');
  });

  it('deactivating a user revokes their tokens and blocks sign-in; activation restores it', async () => {
    const staffToken = await t.loginAs('staff');
    const user = await one<{ id: number }>(sql`select id from users where email = 'personel@salonya.test'`);
    const res = await post(`/api/v1/admin/users/${user.id}/deactivate`, {
      reason: 'Salon ile sözleşmesi sona erdi, hesap kapatıldı.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      is_active: false,
      active_sessions: 0,
      deactivation_reason: 'Salon ile sözleşmesi sona erdi, hesap kapatıldı.',
    });
    const live = await one<{ n: number }>(
      sql`select count(*)::int as n from auth_tokens where user_id = ${user.id} and revoked_at is null`,
    );
    expect(live.n).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: staffToken })).statusCode,
    ).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: 'personel@salonya.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Hesabınız askıya alınmış. Lütfen destek ekibiyle iletişime geçin.');
    expect(
      (await get('/api/v1/admin/users?status=inactive')).json().data.map((u: { id: number }) => u.id),
    ).toEqual([user.id]);

    expect((await post(`/api/v1/admin/users/${user.id}/activate`)).json().data.is_active).toBe(true);
    expect((await t.loginAs('staff')).length).toBeGreaterThan(20);
  });

  it('refuses to deactivate an admin or oneself', async () => {
    const me = await one<{ id: number }>(sql`select id from users where email = 'admin@salonya.test'`);
    const res = await post(`/api/v1/admin/users/${me.id}/deactivate`, {
      reason: 'Deneme amaçlı devre dışı.',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kendi hesabınızı devre dışı bırakamazsınız.');
  });
});

describe('contact messages', () => {
  it('a message from /iletisim notifies admins, opens as read, is answered by e-mail and marked done', async () => {
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/contact',
      body: {
        name: 'Deniz Kurt',
        email: 'deniz.kurt@example.com',
        subject: 'sikayet',
        message: 'Salon randevu saatimi haber vermeden değiştirdi, bu konuda yardımcı olur musunuz?',
        kvkk_consent: true,
      },
      ip: '10.0.0.77',
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id as number;
    const notes = (await get('/api/v1/admin/dashboard/notifications')).json().notifications;
    expect(notes[0]).toMatchObject({ type: 'contact_message', link: 'contact', read_at: null });

    const list = (await get('/api/v1/admin/contact-messages?status=new')).json();
    expect(list.data[0]).toMatchObject({ id, status: 'new', subject_label: 'Şikâyet' });
    expect(list.meta.status_counts.new).toBe(list.meta.total);

    const opened = (await get(`/api/v1/admin/contact-messages/${id}`)).json().data;
    expect(opened.status).toBe('read');
    expect(opened.read_at).not.toBeNull();

    const reply = 'Merhaba Deniz Hanım, salonla görüştük; randevunuz eski saatine alındı.';
    const answered = await post(`/api/v1/admin/contact-messages/${id}/reply`, { message: reply });
    expect(answered.json().data).toMatchObject({
      status: 'answered',
      reply,
      replied_by: { name: 'Salonya Yönetici' },
    });
    const mail = (await t.mailsTo('deniz.kurt@example.com'))[0]!;
    expect(mail).toMatchObject({ template: 'contact_reply', subject: 'Salonya – Mesajınıza yanıt: Şikâyet' });
    expect(mail.text).toContain(reply);

    const done = await post(`/api/v1/admin/contact-messages/${id}/done`);
    expect(done.json().data).toMatchObject({ status: 'done' });
    expect((await post(`/api/v1/admin/contact-messages/${id}/done`)).statusCode).toBe(409);
  });
});
