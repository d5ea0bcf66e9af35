import { addDays } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpJournal, walletHoldJournal } from '@salonya/domain/money/journals';
import { z } from 'zod';
import { queryOne } from '../src/db/rows';
import { inTransaction } from '../src/db/transaction';
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
 * Issue 18 (money, part 1): wallet, card top-ups with 3-D Secure, paid bookings, the admin wallet, the ledger's
 * guarantees. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let f: BookingFixture;
let alice: string;
let bob: string;
let aliceId: number;
let ownerToken: string;
let adminToken: string;

const CARD = { holder_name: 'Ayşe Yılmaz', expiry_month: 12, expiry_year: 2031, cvc: '123' };
const card = (number: string) => ({ ...CARD, number });
const OK = '4242424242424242';
const THREE_DS = '4000000000003220';
const DECLINE = '4000000000000002';
const NO_FUNDS = '4000000000009995';

const json = (r: LightMyRequestResponse) => r.json();

beforeAll(async () => {
  t = await createTestApp();
  f = await prepareBookingSalon(t);
  const tokens = await registerCustomers(t, 2);
  alice = tokens[0]!;
  bob = tokens[1]!;
  const me = await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: alice! });
  aliceId = json(me).data.user_id as number;
  ownerToken = await t.loginAs('salon_owner');
  adminToken = await t.loginAs('admin');
}, 240_000);
afterAll(async () => {
  await t.close();
});

const topUp = (token: string, body: unknown, key = newKey()) =>
  t.request({
    method: 'POST',
    url: '/api/v1/customer/wallet/top-ups',
    token,
    body,
    headers: { 'idempotency-key': key },
  });
const balanceOf = async (token: string) =>
  json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token })).data
    .balance_kurus as number;
const book = (token: string, time: string, extra: Record<string, unknown>, key = newKey(), date = f.monday) =>
  t.request({
    method: 'POST',
    url: '/api/v1/appointments',
    token,
    headers: { 'idempotency-key': key },
    body: {
      salon_id: f.salonId,
      salon_staff_id: f.staff[0]!.id,
      service_ids: [f.serviceId],
      date,
      time,
      ...extra,
    },
  });

/** Answers the test bank's 3-D Secure page and hands its signed result to the callback, as the browser does. */
async function answerChallenge(redirectUrl: string, decision: 'approve' | 'reject') {
  const token = redirectUrl.split('/').pop()!;
  const page = await t.request({ method: 'GET', url: `/api/v1/payments/test-bank/challenges/${token}` });
  expect(page.statusCode).toBe(200);
  const signed = await t.request({
    method: 'POST',
    url: `/api/v1/payments/test-bank/challenges/${token}`,
    body: { decision },
  });
  expect(signed.statusCode).toBe(200);
  return t.request({ method: 'POST', url: '/api/v1/payments/callbacks/3ds', body: json(signed).data });
}

