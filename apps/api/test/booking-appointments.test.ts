import { addDays } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let f: BookingFixture;
let customer: string;
let owner: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  [customer, owner, staff, admin] = await Promise.all([
    t.loginAs('customer'),
    t.loginAs('salon_owner'),
    t.loginAs('staff'),
    t.loginAs('admin'),
  ]);
});
afterAll(async () => {
  await t.close();
});

interface AppointmentBody {
  id: number;
  status: string;
  starts_at: string;
  time: string;
  date: string;
  staff: { salon_staff_id: number; user_id: number };
  services: { service_id: number; price_kurus: number }[];
  total_price: number;
  total_price_kurus: number;
  can_cancel: boolean;
  can_reschedule: boolean;
  allowed_actions: string[];
  customer: { name: string } | null;
  cancelled_by: string | null;
  cancellation_reason: string | null;
}

const book = (body: Record<string, unknown>, opts: { token?: string; key?: string | null } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: opts.token === undefined ? customer : opts.token,
    body,
    headers: opts.key === null ? {} : { 'idempotency-key': opts.key ?? newKey() },
  });

const bodyAt = (time: string, over: Record<string, unknown> = {}) => ({
  salon_id: f.salonId,
  salon_staff_id: f.staff[0]!.id,
  service_ids: [f.serviceId],
  date: f.tuesday,
  time,
  notes: 'Kısa kesim lütfen',
  ...over,
});

