import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { testInstallmentOptions } from '@salonya/domain/money/installments';
import { ledgerCheck } from '../src/modules/money/ledger.repository';
import { createPaymentReconciler } from '../src/modules/money/reconciliation';
import type {
  LookUpPayment,
  PaymentProvider,
  StartCardPayment,
  StartResult,
} from '../src/modules/money/providers/payment-provider';
import { createTestProvider } from '../src/modules/money/providers/test-provider';
import {
  newKey,
  prepareBookingSalon,
  registerCustomers,
  rowsOf,
  type BookingFixture,
} from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * The reconciliation of payments stuck in 'pending' (issue 18 item 2, ADR 0049) with the test provider: a process
 * that "crashed" between the booking's two transactions (its provider call never returns) leaves a pending payment,
 * its held slot and wallet hold; the job asks the provider and captures + confirms or fails + releases, once across
 * processes. Also the test provider's instalment table. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let f: BookingFixture;
let customer: string;

const OK = '4242424242424242';
const CARD = { holder_name: 'Ayşe Yılmaz', expiry_month: 12, expiry_year: 2031, cvc: '123' };
const json = (r: LightMyRequestResponse) => r.json();

/** The test bank, with a switch that makes the next start "crash" (its answer never comes back). */
const base = createTestProvider('test-key');
let crashMode: 'off' | 'after_bank' | 'before_bank' = 'off';
const hung: ((r: StartResult) => void)[] = [];
let lookUps = 0;
const provider: PaymentProvider = {
  ...base,
  async startCardPayment(request: StartCardPayment) {
    if (crashMode === 'off') return base.startCardPayment(request);
    if (crashMode === 'after_bank') await base.startCardPayment(request);
    return new Promise<StartResult>((resolve) => hung.push(resolve));
  },
  lookUp(payment: LookUpPayment) {
    lookUps++;
    return base.lookUp(payment);
  },
};

beforeAll(async () => {
  t = await createTestApp({}, { paymentProvider: provider });
  f = await prepareBookingSalon(t);
  [customer] = (await registerCustomers(t, 1)) as [string];
}, 240_000);
afterAll(async () => {
  for (const resolve of hung.splice(0))
    resolve({ outcome: 'failed', code: 'provider_error', providerRef: null });
  await t.close();
});

const book = (time: string, extra: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token: customer,
    headers: { 'idempotency-key': newKey() },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date: f.monday,
      time,
      ...extra,
    },
  });

/** A booking whose process "crashes" after the first transaction: the request never answers. */
async function stuckBooking(time: string, extra: Record<string, unknown>) {
  const before = hung.length;
  const pending = book(time, extra);
  for (let i = 0; i < 200 && hung.length === before; i++) await new Promise((r) => setTimeout(r, 25));
  expect(hung.length).toBe(before + 1);
  const [row] = await rowsOf<{ id: number; appointment_id: number; status: string }>(
    t,
    sql`select id, appointment_id, status from payments order by id desc limit 1`,
  );
  expect(row!.status).toBe('pending');
  return { paymentId: Number(row!.id), appointmentId: Number(row!.appointment_id), pending };
}

const appointmentOf = async (id: number) => {
  const [row] = await rowsOf<{ status: string; payment_status: string }>(
    t,
    sql`select status, payment_status from appointments where id = ${id}`,
  );
  return row!;
};
const balance = async () =>
  json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: customer })).data
    .balance_kurus as number;

async function atOffset<T>(minutes: number, work: () => Promise<T>): Promise<T> {
  const saved = t.clock.now;
  t.clock.now = saved + minutes * 60_000;
  try {
    return await work();
  } finally {
    t.clock.now = saved;
  }
}

