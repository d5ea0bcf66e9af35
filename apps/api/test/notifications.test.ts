import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import { openEventStream, type EventStream } from './event-stream';
import { createTestApp, type TestApp } from './test-app';

/** Issue 19 item 4: in-app notifications, their API, preferences and the live stream. */
let t: TestApp;
let f: BookingFixture;
let customer: string;
let owner: string;
let staff: string;
let admin: string;
const ids: Record<'customer' | 'owner' | 'staff', number> = { customer: 0, owner: 0, staff: 0 };
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  [customer, owner, staff, admin] = await Promise.all([
    t.loginAs('customer'),
    t.loginAs('salon_owner'),
    t.loginAs('staff'),
    t.loginAs('admin'),
  ]);
  const rows = await rowsOf<{ email: string; id: number }>(
    t,
    sql`select email, id from users where email in ('musteri@salonya.test', 'salon@salonya.test', 'personel@salonya.test')`,
  );
  const idOf = (email: string) => Number(rows.find((r) => r.email === email)!.id);
  ids.customer = idOf('musteri@salonya.test');
  ids.owner = idOf('salon@salonya.test');
  ids.staff = idOf('personel@salonya.test');
  await t.database.db.execute(sql`delete from notifications`);
  await t.database.db.execute(sql`delete from notification_preferences`);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

interface NotificationJson {
  id: number;
  type: string;
  title: string;
  body: string;
  link: string | null;
  is_read: boolean;
  read_at: string | null;
}

let slot = 9 * 60;
/** Books the next free half hour on Tuesday with the demo staff member. */
async function book(token = customer): Promise<number> {
  slot += 60;
  const time = `${String(Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token,
    headers: { 'idempotency-key': newKey() },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date: f.tuesday,
      time,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

async function list(token: string, query = '') {
  const res = await t.request({ method: 'GET', url: `/api/v1/notifications${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: NotificationJson[];
    page: number;
    per_page: number;
    total: number;
    last_page: number;
    unread_count: number;
  };
}

const unreadCount = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/v1/notifications/unread-count', token });
  expect(res.statusCode).toBe(200);
  return res.json().data.unread_count as number;
};

describe('booking events', () => {
  it('a booking tells the customer, the owner and the staff member, in Turkish, with links to their areas', async () => {
    const id = await book();
    const mine = await list(customer);
    expect(mine.items[0]).toMatchObject({
      type: 'appointment_created',
      title: 'Randevunuz oluşturuldu',
      link: `/musteri/randevu/${id}`,
      is_read: false,
    });
    const salon = await list(owner);
    expect(salon.items[0]).toMatchObject({
      type: 'appointment_created',
      title: 'Yeni randevu',
      link: `/salon/randevular/${id}`,
    });
    expect(salon.items[0]!.body).toMatch(/^.+: .+, \d{1,2} \S+ \d{4} \S+ \d{2}:\d{2} \(.+\)\.$/u);
    const own = await list(staff);
    expect(own.items[0]).toMatchObject({ type: 'appointment_created', title: 'Size yeni randevu' });
    expect(await unreadCount(owner)).toBe(salon.unread_count);
  });

  it('the owner cancels: the customer and the staff member hear of it, the owner does not', async () => {
    const id = await book();
    const before = (await list(owner)).total;
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${id}/cancel`,
      token: owner,
      body: { reason: 'Uzman hasta' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const c = (await list(customer)).items[0]!;
    expect(c.type).toBe('appointment_cancelled');
    expect(c.title).toBe('Randevunuz iptal edildi');
    expect(c.body).toContain('salon tarafından iptal edildi. İptal nedeni: Uzman hasta');
    expect((await list(staff)).items[0]!.type).toBe('appointment_cancelled');
    expect((await list(owner)).total).toBe(before);
  });

  it('the customer cancels: the owner hears of it', async () => {
    const id = await book();
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${id}/cancel`,
      token: customer,
      body: { reason: 'Planım değişti' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const n = (await list(owner)).items[0]!;
    expect(n).toMatchObject({ type: 'appointment_cancelled', title: 'Randevu iptal edildi' });
    expect(n.body).toContain('randevusunu iptal etti');
  });

  it('a reminder arrives in the bell as well as by mail', async () => {
    const id = await book();
    const [row] = await rowsOf<{ due_at: string }>(
      t,
      sql`select due_at from appointment_reminders where appointment_id = ${id} and kind = 'reminder_24h'`,
    );
    const saved = t.clock.now;
    t.clock.now = new Date(row!.due_at).getTime() + 1000;
    await t.reminders.runDue();
    t.clock.now = saved;
    const reminders = (await list(customer)).items.filter((n) => n.type === 'appointment_reminder');
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders[0]!.title).toBe('Randevunuz yarın');
  });
});