async function bookOk(time: string, over: Record<string, unknown> = {}): Promise<AppointmentBody> {
  const res = await book(bodyAt(time, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as AppointmentBody;
}

describe('POST /appointments', () => {
  it('401 signed out, 403 for other user types with the reason, 422 without an Idempotency-Key', async () => {
    const signedOut = await t.request({ method: 'POST', url: '/api/v1/appointments', body: bodyAt('10:00') });
    expect(signedOut.statusCode).toBe(401);
    for (const token of [owner, staff, admin]) {
      const res = await book(bodyAt('10:00'), { token });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Randevuyu yalnızca müşteri hesapları alabilir. Randevu almak için müşteri hesabınızla giriş yapın.',
      );
    }
    const noKey = await book(bodyAt('10:00'), { key: null });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().errors.idempotency_key).toEqual(['Idempotency-Key başlığı zorunludur.']);
  });

  it('books a free slot: 201 with the appointment, prices as booked, and the slot is gone', async () => {
    const a = await bookOk('09:00');
    expect(a).toMatchObject({
      status: 'confirmed',
      starts_at: `${f.tuesday}T09:00:00+03:00`,
      staff: { salon_staff_id: f.staff[0]!.id, user_id: f.staff[0]!.userId },
      services: [{ service_id: f.serviceId, price_kurus: 50000 }],
      total_price: 500,
      total_price_kurus: 50000,
      can_cancel: true,
      can_reschedule: true,
      customer: null,
    });
    const slots = await t.request({
      method: 'GET',
      url: `/api/v1/booking/slots?salon_id=${f.salonId}&date=${f.tuesday}&salon_staff_id=${f.staff[0]!.id}&service_ids=${f.serviceId}`,
    });
    expect((slots.json().data.slots as { time: string }[]).map((s) => s.time)).not.toContain('09:00');
    // The salon, the staff member and the customer all see it at once.
    const lists = await Promise.all([
      t.request({ method: 'GET', url: '/api/v1/customer/appointments?scope=upcoming', token: customer }),
      t.request({
        method: 'GET',
        url: `/api/v1/salon-owner/appointments?salon_id=${f.salonId}&date_from=${f.tuesday}&date_to=${f.tuesday}`,
        token: owner,
      }),
      t.request({ method: 'GET', url: '/api/v1/staff/appointments?per_page=100', token: staff }),
    ]);
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      expect((list.json().data.appointments as { id: number }[]).map((x) => x.id)).toContain(a.id);
    }
    const ownerView = (lists[1]!.json().data.appointments as AppointmentBody[]).find((x) => x.id === a.id)!;
    expect(ownerView.customer?.name).toBe('Ayşe Yılmaz');
  });

  it('the same Idempotency-Key twice gives one appointment and the same answer; another body is refused', async () => {
    const key = newKey();
    const first = await book(bodyAt('11:00'), { key });
    const second = await book(bodyAt('11:00'), { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const rows = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments where salon_staff_id = ${f.staff[0]!.id}
        and starts_at = ${`${f.tuesday}T11:00:00+03:00`}::timestamptz`,
    );
    expect(rows[0]!.n).toBe(1);
    const reused = await book(bodyAt('12:00'), { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.idempotency_key[0]).toMatch(/farklı bir randevu isteği/);
  });

  it("a taken time answers 409 slot_taken with the nearest free times; 'any' gives it to the free colleague", async () => {
    await bookOk('14:00');
    const taken = await book(bodyAt('14:00'));
    expect(taken.statusCode).toBe(409);
    const body = taken.json();
    expect(body).toMatchObject({ success: false, conflict_type: 'slot_taken', error_code: 'CONFLICT' });
    expect(body.message).toBe(
      'Seçtiğiniz saat az önce doldu. Lütfen size en yakın uygun saatlerden birini seçin.',
    );
    expect(body.nearest_slots.length).toBeGreaterThan(0);
    expect(body.nearest_slots[0].date).toBe(f.tuesday);
    expect(body.nearest_slots.map((s: { time: string }) => s.time)).not.toContain('14:00');

    const any = await book(bodyAt('14:00', { salon_staff_id: 'any' }));
    expect(any.statusCode).toBe(201);
    expect(any.json().data.staff.salon_staff_id).toBe(f.staff[1]!.id);
  });

  it("'any' assigns the capable free staff member with fewer appointments that day", async () => {
    // Staff 0 already has several appointments on Tuesday; staff 1 one.
    const a = await bookOk('16:00', { salon_staff_id: 'any' });
    expect(a.staff.salon_staff_id).toBe(f.staff[1]!.id);
  });

  it('422 for a time off the grid, in the past, inside the notice, beyond the advance limit, or a foreign service', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [bodyAt('10:10'), 'time', 'Randevu saatleri 15 dakikalık aralıklarla seçilebilir.'],
      [bodyAt('08:00', { date: f.monday }), 'time', 'Geçmiş bir saate randevu alınamaz.'],
      [bodyAt('09:30', { date: f.monday }), 'time', 'Randevular en az 1 saat önceden alınabilir.'],
      [bodyAt('10:00', { date: '2020-01-07' }), 'date', 'Geçmiş bir tarihe randevu alınamaz.'],
      [bodyAt('10:00', { date: '2099-01-06' }), 'date', 'En fazla 60 gün sonrasına randevu alınabilir.'],
      [
        bodyAt('10:00', { service_ids: [f.foreignServiceId] }),
        'service_ids',
        'Seçilen hizmetlerden biri bu salonda bulunamadı.',
      ],
      [bodyAt('10:00', { service_ids: [] }), 'service_ids', 'En az bir hizmet seçin.'],
      [
        bodyAt('10:00', { payment_method: 'nakit' }),
        'payment_method',
        "Ödeme yöntemi 'pay_at_salon', 'card', 'wallet' ya da 'wallet_card' olmalıdır.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await book(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
  });

  it('a time outside working hours is 409 with the not-available message', async () => {
    const res = await book(bodyAt('17:45'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Seçtiğiniz saat müsait değil. Lütfen size en yakın uygun saatlerden birini seçin.',
    );
  });
});

describe('life cycle', () => {
  it('the customer cancels before the cut-off with a reason; not twice', async () => {
    const a = await bookOk('15:00');
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/cancel`,
      token: customer,
      body: { reason: 'İşim çıktı' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'customer',
      cancellation_reason: 'İşim çıktı',
      can_cancel: false,
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/cancel`,
      token: customer,
      body: { reason: 'İşim çıktı' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Randevu bu durumdayken bu işlem yapılamaz.');
    // The time is free again.
    await bookOk('15:00');
    const noReason = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/cancel`,
      token: customer,
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(422);
  });

  it('after the cut-off (2 hours before) the customer can neither cancel nor reschedule', async () => {
    const a = await bookOk('12:00');
    f.setClock(f.tuesday, '10:30');
    try {
      const detail = await t.request({
        method: 'GET',
        url: `/api/v1/customer/appointments/${a.id}`,
        token: customer,
      });
      expect(detail.json().data).toMatchObject({ can_cancel: false, can_reschedule: false });
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/customer/appointments/${a.id}/cancel`,
        token: customer,
        body: { reason: 'Geç kaldım' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Randevuya 2 saat kala iptal ve saat değişikliği yapılamaz. Lütfen salonla iletişime geçin.',
      );
      const move = await t.request({
        method: 'POST',
        url: `/api/v1/customer/appointments/${a.id}/reschedule`,
        token: customer,
        body: { date: f.tuesday, time: '16:30' },
      });
      expect(move.statusCode).toBe(409);
    } finally {
      f.setClock(f.monday, '09:00');
    }
  });

  it('the customer reschedules to a free time; a taken time is 409', async () => {
    const a = await bookOk('10:00', {
      date: f.tuesday,
      salon_staff_id: f.staff[1]!.id,
    });
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/reschedule`,
      token: customer,
      body: { date: f.tuesday, time: '10:15' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: a.id, time: '10:15', status: 'confirmed' });
    const blocked = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/reschedule`,
      token: customer,
      body: { date: f.tuesday, time: '14:00' },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().conflict_type).toBe('slot_taken');
  });

  it('reschedule slots leave the moved appointment out: 15 minutes later the same day is offered (issue #21 item 3)', async () => {
    const thursday = addDays(f.tuesday, 2);
    const staffId = f.staff[1]!.id;
    const a = await bookOk('12:00', { date: thursday, salon_staff_id: staffId });
    const plain = await t.request({
      method: 'GET',
      url: `/api/v1/booking/slots?salon_id=${f.salonId}&date=${thursday}&salon_staff_id=${staffId}&service_ids=${f.serviceId}`,
    });
    const plainTimes = (plain.json().data.slots as { time: string }[]).map((x) => x.time);
    expect(plainTimes).not.toContain('12:15');
    const url = `/api/v1/customer/appointments/${a.id}/reschedule-slots?date=${thursday}&salon_staff_id=${staffId}`;
    const res = await t.request({ method: 'GET', url, token: customer });
    expect(res.statusCode, res.body).toBe(200);
    const times = (res.json().data.slots as { time: string }[]).map((x) => x.time);
    expect(times).toEqual(expect.arrayContaining(['11:45', '12:00', '12:15']));
    const moved = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/reschedule`,
      token: customer,
      body: { date: thursday, time: '12:15' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await t.request({ method: 'GET', url, token: owner })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: url.replace(`/${a.id}/`, '/999999/'), token: customer }))
        .statusCode,
    ).toBe(404);
  });

  it('manual confirmation: a pending booking is confirmed by the owner, then completed or marked no-show', async () => {
    await t.database.db
      .execute(sql`insert into salon_booking_settings (salon_id, requires_manual_confirmation)
      values (${f.salonId}, true)`);
    try {
      const a = await bookOk('09:00', { date: f.tuesday, salon_staff_id: f.staff[1]!.id });
      expect(a.status).toBe('pending');
      const url = (action: string) => `/api/v1/salon-owner/appointments/${a.id}/${action}`;
      const early = await t.request({ method: 'POST', url: url('complete'), token: owner });
      expect(early.statusCode).toBe(409);
      const confirm = await t.request({ method: 'POST', url: url('confirm'), token: owner });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json().data).toMatchObject({ status: 'confirmed' });
      expect(confirm.json().data.allowed_actions).toEqual(['cancel']);
      const notYet = await t.request({ method: 'POST', url: url('complete'), token: owner });
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().message).toBe('Randevu saati gelmeden bu işlem yapılamaz.');
      f.setClock(f.tuesday, '09:30');
      const done = await t.request({ method: 'POST', url: url('complete'), token: owner });
      expect(done.json().data).toMatchObject({ status: 'completed' });
      const noShow = await t.request({ method: 'POST', url: url('no-show'), token: owner });
      expect(noShow.statusCode).toBe(409);
    } finally {
      f.setClock(f.monday, '09:00');
      await t.database.db.execute(sql`delete from salon_booking_settings where salon_id = ${f.salonId}`);
    }
  });

  it('the staff member marks their own appointment as no-show once it has started', async () => {
    const a = await bookOk('13:00', { date: f.tuesday, salon_staff_id: f.staff[0]!.id });
    f.setClock(f.tuesday, '13:20');
    try {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/staff/appointments/${a.id}/no-show`,
        token: staff,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('no_show');
      const history = await t.request({
        method: 'GET',
        url: '/api/v1/staff/appointments/history',
        token: staff,
      });
      expect((history.json().data.appointments as { id: number }[]).map((x) => x.id)).toContain(a.id);
    } finally {
      f.setClock(f.monday, '09:00');
    }
  });

  it('the owner cancels inside the cut-off; the admin cancels any appointment', async () => {
    const a = await bookOk('17:00', { date: f.tuesday, salon_staff_id: f.staff[1]!.id });
    f.setClock(f.tuesday, '16:30');
    try {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/salon-owner/appointments/${a.id}/cancel`,
        token: owner,
        body: { reason: 'Uzmanımız rahatsızlandı' },
      });
      expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'salon' });
    } finally {
      f.setClock(f.monday, '09:00');
    }
    const [other] = await rowsOf<{ id: number }>(
      t,
      sql`select a.id from appointments a join salons s on s.id = a.salon_id join users u on u.id = s.owner_user_id
        where u.email <> 'salon@salonya.test' and a.status = 'confirmed' order by a.id limit 1`,
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/admin/appointments/${other!.id}/cancel`,
      token: admin,
      body: { reason: 'Salon kapandı' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled_by: 'admin' });
  });
  it('the staff member confirms and completes their own; the owner marks no-show; nothing moves after the end', async () => {
    await t.database.db
      .execute(sql`insert into salon_booking_settings (salon_id, requires_manual_confirmation)
      values (${f.salonId}, true)`);
    let pending: AppointmentBody;
    let other: AppointmentBody;
    try {
      pending = await bookOk('10:00', {
        date: f.monday,
        salon_staff_id: f.staff[0]!.id,
      });
      other = await bookOk('12:00', { date: f.monday, salon_staff_id: f.staff[1]!.id });
    } finally {
      await t.database.db.execute(sql`delete from salon_booking_settings where salon_id = ${f.salonId}`);
    }
    const staffUrl = (id: number, action: string) => `/api/v1/staff/appointments/${id}/${action}`;
    const ownerUrl = (id: number, action: string) => `/api/v1/salon-owner/appointments/${id}/${action}`;
    expect(
      (await t.request({ method: 'POST', url: staffUrl(pending.id, 'confirm'), token: staff })).json().data
        .status,
    ).toBe('confirmed');
    // Not the staff member's appointment: 404.
    expect(
      (await t.request({ method: 'POST', url: staffUrl(other.id, 'confirm'), token: staff })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: ownerUrl(other.id, 'confirm'), token: owner })).statusCode,
    ).toBe(200);
    f.setClock(f.monday, '12:10');
    try {
      expect(
        (await t.request({ method: 'POST', url: staffUrl(pending.id, 'complete'), token: staff })).json().data
          .status,
      ).toBe('completed');
      expect(
        (await t.request({ method: 'POST', url: ownerUrl(other.id, 'no-show'), token: owner })).json().data
          .status,
      ).toBe('no_show');
      const late = await bookOk('14:00', {
        date: f.monday,
        salon_staff_id: f.staff[1]!.id,
      });
      f.setClock(f.monday, '15:30');
      const ended = await t.request({
        method: 'POST',
        url: ownerUrl(late.id, 'cancel'),
        token: owner,
        body: { reason: 'Geç iptal' },
      });
      expect(ended.statusCode).toBe(409);
      expect(ended.json()).toMatchObject({
        conflict_type: 'transition_ended',
        message: 'Randevu saati geçtiği için bu işlem yapılamaz.',
      });
      // Staff cannot cancel at all: there is no such route for them.
      expect(
        (
          await t.request({
            method: 'POST',
            url: staffUrl(late.id, 'cancel'),
            token: staff,
            body: { reason: 'x' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      f.setClock(f.monday, '09:00');
    }
  });
});

describe('who sees what', () => {
  it("another salon's appointment is 404 for the owner, another customer's for the customer, another staff's for staff", async () => {
    const [foreign] = await rowsOf<{ id: number }>(
      t,
      sql`select a.id from appointments a join salons s on s.id = a.salon_id join users u on u.id = s.owner_user_id
        join users c on c.id = a.customer_user_id join users st on st.id = a.staff_user_id
        where u.email <> 'salon@salonya.test' and c.email <> 'musteri@salonya.test' and st.email <> 'personel@salonya.test'
        and a.status = 'pending' order by a.id limit 1`,
    );
    for (const [url, token] of [
      [`/api/v1/salon-owner/appointments/${foreign!.id}`, owner],
      [`/api/v1/customer/appointments/${foreign!.id}`, customer],
      [`/api/v1/staff/appointments/${foreign!.id}`, staff],
    ] as const) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Randevu bulunamadı.');
    }
    for (const action of ['confirm', 'complete', 'no-show']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/salon-owner/appointments/${foreign!.id}/${action}`,
        token: owner,
      });
      expect(res.statusCode).toBe(404);
    }
    const admins = await t.request({
      method: 'GET',
      url: `/api/v1/admin/appointments/${foreign!.id}`,
      token: admin,
    });
    expect(admins.statusCode).toBe(200);
    const bad = await t.request({ method: 'GET', url: '/api/v1/customer/appointments/abc', token: customer });
    expect(bad.statusCode).toBe(404);
  });

  it('each area is for its own user type', async () => {
    for (const [url, token] of [
      ['/api/v1/customer/appointments', owner],
      ['/api/v1/salon-owner/appointments', customer],
      ['/api/v1/staff/appointments', customer],
    ] as const) {
      expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/appointments' })).statusCode).toBe(401);
  });

  it('the customer lists upcoming and past appointments (seeded history included), paged', async () => {
    const past = await t.request({
      method: 'GET',
      url: '/api/v1/customer/appointments?scope=past&per_page=5',
      token: customer,
    });
    const data = past.json().data as {
      appointments: AppointmentBody[];
      meta: { total: number; per_page: number };
    };
    expect(data.appointments.length).toBeGreaterThan(0);
    expect(data.meta.per_page).toBe(5);
    const statuses = new Set(data.appointments.map((a) => a.status));
    for (const s of statuses)
      expect(['completed', 'cancelled', 'no_show', 'confirmed', 'pending']).toContain(s);
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/customer/appointments?scope=later',
      token: customer,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('past: a future appointment cancelled long ago sorts by its cancellation, not above today (issue #21 item 5)', async () => {
    const a = await bookOk('16:30');
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${a.id}/cancel`,
      token: customer,
      body: { reason: 'İşim çıktı' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.database.db.execute(
      sql`update appointments set cancelled_at = '2000-01-03T09:00:00Z' where id = ${a.id}`,
    );
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/customer/appointments?scope=past&per_page=100',
      token: customer,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.appointments as AppointmentBody[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.at(-1)!.id).toBe(a.id);
  });

  it('the owner filters by status and staff', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/salon-owner/appointments?status=cancelled&salon_staff_id=${f.staff[1]!.id}`,
      token: owner,
    });
    const list = res.json().data.appointments as AppointmentBody[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.status === 'cancelled' && a.staff.salon_staff_id === f.staff[1]!.id)).toBe(
      true,
    );
  });
});

