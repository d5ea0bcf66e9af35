import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBookingSalon, type BookingFixture } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let f: BookingFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
});
afterAll(async () => {
  await t.close();
});

const slotsUrl = (params: Record<string, string | number | (string | number)[]>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, String(item));
  return `/api/v1/booking/slots?${search.toString()}`;
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface SlotsBody {
  data: {
    slots: {
      time: string;
      starts_at: string;
      ends_at: string;
      salon_staff_ids: number[];
    }[];
    staff: { salon_staff_id: number; user_id: number; display_name: string }[];
    no_slots_reason: string | null;
    total_duration_minutes: number;
    total_price_kurus: number;
    server_time: string;
    rules: { min_notice_minutes: number; first_bookable_date: string };
  };
}

describe('GET /booking/slots', () => {
  it('lists the free 15-minute starts of one staff member with +03:00 instants, for anyone', async () => {
    const res = await t.request({
      method: 'GET',
      url: slotsUrl({
        salon_id: f.salonId,
        date: f.tuesday,
        salon_staff_id: f.staff[0]!.id,
        'service_ids[]': [f.serviceId],
      }),
    });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as SlotsBody).data;
    expect(data.slots[0]).toMatchObject({
      time: '09:00',
      starts_at: `${f.tuesday}T09:00:00+03:00`,
      ends_at: `${f.tuesday}T${hhmm(9 * 60 + f.serviceMinutes)}:00+03:00`,
      salon_staff_ids: [f.staff[0]!.id],
    });
    expect(data.staff).toEqual([
      { salon_staff_id: f.staff[0]!.id, user_id: f.staff[0]!.userId, display_name: expect.any(String) },
    ]);
    expect(data.slots.at(-1)?.time).toBe(hhmm(18 * 60 - f.serviceMinutes));
    expect(data.slots.every((s) => Number(s.time.slice(3)) % 15 === 0)).toBe(true);
    expect(data.total_price_kurus).toBe(50000);
    expect(data.server_time).toMatch(/\+03:00$/);
    expect(data.rules.min_notice_minutes).toBe(60);
  });

  it("'any' names every free capable staff member per start", async () => {
    const res = await t.request({
      method: 'GET',
      url: slotsUrl({
        salon_id: f.salonId,
        date: f.tuesday,
        salon_staff_id: 'any',
        service_ids: String(f.serviceId),
      }),
    });
    const { slots, staff } = (res.json() as SlotsBody).data;
    expect([...slots[0]!.salon_staff_ids].sort()).toEqual(f.staff.map((s) => s.id).sort());
    // Each staff member is listed once for the day, in the order the slots name them (fairest first).
    expect(staff.map((s) => s.salon_staff_id)).toEqual(slots[0]!.salon_staff_ids);
    expect(new Set(slots.flatMap((s) => s.salon_staff_ids))).toEqual(
      new Set(staff.map((s) => s.salon_staff_id)),
    );
  });

  it('sums the durations of several services done in sequence', async () => {
    const res = await t.request({
      method: 'GET',
      url: slotsUrl({
        salon_id: f.salonId,
        date: f.tuesday,
        salon_staff_id: f.staff[0]!.id,
        'service_ids[]': [f.serviceId, f.secondServiceId],
      }),
    });
    const data = (res.json() as SlotsBody).data;
    expect(data.total_duration_minutes).toBe(f.serviceMinutes + f.secondServiceMinutes);
  });

  it('a blocking and a break remove their slots; a full-day blocking empties the day', async () => {
    const s = f.staff[0]!;
    await t.database.db
      .execute(sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date,
      start_time, end_time, reason) values (${f.salonId}, ${s.id}, ${s.userId}, 'meeting', ${f.tuesday}, '10:00', '11:00', 'Toplantı')`);
    await t.database.db
      .execute(sql`insert into staff_breaks (salon_id, salon_staff_id, staff_user_id, name, start_time,
      end_time, days) values (${f.salonId}, ${s.id}, ${s.userId}, 'Öğle arası', '13:00', '14:00', array['tuesday'])`);
    const url = slotsUrl({
      salon_id: f.salonId,
      date: f.tuesday,
      salon_staff_id: s.id,
      service_ids: f.serviceId,
    });
    const times = ((await t.request({ method: 'GET', url })).json() as SlotsBody).data.slots.map(
      (x) => x.time,
    );
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('13:00');
    expect(times).toContain('11:00');
    expect(times).toContain('14:00');

    await t.database.db
      .execute(sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, type, date,
      is_full_day, reason) values (${f.salonId}, ${s.id}, ${s.userId}, 'vacation', ${f.tuesday}, true, 'İzin')`);
    const empty = ((await t.request({ method: 'GET', url })).json() as SlotsBody).data;
    expect(empty.slots).toEqual([]);
    expect(empty.no_slots_reason).toBe('staff_not_working');
    await t.database.db.execute(sql`delete from staff_blockings where salon_staff_id = ${s.id}`);
    await t.database.db.execute(sql`delete from staff_breaks where salon_staff_id = ${s.id}`);
  });

  it('a closed day, a past day and a day beyond the advance limit have no slots, with the reason', async () => {
    for (const [date, reason] of [
      [f.sunday, 'salon_closed'],
      ['2020-01-07', 'in_past'],
      ['2099-01-06', 'beyond_max_advance'],
    ] as const) {
      const res = await t.request({
        method: 'GET',
        url: slotsUrl({ salon_id: f.salonId, date, service_ids: f.serviceId }),
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as SlotsBody).data).toMatchObject({ slots: [], no_slots_reason: reason });
    }
  });

  it('answers 422 in Turkish for bad input and 404 for an unknown salon', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ salon_id: f.salonId, date: f.tuesday }, 'service_ids', 'En az bir hizmet seçin.'],
      [
        { salon_id: f.salonId, date: '2026-13-01', service_ids: f.serviceId },
        'date',
        'Geçerli bir tarih girin.',
      ],
      [
        { salon_id: f.salonId, date: f.tuesday, service_ids: f.foreignServiceId },
        'service_ids',
        'Seçilen hizmetlerden biri bu salonda bulunamadı.',
      ],
      [
        { salon_id: f.salonId, date: f.tuesday, service_ids: f.serviceId, salon_staff_id: f.foreignStaffId },
        'salon_staff_id',
        'Seçilen uzman bu salonda bulunamadı.',
      ],
      [
        { salon_id: f.salonId, date: f.tuesday, service_ids: f.serviceId, salon_staff_id: 'x' },
        'salon_staff_id',
        "Personel bir numara ya da 'any' olmalıdır.",
      ],
    ];
    for (const [params, field, message] of cases) {
      const res = await t.request({ method: 'GET', url: slotsUrl(params) });
      expect(res.statusCode, JSON.stringify(params)).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    const other = await t.database.db.execute(sql`select st.id from salon_staff st
      where st.salon_id = ${f.salonId} and st.id not in (${f.staff[0]!.id}, ${f.staff[1]!.id}) limit 1`);
    const third = (other as unknown as { rows: { id: number }[] }).rows[0];
    if (third) {
      const res = await t.request({
        method: 'GET',
        url: slotsUrl({
          salon_id: f.salonId,
          date: f.tuesday,
          service_ids: f.serviceId,
          salon_staff_id: third.id,
        }),
      });
      expect(res.json().errors.salon_staff_id).toContain(
        'Seçilen uzman, seçtiğiniz hizmetlerin hepsini yapmıyor.',
      );
    }
    const missing = await t.request({
      method: 'GET',
      url: slotsUrl({ salon_id: 999999, date: f.tuesday, service_ids: f.serviceId }),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Salon bulunamadı');
  });
});

