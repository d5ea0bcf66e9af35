import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { ledgerCheck } from '../src/modules/money/ledger.repository';
import {
  newKey,
  prepareBookingSalon,
  registerCustomers,
  rowsOf,
  type BookingFixture,
} from './booking-fixture';
import { IYZICO_TEST_KEYS, iyzicoSign, startFakeIyzico } from './iyzico-fake';
import { createTestApp, type TestApp } from './test-app';

/**
 * Card payments through the iyzico adapter end to end (issue 18 item 2, ADR 0049), against a stand-in iyzico on
 * 127.0.0.1 that answers in the recorded shapes and signs like iyzico: booking → 3-D Secure page served by the app →
 * the bank's signed form post to our callback → capture → back to the app; instalments; stuck payments reconciled.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let f: BookingFixture;
let fake: Awaited<ReturnType<typeof startFakeIyzico>>;
let ayse: string;
let priceKurus: number;

const CARD = { holder_name: 'Ayşe Yılmaz', expiry_month: 12, expiry_year: 2031, cvc: '123' };
const IYZICO_CARD = '5528790000000008';
const json = (r: LightMyRequestResponse) => r.json();

/** iyzico's side of each payment: what was initialised, and whether it was captured. */
const bank = new Map<string, { price: string; paidPrice: string; installment: number; captured: boolean }>();
const toNumber = (lira: unknown) => Number(lira);
let authMode: 'ok' | 'hang' = 'ok';

function paymentAnswer(conversationId: string) {
  const p = bank.get(conversationId)!;
  const answer = {
    status: 'success',
    locale: 'tr',
    systemTime: Date.now(),
    conversationId,
    price: toNumber(p.price),
    paidPrice: toNumber(p.paidPrice),
    installment: p.installment,
    paymentId: `iyz-${conversationId}`,
    currency: 'TRY',
    basketId: `SALONYA-${conversationId}`,
    fraudStatus: 1,
    phase: 'AUTH',
  };
  return {
    ...answer,
    signature: iyzicoSign([
      answer.paymentId,
      answer.currency,
      answer.basketId,
      answer.conversationId,
      answer.paidPrice,
      answer.price,
    ]),
  };
}

beforeAll(async () => {
  fake = await startFakeIyzico({
    '/payment/3dsecure/initialize': (body) => {
      const conversationId = String(body.conversationId);
      bank.set(conversationId, {
        price: String(body.price),
        paidPrice: String(body.paidPrice),
        installment: Number(body.installment),
        captured: false,
      });
      const paymentId = `iyz-${conversationId}`;
      return {
        status: 'success',
        locale: 'tr',
        conversationId,
        paymentId,
        threeDSHtmlContent: Buffer.from(
          '<form action="https://bank.example/acs" method="post"></form>',
        ).toString('base64'),
        signature: iyzicoSign([paymentId, conversationId]),
      };
    },
    '/payment/3dsecure/auth': (body) => {
      if (authMode === 'hang') {
        // The capture happens at the bank, but its answer never reaches us.
        bank.get(String(body.conversationId))!.captured = true;
        return 'hang';
      }
      bank.get(String(body.conversationId))!.captured = true;
      return paymentAnswer(String(body.conversationId));
    },
    '/payment/detail': (body) => {
      const p = bank.get(String(body.paymentConversationId));
      if (!p) return { status: 'failure', errorCode: '5115', errorMessage: 'Ödeme bulunamadı', locale: 'tr' };
      return {
        ...paymentAnswer(String(body.paymentConversationId)),
        paymentStatus: p.captured ? 'SUCCESS' : 'INIT_THREEDS',
      };
    },
    '/payment/iyzipos/installment': (body) => {
      const price = Number(body.price);
      const at = (n: number, rate: number) => {
        const total = Math.round(price * (1 + rate) * 100) / 100;
        return {
          installmentNumber: n,
          totalPrice: total,
          installmentPrice: Math.round((total / n) * 100) / 100,
        };
      };
      return {
        status: 'success',
        locale: 'tr',
        installmentDetails: [
          { binNumber: body.binNumber, installmentPrices: [at(1, 0), at(2, 0.03), at(3, 0.04), at(6, 0.07)] },
        ],
      };
    },
  });
  t = await createTestApp({
    paymentProvider: 'iyzico',
    iyzico: { ...IYZICO_TEST_KEYS, baseUrl: fake.url, timeoutMs: 1_000 },
  });
  f = await prepareBookingSalon(t);
  [ayse] = (await registerCustomers(t, 1)) as [string];
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const book = (time: string, extraCard: Record<string, unknown> = {}, key = newKey()) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: ayse,
    headers: { 'idempotency-key': key },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date: f.monday,
      time,
      payment_method: 'card',
      card: { ...CARD, number: IYZICO_CARD, ...extraCard },
    },
  });