describe('malformed input never reaches a 5xx', () => {
  const payloads = [
    '{"salon_id": ',
    'null',
    '[1,2]',
    '"merhaba"',
    '{}',
    JSON.stringify({ salon_id: 'x', salon_staff_id: {}, service_ids: 'a,b', date: 5, time: [], notes: 7 }),
    JSON.stringify({
      salon_id: 1e20,
      salon_staff_id: -1,
      service_ids: [1e20],
      date: '9999-99-99',
      time: '99:99',
    }),
    JSON.stringify({ reason: null, date: null, time: null, salon_staff_id: null }),
  ];
  it.each(['/api/v1/appointments', 'cancel', 'reschedule'])('POST %s', async (target) => {
    const [row] = await rowsOf<{ id: number }>(
      t,
      sql`select a.id from appointments a join users u on u.id = a.customer_user_id
        where u.email = 'musteri@salonya.test' order by a.id limit 1`,
    );
    const url = target.startsWith('/') ? target : `/api/v1/customer/appointments/${row!.id}/${target}`;
    for (const payload of payloads) {
      const res = await t.request({
        method: 'POST',
        url,
        token: customer,
        payload,
        headers: { 'idempotency-key': newKey() },
      });
      expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
      expect(res.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('a NUL character in the notes answers 422 on that field, not a server error', async () => {
    const res = await book(bodyAt('11:00', { date: f.monday, notes: 'a\u0000b' }), {});
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.notes).toEqual(['Bu alan izin verilmeyen bir kontrol karakteri içeriyor.']);
  });

  it('odd query strings on the public endpoints answer 4xx', async () => {
    for (const query of [
      'salon_id=1e30&date=2026-01-01&service_ids=1',
      `salon_id=${f.salonId}&date=2026-01-01&service_ids[]=x`,
      `salon_id=${f.salonId}&date=2026-01-01&service_ids=1&service_ids=1`,
      `salon_id=${f.salonId}&date=2026-01-01&service_ids=${'1,'.repeat(50)}1`,
      `salon_id=${f.salonId}&date[]=2026-01-01&service_ids=1`,
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/v1/booking/slots?${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });
});
