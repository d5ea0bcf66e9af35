import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createIyzicoProvider,
  IYZICO_CALLBACK_PATH,
  IYZICO_PAGE_PATH,
} from '../src/modules/money/providers/iyzico-provider';
import type { PaymentProvider, StartCardPayment } from '../src/modules/money/providers/payment-provider';
import { IYZICO_TEST_KEYS, iyzicoFixture, startFakeIyzico } from './iyzico-fake';

/**
 * The iyzico adapter's contract (issue 18 item 2, ADR 0049) against recorded request/response fixtures: the real
 * `iyzipay` client talks HTTP to a stand-in on 127.0.0.1 that checks its IYZWSv2 authorization and answers the
 * recorded bodies. No network.
 */
let fake: Awaited<ReturnType<typeof startFakeIyzico>>;
let iyzico: PaymentProvider;

const start: StartCardPayment = {
  paymentId: 1001,
  amountKurus: 10_000,
  card: {
    number: '5528790000000008',
    holderName: 'Ayşe Yılmaz',
    expiryMonth: 12,
    expiryYear: 2031,
    cvc: '123',
  },
  buyer: {
    id: 7,
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    ip: '203.0.113.45',
    address: { address: 'Moda Caddesi No: 12 D: 3, Kadıköy', city: 'İstanbul', source: 'default' },
    identityNumber: '10000000146',
  },
  description: 'Salonya ödeme #1001',
  installments: { count: 2, totalKurus: 10_300 },
};

const answers = (name: string) => () => iyzicoFixture(name).response;
const lastRequest = () => fake.requests[fake.requests.length - 1]!;

beforeAll(async () => {
  fake = await startFakeIyzico({});
  iyzico = createIyzicoProvider({
    ...IYZICO_TEST_KEYS,
    baseUrl: fake.url,
    appUrl: 'http://localhost:3000',
    timeoutMs: 500,
  });
});
afterAll(async () => {
  await fake.close();
});

describe('3-D Secure initialize', () => {
  it("sends the recorded request (authorised, amounts in lira, instalments, the buyer's IP and address) and answers a challenge with the bank page", async () => {
    fake.on('/payment/3dsecure/initialize', answers('threeds-initialize.success'));
    const result = await iyzico.startCardPayment(start);
    expect(result.outcome).toBe('challenge');
    if (result.outcome !== 'challenge') return;
    expect(result.providerRef).toBe('25149157');
    expect(result.redirectUrl).toBe(`${IYZICO_PAGE_PATH}${result.challengeToken}`);
    expect(result.challengeHtml).toContain('<form action="https://sandbox-bank.iyzipay.example/acs"');

    const sent = lastRequest();
    expect(sent.path).toBe('/payment/3dsecure/initialize');
    expect(sent.authorised).toBe(true);
    const recorded = iyzicoFixture('threeds-initialize.success').request!.body!;
    expect({ ...sent.body, callbackUrl: '' }).toEqual({ ...recorded, callbackUrl: '' });
    expect(sent.body.callbackUrl).toBe(
      `http://localhost:3000${IYZICO_CALLBACK_PATH}${result.challengeToken}`,
    );
  });

  it('without a saved TCKN the buyer carries the documented fallback identity number', async () => {
    fake.on('/payment/3dsecure/initialize', answers('threeds-initialize.success'));
    await iyzico.startCardPayment({ ...start, buyer: { ...start.buyer, identityNumber: null } });
    const recorded = iyzicoFixture('threeds-initialize.success').request!.body!;
    const sent = lastRequest().body;
    expect(sent.buyer).toEqual({ ...(recorded.buyer as object), identityNumber: '11111111111' });
  });

  it('a refusal by the bank is a failed payment with its reason', async () => {
    fake.on('/payment/3dsecure/initialize', answers('threeds-initialize.insufficient-funds'));
    expect(await iyzico.startCardPayment(start)).toEqual({
      outcome: 'failed',
      code: 'insufficient_funds',
      providerRef: null,
    });
  });

  it('an answer whose signature does not match, or for another payment, is not trusted', async () => {
    const recorded = iyzicoFixture('threeds-initialize.success').response!;
    fake.on('/payment/3dsecure/initialize', () => ({ ...recorded, paymentId: '99999999' }));
    await expect(iyzico.startCardPayment(start)).rejects.toThrow(/signature/);
    fake.on('/payment/3dsecure/initialize', () => recorded);
    await expect(iyzico.startCardPayment({ ...start, paymentId: 1002 })).rejects.toThrow(/signature/);
  });

  it('an iyzico that does not answer in time is an error, not a wait for ever', async () => {
    fake.on('/payment/3dsecure/initialize', () => 'hang');
    await expect(iyzico.startCardPayment(start)).rejects.toThrow(/in time/);
  });
});

