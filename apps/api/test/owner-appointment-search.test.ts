import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, prepareBookingSalon, type BookingFixture } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let f: BookingFixture;
let customer: string;
let owner: string;
let appointmentId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  [customer, owner] = await Promise.all([t.loginAs('customer'), t.loginAs('salon_owner')]);
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: customer,
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date: f.tuesday,
      time: '10:00',
    },
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(201);
  appointmentId = res.json<{ data: { id: number } }>().data.id;
});
afterAll(async () => {
  await t.close();
});

const search = (q: string) =>
  t.request({
    method: 'GET',
    url: `/api/v1/salon-owner/appointments?salon_id=${f.salonId}&date_from=${f.tuesday}&date_to=${f.tuesday}&q=${encodeURIComponent(q)}`,
    token: owner,
  });

describe('GET /salon-owner/appointments?q=', () => {
  it.each([
    ['musteri@salonya', true], // e-mail, any case
    ['MUSTERI@SALONYA', true],
    ['zz-nobody-zz', false],
    ['%', true], // under 2 characters: ignored, not a wildcard
    ['_%', false], // escaped: a literal '_%' matches nobody
  ])('q=%s finds the appointment: %s', async (q, found) => {
    const res = await search(q);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<{ data: { appointments: { id: number }[] } }>().data.appointments.map((a) => a.id);
    expect(ids.includes(appointmentId)).toBe(found);
  });

  it('refuses a text over 100 characters with a Turkish message (422)', async () => {
    const res = await search('a'.repeat(101));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.q?.[0]).toBe(
      'Arama en fazla 100 karakter olabilir.',
    );
  });
});