describe('GET /booking/calendar', () => {
  it('tells in one request which days of the month have free slots', async () => {
    const month = f.tuesday.slice(0, 7);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/booking/calendar?salon_id=${f.salonId}&month=${month}&salon_staff_id=any&service_ids[]=${f.serviceId}`,
    });
    expect(res.statusCode).toBe(200);
    const days = res.json().data.days as { date: string; available: boolean; slot_count: number }[];
    expect(days[0]!.date).toBe(`${month}-01`);
    const tuesday = days.find((d) => d.date === f.tuesday)!;
    expect(tuesday.available).toBe(true);
    expect(tuesday.slot_count).toBeGreaterThan(20);
    const sunday = days.find((d) => d.date === f.sunday);
    if (sunday) expect(sunday).toMatchObject({ available: false, slot_count: 0 });
  });

  it('refuses a malformed month', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/booking/calendar?salon_id=${f.salonId}&month=2026-13&service_ids=${f.serviceId}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.month).toContain('Ay YYYY-AA biçiminde olmalıdır.');
  });
});

describe('seeded availability and appointments', () => {
  const one = async (query: ReturnType<typeof sql>) =>
    Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  it('every working range lies inside the salon opening hours of its weekday', async () => {
    expect(await one(sql`select count(*)::int as n from salon_staff`)).toBeGreaterThan(0);
    expect(
      await one(sql`select count(*)::int as n from staff_working_hours w
        join salon_staff st on st.id = w.salon_staff_id
        left join salon_opening_hours h on h.salon_id = st.salon_id and h.weekday = w.weekday
        where h.opens_at is null or w.starts_at < h.opens_at or w.ends_at > h.closes_at`),
    ).toBe(0);
    expect(await one(sql`select count(*)::int as n from staff_breaks`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*)::int as n from staff_blockings`)).toBeGreaterThan(0);
  });

  it('seeded appointments never overlap, fit the working hours, and the demo customer has past and upcoming ones', async () => {
    expect(
      await one(sql`select count(*)::int as n from appointments a join appointments b on a.id < b.id
        and a.salon_staff_id = b.salon_staff_id and a.status <> 'cancelled' and b.status <> 'cancelled'
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`),
    ).toBe(0);
    expect(
      await one(sql`select count(*)::int as n from appointments a
        where a.salon_id <> ${f.salonId} and not exists (select 1 from staff_working_hours w
          where w.salon_staff_id = a.salon_staff_id
            and w.weekday = extract(isodow from a.starts_at at time zone 'Europe/Istanbul')
            and w.starts_at <= (a.starts_at at time zone 'Europe/Istanbul')::time
            and w.ends_at >= (a.ends_at at time zone 'Europe/Istanbul')::time)`),
    ).toBe(0);
    const demo = sql`(select id from users where email = 'musteri@salonya.test')`;
    expect(
      await one(
        sql`select count(*)::int as n from appointments where customer_user_id = ${demo} and starts_at > now()`,
      ),
    ).toBeGreaterThan(0);
    for (const status of ['completed', 'cancelled', 'no_show'])
      expect(
        await one(sql`select count(*)::int as n from appointments where customer_user_id = ${demo}
          and status = ${status}`),
        status,
      ).toBeGreaterThan(0);
    expect(
      await one(sql`select count(*)::int as n from appointments a
        where not exists (select 1 from appointment_services x where x.appointment_id = a.id)`),
    ).toBe(0);
  });
});
