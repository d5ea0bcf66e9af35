import { addDays } from '@salonya/domain/booking/time';
import { topUpJournal } from '@salonya/domain/money/journals';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction';
import { applyCoupon } from '../src/modules/coupons/coupons.service';
import { ledgerCheck, postJournal, walletBalance } from '../src/modules/money/ledger.repository';
import {
  newKey,
  prepareBookingSalon,
  registerCustomers,
  rowsOf,
  type BookingFixture,
} from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Issue 18 item 5 (coupons, ADR 0047): the wizard's check, coupons applied in the booking transaction and funded
 * through the ledger, released on cancellation or an unpaid booking, the limits under concurrency, the customer's
 * list, the search filter and the admin section. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let f: BookingFixture;
let adminToken: string;
let ownerToken: string;

const json = (r: LightMyRequestResponse) => r.json();
const CARD = { holder_name: 'Ayşe Yılmaz', expiry_month: 12, expiry_year: 2031, cvc: '123' };
const DECLINE = '4000000000000002';

const baseCoupon = {
  title: 'Yılbaşı indirimi',
  kind: 'percent',
  value: 10,
  funded_by: 'platform',
  starts_on: '2026-01-01',
  ends_on: '2028-12-31',
};
let codeCounter = 0;
const nextCode = (prefix = 'KUPON') => `${prefix}${process.pid % 1000}X${++codeCounter}`;

async function createCoupon(body: Record<string, unknown>, key = newKey()) {
  return t.request({
    method: 'POST',
    url: '/api/v1/admin/coupons',
    token: adminToken,
    body: { ...baseCoupon, code: nextCode(), ...body },
    headers: { 'idempotency-key': key },
  });
}
async function coupon(body: Record<string, unknown> = {}) {
  const res = await createCoupon(body);
  if (res.statusCode !== 201) throw new Error(`coupon: ${res.statusCode} ${res.body}`);
  return json(res).data as { id: number; code: string };
}
const validate = (token: string, code: string, serviceIds = [f.serviceId], salonId = f.salonId) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/coupons/validate',
    token,
    body: { code, salon_id: salonId, service_ids: serviceIds },
  });
const book = (token: string, date: string, time: string, extra: Record<string, unknown>, staff = 0) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token,
    headers: { 'idempotency-key': newKey() },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[staff]!.id,
      service_ids: [f.serviceId],
      date,
      time,
      ...extra,
    },
  });
const userIdOf = async (token: string) =>
  json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token })).data.user_id as number;
const fund = async (token: string, kurus: number) => {
  const id = await userIdOf(token);
  await inTransaction(t.database.db, (tx) => postJournal(tx, topUpJournal(id, kurus)));
  return id;
};
const usedCount = async (id: number) =>
  Number((await rowsOf<{ n: number }>(t, sql`select used_count as n from coupons where id = ${id}`))[0]!.n);
