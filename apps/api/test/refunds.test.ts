import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../src/modules/money/ledger.repository';
import {
  newKey,
  prepareBookingSalon,
  registerCustomers,
  rowsOf,
  type BookingFixture,
} from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';
import { DEMO_PASSWORD } from '../src/db/seed/seed';

/**
 * Issue 18 items 4, 6 and 7 (ADR 0048): refunds by the salon's policy (automatic inside it, to the card through the
 * provider or to the wallet; a request an admin approves, partially or not, or rejects outside it), the admin
 * payment detail, filters and CSV export, the wallet settings and their top-up limits and bonus. PGlite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let f: BookingFixture;
let alice: string;
let bob: string;
let aliceId: number;
let ownerToken: string;
let adminToken: string;

const CARD = { holder_name: 'Ayşe Yılmaz', expiry_month: 12, expiry_year: 2031, cvc: '123' };
const OK = { ...CARD, number: '4242424242424242' };
const PRICE = 50_000;

const json = (r: LightMyRequestResponse) => r.json();

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  const tokens = await registerCustomers(t, 2);
  alice = tokens[0]!;
  bob = tokens[1]!;
  aliceId = json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: alice })).data
    .user_id as number;
  ownerToken = await t.loginAs('salon_owner');
  adminToken = await t.loginAs('admin');
}, 240_000);
afterAll(async () => {
  await t.close();
});

const balanceOf = async (token: string) =>
  json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token })).data
    .balance_kurus as number;
const book = (token: string, date: string, time: string, extra: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token,
    headers: { 'idempotency-key': newKey() },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date,
      time,
      ...extra,
    },
  });
const cancel = (token: string, id: number, body: Record<string, unknown>, area = 'customer') =>
  t.request({ method: 'POST', url: `/api/v1/${area}/appointments/${id}/cancel`, token, body });
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, key?: string) =>
  t.request({
    method,
    url: `/api/v1${url}`,
    token: adminToken,
    ...(body === undefined ? {} : { body }),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const topUp = (token: string, amount: number, key = newKey()) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/wallet/top-ups',
    token,
    body: { amount_kurus: amount, card: OK },
    headers: { 'idempotency-key': key },
  });
const balanceOfAccount = async (key: string) => {
  const [row] = await rowsOf<{ balance_kurus: number }>(
    t,
    sql`select balance_kurus from ledger_accounts where key = ${key}`,
  );
  return Number(row?.balance_kurus ?? 0);
};
const refundOf = async (token: string, appointmentId: number) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/customer/refunds?appointment_id=${appointmentId}`,
    token,
  });
  expect(res.statusCode).toBe(200);
  return json(res).data.refunds[0];
};

describe('refunds by the policy', () => {
  it('inside the policy a card payment goes back to the card through the provider, at once', async () => {
    const paid = json(await book(alice, f.tuesday, '10:00', { payment_method: 'card', card: OK }));
    expect(paid.payment).toMatchObject({ status: 'captured', card_kurus: PRICE });
    const clearingBefore = await balanceOfAccount('provider_clearing');
    const res = await cancel(alice, paid.data.id as number, { reason: 'Planım değişti', refund_to: 'card' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.payment_status).toBe('refunded');
    expect(json(res).message).toContain('₺500 kartınıza iade edildi.');
    const refund = await refundOf(alice, paid.data.id as number);
    expect(refund).toMatchObject({
      status: 'refunded',
      automatic: true,
      destination: 'card',
      amount_kurus: PRICE,
      card_kurus: PRICE,
      wallet_kurus: 0,
    });
    expect(refund.provider_refund_ref).toBe(`test_refund_${String(refund.id)}`);
    // The provider paid it back: refunds payable is settled against the provider clearing.
    expect(await balanceOfAccount('refunds_payable')).toBe(0);
    expect(await balanceOfAccount('provider_clearing')).toBe(clearingBefore + PRICE);
    // Another customer's refund: 404.
    const foreign = await t.request({
      method: 'GET',
      url: `/api/v1/customer/refunds/${refund.id}`,
      token: bob,
    });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('İade talebi bulunamadı.');
    const own = await t.request({
      method: 'GET',
      url: `/api/v1/customer/refunds/${refund.id}`,
      token: alice,
    });
    expect(json(own).data.id).toBe(refund.id);
  });

  it('inside the policy, wallet chosen: a split payment comes back whole to the wallet, seen in its history', async () => {
    await topUp(alice, 30_000);
    const before = await balanceOf(alice);
    const paid = json(
      await book(alice, f.tuesday, '11:00', {
        payment_method: 'wallet_card',
        wallet_amount_kurus: 20_000,
        card: OK,
      }),
    );
    expect(await balanceOf(alice)).toBe(before - 20_000);
    const res = await cancel(alice, paid.data.id as number, { reason: 'Planım değişti' });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(alice)).toBe(before + 30_000);
    const history = json(
      await t.request({
        method: 'GET',
        url: '/api/v1/customer/wallet/transactions?type=refund',
        token: alice,
      }),
    ).data.transactions;
    expect(history[0]).toMatchObject({ type: 'refund', amount_kurus: PRICE, type_label: 'İade' });
  });

  it('a card refund into a split asked for the card: the card part to the card, the wallet part to the wallet', async () => {
    await topUp(alice, 30_000);
    const before = await balanceOf(alice);
    const paid = json(
      await book(alice, f.tuesday, '12:00', {
        payment_method: 'wallet_card',
        wallet_amount_kurus: 20_000,
        card: OK,
      }),
    );
    await cancel(alice, paid.data.id as number, { reason: 'Planım değişti', refund_to: 'card' });
    expect(await refundOf(alice, paid.data.id as number)).toMatchObject({
      status: 'refunded',
      card_kurus: 30_000,
      wallet_kurus: 20_000,
    });
    expect(await balanceOf(alice)).toBe(before);
  });

  it('refuses a refund place that is neither wallet nor card (422, Turkish)', async () => {
    const paid = json(await book(alice, f.tuesday, '13:00', { payment_method: 'card', card: OK }));
    const res = await cancel(alice, paid.data.id as number, { reason: 'Planım değişti', refund_to: 'bank' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.refund_to).toEqual(["İade yeri 'wallet' ya da 'card' olmalıdır."]);
  });

  it('the salon cancelling late gives everything back at once, the way it was paid (the card)', async () => {
    const paid = json(await book(bob, f.monday, '15:00', { payment_method: 'card', card: OK }));
    const res = await cancel(ownerToken, paid.data.id as number, { reason: 'Personel hasta' }, 'salon-owner');
    expect(res.statusCode).toBe(200);
    expect(await refundOf(bob, paid.data.id as number)).toMatchObject({
      status: 'refunded',
      automatic: true,
      cancelled_by: 'salon',
      destination: 'card',
      card_kurus: PRICE,
      wallet_kurus: 0,
    });
  });
});

describe('refund requests outside the policy', () => {
  let lateId: number;
  let lateAppointment: number;

  it('a customer cancelling late makes a request with the policy proposal; nothing moves yet', async () => {
    const paid = json(await book(alice, f.monday, '14:00', { payment_method: 'card', card: OK }));
    lateAppointment = paid.data.id as number;
    const before = await balanceOf(alice);
    const res = await cancel(alice, lateAppointment, { reason: 'Geç kaldım', refund_to: 'wallet' });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.payment_status).toBe('paid');
    expect(json(res).message).toContain('İade talebiniz inceleniyor');
    const refund = await refundOf(alice, lateAppointment);
    expect(refund).toMatchObject({ status: 'requested', proposed_kurus: 25_000, amount_kurus: null });
    lateId = refund.id as number;
    expect(await balanceOf(alice)).toBe(before);
    const list = json(await admin('GET', '/admin/refunds?status=requested')).data;
    expect(list.refunds.map((r: { id: number }) => r.id)).toContain(lateId);
  });

  it('only admins decide; bad input is 422 in Turkish; an unknown refund is 404', async () => {
    const asCustomer = await t.request({
      method: 'POST',
      url: `/api/v1/admin/refunds/${lateId}/approve`,
      token: alice,
      body: {},
      headers: { 'idempotency-key': newKey() },
    });
    expect(asCustomer.statusCode).toBe(403);
    const tooMuch = await admin(
      'POST',
      `/admin/refunds/${lateId}/approve`,
      { amount_kurus: PRICE + 1 },
      newKey(),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).errors.amount_kurus).toEqual(['İade tutarı ₺0,01 ile ₺500 arasında olmalıdır.']);
    const noReason = await admin('POST', `/admin/refunds/${lateId}/reject`, { reason: 'x' }, newKey());
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason).errors.reason).toEqual(['Ret gerekçesi en az 5 karakter olmalıdır.']);
    const noKey = await admin('POST', `/admin/refunds/${lateId}/approve`, {});
    expect(noKey.statusCode).toBe(422);
    expect(json(noKey).errors.idempotency_key).toBeDefined();
    expect((await admin('POST', '/admin/refunds/999999/approve', {}, newKey())).statusCode).toBe(404);
    expect((await admin('GET', '/admin/refunds?status=odendi')).statusCode).toBe(422);
  });

  it('approves a partial amount once: a replay is the same answer, the rest is the salon fee; audited', async () => {
    const before = await balanceOf(alice);
    const earningsBefore = await balanceOfAccount(`salon_earnings:${f.salonId}`);
    const key = newKey();
    const first = await admin('POST', `/admin/refunds/${lateId}/approve`, { amount_kurus: 30_000 }, key);
    expect(first.statusCode).toBe(200);
    expect(json(first).data).toMatchObject({
      status: 'refunded',
      amount_kurus: 30_000,
      wallet_kurus: 30_000,
    });
    const replay = await admin('POST', `/admin/refunds/${lateId}/approve`, { amount_kurus: 30_000 }, key);
    expect(replay.statusCode).toBe(200);
    expect(json(replay)).toEqual(json(first));
    const otherBody = await admin('POST', `/admin/refunds/${lateId}/approve`, { amount_kurus: 1 }, key);
    expect(otherBody.statusCode).toBe(422);
    const again = await admin('POST', `/admin/refunds/${lateId}/approve`, {}, newKey());
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(alice)).toBe(before + 30_000);
    // The ₺200 kept: the salon's revenue less the 10 % commission.
    expect(await balanceOfAccount(`salon_earnings:${f.salonId}`)).toBe(earningsBefore + 18_000);
    const audit = await rowsOf<{ action: string }>(
      t,
      sql`select action from admin_audit_log where action = 'refund.approve' and entity_id = ${lateId}
        and status_code = 200`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(await refundOf(alice, lateAppointment)).toMatchObject({ status: 'refunded' });
    const appointment = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/${lateAppointment}`,
      token: alice,
    });
    expect(json(appointment).data.payment_status).toBe('refunded');
  });

  it('rejects with a reason the customer reads; the paid amount is the salon revenue', async () => {
    const paid = json(await book(bob, f.monday, '16:00', { payment_method: 'card', card: OK }));
    await cancel(bob, paid.data.id as number, { reason: 'Gelemiyorum' });
    const refund = await refundOf(bob, paid.data.id as number);
    const res = await admin(
      'POST',
      `/admin/refunds/${refund.id as number}/reject`,
      { reason: 'Randevuya 1 saat kala iptal edildi.' },
      newKey(),
    );
    expect(res.statusCode).toBe(200);
    const seen = await refundOf(bob, paid.data.id as number);
    expect(seen).toMatchObject({ status: 'rejected', status_label: 'Reddedildi', amount_kurus: 0 });
    expect(seen.summary).toBe('İade talebiniz reddedildi: Randevuya 1 saat kala iptal edildi.');
  });
});

describe('admin payments', () => {
  it('shows a payment with its provider reference, 3-D Secure result and journal lines; unknown is 404', async () => {
    const list = json(
      await admin('GET', `/admin/payments?purpose=booking&q=${encodeURIComponent('test_')}`),
    ).data;
    expect(list.payments.length).toBeGreaterThan(0);
    const id = list.payments.find((p: { card_kurus: number }) => p.card_kurus === PRICE).id as number;
    const res = await admin('GET', `/admin/payments/${id}`);
    expect(res.statusCode).toBe(200);
    const detail = json(res).data;
    expect(detail.provider_ref).toMatch(/^test_/);
    expect(detail.three_ds_label).toBe('Yok');
    expect(detail.journals[0]).toMatchObject({ kind: 'booking_payment', kind_label: 'Randevu ödemesi' });
    for (const j of detail.journals)
      expect(j.lines.reduce((s: number, l: { amount_kurus: number }) => s + l.amount_kurus, 0)).toBe(0);
    expect((await admin('GET', '/admin/payments/99999999')).statusCode).toBe(404);
    expect((await admin('GET', '/admin/payments/abc')).statusCode).toBe(404);
    const asCustomer = await t.request({ method: 'GET', url: `/api/v1/admin/payments/${id}`, token: alice });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('filters by date and refuses a range that ends before it starts (422)', async () => {
    const bad = await admin('GET', '/admin/payments?date_from=2026-12-10&date_to=2026-12-01');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.date_to).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz.']);
    const none = json(await admin('GET', '/admin/payments?date_to=2000-01-01')).data;
    expect(none.meta.total).toBe(0);
  });

  it('exports CSV with Turkish headers and lira in the Turkish format', async () => {
    const res = await admin('GET', '/admin/payments/export?status=captured');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Ödeme No;Tarih;Müşteri;E-posta;Tür;Durum;Tutar (₺);Kart (₺);Cüzdan (₺);Kart Son 4;Sağlayıcı;Sağlayıcı Referansı;3D Secure;Randevu No',
    );
    expect(lines.some((l) => l.includes(';Randevu;Ödendi;500,00;500,00;0,00;4242;test;'))).toBe(true);
  });
});

describe('wallet settings', () => {
  it('only admins read and change them', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/admin/wallet-settings', token: alice })).statusCode,
    ).toBe(403);
    expect(json(await admin('GET', '/admin/wallet-settings')).data).toMatchObject({
      top_up_min_kurus: 5_000,
      top_up_max_kurus: 1_000_000,
    });
  });

  it('refuses inconsistent settings field by field in Turkish', async () => {
    const res = await admin('PUT', '/admin/wallet-settings', {
      top_up_min_kurus: 20_000,
      top_up_max_kurus: 10_000,
      bonus_rules: [{ min_top_up_kurus: 15_000, bonus_kurus: 20_000, active: true }],
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      top_up_max_kurus: ['En yüksek yükleme tutarı en düşük tutardan küçük olamaz.'],
      'bonus_rules.0.bonus_kurus': ['Bonus, yükleme tutarından büyük olamaz.'],
    });
    const shape = await admin('PUT', '/admin/wallet-settings', {
      top_up_min_kurus: 'çok',
      top_up_max_kurus: 1,
    });
    expect(shape.statusCode).toBe(422);
    expect(json(shape).errors.top_up_min_kurus).toEqual(['En düşük yükleme tutarı bir sayı olmalıdır.']);
  });

  it('enforces the limits on a top-up and pays the bonus from promotion funding', async () => {
    const saved = await admin('PUT', '/admin/wallet-settings', {
      top_up_min_kurus: 10_000,
      top_up_max_kurus: 200_000,
      bonus_rules: [
        { min_top_up_kurus: 50_000, bonus_kurus: 2_500, active: true },
        { min_top_up_kurus: 100_000, bonus_kurus: 7_500, active: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).message).toBe('Cüzdan ayarları kaydedildi.');
    const summary = json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: bob })).data;
    expect(summary).toMatchObject({ top_up_min_kurus: 10_000, top_up_max_kurus: 200_000 });
    expect(summary.bonus_rules).toHaveLength(2);

    const low = await topUp(bob, 9_999);
    expect(low.statusCode).toBe(422);
    expect(json(low).errors.amount_kurus).toEqual(['Yükleme tutarı en az ₺100 olabilir.']);
    const high = await topUp(bob, 200_001);
    expect(json(high).errors.amount_kurus).toEqual(['Yükleme tutarı en fazla ₺2.000 olabilir.']);

    const before = await balanceOf(bob);
    const promotionBefore = await balanceOfAccount('promotion_funding');
    expect((await topUp(bob, 120_000)).statusCode).toBe(201);
    expect(await balanceOf(bob)).toBe(before + 127_500);
    expect(await balanceOfAccount('promotion_funding')).toBe(promotionBefore - 7_500);
    const history = json(
      await t.request({
        method: 'GET',
        url: '/api/v1/customer/wallet/transactions?type=wallet_bonus',
        token: bob,
      }),
    ).data.transactions;
    expect(history[0].description).toContain('₺1.000 ve üzeri yüklemeye ₺75 bonus');
  });
});

describe("the owner's and the admin's cancel dialogs preview the refund", () => {
  const preview = (token: string, area: 'salon-owner' | 'admin' | 'customer', id: number | string) =>
    t.request({ method: 'GET', url: `/api/v1/${area}/appointments/${id}/refund-preview`, token });
  const wednesday = () =>
    new Date(Date.parse(`${f.tuesday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('owner, a card payment a few hours before: everything to the card, as the cancellation then does', async () => {
    const paid = json(await book(alice, f.monday, '17:00', { payment_method: 'card', card: OK }));
    const id = paid.data.id as number;
    const res = await preview(ownerToken, 'salon-owner', id);
    expect(res.statusCode).toBe(200);
    const data = json(res).data;
    expect(data).toEqual({
      kind: 'automatic',
      paid_kurus: PRICE,
      amount_kurus: PRICE,
      card_kurus: PRICE,
      wallet_kurus: 0,
      text: 'Müşteriye ₺500 karta iade edilecek. İptal salon tarafından yapıldığı için ödemenin tamamı iade edilir.',
    });
    expect((await cancel(ownerToken, id, { reason: 'Salon kapalı' }, 'salon-owner')).statusCode).toBe(200);
    expect(await refundOf(alice, id)).toMatchObject({
      status: 'refunded',
      amount_kurus: data.amount_kurus,
      card_kurus: data.card_kurus,
      wallet_kurus: data.wallet_kurus,
    });
    // Refunded: nothing more to give back.
    expect(json(await preview(ownerToken, 'salon-owner', id)).data).toMatchObject({
      kind: 'none',
      text: null,
    });
  });

  it('admin, a split payment: the card part to the card, the wallet part to the wallet, as the cancellation does', async () => {
    await topUp(bob, 30_000);
    const before = await balanceOf(bob);
    const paid = json(
      await book(bob, wednesday(), '10:00', {
        payment_method: 'wallet_card',
        wallet_amount_kurus: 20_000,
        card: OK,
      }),
    );
    const id = paid.data.id as number;
    const data = json(await preview(adminToken, 'admin', id)).data;
    expect(data).toMatchObject({
      kind: 'automatic',
      amount_kurus: PRICE,
      card_kurus: 30_000,
      wallet_kurus: 20_000,
    });
    expect(data.text).toBe(
      'Müşteriye ₺300 karta, ₺200 Salonya cüzdanına iade edilecek. İptal yönetici tarafından yapıldığı için ödemenin tamamı iade edilir.',
    );
    expect((await cancel(adminToken, id, { reason: 'Salon kapandı' }, 'admin')).statusCode).toBe(200);
    expect(await refundOf(bob, id)).toMatchObject({
      cancelled_by: 'admin',
      card_kurus: data.card_kurus,
      wallet_kurus: data.wallet_kurus,
    });
    expect(await balanceOf(bob)).toBe(before);
  });

  it('pay at the salon: nothing paid online, nothing to say', async () => {
    const booked = json(await book(alice, wednesday(), '11:00', {}));
    expect(json(await preview(ownerToken, 'salon-owner', booked.data.id as number)).data).toEqual({
      kind: 'none',
      paid_kurus: 0,
      amount_kurus: 0,
      card_kurus: 0,
      wallet_kurus: 0,
      text: null,
    });
  });

  it("another salon's owner: 404; a customer or staff: 403; a bad id: 404", async () => {
    const paid = json(await book(alice, wednesday(), '12:00', { payment_method: 'card', card: OK }));
    const id = paid.data.id as number;
    const [other] = await rowsOf<{ email: string }>(
      t,
      sql`select u.email from salons s join users u on u.id = s.owner_user_id
        where s.id <> ${f.salonId} and u.email <> 'salon@salonya.test' and u.user_type = 'salon_owner'
        order by s.id limit 1`,
    );
    const login = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: other!.email, password: DEMO_PASSWORD },
      ip: '127.0.0.41',
    });
    const otherOwner = json(login).token as string;
    const foreign = await preview(otherOwner, 'salon-owner', id);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Randevu bulunamadı.');
    expect((await preview(alice, 'salon-owner', id)).statusCode).toBe(403);
    expect((await preview(await t.loginAs('staff'), 'salon-owner', id)).statusCode).toBe(403);
    expect((await preview(ownerToken, 'salon-owner', 'abc')).statusCode).toBe(404);
    expect((await preview(adminToken, 'admin', 999_999_999)).statusCode).toBe(404);
  });
});

describe('the books', () => {
  it('stay balanced after every refund, fee, payout and bonus', async () => {
    expect(await ledgerCheck(t.database.db)).toEqual({ journals_unbalanced: 0, accounts_off: 0, total: 0 });
    expect(aliceId).toBeGreaterThan(0);
  });
});
