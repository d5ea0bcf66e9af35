import { REFUND_POLICY_MESSAGES as M } from '@salonya/domain/money/refunds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newKey,
  prepareBookingSalon,
  registerCustomers,
  rowsOf,
  type BookingFixture,
} from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * The salon owner's cancellation and refund policy (ADR 0048, issue 18 item 6) at
 * /salon-owner/salons/:salonId/refund-policy: read, replace, 422 in Turkish, another owner's salon 404, and a late
 * cancellation proposing what the saved policy says (and counted in the admin dashboard's pending refunds). PGlite,
 * and PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let f: BookingFixture;
let owner: string;
let customer: string;
let staff: string;
let admin: string;
let alice: string;
let salonC: number;

const CARD = {
  holder_name: 'Ayşe Yılmaz',
  expiry_month: 12,
  expiry_year: 2031,
  cvc: '123',
  number: '4242424242424242',
};
const policyBody = { free_cancellation_minutes: 2880, late_refund: 'partial', late_refund_percent: 30 };

const get = (url: string, token?: string) => t.request({ method: 'GET', url: `/api/v1${url}`, token });
const put = (url: string, body: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/v1${url}`, token, body });

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  [owner, customer, staff, admin] = await Promise.all([
    t.loginAs('salon_owner'),
    t.loginAs('customer'),
    t.loginAs('staff'),
    t.loginAs('admin'),
  ]);
  alice = (await registerCustomers(t, 1))[0]!;
  const [foreign] = await rowsOf<{ id: number }>(
    t,
    sql`select s.id from salons s join users u on u.id = s.owner_user_id
      where u.email <> 'salon@salonya.test' order by s.id limit 1`,
  );
  salonC = Number(foreign!.id);
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('GET/PUT /salon-owner/salons/:salonId/refund-policy', () => {
  it('gives the defaults (24 hours free, half back later) with the customer’s sentence', async () => {
    await t.database.db.execute(sql`update salon_booking_settings set free_cancellation_minutes = 1440,
      late_refund = 'partial', late_refund_percent = 50 where salon_id = ${f.salonId}`);
    const res = await get(`/salon-owner/salons/${f.salonId}/refund-policy`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      salon_id: f.salonId,
      free_cancellation_minutes: 1440,
      late_refund: 'partial',
      late_refund_percent: 50,
      summary:
        'Randevudan en az 1 gün önce yapılan iptallerde ödemenin tamamı iade edilir; daha geç iptallerde ödemenin %50 kadarı yönetici onayıyla iade edilir.',
    });
  });

  it('replaces the policy and reads it back; the salon’s other settings stay', async () => {
    await t.database.db.execute(sql`insert into salon_booking_settings (salon_id, buffer_minutes)
      values (${f.salonId}, 10) on conflict (salon_id) do update set buffer_minutes = 10`);
    const [before] = await rowsOf<{ cancellation_cutoff_minutes: number; buffer_minutes: number }>(
      t,
      sql`select cancellation_cutoff_minutes, buffer_minutes from salon_booking_settings where salon_id = ${f.salonId}`,
    );
    const res = await put(`/salon-owner/salons/${f.salonId}/refund-policy`, policyBody, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.saved);
    expect(res.json().data).toMatchObject({ salon_id: f.salonId, ...policyBody });
    const read = await get(`/salon-owner/salons/${f.salonId}/refund-policy`, owner);
    expect(read.json().data).toMatchObject(policyBody);
    expect(typeof read.json().data.updated_at).toBe('string');
    const [after] = await rowsOf<{ cancellation_cutoff_minutes: number; buffer_minutes: number }>(
      t,
      sql`select cancellation_cutoff_minutes, buffer_minutes from salon_booking_settings where salon_id = ${f.salonId}`,
    );
    expect(after).toEqual(before);
  });

  it.each([
    [
      'a window longer than a week',
      { free_cancellation_minutes: 10_081 },
      'free_cancellation_minutes',
      M.freeWindowRange,
    ],
    ['a negative window', { free_cancellation_minutes: -1 }, 'free_cancellation_minutes', M.freeWindowRange],
    ['a text window', { free_cancellation_minutes: '60' }, 'free_cancellation_minutes', M.freeWindowWhole],
    ['an unknown late rule', { late_refund: 'all' }, 'late_refund', M.lateRefund],
    ['a percent over 100', { late_refund_percent: 150 }, 'late_refund_percent', M.percentRange],
    ['a fractional percent', { late_refund_percent: 12.5 }, 'late_refund_percent', M.percentWhole],
    ['a partial refund of nothing', { late_refund_percent: 0 }, 'late_refund_percent', M.percentRequired],
  ])(
    'refuses %s with 422 and the Turkish message; nothing changes',
    async (_name, change, field, message) => {
      const before = (await get(`/salon-owner/salons/${f.salonId}/refund-policy`, owner)).json().data;
      const res = await put(
        `/salon-owner/salons/${f.salonId}/refund-policy`,
        { ...policyBody, ...change },
        owner,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
      expect((await get(`/salon-owner/salons/${f.salonId}/refund-policy`, owner)).json().data).toEqual(
        before,
      );
    },
  );

  it('refuses a body that is not an object with 422, never 500', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/salon-owner/salons/${f.salonId}/refund-policy`,
      token: owner,
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers 404 for another owner’s, a missing or a malformed salon id, and changes nothing there', async () => {
    for (const id of [String(salonC), '2000000000', 'abc', '0']) {
      expect((await get(`/salon-owner/salons/${id}/refund-policy`, owner)).statusCode).toBe(404);
      expect((await put(`/salon-owner/salons/${id}/refund-policy`, policyBody, owner)).statusCode).toBe(404);
    }
    const [row] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from salon_booking_settings where salon_id = ${salonC}
        and free_cancellation_minutes = 2880 and late_refund_percent = 30`,
    );
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses staff and customers (403) and asks for a login (401)', async () => {
    for (const token of [staff, customer]) {
      expect((await get(`/salon-owner/salons/${f.salonId}/refund-policy`, token)).statusCode).toBe(403);
      expect(
        (await put(`/salon-owner/salons/${f.salonId}/refund-policy`, policyBody, token)).statusCode,
      ).toBe(403);
    }
    expect((await get(`/salon-owner/salons/${f.salonId}/refund-policy`)).statusCode).toBe(401);
  });
});

describe('the saved policy decides a cancellation', () => {
  it('previews a booking paid at the salon as nothing to refund, with the policy in words', async () => {
    expect((await put(`/salon-owner/salons/${f.salonId}/refund-policy`, policyBody, owner)).statusCode).toBe(
      200,
    );
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/appointments',
      token: alice,
      headers: { 'idempotency-key': newKey() },
      body: {
        salon_id: f.salonId,
        salon_staff_id: f.staff[1]!.id,
        service_ids: [f.serviceId],
        date: f.tuesday,
        time: '15:00',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await get(`/customer/appointments/${booked.json().data.id as number}/refund-preview`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'none',
      paid_kurus: 0,
      amount_kurus: 0,
      text: null,
      policy_summary:
        'Randevudan en az 2 gün önce yapılan iptallerde ödemenin tamamı iade edilir; daha geç iptallerde ödemenin %30 kadarı yönetici onayıyla iade edilir.',
    });
  });

  it('a customer cancelling inside 48 hours makes a request for 30 %, counted as pending on the dashboard', async () => {
    expect((await put(`/salon-owner/salons/${f.salonId}/refund-policy`, policyBody, owner)).statusCode).toBe(
      200,
    );
    const pendingBefore = (await get('/admin/dashboard', admin)).json().data.pending_approvals;
    const statsBefore = (await get('/admin/refunds/stats', admin)).json().data;
    // The app clock is a Monday 09:00: Tuesday 10:00 is 25 hours away, inside the new 48-hour window.
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/appointments',
      token: alice,
      headers: { 'idempotency-key': newKey() },
      body: {
        salon_id: f.salonId,
        salon_staff_id: f.staff[0]!.id,
        service_ids: [f.serviceId],
        date: f.tuesday,
        time: '10:00',
        payment_method: 'card',
        card: CARD,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().data.id as number;
    // The cancel dialog's preview says the same before the customer cancels; another customer's is 404.
    const preview = await get(`/customer/appointments/${id}/refund-preview`, alice);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      kind: 'review',
      paid_kurus: 50_000,
      amount_kurus: 15_000,
      policy: policyBody,
      text: 'Ücretsiz iptal süresi geçti: şimdi iptal ederseniz salonun politikasına göre ₺150 iade talebi yönetici onayına gönderilir.',
    });
    expect((await get(`/customer/appointments/${id}/refund-preview`, customer)).statusCode).toBe(404);
    expect((await get(`/customer/appointments/abc/refund-preview`, alice)).statusCode).toBe(404);
    expect((await get(`/customer/appointments/${id}/refund-preview`, owner)).statusCode).toBe(403);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${id}/cancel`,
      token: alice,
      body: { reason: 'Planım değişti', refund_to: 'wallet' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = (await get(`/customer/refunds?appointment_id=${id}`, alice)).json().data.refunds;
    // Nothing left to refund once the request exists.
    expect((await get(`/customer/appointments/${id}/refund-preview`, alice)).json().data).toMatchObject({
      kind: 'none',
      paid_kurus: 0,
      text: null,
    });
    expect(refunds[0]).toMatchObject({ status: 'requested', paid_kurus: 50_000, proposed_kurus: 15_000 });
    const pending = (await get('/admin/dashboard', admin)).json().data.pending_approvals;
    expect(pending.refund_requests).toBe(pendingBefore.refund_requests + 1);
    expect(pending.total).toBe(pendingBefore.total + 1);
    const stats = await get('/admin/refunds/stats', admin);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toEqual({ ...statsBefore, requested: statsBefore.requested + 1 });
    expect((await get('/admin/refunds/stats', owner)).statusCode).toBe(403);
    expect((await get('/admin/refunds/stats')).statusCode).toBe(401);
  });
});