const accountBalance = async (key: string) =>
  Number(
    (
      await rowsOf<{ b: number }>(t, sql`select balance_kurus as b from ledger_accounts where key = ${key}`)
    )[0]?.b ?? 0,
  );

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  adminToken = await t.loginAs('admin');
  ownerToken = await t.loginAs('salon_owner');
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('the payment step checks a code', () => {
  it('quotes the discount on the price the booking charges', async () => {
    const [c] = await registerCustomers(t, 1);
    const { code } = await coupon({ value: 15 });
    const res = await validate(c!, code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      code,
      title: 'Yılbaşı indirimi',
      label: '%15 indirim',
      total_kurus: 50_000,
      discount_kurus: 7_500,
      amount_due_kurus: 42_500,
    });
  });

  it.each<[string, Record<string, unknown> | null, string]>([
    ['an unknown code', null, 'Bu kupon kodu bulunamadı. Kodu kontrol edip tekrar deneyin.'],
    [
      'an expired coupon',
      { starts_on: '2025-01-01', ends_on: '2025-12-31' },
      'Bu kuponun geçerlilik süresi doldu.',
    ],
    [
      'a coupon of another salon',
      { funded_by: 'salon', salon_id: 'other' },
      'Bu kupon bu salonda geçerli değil.',
    ],
    [
      'a booking below the minimum',
      { min_amount_kurus: 60_000 },
      'Bu kupon en az ₺600 tutarındaki randevularda geçerlidir.',
    ],
    [
      'a category none of the services is in',
      { category_id: 'unused' },
      'Bu kupon seçtiğiniz hizmetlerde geçerli değil.',
    ],
  ])('refuses %s with its Turkish reason next to the field (422)', async (_name, over, message) => {
    const [c] = await registerCustomers(t, 1);
    let code = 'YOKBOYLEBIRKOD';
    if (over) {
      const body: Record<string, unknown> = { ...over };
      if (over.salon_id === 'other') {
        const [other] = await rowsOf<{ id: number }>(
          t,
          sql`select id from salons where id <> ${f.salonId} order by id limit 1`,
        );
        body.salon_id = Number(other!.id);
      }
      if (over.category_id === 'unused') {
        const [cat] = await rowsOf<{ id: number }>(
          t,
          sql`select id from categories where id not in (select coalesce(c.parent_id, 0) from categories c
            join services s on s.category_id = c.id where s.id = ${f.serviceId})
            and id <> (select category_id from services where id = ${f.serviceId}) order by id limit 1`,
        );
        body.category_id = Number(cat!.id);
      }
      code = (await coupon(body)).code;
    }
    const res = await validate(c!, code);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toEqual({ coupon_code: [message] });
    expect(json(res).message).toBe(message);
  });

  it('says a paused coupon is closed, and a first-booking coupon only fits a first booking', async () => {
    const [c] = await registerCustomers(t, 1);
    const paused = await coupon({});
    await t.request({ method: 'POST', url: `/api/v1/admin/coupons/${paused.id}/pause`, token: adminToken });
    expect(json(await validate(c!, paused.code)).errors.coupon_code).toEqual([
      'Bu kupon şu anda kullanıma kapalı.',
    ]);
    const first = await coupon({ first_booking_only: true });
    expect((await validate(c!, first.code)).statusCode).toBe(200);
    expect((await book(c!, addDays(f.monday, 5), '09:00', {})).statusCode).toBe(201);
    expect(json(await validate(c!, first.code)).errors.coupon_code).toEqual([
      'Bu kupon yalnızca ilk randevunuzda geçerlidir.',
    ]);
  });

  it('refuses bad input with 422 in Turkish, and only customers may ask', async () => {
    const [c] = await registerCustomers(t, 1);
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/customer/coupons/validate',
      token: c!,
      body: { code: 'ab!', salon_id: 'x', service_ids: [] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors as object).sort()).toEqual(['code', 'salon_id', 'service_ids']);
    expect(json(bad).errors.code[0]).toBe('Kupon kodu yalnızca harf, rakam, - ve _ içerebilir.');
    const foreign = await validate(c!, 'HERHANGI', [f.foreignServiceId]);
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign).errors.service_ids).toBeDefined();
    expect((await validate(ownerToken, 'HERHANGI')).statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/customer/coupons/validate',
          body: { code: 'X', salon_id: 1, service_ids: [1] },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('a booking with a coupon', () => {
  it('charges the discounted price by wallet; Salonya funds the discount; cancel gives everything back', async () => {
    const [c] = await registerCustomers(t, 1);
    const userId = await fund(c!, 100_000);
    const { id, code } = await coupon({ value: 20 });
    const promotionBefore = await accountBalance('promotion_funding');
    const res = await book(c!, addDays(f.monday, 5), '10:00', {
      payment_method: 'wallet',
      coupon_code: code,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({
      total_price_kurus: 50_000,
      discount_kurus: 10_000,
      amount_due_kurus: 40_000,
      coupon_code: code,
      payment_status: 'paid',
    });
    expect(json(res).payment).toMatchObject({ amount_kurus: 40_000, wallet_kurus: 40_000 });
    expect(await walletBalance(t.database.db, userId)).toBe(60_000);
    expect(await accountBalance('promotion_funding')).toBe(promotionBefore - 10_000);
    expect(await usedCount(id)).toBe(1);

    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${json(res).data.id as number}/cancel`,
      token: c!,
      body: { reason: 'Planım değişti' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await walletBalance(t.database.db, userId)).toBe(100_000);
    expect(await accountBalance('promotion_funding')).toBe(promotionBefore);
    expect(await usedCount(id)).toBe(0);
    const mine = json(await t.request({ method: 'GET', url: '/api/v1/customer/coupons', token: c! })).data;
    expect(mine.used).toEqual([
      expect.objectContaining({ code, discount_kurus: 10_000, status: 'released' }),
    ]);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('a salon coupon is the salon’s own discount: no funding journal; completion earns the paid price', async () => {
    const [c] = await registerCustomers(t, 1);
    await fund(c!, 100_000);
    const { code } = await coupon({ funded_by: 'salon', salon_id: f.salonId, kind: 'fixed', value: 5_000 });
    const promotionBefore = await accountBalance('promotion_funding');
    const earningsBefore = await accountBalance(`salon_earnings:${f.salonId}`);
    const res = await book(c!, f.monday, '11:00', { payment_method: 'wallet', coupon_code: code });
    expect(json(res).data).toMatchObject({ discount_kurus: 5_000, amount_due_kurus: 45_000 });
    expect(await accountBalance('promotion_funding')).toBe(promotionBefore);
    f.setClock(f.monday, '12:00');
    const done = await t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${json(res).data.id as number}/complete`,
      token: ownerToken,
    });
    f.setClock(f.monday, '09:00');
    expect(done.statusCode).toBe(200);
    // ₺450 paid less 10 % commission.
    expect((await accountBalance(`salon_earnings:${f.salonId}`)) - earningsBefore).toBe(40_500);
  });

  it('a platform coupon paid at the salon: the salon earns its full price at completion', async () => {
    const [c] = await registerCustomers(t, 1);
    const { code } = await coupon({ kind: 'fixed', value: 10_000 });
    const earningsBefore = await accountBalance(`salon_earnings:${f.salonId}`);
    const res = await book(c!, f.monday, '13:00', { coupon_code: code });
    expect(res.statusCode).toBe(201);
    expect(json(res).data).toMatchObject({ amount_due_kurus: 40_000, payment_method: 'pay_at_salon' });
    f.setClock(f.monday, '14:00');
    await t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${json(res).data.id as number}/complete`,
      token: ownerToken,
    });
    f.setClock(f.monday, '09:00');
    // Salonya's ₺100 reaches the salon's earnings less commission; the ₺400 was paid at the salon.
    expect((await accountBalance(`salon_earnings:${f.salonId}`)) - earningsBefore).toBe(9_000);
  });

  it('a declined card gives the use back; a code that does not apply keeps no appointment', async () => {
    const [c] = await registerCustomers(t, 1);
    const { id, code } = await coupon({ total_limit: 1 });
    const declined = await book(c!, f.monday, '15:00', {
      payment_method: 'card',
      card: { ...CARD, number: DECLINE },
      coupon_code: code,
    });
    expect(declined.statusCode).toBe(402);
    expect(await usedCount(id)).toBe(0);
    const [row] = await rowsOf<{ status: string }>(
      t,
      sql`select status from coupon_redemptions where coupon_id = ${id}`,
    );
    expect(row!.status).toBe('released');
    // The use is back: the one allowed use still works.
    expect((await book(c!, f.monday, '15:00', { coupon_code: code })).statusCode).toBe(201);
    const again = await book(c!, f.monday, '16:00', { coupon_code: code }, 1);
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.coupon_code).toEqual(['Bu kuponun kullanım hakları tükendi.']);
    const [n] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments where salon_staff_id = ${f.staff[1]!.id}
        and starts_at = ${new Date(`${f.monday}T16:00:00+03:00`).toISOString()}`,
    );
    expect(Number(n!.n)).toBe(0);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('a coupon covering the whole price cannot be paid by card (422 on the method)', async () => {
    const [c] = await registerCustomers(t, 1);
    const { code } = await coupon({ value: 100 });
    const res = await book(c!, f.monday, '17:00', {
      payment_method: 'card',
      card: { ...CARD, number: '4242424242424242' },
      coupon_code: code,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.payment_method).toBeDefined();
  });
});

describe('limits under concurrency', () => {
  it('a coupon of total limit 5 booked by 20 customers at once: exactly 5, never a 5xx', async () => {
    const customers = await registerCustomers(t, 20);
    const { id, code } = await coupon({ total_limit: 5 });
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
    const responses = await Promise.all(
      customers.map((token, i) =>
        book(token, f.tuesday, times[Math.floor(i / 2)]!, { coupon_code: code }, i % 2),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((s) => s >= 500)).toEqual([]);
    expect(codes.filter((s) => s === 201)).toHaveLength(5);
    expect(codes.filter((s) => s !== 201).every((s) => s === 422)).toBe(true);
    expect(await usedCount(id)).toBe(5);
  }, 120_000);

  it('the same race without the salon lock: 20 transactions on the coupon row, exactly 5 uses', async () => {
    const customers = await registerCustomers(t, 20);
    const wednesday = addDays(f.monday, 2);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
    const bookings = [];
    for (const [i, token] of customers.entries()) {
      const res = await book(token, wednesday, times[Math.floor(i / 2)]!, {}, i % 2);
      bookings.push({ appointmentId: json(res).data.id as number, userId: await userIdOf(token) });
    }
    const { id, code } = await coupon({ total_limit: 5 });
    const results = await Promise.allSettled(
      bookings.map((b) =>
        inTransaction(t.database.db, (tx) =>
          applyCoupon(tx, {
            code,
            userId: b.userId,
            appointmentId: b.appointmentId,
            salonId: f.salonId,
            services: [{ id: f.serviceId, priceKurus: 50_000 }],
            now: new Date(t.clock.now),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await usedCount(id)).toBe(5);
    const [active] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from coupon_redemptions where coupon_id = ${id} and status = 'active'`,
    );
    expect(Number(active!.n)).toBe(5);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  }, 120_000);

  it('a per-customer limit of 1 with 6 bookings of one customer at once: exactly one uses it', async () => {
    const [c] = await registerCustomers(t, 1);
    const { id, code } = await coupon({ per_user_limit: 1 });
    const thursday = addDays(f.monday, 3);
    const responses = await Promise.all(
      ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'].map((time, i) =>
        book(c!, thursday, time, { coupon_code: code }, i % 2),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s !== 201).every((s) => s === 422)).toBe(true);
    expect(
      responses
        .filter((r) => r.statusCode === 422)
        .every((r) => json(r).errors.coupon_code[0] === 'Bu kuponu kullanabileceğiniz kadar kullandınız.'),
    ).toBe(true);
    expect(await usedCount(id)).toBe(1);
  }, 60_000);
});

describe('the customer’s coupons', () => {
  it('lists public coupons still usable and the customer’s own uses only', async () => {
    const [c, other] = await registerCustomers(t, 2);
    const visible = await coupon({ per_user_limit: 2 });
    const hidden = await coupon({ is_public: false });
    await book(other!, addDays(f.monday, 4), '09:00', { coupon_code: visible.code });
    const res = await t.request({ method: 'GET', url: '/api/v1/customer/coupons', token: c! });
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data.available).toContainEqual(
      expect.objectContaining({ code: visible.code, uses_left: 2, label: '%10 indirim' }),
    );
    expect(data.available.map((x: { code: string }) => x.code)).not.toContain(hidden.code);
    expect(data.used).toEqual([]);
    const theirs = json(
      await t.request({ method: 'GET', url: '/api/v1/customer/coupons', token: other! }),
    ).data;
    expect(theirs.used).toEqual([expect.objectContaining({ code: visible.code, status: 'active' })]);
    expect(theirs.available).toContainEqual(expect.objectContaining({ code: visible.code, uses_left: 1 }));
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/customer/coupons', token: ownerToken })).statusCode,
    ).toBe(403);
  });
});

describe('search by coupon code (SPEC §7.4)', () => {
  it('finds only the salons where the code applies; an unknown code finds none', async () => {
    const salonOnly = await coupon({ funded_by: 'salon', salon_id: f.salonId });
    const search = async (code: string) =>
      json(
        await t.request({
          method: 'GET',
          url: `/api/v1/salons/search?per_page=100&coupon_code=${encodeURIComponent(code)}`,
        }),
      ).data as { id: number }[];
    expect((await search(salonOnly.code.toLowerCase())).map((s) => s.id)).toEqual([f.salonId]);
    expect(await search('YOKBOYLEBIRKOD')).toEqual([]);
    const everywhere = await coupon({});
    expect((await search(everywhere.code)).length).toBeGreaterThan(1);
    // Paused: no salon any more (a fresh query, not a cached page).
    await t.request({
      method: 'POST',
      url: `/api/v1/admin/coupons/${everywhere.id}/pause`,
      token: adminToken,
    });
    expect(await search(everywhere.code.toLowerCase())).toEqual([]);
  });
});

describe('admin coupons', () => {
  it('creates with an Idempotency-Key (a replay is the same answer), audited; only admins', async () => {
    const key = newKey();
    const body = { ...baseCoupon, code: nextCode('ADMIN') };
    const send = (b: unknown, k = key, token = adminToken) =>
      t.request({
        method: 'POST',
        url: '/api/v1/admin/coupons',
        token,
        body: b,
        headers: { 'idempotency-key': k },
      });
    const first = await send(body);
    expect(first.statusCode).toBe(201);
    expect(json(first).data).toMatchObject({
      code: body.code,
      status: 'active',
      used_count: 0,
      starts_on: '2026-01-01',
      ends_on: '2028-12-31',
    });
    expect(json(await send(body))).toEqual(json(first));
    const other = await send({ ...body, value: 11 });
    expect(other.statusCode).toBe(422);
    expect(json(other).errors.idempotency_key).toBeDefined();
    const dup = await send(body, newKey());
    expect(dup.statusCode).toBe(422);
    expect(json(dup).errors.code).toEqual(['Bu kupon kodu başka bir kupon için kullanılıyor.']);
    expect((await send(body, newKey(), ownerToken)).statusCode).toBe(403);
    const noKey = await t.request({ method: 'POST', url: '/api/v1/admin/coupons', token: adminToken, body });
    expect(noKey.statusCode).toBe(422);
    const audit = await rowsOf<{ action: string }>(
      t,
      sql`select action from admin_audit_log where entity_type = 'coupon' and entity_id = ${json(first).data.id as number}`,
    );
    expect(audit.map((a) => a.action)).toContain('coupon.create');
  });

  it.each([
    ['a percent over 100', { value: 150 }, 'value', 'Yüzde indirim 1 ile 100 arasında olmalıdır.'],
    ['a salon coupon without a salon', { funded_by: 'salon' }, 'salon_id', 'Salon kuponu için salonu seçin.'],
    [
      'an end before the start',
      { ends_on: '2025-01-01' },
      'ends_on',
      'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    ],
    ['a code with spaces only', { code: '  ' }, 'code', undefined],
    ['an unknown salon', { funded_by: 'salon', salon_id: 99_999_999 }, 'salon_id', 'Salon bulunamadı.'],
  ])('refuses %s with 422 next to the field', async (_name, over, field, message) => {
    const res = await createCoupon(over);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[field]).toBeDefined();
    if (message) expect(json(res).errors[field]).toEqual([message]);
  });

  it('edits, pauses and resumes, lists with filters and shows the uses; unknown ids are 404', async () => {
    const [c] = await registerCustomers(t, 1);
    const created = await coupon({ total_limit: 3 });
    await book(c!, addDays(f.monday, 4), '10:00', { coupon_code: created.code });
    const edit = await t.request({
      method: 'PUT',
      url: `/api/v1/admin/coupons/${created.id}`,
      token: adminToken,
      body: { ...baseCoupon, code: created.code, title: 'Yeni ad', total_limit: 2 },
    });
    expect(edit.statusCode).toBe(200);
    expect(json(edit).data).toMatchObject({ title: 'Yeni ad', total_limit: 2, used_count: 1 });
    const pause = await t.request({
      method: 'POST',
      url: `/api/v1/admin/coupons/${created.id}/pause`,
      token: adminToken,
    });
    expect(json(pause).data.status).toBe('paused');
    const paused = json(
      await t.request({
        method: 'GET',
        url: '/api/v1/admin/coupons?status=paused&per_page=100',
        token: adminToken,
      }),
    ).data;
    expect(paused.coupons.map((x: { id: number }) => x.id)).toContain(created.id);
    const resume = await t.request({
      method: 'POST',
      url: `/api/v1/admin/coupons/${created.id}/resume`,
      token: adminToken,
    });
    expect(json(resume).data.status).toBe('active');
    const uses = await t.request({
      method: 'GET',
      url: `/api/v1/admin/coupons/${created.id}/redemptions`,
      token: adminToken,
    });
    expect(uses.statusCode).toBe(200);
    expect(json(uses).data.redemptions).toEqual([
      expect.objectContaining({ discount_kurus: 5_000, funded_kurus: 5_000, status: 'active' }),
    ]);
    for (const url of ['/api/v1/admin/coupons/99999999/redemptions', '/api/v1/admin/coupons/abc/redemptions'])
      expect((await t.request({ method: 'GET', url, token: adminToken })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/admin/coupons/99999999/pause', token: adminToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/admin/coupons?status=robbery', token: adminToken }))
        .statusCode,
    ).toBe(422);
  });

  it('refuses a total limit below the uses so far', async () => {
    const [c1, c2] = await registerCustomers(t, 2);
    const created = await coupon({ total_limit: 5 });
    await book(c1!, addDays(f.monday, 4), '11:00', { coupon_code: created.code });
    await book(c2!, addDays(f.monday, 4), '12:00', { coupon_code: created.code });
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/admin/coupons/${created.id}`,
      token: adminToken,
      body: { ...baseCoupon, code: created.code, total_limit: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.total_limit).toEqual([
      'Toplam kullanım hakkı şimdiye kadarki 2 kullanımdan az olamaz.',
    ]);
  });
});