describe('the callback and the capture', () => {
  const callback = (name: string, change: Record<string, string> = {}) => {
    const form = { ...iyzicoFixture(name).form!, ...change };
    const { signature, ...fields } = form;
    return {
      token: 'tok',
      result:
        form.status === 'success' && form.mdStatus === '1'
          ? ('authenticated' as const)
          : ('rejected' as const),
      signature: signature ?? '',
      fields,
    };
  };

  it("verifies the bank's signature over conversationData, conversationId, mdStatus, paymentId and status", () => {
    expect(iyzico.verifyCallback(callback('threeds-callback.authenticated'))).toBe(true);
    expect(iyzico.verifyCallback(callback('threeds-callback.rejected'))).toBe(true);
    // A rejected answer turned into a success, or another payment id, no longer matches.
    expect(iyzico.verifyCallback(callback('threeds-callback.rejected', { mdStatus: '1' }))).toBe(false);
    expect(iyzico.verifyCallback(callback('threeds-callback.authenticated', { paymentId: '1' }))).toBe(false);
    expect(iyzico.verifyCallback({ token: 'tok', result: 'authenticated', signature: 'ab' })).toBe(false);
  });

  it('captures with /payment/3dsecure/auth and checks the signed answer', async () => {
    fake.on('/payment/3dsecure/auth', answers('threeds-auth.success'));
    const result = await iyzico.completeChallenge(callback('threeds-callback.authenticated'), '25149157');
    expect(result).toEqual({ outcome: 'captured', providerRef: '25149157' });
    expect(lastRequest()).toMatchObject({
      path: '/payment/3dsecure/auth',
      authorised: true,
      body: iyzicoFixture('threeds-auth.success').request!.body,
    });
  });

  it('a rejected challenge, or a callback for another payment, captures nothing (no request)', async () => {
    const before = fake.requests.length;
    expect(await iyzico.completeChallenge(callback('threeds-callback.rejected'), '25149157')).toEqual({
      outcome: 'failed',
      code: 'three_ds_failed',
    });
    expect(await iyzico.completeChallenge(callback('threeds-callback.authenticated'), '123')).toEqual({
      outcome: 'failed',
      code: 'three_ds_failed',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('a capture refused by the bank fails; a capture answer with a bad signature is not trusted', async () => {
    fake.on('/payment/3dsecure/auth', answers('threeds-auth.declined'));
    expect(await iyzico.completeChallenge(callback('threeds-callback.authenticated'), '25149157')).toEqual({
      outcome: 'failed',
      code: 'declined',
    });
    const recorded = iyzicoFixture('threeds-auth.success').response!;
    fake.on('/payment/3dsecure/auth', () => ({ ...recorded, paidPrice: 1 }));
    await expect(
      iyzico.completeChallenge(callback('threeds-callback.authenticated'), '25149157'),
    ).rejects.toThrow(/signature/);
  });
});

describe('instalments and the payment lookup', () => {
  it("turns iyzico's instalment prices into kuruş options", async () => {
    fake.on('/payment/iyzipos/installment', answers('installment-info.success'));
    expect(await iyzico.installmentOptions('55287900', 10_000)).toEqual([
      { count: 1, perInstallmentKurus: 10_000, totalKurus: 10_000 },
      { count: 2, perInstallmentKurus: 5_150, totalKurus: 10_300 },
      { count: 3, perInstallmentKurus: 3_467, totalKurus: 10_400 },
      { count: 6, perInstallmentKurus: 1_783, totalKurus: 10_700 },
      { count: 9, perInstallmentKurus: 1_211, totalKurus: 10_900 },
    ]);
    expect(lastRequest()).toMatchObject({
      path: '/payment/iyzipos/installment',
      authorised: true,
      body: iyzicoFixture('installment-info.success').request!.body,
    });
  });

  it('asks /payment/detail: captured for the amount charged, not found, or unknown', async () => {
    const payment = { paymentId: 1001, providerRef: '25149157', chargedKurus: 10_300 };
    fake.on('/payment/detail', answers('payment-detail.success'));
    expect(await iyzico.lookUp(payment)).toEqual({ outcome: 'captured', providerRef: '25149157' });
    expect(lastRequest()).toMatchObject({
      authorised: true,
      body: iyzicoFixture('payment-detail.success').request!.body,
    });
    // Captured for another amount than we charged: nobody books that as paid without a look.
    expect(await iyzico.lookUp({ ...payment, chargedKurus: 10_000 })).toEqual({ outcome: 'unknown' });
    fake.on('/payment/detail', answers('payment-detail.not-found'));
    expect(await iyzico.lookUp(payment)).toEqual({ outcome: 'not_found' });
    fake.on('/payment/detail', () => 'hang');
    expect(await iyzico.lookUp(payment)).toEqual({ outcome: 'unknown' });
  });

  it('wrong credentials are never read as "no such payment"', async () => {
    const wrong = createIyzicoProvider({
      apiKey: 'someone-else',
      secretKey: IYZICO_TEST_KEYS.secretKey,
      baseUrl: fake.url,
      appUrl: 'http://localhost:3000',
      timeoutMs: 500,
    });
    fake.on('/payment/detail', answers('payment-detail.not-found'));
    expect(await wrong.lookUp({ paymentId: 1001, providerRef: '25149157', chargedKurus: 10_300 })).toEqual({
      outcome: 'unknown',
    });
    expect(lastRequest().authorised).toBe(false);
  });
});

describe('refunds (ADR 0048)', () => {
  const refund = { refundId: 31, providerRef: '25149157', amountKurus: 8_000 };

  it('sends /v2/payment/refund for the amount in lira and reads the answer', async () => {
    fake.on('/v2/payment/refund', answers('refund.success'));
    expect(await iyzico.refundCardPayment(refund)).toEqual({
      outcome: 'refunded',
      providerRef: '25149157-refund-31',
    });
    expect(lastRequest()).toMatchObject({
      path: '/v2/payment/refund',
      authorised: true,
      body: iyzicoFixture('refund.success').request!.body,
    });
  });

  it('a refusal is declined (the money goes to the wallet); no answer is a provider error (retried)', async () => {
    fake.on('/v2/payment/refund', answers('refund.declined'));
    expect(await iyzico.refundCardPayment(refund)).toEqual({ outcome: 'failed', code: 'declined' });
    fake.on('/v2/payment/refund', () => 'hang');
    expect(await iyzico.refundCardPayment(refund)).toEqual({ outcome: 'failed', code: 'provider_error' });
  });
});