/** The bank's form post to our callback, signed as iyzico signs it. */
function bankPost(redirectUrl: string, conversationId: string, mdStatus: '1' | '0', tamper = false) {
  const token = redirectUrl.split('/').pop()!;
  const status = mdStatus === '1' ? 'success' : 'failure';
  const form = { status, paymentId: `iyz-${conversationId}`, conversationData: '', conversationId, mdStatus };
  const signature = iyzicoSign([form.conversationData, conversationId, mdStatus, form.paymentId, status]);
  return t.request({
    method: 'POST',
    url: `/api/v1/payments/callbacks/iyzico/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...form,
      signature: tamper ? signature.replace(/^./, 'f') : signature,
    }).toString(),
  });
}

const appointment = async (id: number) =>
  json(await t.request({ method: 'GET', url: `/api/v1/customer/appointments/${id}`, token: ayse })).data as {
    status: string;
    payment_status: string;
    total_price_kurus: number;
    payment: unknown;
  };
const authCalls = () => fake.requests.filter((r) => r.path === '/payment/3dsecure/auth').length;

describe('a card payment through iyzico', () => {
  it('holds the slot, serves the bank page, and a signed callback captures once and confirms', async () => {
    const res = await book('10:00');
    expect(res.statusCode).toBe(201);
    const body = json(res);
    priceKurus = body.data.total_price_kurus as number;
    expect(body.payment).toMatchObject({ status: 'requires_action', installment_count: 1 });
    const redirect = body.payment.redirect_url as string;
    expect(redirect).toMatch(/^\/api\/v1\/payments\/iyzico\/3ds\/[\w-]{43}$/);
    const init = fake.requests.find((r) => r.path === '/payment/3dsecure/initialize')!;
    expect(init).toMatchObject({ authorised: true, body: { installment: 1, currency: 'TRY' } });
    expect(init.body.price).toBe(init.body.paidPrice);

    const page = await t.request({ method: 'GET', url: redirect });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain('form-action https:');
    expect(page.body).toContain('https://bank.example/acs');

    const conversationId = String(body.payment.id);
    const forged = await bankPost(redirect, conversationId, '1', true);
    expect(forged.statusCode).toBe(422);
    expect(json(forged).errors.signature).toEqual(['Banka yanıtının imzası doğrulanamadı.']);
    expect(authCalls()).toBe(0);

    const done = await bankPost(redirect, conversationId, '1');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/musteri/randevu/${String(body.data.id)}?odeme=captured`);
    expect(await appointment(body.data.id as number)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      payment: { status: 'captured', card_kurus: priceKurus, wallet_kurus: 0, failure_message: null },
    });
    // The bank (or the customer's back button) posts again: the same answer, no second capture.
    const again = await bankPost(redirect, conversationId, '1');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(done.headers.location);
    expect(authCalls()).toBe(1);
    // The bank page is gone once the payment settled.
    expect((await t.request({ method: 'GET', url: redirect })).statusCode).toBe(404);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('a failed challenge captures nothing, releases the slot and sends the customer back to the payment step', async () => {
    const res = await book('11:00');
    const body = json(res);
    const before = authCalls();
    const back = await bankPost(body.payment.redirect_url as string, String(body.payment.id), '0');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/salons/${String(f.salonId)}/booking/payment?odeme=failed&randevu=${String(body.data.id)}`,
    );
    // The payment step reads why from the appointment the redirect names (the customer's own).
    expect(await appointment(body.data.id as number)).toMatchObject({
      payment: { status: 'failed', failure_message: expect.stringMatching(/\S/) as unknown },
    });
    expect(authCalls()).toBe(before);
    expect(await appointment(body.data.id as number)).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
    });
  });
});

describe('instalments', () => {
  it("offers the provider's instalments for a BIN in kuruş; only customers ask; bad input is a 422", async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/payments/installments?bin=${IYZICO_CARD.slice(0, 8)}&amount_kurus=10000`,
      token: ayse,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toEqual({
      amount_kurus: 10_000,
      options: [
        { count: 1, label: 'Tek çekim', per_installment_kurus: 10_000, total_kurus: 10_000 },
        { count: 2, label: '2 taksit', per_installment_kurus: 5_150, total_kurus: 10_300 },
        { count: 3, label: '3 taksit', per_installment_kurus: 3_467, total_kurus: 10_400 },
        { count: 6, label: '6 taksit', per_installment_kurus: 1_783, total_kurus: 10_700 },
      ],
    });
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/payments/installments?bin=12ab&amount_kurus=-5',
      token: ayse,
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors.bin).toEqual(['Kart numarasının ilk 6–8 hanesini girin.']);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/payments/installments?bin=55287900&amount_kurus=10000',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('charges exactly the instalment total that was shown; a changed total or an unoffered count charges nothing', async () => {
    const quote = json(
      await t.request({
        method: 'GET',
        url: `/api/v1/payments/installments?bin=${IYZICO_CARD.slice(0, 8)}&amount_kurus=${String(priceKurus)}`,
        token: ayse,
      }),
    ).data.options as { count: number; total_kurus: number }[];
    const three = quote.find((o) => o.count === 3)!;
    expect(three.total_kurus).toBeGreaterThan(priceKurus);

    const stale = await book('13:00', {
      installment_count: 3,
      installment_total_kurus: three.total_kurus - 1,
    });
    expect(stale.statusCode).toBe(402);
    expect(json(stale).errors.card[0]).toContain('Taksitli toplam tutar değişti');
    const unoffered = await book('13:00', { installment_count: 9, installment_total_kurus: priceKurus });
    expect(unoffered.statusCode).toBe(402);
    expect(json(unoffered).errors.card[0]).toContain('taksit sayısı sunulmuyor');
    const missing = await book('13:00', { installment_count: 3 });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors['card.installment_total_kurus']).toBeDefined();

    const inits = fake.requests.filter((r) => r.path === '/payment/3dsecure/initialize').length;
    const ok = await book('13:00', { installment_count: 3, installment_total_kurus: three.total_kurus });
    expect(ok.statusCode).toBe(201);
    expect(json(ok).payment).toMatchObject({
      installment_count: 3,
      card_kurus: priceKurus,
      card_charged_kurus: three.total_kurus,
    });
    const sent = fake.requests.filter((r) => r.path === '/payment/3dsecure/initialize');
    expect(sent.length).toBe(inits + 1);
    expect(sent[sent.length - 1]!.body).toMatchObject({
      installment: 3,
      paidPrice: (three.total_kurus / 100).toString().includes('.')
        ? String(three.total_kurus / 100)
        : `${String(three.total_kurus / 100)}.0`,
    });
  });
});