describe('wallet and top-ups', () => {
  it('starts at zero in test mode; only the customer area reads it', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: bob! });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ balance_kurus: 0, currency: 'TRY', test_mode: true });
    expect(json(res).data.test_cards).toHaveLength(4);
    expect((await t.request({ method: 'GET', url: '/api/v1/customer/wallet' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: ownerToken })).statusCode,
    ).toBe(403);
  });

  it('tops up by card at once, and a replay of the key gives the same answer without a second top-up', async () => {
    const key = newKey();
    const body = { amount_kurus: 100_000, card: card(OK) };
    const first = await topUp(alice, body, key);
    expect(first.statusCode).toBe(201);
    expect(json(first).data).toMatchObject({ status: 'captured', amount_kurus: 100_000, card_last4: '4242' });
    expect(json(first).message).toBe('Cüzdanınıza ₺1.000 yüklendi.');
    const again = await topUp(alice, body, key);
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    expect(await balanceOf(alice)).toBe(100_000);
    const other = await topUp(alice, { ...body, amount_kurus: 20_000 }, key);
    expect(other.statusCode).toBe(422);
    expect(json(other).errors.idempotency_key).toBeDefined();
  });

  it.each([
    ['below the minimum', { amount_kurus: 100, card: card(OK) }, 'amount_kurus'],
    ['kuruş fractions', { amount_kurus: 5000.5, card: card(OK) }, 'amount_kurus'],
    [
      'a card failing the Luhn check',
      { amount_kurus: 10_000, card: card('4242424242424241') },
      'card.number',
    ],
    [
      'an expired card',
      { amount_kurus: 10_000, card: { ...card(OK), expiry_year: 2020 } },
      'card.expiry_year',
    ],
    ['no card', { amount_kurus: 10_000 }, 'card'],
  ])('refuses %s with 422 next to the field', async (_name, body, field) => {
    const res = await topUp(alice, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json(res).errors as object).some((k) => k.startsWith(field.split('.')[0]!))).toBe(
      true,
    );
  });

  it('needs an Idempotency-Key', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/customer/wallet/top-ups',
      token: alice,
      body: { amount_kurus: 10_000, card: card(OK) },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.idempotency_key).toBeDefined();
  });

  it.each([
    [DECLINE, 'Kartınız bankanız tarafından reddedildi. Lütfen başka bir kart deneyin.'],
    [NO_FUNDS, 'Kartınızın bakiyesi veya limiti bu ödeme için yeterli değil.'],
  ])('a declined card (%s) answers 402 in Turkish and moves nothing', async (number, message) => {
    const before = await balanceOf(bob);
    const res = await topUp(bob, { amount_kurus: 10_000, card: card(number) });
    expect(res.statusCode).toBe(402);
    expect(json(res)).toMatchObject({ error_code: 'PAYMENT_FAILED', message, errors: { card: [message] } });
    expect(await balanceOf(bob)).toBe(before);
  });

  it('a 3-D Secure card waits for the bank page; the signed callback captures once', async () => {
    const res = await topUp(bob, { amount_kurus: 25_000, card: card(THREE_DS) });
    expect(res.statusCode).toBe(201);
    const payment = json(res).data;
    expect(payment.status).toBe('requires_action');
    expect(payment.redirect_url).toMatch(/^\/odeme\/3d-secure\/[A-Za-z0-9_-]{43}$/);
    expect(await balanceOf(bob)).toBe(0);
    const done = await answerChallenge(payment.redirect_url as string, 'approve');
    expect(done.statusCode).toBe(200);
    expect(json(done).data).toMatchObject({
      id: payment.id,
      status: 'captured',
      return_path: '/musteri/cuzdan',
    });
    expect(await balanceOf(bob)).toBe(25_000);
    // The bank page is closed now; the same callback again changes nothing.
    const token = (payment.redirect_url as string).split('/').pop()!;
    const page = await t.request({ method: 'GET', url: `/api/v1/payments/test-bank/challenges/${token}` });
    expect(json(page).data.status).toBe('closed');
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/payments/test-bank/challenges/${token}`,
          body: { decision: 'approve' },
        })
      ).statusCode,
    ).toBe(409);
    expect(await balanceOf(bob)).toBe(25_000);
  });

  it('refuses a callback with a wrong signature (422) or an unknown token (404)', async () => {
    const res = await topUp(bob, { amount_kurus: 10_000, card: card(THREE_DS) });
    const token = (json(res).data.redirect_url as string).split('/').pop()!;
    const forged = await t.request({
      method: 'POST',
      url: '/api/v1/payments/callbacks/3ds',
      body: { token, result: 'authenticated', signature: 'a'.repeat(64) },
    });
    expect(forged.statusCode).toBe(422);
    const unknown = await t.request({
      method: 'GET',
      url: `/api/v1/payments/test-bank/challenges/${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    // Rejected at the bank: failed, nothing credited.
    const rejected = await answerChallenge(json(res).data.redirect_url as string, 'reject');
    expect(json(rejected).data).toMatchObject({
      status: 'failed',
      failure_message: '3D Secure doğrulaması başarısız oldu. Ödeme alınmadı.',
    });
    expect(await balanceOf(bob)).toBe(25_000);
  });

  it('lists the history with filters and pages, newest first, with the balance after each line', async () => {
    const all = await t.request({ method: 'GET', url: '/api/v1/customer/wallet/transactions', token: bob });
    expect(all.statusCode).toBe(200);
    expect(json(all).data.transactions).toEqual([
      expect.objectContaining({
        type: 'wallet_top_up',
        amount_kurus: 25_000,
        balance_after_kurus: 25_000,
        type_label: 'Bakiye yükleme',
      }),
    ]);
    const out = await t.request({
      method: 'GET',
      url: '/api/v1/customer/wallet/transactions?direction=out',
      token: bob,
    });
    expect(json(out).data.meta.total).toBe(0);
    const past = await t.request({
      method: 'GET',
      url: '/api/v1/customer/wallet/transactions?page=3&per_page=1',
      token: bob,
    });
    expect(json(past).data).toMatchObject({ transactions: [], meta: { total: 1, last_page: 1 } });
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/customer/wallet/transactions?type=robbery&per_page=0',
      token: bob,
    });
    expect(bad.statusCode).toBe(422);
    // Alice's history never shows Bob's lines.
    const hers = await t.request({
      method: 'GET',
      url: '/api/v1/customer/wallet/transactions',
      token: alice,
    });
    expect(
      json(hers).data.transactions.every((x: { amount_kurus: number }) => x.amount_kurus !== 25_000),
    ).toBe(true);
  });
});

