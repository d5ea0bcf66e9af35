import { SALON_SETTINGS_MESSAGES as M } from '@salonya/domain/salon-owner/settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Several salons (SPEC §4 'Selected salon', §7.2 switch-salon) and /salon/ayarlar (issue 16, scope 4 and 5).
 * The demo owner (salon@salonya.test) has two salons: A (the booking fixture's) and B; C is another owner's.
 */
let t: TestApp;
let f: BookingFixture;
let owner: string;
let customer: string;
let staff: string;
let salonA: number;
let salonB: number;
let salonC: number;

interface SalonListBody {
  success: boolean;
  data: {
    salons: { id: number; name: string; status: string; is_selected: boolean; city: string | null }[];
    selected_salon_id: number | null;
  };
}

const settingsBody = {
  min_notice_minutes: 120,
  max_advance_days: 30,
  buffer_minutes: 10,
  cancellation_cutoff_minutes: 1440,
  requires_manual_confirmation: true,
  accepts_online_bookings: true,
  notify_new_booking: true,
  notify_cancellation: false,
  notify_daily_digest: false,
};

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api/v1${url}`, token });
const post = (url: string, body: unknown, token?: string) =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, body });
const put = (url: string, body: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/v1${url}`, token, body });

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  [owner, customer, staff] = await Promise.all([
    t.loginAs('salon_owner'),
    t.loginAs('customer'),
    t.loginAs('staff'),
  ]);
  const own = await rowsOf<{ id: number }>(
    t,
    sql`select s.id from salons s join users u on u.id = s.owner_user_id
      where u.email = 'salon@salonya.test' order by s.id`,
  );
  salonA = f.salonId;
  salonB = Number(own.find((r) => Number(r.id) !== salonA)!.id);
  const [foreign] = await rowsOf<{ id: number }>(
    t,
    sql`select s.id from salons s join users u on u.id = s.owner_user_id
      where u.email <> 'salon@salonya.test' order by s.id limit 1`,
  );
  salonC = Number(foreign!.id);
});
afterAll(async () => {
  await t.close();
});

describe('GET /salon-owner/salons and POST /salon-owner/switch-salon', () => {
  it('lists the owner’s salons (data.salons) with exactly one marked selected', async () => {
    const res = await get('/salon-owner/salons', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json<SalonListBody>();
    const ids = body.data.salons.map((s) => s.id);
    expect(ids).toContain(salonA);
    expect(ids).toContain(salonB);
    expect(ids).not.toContain(salonC);
    expect(body.data.salons.filter((s) => s.is_selected)).toHaveLength(1);
    expect(body.data.salons.find((s) => s.is_selected)?.id).toBe(body.data.selected_salon_id);
  });

  it('switches to an own salon, keeps the choice on the server and marks it in the list', async () => {
    for (const target of [salonB, salonA]) {
      const res = await post('/salon-owner/switch-salon', { salon_id: target }, owner);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ data: { id: number; is_selected: boolean; name: string }; message: string }>();
      expect(body.data).toMatchObject({ id: target, is_selected: true });
      expect(body.message).toBe(`${body.data.name} salonuna geçildi`);
      const list = (await get('/salon-owner/salons', owner)).json<SalonListBody>();
      expect(list.data.selected_salon_id).toBe(target);
      expect(list.data.salons.filter((s) => s.is_selected).map((s) => s.id)).toEqual([target]);
    }
    // A new sign-in (another device) starts on the same salon.
    const again = await t.loginAs('salon_owner');
    expect((await get('/salon-owner/salons', again)).json<SalonListBody>().data.selected_salon_id).toBe(
      salonA,
    );
  });

  it('answers 404 for another owner’s or a missing salon and keeps the old choice', async () => {
    await post('/salon-owner/switch-salon', { salon_id: salonB }, owner);
    for (const id of [salonC, 2_000_000_000]) {
      const res = await post('/salon-owner/switch-salon', { salon_id: id }, owner);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Salon bulunamadı');
    }
    expect((await get('/salon-owner/salons', owner)).json<SalonListBody>().data.selected_salon_id).toBe(
      salonB,
    );
  });

  it.each([
    ['no salon_id', {}],
    ['a text id', { salon_id: 'abc' }],
    ['a negative id', { salon_id: -3 }],
    ['a fraction', { salon_id: 1.5 }],
  ])('refuses %s with 422 and a Turkish field message', async (_name, body) => {
    const res = await post('/salon-owner/switch-salon', body, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.salon_id).toEqual(['Lütfen bir salon seçin']);
  });

  it('refuses a non-object body with 422, never 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/salon-owner/switch-salon',
      token: owner,
      payload: '[1]',
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses staff and customers (403) and asks for a login (401)', async () => {
    for (const token of [staff, customer]) {
      expect((await post('/salon-owner/switch-salon', { salon_id: salonA }, token)).statusCode).toBe(403);
      expect((await get('/salon-owner/salons', token)).statusCode).toBe(403);
    }
    expect((await post('/salon-owner/switch-salon', { salon_id: salonA })).statusCode).toBe(401);
  });
});