describe('reconciliation with iyzico', () => {
  it('a capture whose answer was lost stays waiting (503), is not expired blindly, and is reconciled as paid', async () => {
    const res = await book('15:00');
    const body = json(res);
    authMode = 'hang';
    const lost = await bankPost(body.payment.redirect_url as string, String(body.payment.id), '1');
    authMode = 'ok';
    expect(lost.statusCode).toBe(503);
    expect(json(lost).message).toContain('tekrar ödeme yapmayın');
    expect(await appointment(body.data.id as number)).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
    });

    const saved = t.clock.now;
    t.clock.now = saved + 16 * 60_000;
    try {
      // The reminders' sweep leaves a real provider's payment to the reconciliation.
      await t.reminders.runDue();
      const [row] = await rowsOf<{ status: string }>(
        t,
        sql`select status from payments where id = ${body.payment.id as number}`,
      );
      expect(row!.status).toBe('requires_action');
      expect(await t.reconciler.runDue()).toMatchObject({ captured: 1 });
      expect(await appointment(body.data.id as number)).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
      });
      // Asked once: a second round finds nothing to do.
      expect(await t.reconciler.runDue()).toEqual({ captured: 0, failed: 0, waiting: 0 });
    } finally {
      t.clock.now = saved;
    }
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('a bank page never answered is expired by the reconciliation once iyzico says nothing was captured', async () => {
    const res = await book('16:00');
    const body = json(res);
    const saved = t.clock.now;
    try {
      t.clock.now = saved + 5 * 60_000;
      expect(await t.reconciler.runDue()).toMatchObject({ captured: 0, failed: 0 });
      t.clock.now = saved + 16 * 60_000;
      expect(await t.reconciler.runDue()).toMatchObject({ failed: 1 });
    } finally {
      t.clock.now = saved;
    }
    expect(await appointment(body.data.id as number)).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
    });
  });
});