describe('paid bookings', () => {
  it('books by wallet: confirmed and paid at once, the wallet charged the price shown', async () => {
    const before = await balanceOf(alice);
    const saturday = addDays(f.monday, 5);
    const res = await book(alice, '09:00', { payment_method: 'wallet' }, newKey(), saturday);
    expect(json(res)).toMatchObject({ success: true });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.data).toMatchObject({
      status: 'confirmed',
      payment_method: 'wallet',
      payment_status: 'paid',
      total_price_kurus: 50_000,
    });
    expect(body.payment).toMatchObject({ status: 'captured', wallet_kurus: 50_000, card_kurus: 0 });
    expect(await balanceOf(alice)).toBe(before - 50_000);
  });

  it('refuses a wallet booking the balance cannot pay (422) and keeps no appointment', async () => {
    const res = await book(bob, '10:00', { payment_method: 'wallet' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.payment_method).toEqual(['Cüzdan bakiyeniz bu işlem için yeterli değil.']);
    const rows = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from appointments
      where salon_staff_id = ${f.staff[0]!.id} and starts_at = ${new Date(`${f.monday}T10:00:00+03:00`).toISOString()}`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('a card with 3-D Secure holds the slot as payment pending; the salon cannot confirm it; a rejection frees it', async () => {
    const key = newKey();
    const res = await book(bob, '11:00', { payment_method: 'card', card: card(THREE_DS) }, key);
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.data).toMatchObject({ status: 'pending', payment_status: 'pending', payment_method: 'card' });
    expect(body.payment.status).toBe('requires_action');
    expect(body.message).toBe('Ödemeyi tamamlamak için bankanızın 3D Secure sayfasına yönlendiriliyorsunuz.');
    // Replay: the same answer, no second hold.
    const replay = await book(bob, '11:00', { payment_method: 'card', card: card(THREE_DS) }, key);
    expect(json(replay)).toEqual(body);
    const confirm = await t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${body.data.id as number}/confirm`,
      token: ownerToken,
    });
    expect(confirm.statusCode).toBe(409);
    // The slot is held: another customer cannot take it meanwhile.
    expect((await book(alice, '11:00', {})).statusCode).toBe(409);
    const rejected = await answerChallenge(body.payment.redirect_url as string, 'reject');
    expect(json(rejected).data).toMatchObject({
      status: 'failed',
      return_path: `/salons/${f.salonId}/booking/payment`,
    });
    const after = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/${body.data.id as number}`,
      token: bob,
    });
    expect(json(after).data).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    // The slot is free again.
    expect((await book(alice, '11:00', {})).statusCode).toBe(201);
  });

  it('a card with 3-D Secure approved confirms the booking and sends its mails', async () => {
    const res = await book(bob, '12:00', { payment_method: 'card', card: card(THREE_DS) });
    const body = json(res);
    const done = await answerChallenge(body.payment.redirect_url as string, 'approve');
    expect(json(done).data).toMatchObject({
      status: 'captured',
      return_path: `/musteri/randevu/${body.data.id as number}`,
    });
    const after = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/${body.data.id as number}`,
      token: bob,
    });
    expect(json(after).data).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    // Another customer's appointment stays hidden (404).
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/customer/appointments/${body.data.id as number}`,
          token: alice,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a declined card answers 402 in Turkish and releases the slot', async () => {
    const res = await book(bob, '13:00', { payment_method: 'card', card: card(DECLINE) });
    expect(res.statusCode).toBe(402);
    expect(json(res).message).toContain('Ödeme alınamadığı için randevu oluşturulmadı');
    expect((await book(alice, '13:00', {})).statusCode).toBe(201);
  });

  it('splits wallet and card: the wallet part is held, then paid with the card part', async () => {
    const before = await balanceOf(bob);
    const res = await book(bob, '14:00', {
      payment_method: 'wallet_card',
      wallet_amount_kurus: 20_000,
      card: card(OK),
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).payment).toMatchObject({ status: 'captured', wallet_kurus: 20_000, card_kurus: 30_000 });
    expect(json(res).data).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(await balanceOf(bob)).toBe(before - 20_000);
  });

  it.each([
    ['card without card details', { payment_method: 'card' }, 'card'],
    [
      'split without the wallet part',
      { payment_method: 'wallet_card', card: card(OK) },
      'wallet_amount_kurus',
    ],
    [
      'split with the whole price from the wallet',
      { payment_method: 'wallet_card', wallet_amount_kurus: 50_000, card: card(OK) },
      'wallet_amount_kurus',
    ],
  ])('refuses %s (422)', async (_name, extra, field) => {
    const res = await book(alice, '15:00', extra);
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[field]).toBeDefined();
  });

  it('a paid booking cancelled goes back to the wallet; a completed one becomes the salon earnings less commission', async () => {
    // Inside the salon's refund policy (ADR 0048): free cancellation up to an hour before.
    await t.database.db.execute(sql`insert into salon_booking_settings (salon_id, free_cancellation_minutes)
      values (${f.salonId}, 60) on conflict (salon_id) do update set free_cancellation_minutes = 60`);
    const before = await balanceOf(alice);
    const paid = json(await book(alice, '16:00', { payment_method: 'wallet' }));
    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/customer/appointments/${paid.data.id as number}/cancel`,
      token: alice,
      body: { reason: 'Planım değişti' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(json(cancel).data.payment_status).toBe('refunded');
    expect(await balanceOf(alice)).toBe(before);

    const second = json(await book(alice, '17:00', { payment_method: 'wallet' }));
    f.setClock(f.monday, '17:45');
    const complete = await t.request({
      method: 'POST',
      url: `/api/v1/salon-owner/appointments/${second.data.id as number}/complete`,
      token: ownerToken,
    });
    expect(complete.statusCode).toBe(200);
    f.setClock(f.monday, '09:00');
    const [earnings] = await rowsOf<{ balance_kurus: number }>(
      t,
      sql`select balance_kurus from ledger_accounts where key = ${`salon_earnings:${f.salonId}`}`,
    );
    expect(Number(earnings!.balance_kurus)).toBe(45_000);
  });
});