describe('payments stuck in pending', () => {
  it('captured at the bank before the crash: the job captures and confirms it; the late answer changes nothing', async () => {
    crashMode = 'after_bank';
    const stuck = await stuckBooking('10:00', { payment_method: 'card', card: { ...CARD, number: OK } });
    crashMode = 'off';
    // Within the grace the request may still be running: nothing is touched.
    expect(await atOffset(1, () => t.reconciler.runDue())).toEqual({ captured: 0, failed: 0, waiting: 0 });
    expect(await atOffset(3, () => t.reconciler.runDue())).toEqual({ captured: 1, failed: 0, waiting: 0 });
    expect(await appointmentOf(stuck.appointmentId)).toEqual({ status: 'confirmed', payment_status: 'paid' });
    // The "crashed" request's answer arrives after all: it finds the payment settled and answers as it is.
    hung.pop()!({ outcome: 'captured', providerRef: 'late' });
    const late = await stuck.pending;
    expect(late.statusCode).toBe(201);
    expect(json(late).payment).toMatchObject({ id: stuck.paymentId, status: 'captured' });
    const journals = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from ledger_journals where payment_id = ${stuck.paymentId}`,
    );
    expect(Number(journals[0]!.n)).toBe(1);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('never reached the bank: the job fails it, returns the wallet hold and frees the slot', async () => {
    const topUp = await t.request({
      method: 'POST',
      url: '/api/v1/customer/wallet/top-ups',
      token: customer,
      headers: { 'idempotency-key': newKey() },
      body: { amount_kurus: 5_000, card: { ...CARD, number: OK } },
    });
    expect(topUp.statusCode).toBe(201);
    const before = await balance();
    crashMode = 'before_bank';
    const stuck = await stuckBooking('11:00', {
      payment_method: 'wallet_card',
      wallet_amount_kurus: 2_000,
      card: { ...CARD, number: OK },
    });
    crashMode = 'off';
    expect(await balance()).toBe(before - 2_000);
    expect(await atOffset(3, () => t.reconciler.runDue())).toEqual({ captured: 0, failed: 1, waiting: 0 });
    expect(await appointmentOf(stuck.appointmentId)).toEqual({
      status: 'cancelled',
      payment_status: 'failed',
    });
    expect(await balance()).toBe(before);
    // The slot is free again.
    expect((await book('11:00', {})).statusCode).toBe(201);
    hung.pop()!({ outcome: 'failed', code: 'provider_error', providerRef: null });
    expect((await stuck.pending).statusCode).toBe(402);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('two processes at once: each stuck payment is asked about and settled once', async () => {
    crashMode = 'after_bank';
    const a = await stuckBooking('13:00', { payment_method: 'card', card: { ...CARD, number: OK } });
    const b = await stuckBooking('14:00', { payment_method: 'card', card: { ...CARD, number: OK } });
    crashMode = 'off';
    const other = createPaymentReconciler({
      db: t.database.db,
      now: () => t.clock.now,
      payments: t.payments,
      onError: () => undefined,
    });
    lookUps = 0;
    const [one, two] = await atOffset(3, () => Promise.all([t.reconciler.runDue(), other.runDue()]));
    expect(one.captured + two.captured).toBe(2);
    expect(lookUps).toBe(2);
    for (const stuck of [a, b])
      expect(await appointmentOf(stuck.appointmentId)).toEqual({
        status: 'confirmed',
        payment_status: 'paid',
      });
    for (const resolve of hung.splice(0)) resolve({ outcome: 'captured', providerRef: 'late' });
    await Promise.all([a.pending, b.pending]);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });
});

describe("the test provider's instalments", () => {
  it('a fixed table for the test BINs, a single payment for any other card', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/payments/installments?bin=4242 4242&amount_kurus=10000',
      token: customer,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.options).toEqual(
      testInstallmentOptions('42424242', 10_000).map((o) => ({
        count: o.count,
        label: o.count === 1 ? 'Tek çekim' : `${String(o.count)} taksit`,
        per_installment_kurus: o.perInstallmentKurus,
        total_kurus: o.totalKurus,
      })),
    );
    expect(json(res).data.options.map((o: { total_kurus: number }) => o.total_kurus)).toEqual([
      10_000, 10_000, 10_300, 10_600, 10_900,
    ]);
    const other = await t.request({
      method: 'GET',
      url: '/api/v1/payments/installments?bin=55287900&amount_kurus=10000',
      token: customer,
    });
    expect(json(other).data.options).toEqual([
      { count: 1, label: 'Tek çekim', per_installment_kurus: 10_000, total_kurus: 10_000 },
    ]);
  });

  it('a booking in 3 instalments is charged the total shown; a top-up cannot be in instalments', async () => {
    const quote = await t.request({
      method: 'GET',
      url: '/api/v1/payments/installments?bin=42424242&amount_kurus=100',
      token: customer,
    });
    expect(quote.statusCode).toBe(200);
    const res = await book('15:00', { payment_method: 'card', card: { ...CARD, number: OK } });
    const price = json(res).data.total_price_kurus as number;
    const three = testInstallmentOptions('42424242', price).find((o) => o.count === 3)!;
    const paid = await book('16:00', {
      payment_method: 'card',
      card: { ...CARD, number: OK, installment_count: 3, installment_total_kurus: three.totalKurus },
    });
    expect(paid.statusCode).toBe(201);
    expect(json(paid).payment).toMatchObject({
      status: 'captured',
      installment_count: 3,
      card_kurus: price,
      card_charged_kurus: three.totalKurus,
    });
    const topUp = await t.request({
      method: 'POST',
      url: '/api/v1/customer/wallet/top-ups',
      token: customer,
      headers: { 'idempotency-key': newKey() },
      body: {
        amount_kurus: 5_000,
        card: { ...CARD, number: OK, installment_count: 2, installment_total_kurus: 5_000 },
      },
    });
    expect(topUp.statusCode).toBe(422);
    expect(json(topUp).errors['card.installment_count']).toEqual([
      'Bakiye yüklemede taksit kullanılamaz; tek çekim seçin.',
    ]);
  });
});
