import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, prepareBookingSalon, rowsOf, type BookingFixture } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/** The home-service settings of /salon/eve-gelen-hizmet reach the wizard's location step and the booking. */
let t: TestApp;
let f: BookingFixture;
let owner: string;
let customer: string;
let salonPoint: { latitude: number; longitude: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  owner = await t.loginAs('salon_owner');
  customer = await t.loginAs('customer');
  const [salon] = await rowsOf<{ latitude: number; longitude: number }>(
    t,
    sql`select latitude, longitude from salons where id = ${f.salonId}`,
  );
  salonPoint = { latitude: Number(salon!.latitude), longitude: Number(salon!.longitude) };
});
afterAll(async () => {
  await t.close();
});

const address = () => ({
  title: 'Ev',
  address: 'Moda Mah. Şair Nefi Sok. No: 12 Daire 3',
  district: 'Kadıköy',
  city: 'İstanbul',
  latitude: salonPoint.latitude + 0.01,
  longitude: salonPoint.longitude,
});

async function book(serviceId: number, time: string, over: Record<string, unknown> = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: customer,
    headers: { 'idempotency-key': newKey() },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [serviceId],
      date: f.tuesday,
      time,
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { total_price_kurus: number; address: unknown } }>().data;
}

async function slotTimes(serviceId: number): Promise<string[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/booking/slots?salon_id=${f.salonId}&date=${f.tuesday}&salon_staff_id=${f.staff[0]!.id}&service_ids[]=${serviceId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { slots: { time: string }[] } }>().data.slots.map((x) => x.time);
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe('home-service settings in the booking', () => {
  it('the location step reads radius and fee; a home booking adds the fee to its total and keeps the travel buffer free', async () => {
    const saved = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${f.salonId}/home-service`,
      token: owner,
      body: {
        service_radius_km: 15,
        home_travel_buffer_minutes: 30,
        home_service_fee_kurus: 15050,
        home_service_ids: [f.serviceId],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const list = await t.request({
      method: 'GET',
      url: `/api/v1/customer/addresses?salon_id=${f.salonId}`,
      token: customer,
    });
    expect(list.json().data).toMatchObject({
      service_radius_km: 15,
      home_service_fee_kurus: 15050,
      home_travel_buffer_minutes: 30,
    });

    const [prices] = await rowsOf<{ home: number; salon: number }>(
      t,
      sql`select (select price_kurus from services where id = ${f.serviceId}) as home,
        (select coalesce(discounted_price_kurus, price_kurus) from services where id = ${f.secondServiceId}) as salon`,
    );
    const home = await book(f.serviceId, '10:00', { address: address() });
    expect(home.address).not.toBeNull();
    expect(home.total_price_kurus).toBe(Number(prices!.home) + 15050);
    // The travel buffer (30 min) stays free after the home visit for a salon service …
    const homeEnd = 10 * 60 + f.serviceMinutes;
    const afterHome = await slotTimes(f.secondServiceId);
    expect(afterHome).not.toContain(hhmm(homeEnd));
    expect(afterHome).not.toContain(hhmm(homeEnd + 15));
    expect(afterHome).toContain(hhmm(homeEnd + 30));

    const inSalon = await book(f.secondServiceId, '14:00');
    expect(inSalon.address).toBeNull();
    expect(inSalon.total_price_kurus).toBe(Number(prices!.salon));
    // … and a new home visit needs it free before the next appointment.
    const beforeSalon = await slotTimes(f.serviceId);
    expect(beforeSalon).not.toContain(hhmm(14 * 60 - f.serviceMinutes));
    expect(beforeSalon).not.toContain(hhmm(14 * 60 - f.serviceMinutes - 15));
    expect(beforeSalon).toContain(hhmm(14 * 60 - f.serviceMinutes - 30));
  });

  it('without a travel buffer a home visit blocks only its own time', async () => {
    const saved = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${f.salonId}/home-service`,
      token: owner,
      body: {
        service_radius_km: 15,
        home_travel_buffer_minutes: 0,
        home_service_fee_kurus: 0,
        home_service_ids: [f.serviceId],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const homeEnd = 10 * 60 + f.serviceMinutes;
    expect(await slotTimes(f.secondServiceId)).toContain(hhmm(homeEnd));
    expect(await slotTimes(f.serviceId)).toContain(hhmm(14 * 60 - f.serviceMinutes));
  });
});