describe('list, pages, read marks', () => {
  it('pages newest first and filters unread', async () => {
    const all = await list(owner, '?per_page=2');
    expect(all.items).toHaveLength(2);
    expect(all.per_page).toBe(2);
    expect(all.last_page).toBe(Math.ceil(all.total / 2));
    expect(all.items[0]!.id).toBeGreaterThan(all.items[1]!.id);
    const second = await list(owner, '?per_page=2&page=2');
    expect(second.items[0]!.id).toBeLessThan(all.items[1]!.id);
    const unread = await list(owner, '?unread=true');
    expect(unread.items.every((n) => !n.is_read)).toBe(true);
    expect(unread.total).toBe(all.unread_count);
  });

  it('marks one read; another user’s notification is not found', async () => {
    const first = (await list(owner)).items[0]!;
    const before = await unreadCount(owner);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/notifications/read',
      token: owner,
      body: { id: first.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notification.is_read).toBe(true);
    expect(res.json().data.unread_count).toBe(before - 1);
    for (const token of [customer, staff, admin]) {
      const other = await t.request({
        method: 'POST',
        url: '/api/v1/notifications/read',
        token,
        body: { id: first.id },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Bildirim bulunamadı.');
    }
  });

  it('refuses bad input with Turkish field messages and visitors with 401', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/notifications/read',
      token: owner,
      body: { id: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id[0]).toBe('Geçerli bir bildirim seçin.');
    const page = await t.request({ method: 'GET', url: '/api/v1/notifications?page=0', token: owner });
    expect(page.statusCode).toBe(422);
    expect(page.json().errors.page[0]).toBe('Sayfa numarası 1 ile 10000 arasında olmalıdır.');
    const visitor = await t.request({ method: 'GET', url: '/api/v1/notifications' });
    expect(visitor.statusCode).toBe(401);
  });

  it('marks all read', async () => {
    expect(await unreadCount(owner)).toBeGreaterThan(0);
    const res = await t.request({ method: 'POST', url: '/api/v1/notifications/read-all', token: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.unread_count).toBe(0);
    expect(res.json().message).toBe('Tüm bildirimler okundu olarak işaretlendi.');
    expect(await unreadCount(owner)).toBe(0);
    // The customer's are untouched.
    expect(await unreadCount(customer)).toBeGreaterThan(0);
  });
});

describe('preferences', () => {
  it('start with every channel on and the account mails required', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/notifications/preferences', token: customer });
    expect(res.statusCode).toBe(200);
    const prefs = res.json().data.preferences as {
      group: string;
      in_app: boolean;
      email: boolean;
      label: string;
      required_channels: string[];
    }[];
    expect(prefs.map((p) => [p.group, p.in_app, p.email])).toEqual([
      ['appointments', true, true],
      ['reminders', true, true],
      ['reviews', true, true],
      ['account', true, true],
    ]);
    expect(prefs[0]!.label).toBe('Randevular');
    expect(prefs[3]!.required_channels).toEqual(['email']);
  });

  it('turning a group off stops its in-app notifications and mails; a required channel stays on', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      token: customer,
      body: {
        preferences: [
          { group: 'appointments', in_app: false, email: false },
          { group: 'account', in_app: true, email: false },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Bildirim tercihleriniz kaydedildi.');
    const saved = res.json().data.preferences as { group: string; in_app: boolean; email: boolean }[];
    expect(saved.find((p) => p.group === 'appointments')).toMatchObject({ in_app: false, email: false });
    expect(saved.find((p) => p.group === 'account')).toMatchObject({ email: true });

    const before = (await list(customer)).total;
    t.sent.length = 0;
    await t.mail.drain();
    t.sent.length = 0;
    await book();
    expect((await list(customer)).total).toBe(before);
    const mails = await t.mailsTo('musteri@salonya.test');
    expect(mails.filter((m) => m.template.startsWith('appointment_'))).toEqual([]);
    // The owner still hears of it.
    expect((await list(owner)).items[0]!.type).toBe('appointment_created');
  });

  it('refuses an unknown group and repeated groups', async () => {
    const unknown = await t.request({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      token: customer,
      body: { preferences: [{ group: 'x', in_app: true, email: true }] },
    });
    expect(unknown.statusCode).toBe(422);
    const twice = await t.request({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      token: customer,
      body: {
        preferences: [
          { group: 'reviews', in_app: true, email: true },
          { group: 'reviews', in_app: false, email: true },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
  });
});

describe('live stream', () => {
  let stream: EventStream | null = null;
  afterAll(() => stream?.close());

  async function ticket(token: string): Promise<string> {
    const res = await t.request({ method: 'POST', url: '/api/v1/notifications/stream-ticket', token });
    expect(res.statusCode).toBe(200);
    return res.json().data.ticket as string;
  }

  it('refuses a missing, forged or signed-out ticket', async () => {
    const missing = await fetch(`${baseUrl}/api/v1/notifications/stream`);
    expect(missing.status).toBe(422);
    const good = await ticket(owner);
    const forged = await fetch(
      `${baseUrl}/api/v1/notifications/stream?ticket=${encodeURIComponent(good.replace(/\.(\d+)\./, '.1.'))}`,
    );
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      message: 'Canlı bildirim bağlantısının süresi doldu. Sayfayı yenileyin.',
    });
    const other = await t.loginAs('salon_owner');
    const before = await ticket(other);
    await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: other });
    const out = await fetch(`${baseUrl}/api/v1/notifications/stream?ticket=${before}`);
    expect(out.status).toBe(401);
  });

  it('sends the unread count, then each new notification as it is committed, uncompressed', async () => {
    stream = await openEventStream(`${baseUrl}/api/v1/notifications/stream?ticket=${await ticket(owner)}`, {
      'accept-encoding': 'gzip, br',
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const first = await stream.next();
    expect(first.event).toBe('unread');
    expect(JSON.parse(first.data)).toEqual({ unread_count: await unreadCount(owner) });

    const id = await book();
    await t.notifications.drain();
    const live = await stream.next();
    expect(live.event).toBe('notification');
    const payload = JSON.parse(live.data) as { notification: NotificationJson; unread_count: number };
    expect(payload.notification).toMatchObject({
      type: 'appointment_created',
      link: `/salon/randevular/${id}`,
    });
    expect(live.id).toBe(String(payload.notification.id));
    expect(payload.unread_count).toBe(await unreadCount(owner));

    // Read in another tab: the count follows.
    await t.request({ method: 'POST', url: '/api/v1/notifications/read-all', token: owner });
    const read = await stream.next();
    expect(read.event).toBe('unread');
    expect(JSON.parse(read.data)).toEqual({ unread_count: 0 });
  });

  it('a reconnect with Last-Event-ID catches up what it missed', async () => {
    const before = (await list(owner)).items[0]!.id;
    stream?.close();
    await book();
    await book();
    await t.notifications.drain();
    stream = await openEventStream(`${baseUrl}/api/v1/notifications/stream?ticket=${await ticket(owner)}`, {
      'last-event-id': String(before),
    });
    const a = await stream.next();
    const b = await stream.next();
    expect([a.event, b.event]).toEqual(['notification', 'notification']);
    expect(Number(a.id)).toBeGreaterThan(before);
    expect(Number(b.id)).toBeGreaterThan(Number(a.id));
  });

  it('an admin stream hears when the team list grows (a contact message)', async () => {
    await t.notifications.drain();
    const adminStream = await openEventStream(
      `${baseUrl}/api/v1/notifications/stream?ticket=${await ticket(admin)}`,
    );
    try {
      expect((await adminStream.next()).event).toBe('unread');
      const sent = await t.request({
        method: 'POST',
        url: '/api/v1/contact',
        body: {
          name: 'Elif Kaya',
          email: 'elif.kaya@ornek.test',
          subject: 'genel',
          message: 'Salonya üzerinde salonumu nasıl listeleyebilirim, bilgi almak istiyorum.',
          kvkk_consent: true,
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      // The contact route does not kick: the safety poll's round finds the new team notification.
      await t.notifications.drain();
      const event = await adminStream.next();
      expect(event.event).toBe('admin');
    } finally {
      adminStream.close();
    }
  });

  it('shutdown ends open streams instead of waiting for them', async () => {
    expect(t.notifications.streamCount).toBeGreaterThan(0);
    t.notifications.closeStreams();
    expect(t.notifications.streamCount).toBe(0);
    await expect(stream!.ended).resolves.toBe(true);
  });
});