describe('admin wallet', () => {
  it('looks up a wallet by e-mail or id; only admins', async () => {
    const byId = await t.request({
      method: 'GET',
      url: `/api/v1/admin/wallets?user_id=${aliceId}`,
      token: adminToken,
    });
    expect(byId.statusCode).toBe(200);
    expect(json(byId).data.balance_kurus).toBe(await balanceOf(alice));
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/admin/wallets?user_id=${aliceId}`, token: alice }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/admin/wallets?user_id=999999', token: adminToken }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/admin/wallets', token: adminToken })).statusCode,
    ).toBe(422);
  });

  it('adjusts with a reason, audited; a replay is the same answer; below zero is refused', async () => {
    const before = await balanceOf(alice);
    const key = newKey();
    const body = { user_id: aliceId, amount_kurus: 1_500, reason: 'Telafi: gecikmeli hizmet' };
    const req = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/admin/wallets/adjustments',
        token: adminToken,
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await req();
    expect(first.statusCode).toBe(201);
    expect(json(await req())).toEqual(json(first));
    expect(await balanceOf(alice)).toBe(before + 1_500);
    const audit = await rowsOf<{ action: string }>(
      t,
      sql`select action from admin_audit_log where entity_type = 'wallet' and entity_id = ${aliceId}`,
    );
    expect(audit.map((a) => a.action)).toContain('wallet.adjust');
    const history = json(
      await t.request({
        method: 'GET',
        url: '/api/v1/customer/wallet/transactions?type=manual_adjustment',
        token: alice,
      }),
    );
    expect(history.data.transactions[0].description).toBe('Yönetici düzeltmesi: Telafi: gecikmeli hizmet');
    const tooMuch = await t.request({
      method: 'POST',
      url: '/api/v1/admin/wallets/adjustments',
      token: adminToken,
      body: { ...body, amount_kurus: -(before + 1_501) },
      headers: { 'idempotency-key': newKey() },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).errors.amount_kurus).toBeDefined();
  });

  it('lists payments with filters', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/admin/payments?status=failed',
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.payments.length).toBeGreaterThan(0);
    expect(json(res).data.payments.every((p: { status: string }) => p.status === 'failed')).toBe(true);
  });
});

describe('ledger guarantees', () => {
  it('the books balance: every journal sums to zero and every cached balance matches its postings', async () => {
    expect(await ledgerCheck(t.database.db)).toEqual({ journals_unbalanced: 0, accounts_off: 0, total: 0 });
  });

  it('the database refuses an unbalanced journal at commit, and any change to a posting', async () => {
    await expect(
      inTransaction(t.database.db, async (tx) => {
        const row = await queryOne(
          tx,
          'test.unbalancedJournal',
          z.object({ id: z.number().int() }),
          sql`insert into ledger_journals (kind) values ('opening_balance') returning id`,
        );
        await tx.execute(sql`insert into ledger_postings (journal_id, account_id, amount_kurus)
          select ${row!.id}, id, 100 from ledger_accounts where key = 'promotion_funding'`);
      }),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update ledger_postings set amount_kurus = amount_kurus + 1`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`update ledger_accounts set balance_kurus = -1 where key like 'customer_wallet:%'`,
      ),
    ).rejects.toThrow();
  });

  it('20 concurrent wallet spends that together exceed the balance: exactly those that fit succeed', async () => {
    const [spender] = await registerCustomers(t, 1);
    const id = json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: spender! })).data
      .user_id as number;
    await inTransaction(t.database.db, (tx) => postJournal(tx, topUpJournal(id, 70_000)));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        inTransaction(t.database.db, (tx) => postJournal(tx, walletHoldJournal(id, 10_000))),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(await walletBalance(t.database.db, id)).toBe(0);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('20 concurrent wallet bookings over the balance: exactly those that fit are booked, never a 5xx', async () => {
    const [spender] = await registerCustomers(t, 1);
    const id = json(await t.request({ method: 'GET', url: '/api/v1/customer/wallet', token: spender! })).data
      .user_id as number;
    await inTransaction(t.database.db, (tx) => postJournal(tx, topUpJournal(id, 5 * 50_000 + 100)));
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/v1/appointments',
          token: spender!,
          headers: { 'idempotency-key': newKey() },
          body: {
            salon_id: f.salonId,
            salon_staff_id: f.staff[i % 2]!.id,
            service_ids: [f.serviceId],
            date: f.tuesday,
            time: times[Math.floor(i / 2)],
            payment_method: 'wallet',
          },
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201).every((c) => c === 422)).toBe(true);
    expect(await walletBalance(t.database.db, id)).toBe(100);
    expect(await ledgerCheck(t.database.db)).toMatchObject({ journals_unbalanced: 0, accounts_off: 0 });
  });

  it('a 3-D Secure payment left unanswered past its time is expired by the next booking, its slot freed', async () => {
    const held = await book(bob, '15:30', { payment_method: 'card', card: card(THREE_DS) });
    expect(held.statusCode).toBe(201);
    f.setClock(f.monday, '09:20');
    expect((await book(alice, '15:30', {})).statusCode).toBe(201);
    const after = await t.request({
      method: 'GET',
      url: `/api/v1/customer/appointments/${json(held).data.id as number}`,
      token: bob,
    });
    expect(json(after).data).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
    const token = (json(held).payment.redirect_url as string).split('/').pop()!;
    const page = await t.request({ method: 'GET', url: `/api/v1/payments/test-bank/challenges/${token}` });
    expect(json(page).data.status).toBe('closed');
    f.setClock(f.monday, '09:00');
  });

  it('the reminder round sweeps payments left waiting (a 3-D Secure top-up never answered expires)', async () => {
    const res = await topUp(bob, { amount_kurus: 10_000, card: card(THREE_DS) });
    const id = json(res).data.id as number;
    const saved = t.clock.now;
    t.clock.now += 16 * 60_000;
    await t.reminders.runDue();
    t.clock.now = saved;
    const [row] = await rowsOf<{ status: string }>(t, sql`select status from payments where id = ${id}`);
    expect(row!.status).toBe('expired');
  });

  it('the seed gave the demo customer a welcome bonus through a real journal', async () => {
    const customer = await t.loginAs('customer');
    const wallet = json(
      await t.request({ method: 'GET', url: '/api/v1/customer/wallet/transactions', token: customer }),
    );
    expect(wallet.data.transactions).toContainEqual(
      expect.objectContaining({
        type: 'wallet_bonus',
        amount_kurus: 50_000,
        description: 'Bonus: Hoş geldin bonusu',
      }),
    );
  });
});