describe('GET/PUT /salon-owner/salons/:salonId/settings', () => {
  it('gives the defaults for a salon without a settings row', async () => {
    await t.database.db.execute(sql`delete from salon_booking_settings where salon_id = ${salonB}`);
    const res = await get(`/salon-owner/salons/${salonB}/settings`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      salon_id: salonB,
      min_notice_minutes: 60,
      max_advance_days: 60,
      buffer_minutes: 0,
      cancellation_cutoff_minutes: 120,
      requires_manual_confirmation: false,
      accepts_online_bookings: true,
      notify_new_booking: true,
      notify_cancellation: true,
      notify_daily_digest: true,
      updated_at: null,
    });
  });

  it('saves the whole set and reads it back; the service radius stays', async () => {
    await t.database.db.execute(sql`insert into salon_booking_settings (salon_id, service_radius_km)
      values (${salonB}, 35) on conflict (salon_id) do update set service_radius_km = 35`);
    const res = await put(`/salon-owner/salons/${salonB}/settings`, settingsBody, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.saved);
    expect(res.json().data).toMatchObject({ salon_id: salonB, ...settingsBody });
    const read = await get(`/salon-owner/salons/${salonB}/settings`, owner);
    expect(read.json().data).toMatchObject(settingsBody);
    expect(typeof read.json().data.updated_at).toBe('string');
    const [row] = await rowsOf<{ service_radius_km: number }>(
      t,
      sql`select service_radius_km from salon_booking_settings where salon_id = ${salonB}`,
    );
    expect(Number(row!.service_radius_km)).toBe(35);
  });

  it.each([
    ['a buffer off the 5-minute grid', { buffer_minutes: 7 }, 'buffer_minutes', M.step('buffer_minutes')],
    ['a year and a day ahead', { max_advance_days: 366 }, 'max_advance_days', M.range('max_advance_days')],
    ['a negative notice', { min_notice_minutes: -15 }, 'min_notice_minutes', M.range('min_notice_minutes')],
    [
      'a notice longer than the bookable window',
      { min_notice_minutes: 2880, max_advance_days: 1 },
      'min_notice_minutes',
      M.noticeBeyondAdvance,
    ],
    ['a text number', { buffer_minutes: '10' }, 'buffer_minutes', M.mustBeWhole('buffer_minutes')],
    ['a missing flag', { notify_new_booking: undefined }, 'notify_new_booking', M.booleanRequired],
  ])('refuses %s with 422 and the Turkish message', async (_name, change, field, message) => {
    const before = (await get(`/salon-owner/salons/${salonB}/settings`, owner)).json().data;
    const res = await put(`/salon-owner/salons/${salonB}/settings`, { ...settingsBody, ...change }, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await get(`/salon-owner/salons/${salonB}/settings`, owner)).json().data).toEqual(before);
  });

  it('answers 404 for another owner’s, a missing or a malformed salon id', async () => {
    for (const id of [String(salonC), '2000000000', 'abc', '0']) {
      expect((await get(`/salon-owner/salons/${id}/settings`, owner)).statusCode).toBe(404);
      expect((await put(`/salon-owner/salons/${id}/settings`, settingsBody, owner)).statusCode).toBe(404);
    }
    const [row] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from salon_booking_settings where salon_id = ${salonC}
        and requires_manual_confirmation and cancellation_cutoff_minutes = 1440`,
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses staff and customers (403)', async () => {
    for (const token of [staff, customer]) {
      expect((await get(`/salon-owner/salons/${salonA}/settings`, token)).statusCode).toBe(403);
      expect((await put(`/salon-owner/salons/${salonA}/settings`, settingsBody, token)).statusCode).toBe(403);
    }
    expect((await get(`/salon-owner/salons/${salonA}/settings`)).statusCode).toBe(401);
  });
});

describe('the settings take effect at once', () => {
  const slotsUrl = () =>
    `/booking/slots?salon_id=${salonA}&date=${f.tuesday}&salon_staff_id=${f.staff[0]!.id}&service_ids=${f.serviceId}`;
  const book = (time: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/appointments',
      token: customer,
      headers: { 'idempotency-key': newKey() },
      body: {
        salon_id: salonA,
        salon_staff_id: f.staff[0]!.id,
        service_ids: [f.serviceId],
        date: f.tuesday,
        time,
        notes: '',
      },
    });

  it('the slot rules follow a saved notice and advance limit', async () => {
    const saved = await put(
      `/salon-owner/salons/${salonA}/settings`,
      { ...settingsBody, requires_manual_confirmation: false, min_notice_minutes: 240, max_advance_days: 90 },
      owner,
    );
    expect(saved.statusCode).toBe(200);
    const slots = await get(slotsUrl());
    expect(slots.json().data.rules).toMatchObject({
      min_notice_minutes: 240,
      max_advance_days: 90,
      buffer_minutes: 10,
      accepts_online_bookings: true,
    });
  });

  it('with online bookings paused a customer cannot book (409); turned on again they can', async () => {
    await put(
      `/salon-owner/salons/${salonA}/settings`,
      { ...settingsBody, requires_manual_confirmation: false, accepts_online_bookings: false },
      owner,
    );
    // The wizard (a customer or a guest) sees no free time, with the reason; the owner's walk-in still does.
    const customerSlots = (await get(slotsUrl(), customer)).json().data;
    expect(customerSlots.slots).toEqual([]);
    expect(customerSlots.no_slots_reason).toBe('online_bookings_paused');
    expect((await get(slotsUrl())).json().data.slots).toEqual([]);
    expect((await get(slotsUrl(), owner)).json().data.slots.length).toBeGreaterThan(0);
    const month = f.tuesday.slice(0, 7);
    const calendar = await get(
      `/booking/calendar?salon_id=${salonA}&month=${month}&salon_staff_id=${f.staff[0]!.id}&service_ids=${f.serviceId}`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect((calendar.json().data.days as { available: boolean }[]).some((d) => d.available)).toBe(false);
    const refused = await book('10:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      conflict_type: 'online_bookings_paused',
      message: M.onlineBookingsPaused,
    });
    await put(
      `/salon-owner/salons/${salonA}/settings`,
      { ...settingsBody, requires_manual_confirmation: false },
      owner,
    );
    const booked = await book('10:00');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.status).toBe('confirmed');
  });

  it('a dated search leaves out a salon with online bookings paused', async () => {
    const [row] = await rowsOf<{ name: string }>(t, sql`select name from salons where id = ${salonA}`);
    const onTuesday = async () => {
      // Past the search answer cache's lifetime each time.
      t.clock.now += 301_000;
      const res = await post('/unified-search', { query: row!.name, filters: { date: f.tuesday } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().results as { id: number }[]).map((r) => r.id);
    };
    const base = { ...settingsBody, requires_manual_confirmation: false };
    await put(`/salon-owner/salons/${salonA}/settings`, base, owner);
    expect(await onTuesday()).toContain(salonA);
    await put(`/salon-owner/salons/${salonA}/settings`, { ...base, accepts_online_bookings: false }, owner);
    expect(await onTuesday()).not.toContain(salonA);
    await put(`/salon-owner/salons/${salonA}/settings`, base, owner);
    f.setClock(f.monday, '09:00');
  });

  it('undated lists mark a paused salon, the home rails leave it out, its pages say so (ADR 0031)', async () => {
    const [row] = await rowsOf<{ name: string; latitude: number; longitude: number; staff_id: number }>(
      t,
      sql`select s.name, s.latitude, s.longitude,
        (select id from salon_staff where salon_id = s.id and is_active order by id limit 1) as staff_id
        from salons s where s.id = ${salonA}`,
    );
    const near = `/home/nearby-salons?latitude=${row!.latitude}&longitude=${row!.longitude}&distance=1&limit=50`;
    const state = async () => {
      t.clock.now += 301_000;
      const search = await get(`/salons/search?q=${encodeURIComponent(row!.name)}&per_page=50`);
      expect(search.statusCode, search.body).toBe(200);
      const unified = await post('/unified-search', { query: row!.name });
      expect(unified.statusCode, unified.body).toBe(200);
      const home = await get(near);
      expect(home.statusCode, home.body).toBe(200);
      type Card = { id: number; accepts_online_bookings: boolean };
      const card = (search.json().data as Card[]).find((c) => c.id === salonA);
      const unifiedCard = (unified.json().results as Card[]).find((c) => c.id === salonA);
      return {
        search: card?.accepts_online_bookings,
        unified: unifiedCard?.accepts_online_bookings,
        home: (home.json().data as Card[]).some((c) => c.id === salonA),
        page: (await get(`/salons/${salonA}`)).json().data.accepts_online_bookings as boolean,
        specialist: (await get(`/specialists/${row!.staff_id}`)).json().data.salon
          .accepts_online_bookings as boolean,
      };
    };
    const base = { ...settingsBody, requires_manual_confirmation: false };
    await put(`/salon-owner/salons/${salonA}/settings`, base, owner);
    expect(await state()).toEqual({ search: true, unified: true, home: true, page: true, specialist: true });
    await put(`/salon-owner/salons/${salonA}/settings`, { ...base, accepts_online_bookings: false }, owner);
    expect(await state()).toEqual({
      search: false,
      unified: false,
      home: false,
      page: false,
      specialist: false,
    });
    await put(`/salon-owner/salons/${salonA}/settings`, base, owner);
    f.setClock(f.monday, '09:00');
  });

  it('the owner’s new-booking mail follows notify_new_booking', async () => {
    const [salon] = await rowsOf<{ email: string }>(
      t,
      sql`select coalesce(s.email, u.email) as email from salons s join users u on u.id = s.owner_user_id
        where s.id = ${salonA}`,
    );
    const salonMails = async () =>
      (await t.mailsTo(salon!.email)).filter((m) => m.template === 'salon_new_appointment').length;
    const before = await salonMails();
    await put(
      `/salon-owner/salons/${salonA}/settings`,
      { ...settingsBody, requires_manual_confirmation: false, notify_new_booking: false },
      owner,
    );
    expect((await book('12:00')).statusCode).toBe(201);
    expect(await salonMails()).toBe(before);
    await put(
      `/salon-owner/salons/${salonA}/settings`,
      { ...settingsBody, requires_manual_confirmation: false },
      owner,
    );
    expect((await book('14:00')).statusCode).toBe(201);
    expect(await salonMails()).toBe(before + 1);
  });
});

describe('switching salons changes what the owner endpoints return, and nothing leaks the other salon', () => {
  it('each salon’s settings, working hours and appointments stay its own', async () => {
    await put(`/salon-owner/salons/${salonA}/settings`, { ...settingsBody, buffer_minutes: 15 }, owner);
    await put(`/salon-owner/salons/${salonB}/settings`, { ...settingsBody, buffer_minutes: 25 }, owner);
    const staffOf = async (id: number) =>
      (await rowsOf<{ id: number }>(t, sql`select id from salon_staff where salon_id = ${id}`)).map((r) =>
        Number(r.id),
      );
    const staffA = await staffOf(salonA);
    const staffB = await staffOf(salonB);

    for (const [selected, other, buffer, ownStaff, otherStaff] of [
      [salonA, salonB, 15, staffA, staffB],
      [salonB, salonA, 25, staffB, staffA],
    ] as const) {
      const switched = await post('/salon-owner/switch-salon', { salon_id: selected }, owner);
      expect(switched.statusCode).toBe(200);
      // What the web asks for after the switch: the selected salon's id comes from the list.
      const list = (await get('/salon-owner/salons', owner)).json<SalonListBody>();
      const current = list.data.selected_salon_id!;
      expect(current).toBe(selected);

      const settings = (await get(`/salon-owner/salons/${current}/settings`, owner)).json().data;
      expect(settings).toMatchObject({ salon_id: selected, buffer_minutes: buffer });

      const hours = await get(`/salon-owner/salons/${current}/working-hours`, owner);
      expect(hours.statusCode).toBe(200);
      const hourStaff = (hours.json().data.staff as { salon_staff_id: number }[]).map(
        (s) => s.salon_staff_id,
      );
      expect(hourStaff.every((id) => ownStaff.includes(id))).toBe(true);
      expect(hourStaff.some((id) => otherStaff.includes(id))).toBe(false);

      const appointments = await get(
        `/salon-owner/appointments?salon_id=${current}&baslangic=hepsi&per_page=100`,
        owner,
      );
      expect(appointments.statusCode).toBe(200);
      const items = appointments.json().data.appointments as { salon: { id: number } }[];
      expect(items.every((a) => a.salon.id === selected)).toBe(true);
      expect(items.some((a) => a.salon.id === other)).toBe(false);

      const overview = await get(`/unified-availability/salon/${current}/overview`, owner);
      expect(overview.statusCode).toBe(200);
      const overviewStaff = (
        overview.json().data.staff_list as { salon_staff_id?: number; id?: number }[]
      ).map((s) => s.salon_staff_id ?? s.id);
      expect(overviewStaff.some((id) => id !== undefined && otherStaff.includes(id))).toBe(false);
    }
    // Salon A's appointments exist (booked above), so the filter had something to leave out.
    const all = await get('/salon-owner/appointments?per_page=100', owner);
    expect(
      (all.json().data.appointments as { salon: { id: number } }[]).some((a) => a.salon.id === salonA),
    ).toBe(true);
  });
});

describe('an owner adds a further salon through /salon-ol and the admin approval', () => {
  it('the approved salon joins the signed-in owner’s account, whatever e-mail the form carried', async () => {
    const [district] = await rowsOf<{ id: number }>(
      t,
      sql`select id from districts where province_id = 34 and slug = 'besiktas'`,
    );
    const form = new FormData();
    const fields: Record<string, string> = {
      applicant_name: 'Mehmet Kaya',
      applicant_email: 'mehmet.ikinci.salon@example.com',
      applicant_phone: '05331112233',
      salon_name: 'Kaya Kuaför Beşiktaş',
      salon_type: 'berber',
      gender_focus: 'male',
      city_id: '34',
      district_id: String(district!.id),
      address: 'Barbaros Bulvarı No: 12 Beşiktaş',
      tax_number: '1234567890',
      staff_count: '3',
      category_ids: '1',
      note: '',
      kvkk_consent: 'true',
      terms_consent: 'true',
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('vergi_levhasi', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'vergi.pdf');
    const req = new Request('http://localhost/', { method: 'POST', body: form });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/salon-applications',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${owner}` },
      remoteAddress: '10.0.0.71',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const applicationId = sent.json().data.id as number;

    const admin = await t.loginAs('admin');
    const approved = await post(`/admin/salon-applications/${applicationId}/approve`, {}, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const newSalonId = approved.json().data.salon_id as number;

    const [row] = await rowsOf<{ owner_email: string; users_with_form_email: number }>(
      t,
      sql`select u.email as owner_email,
        (select count(*)::int from users where email = 'mehmet.ikinci.salon@example.com') as users_with_form_email
        from salons s join users u on u.id = s.owner_user_id where s.id = ${newSalonId}`,
    );
    expect(row).toEqual({ owner_email: 'salon@salonya.test', users_with_form_email: 0 });
    const list = (await get('/salon-owner/salons', owner)).json<SalonListBody>();
    expect(list.data.salons.map((s) => s.id)).toContain(newSalonId);
    expect((await post('/salon-owner/switch-salon', { salon_id: newSalonId }, owner)).statusCode).toBe(200);
  });
});

describe('an admin impersonating a salon', () => {
  it('sees only that salon in the list and cannot switch to the owner’s other salon', async () => {
    const admin = await t.loginAs('admin');
    const res = await post(`/admin/salons/${salonB}/impersonate`, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    const list = (await get('/salon-owner/salons', token)).json<SalonListBody>();
    expect(list.data.salons.map((s) => s.id)).toEqual([salonB]);
    expect(list.data.selected_salon_id).toBe(salonB);
    expect((await post('/salon-owner/switch-salon', { salon_id: salonA }, token)).statusCode).toBe(404);
    expect((await get(`/salon-owner/salons/${salonA}/settings`, token)).statusCode).toBe(404);
    expect((await post('/salon-owner/switch-salon', { salon_id: salonB }, token)).statusCode).toBe(200);
  });
});