describe('the buyer iyzico is told about (issue 18 review)', () => {
  const lastInit = () => fake.requests.filter((r) => r.path === '/payment/3dsecure/initialize').pop()!;

  it("sends the client IP of the booking request and, with no saved address, the salon's address", async () => {
    const [salon] = await rowsOf<{ address: string; district: string; city: string }>(
      t,
      sql`select s.address, d.name as district, p.name as city from salons s
        join provinces p on p.id = s.province_id join districts d on d.id = s.district_id
        where s.id = ${f.salonId}`,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/appointments',
      token: ayse,
      ip: '203.0.113.9',
      headers: { 'idempotency-key': newKey() },
      body: {
        salon_id: f.salonId,
        salon_staff_id: f.staff[0]!.id,
        service_ids: [f.serviceId],
        date: f.monday,
        time: '17:00',
        payment_method: 'card',
        card: { ...CARD, number: IYZICO_CARD },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const line = `${salon!.address}, ${salon!.district}`;
    expect(lastInit().body).toMatchObject({
      buyer: { ip: '203.0.113.9', city: salon!.city, registrationAddress: line },
      billingAddress: { city: salon!.city, address: line },
    });
  });

  it("sends the client IP of a wallet top-up and the customer's default saved address", async () => {
    const saved = await t.request({
      method: 'POST',
      url: '/api/v1/customer/addresses',
      token: ayse,
      body: {
        title: 'Ev',
        address: 'Caferağa Mah. Moda Cad. No: 5',
        district: 'Kadıköy',
        city: 'İstanbul',
        latitude: 40.98,
        longitude: 29.03,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/wallet/top-ups',
      token: ayse,
      ip: '198.51.100.23',
      headers: { 'idempotency-key': newKey() },
      body: { amount_kurus: 10_000, card: { ...CARD, number: IYZICO_CARD } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(lastInit().body).toMatchObject({
      buyer: {
        ip: '198.51.100.23',
        city: 'İstanbul',
        registrationAddress: 'Caferağa Mah. Moda Cad. No: 5, Kadıköy',
      },
      billingAddress: { city: 'İstanbul', address: 'Caferağa Mah. Moda Cad. No: 5, Kadıköy' },
    });
  });

  it('sends the T.C. kimlik numarası the customer saved for invoices, else the fallback', async () => {
    const topUp = async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/customer/wallet/top-ups',
        token: ayse,
        headers: { 'idempotency-key': newKey() },
        body: { amount_kurus: 10_000, card: { ...CARD, number: IYZICO_CARD } },
      });
      expect(res.statusCode, res.body).toBe(201);
      return lastInit().body as { buyer: { identityNumber: string } };
    };
    const save = (tckn: string | null) =>
      t.request({ method: 'PUT', url: '/api/v1/customer/invoice-identity', token: ayse, body: { tckn } });
    expect((await topUp()).buyer.identityNumber).toBe('11111111111');
    expect((await save('100 000 001 46')).statusCode).toBe(200);
    expect((await topUp()).buyer.identityNumber).toBe('10000000146');
    expect((await save(null)).statusCode).toBe(200);
    expect((await topUp()).buyer.identityNumber).toBe('11111111111');
  });
});
