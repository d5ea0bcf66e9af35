import { appointmentListEnvelopeResponseSchema } from '@salonya/contracts/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, prepareBookingSalon, type BookingFixture } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let f: BookingFixture;
let admin: string;
let customer: string;
let owner: string;
let first: number;
let second: number;

async function book(time: string): Promise<number> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: customer,
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date: f.tuesday,
      time,
    },
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  [admin, customer, owner] = await Promise.all([
    t.loginAs('admin'),
    t.loginAs('customer'),
    t.loginAs('salon_owner'),
  ]);
  first = await book('10:00');
  second = await book('14:00');
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, token: string | null = admin) {
  return t.request({ method: 'GET', url: `/api/v1/admin/appointments?${query}`, token: token ?? undefined });
}
async function listOk(query: string) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return appointmentListEnvelopeResponseSchema.parse(res.json()).data;
}

describe('GET /admin/appointments', () => {
  it('lists the day of the salon newest start first, with the customer, staff, services and total', async () => {
    const data = await listOk(`salon_id=${f.salonId}&date_from=${f.tuesday}&date_to=${f.tuesday}`);
    const ids = data.appointments.map((a) => a.id);
    expect(ids.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    const row = data.appointments.find((a) => a.id === first)!;
    expect(row.salon.id).toBe(f.salonId);
    expect(row.customer).not.toBeNull();
    expect(row.services.length).toBe(1);
    expect(row.total_price_kurus).toBeGreaterThan(0);
    expect(row.status).not.toBe('cancelled');
  });

  it('pages with page and per_page', async () => {
    const base = `salon_id=${f.salonId}&date_from=${f.tuesday}&date_to=${f.tuesday}&per_page=1`;
    const one = await listOk(`${base}&page=1`);
    const two = await listOk(`${base}&page=2`);
    expect(one.meta).toMatchObject({ page: 1, per_page: 1 });
    expect(one.meta.total).toBeGreaterThanOrEqual(2);
    expect(one.meta.last_page).toBe(one.meta.total);
    expect(one.appointments).toHaveLength(1);
    expect(two.appointments[0]!.id).not.toBe(one.appointments[0]!.id);
  });

  it('filters by status', async () => {
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/admin/appointments/${second}/cancel`,
      token: admin,
      body: { reason: 'Test iptali' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const day = `salon_id=${f.salonId}&date_from=${f.tuesday}&date_to=${f.tuesday}`;
    const cancelled = await listOk(`${day}&status=cancelled`);
    expect(cancelled.appointments.map((a) => a.id)).toContain(second);
    expect(cancelled.appointments.every((a) => a.status === 'cancelled')).toBe(true);
    const status = (await listOk(day)).appointments.find((a) => a.id === first)!.status;
    const live = await listOk(`${day}&status=${status}`);
    expect(live.appointments.map((a) => a.id)).toContain(first);
    expect(live.appointments.map((a) => a.id)).not.toContain(second);
  });

  it.each([
    ['musteri@salonya', true], // the customer's e-mail
    ['#ID', true], // the appointment's number
    ['zz-nobody-zz', false],
    ['_%', false], // escaped wildcards
  ])('q=%s finds the appointment: %s', async (q, found) => {
    const text = q.replace('ID', String(first));
    const data = await listOk(`date_from=${f.tuesday}&date_to=${f.tuesday}&q=${encodeURIComponent(text)}`);
    expect(data.appointments.map((a) => a.id).includes(first)).toBe(found);
  });

  it("finds by the salon's name", async () => {
    const detail = await t.request({
      method: 'GET',
      url: `/api/v1/admin/appointments/${first}`,
      token: admin,
    });
    const name = detail.json<{ data: { salon: { name: string } } }>().data.salon.name;
    const data = await listOk(`date_from=${f.tuesday}&date_to=${f.tuesday}&q=${encodeURIComponent(name)}`);
    expect(data.appointments.map((a) => a.id)).toContain(first);
  });

  it('answers 401 without a session and 403 to other roles', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', customer)).statusCode).toBe(403);
    expect((await list('', owner)).statusCode).toBe(403);
  });

  it.each([
    ['status=nope', 'status', 'Durum geçersiz.'],
    ['page=0', 'page', undefined],
    ['date_from=2026-13-40', 'date_from', undefined],
    [`date_from=2026-05-10&date_to=2026-05-01`, 'date_to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
    [`q=${'a'.repeat(101)}`, 'q', 'Arama en fazla 100 karakter olabilir.'],
  ])('refuses %s with a Turkish message on the field (422)', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors[field]?.[0]).toBeTruthy();
    if (message) expect(errors[field]?.[0]).toBe(message);
  });
});
