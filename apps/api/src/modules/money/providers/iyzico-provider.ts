import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Iyzipay from 'iyzipay';
import { z } from 'zod';
import {
  decimalLiraToKurus,
  type InstallmentOption,
  kurusToDecimalLira,
} from '@salonya/domain/money/installments';
import type { PaymentFailureCode } from '@salonya/domain/money/payments';
import type {
  ChallengeCallback,
  CompleteResult,
  LookUpPayment,
  LookUpResult,
  PaymentProvider,
  RefundCardPayment,
  RefundResult,
  StartCardPayment,
  StartResult,
} from './payment-provider';

/**
 * The iyzico adapter (issue 18 item 2, ADR 0049) over the official `iyzipay` client. Every card payment runs with
 * 3-D Secure:
 *
 *  1. `startCardPayment` → POST /payment/3dsecure/initialize (conversationId = our payment id, callbackUrl carries a
 *     random token of ours). iyzico answers the bank's page (threeDSHtmlContent, base64) and its paymentId; the
 *     answer's signature (HMAC-SHA256 of paymentId:conversationId with the secret key) is checked. The page is
 *     stored on the payment and served by the app at `redirectUrl`; no money has moved yet.
 *  2. The bank posts the customer's browser to our callback (status, paymentId, conversationId, conversationData,
 *     mdStatus, signature): `verifyCallback` recomputes HMAC-SHA256 over conversationData:conversationId:mdStatus:
 *     paymentId:status and compares in constant time.
 *  3. `completeChallenge` → POST /payment/3dsecure/auth: the capture. Its answer is signed too (paymentId:currency:
 *     basketId:conversationId:paidPrice:price) and must be for our payment and the amount we meant to charge.
 *
 * `installmentOptions` → /payment/iyzipos/installment; `lookUp` → /payment/detail (the reconciliation job). A call
 * that does not answer within IYZICO_TIMEOUT_MS throws; the service treats a start that throws as not started and a
 * capture that throws as unknown (the reconciliation asks again).
 */

export interface IyzicoConfig {
  apiKey: string;
  secretKey: string;
  /** https://api.iyzipay.com (live) or https://sandbox-api.iyzipay.com. */
  baseUrl: string;
  /** The public origin the bank sends the customer back to (APP_URL). */
  appUrl: string;
  timeoutMs?: number;
  /**
   * What iyzico requires of every buyer that Salonya may not know: the TCKN when the customer saved none (customers
   * may save theirs for invoices; `StartCardPayment.buyer.identityNumber` then wins) and the country. The buyer's IP
   * and address come with each payment (`StartCardPayment.buyer`).
   */
  buyer?: { identityNumber: string; country: string };
}

export const IYZICO_CALLBACK_PATH = '/api/v1/payments/callbacks/iyzico/';
export const IYZICO_PAGE_PATH = '/api/v1/payments/iyzico/3ds/';
const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_BUYER = { identityNumber: '11111111111', country: 'Turkey' };
/** iyzico's answers that mean our credentials or request are wrong, not that a payment is missing. */
const CONFIGURATION_ERRORS = new Set(['1000', '1001']);

const price = z.union([z.string(), z.number()]);
const failureFields = {
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
  errorGroup: z.string().optional(),
};
const initializeAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    conversationId: z.string(),
    paymentId: z.string(),
    threeDSHtmlContent: z.string(),
    signature: z.string(),
  }),
  z.object({ status: z.literal('failure'), ...failureFields }),
]);
const paymentAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    conversationId: z.string(),
    paymentId: z.string(),
    paymentStatus: z.string().optional(),
    price,
    paidPrice: price,
    currency: z.string(),
    basketId: z.string(),
    installment: z.number().int().optional(),
    signature: z.string(),
  }),
  z.object({ status: z.literal('failure'), ...failureFields }),
]);
const installmentAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    installmentDetails: z.array(
      z.object({
        binNumber: z.string().optional(),
        force3ds: z.number().optional(),
        installmentPrices: z.array(
          z.object({ installmentNumber: z.number().int(), installmentPrice: price, totalPrice: price }),
        ),
      }),
    ),
  }),
  z.object({ status: z.literal('failure'), ...failureFields }),
]);

/** POST /v2/payment/refund: iyzico's refund of (part of) a payment by its paymentId. */
const refundAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), paymentId: z.string(), price: price.optional() }),
  z.object({ status: z.literal('failure'), ...failureFields }),
]);

/** HMAC-SHA256 (hex) of the values joined with ':' — iyzico's response and callback signature. */
export function iyzicoSignature(secretKey: string, values: readonly (string | number)[]): string {
  return createHmac('sha256', secretKey).update(values.map(String).join(':')).digest('hex');
}

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

function failureCode(answer: {
  errorCode?: string | undefined;
  errorGroup?: string | undefined;
}): PaymentFailureCode {
  if (answer.errorGroup === 'NOT_SUFFICIENT_FUNDS' || answer.errorCode === '10051')
    return 'insufficient_funds';
  return 'declined';
}

export function createIyzicoProvider(config: IyzicoConfig): PaymentProvider {
  const client = new Iyzipay({ apiKey: config.apiKey, secretKey: config.secretKey, uri: config.baseUrl });
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const buyerDefaults = config.buyer ?? DEFAULT_BUYER;

  /** One client call as a promise, bounded in time (the client itself waits for ever). */
  function call(
    resource: Iyzipay['payment'],
    method: 'create' | 'retrieve',
    request: object,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('iyzico did not answer in time')), timeoutMs);
      resource[method](request, (err, result) => {
        clearTimeout(timer);
        if (err) reject(err instanceof Error ? err : new Error('iyzico request failed'));
        else resolve(result);
      });
    });
  }

  const signed = (values: readonly (string | number)[], signature: string) =>
    sameHex(signature, iyzicoSignature(config.secretKey, values));

  const paymentSigned = (a: Extract<z.output<typeof paymentAnswer>, { status: 'success' }>) =>
    signed([a.paymentId, a.currency, a.basketId, a.conversationId, a.paidPrice, a.price], a.signature);

  return {
    name: 'iyzico',
    testMode: false,
    reconcilesExpired: true,

    async startCardPayment(request: StartCardPayment): Promise<StartResult> {
      const conversationId = String(request.paymentId);
      const token = randomBytes(32).toString('base64url');
      const [name, ...rest] = request.buyer.name.trim().split(/\s+/);
      const amount = kurusToDecimalLira(request.amountKurus);
      const basketId = `SALONYA-${conversationId}`;
      const raw = await call(client.threedsInitialize, 'create', {
        locale: 'tr',
        conversationId,
        price: amount,
        paidPrice: kurusToDecimalLira(request.installments.totalKurus),
        currency: 'TRY',
        installment: request.installments.count,
        basketId,
        paymentChannel: 'WEB',
        paymentGroup: 'PRODUCT',
        callbackUrl: `${config.appUrl}${IYZICO_CALLBACK_PATH}${token}`,
        paymentCard: {
          cardHolderName: request.card.holderName,
          cardNumber: request.card.number,
          expireMonth: String(request.card.expiryMonth).padStart(2, '0'),
          expireYear: String(request.card.expiryYear),
          cvc: request.card.cvc,
          registerCard: 0,
        },
        buyer: {
          id: String(request.buyer.id),
          name: name ?? request.buyer.name,
          surname: rest.length > 0 ? rest.join(' ') : (name ?? request.buyer.name),
          email: request.buyer.email,
          identityNumber: request.buyer.identityNumber ?? buyerDefaults.identityNumber,
          registrationAddress: request.buyer.address.address,
          ip: request.buyer.ip,
          city: request.buyer.address.city,
          country: buyerDefaults.country,
        },
        billingAddress: {
          contactName: request.buyer.name,
          city: request.buyer.address.city,
          country: buyerDefaults.country,
          address: request.buyer.address.address,
        },
        basketItems: [
          {
            id: basketId,
            name: request.description,
            category1: 'Hizmet',
            itemType: 'VIRTUAL',
            price: amount,
          },
        ],
      });
      const answer = initializeAnswer.safeParse(raw);
      if (!answer.success) throw new Error('iyzico answered 3-D Secure initialize in an unknown shape');
      const a = answer.data;
      if (a.status === 'failure') return { outcome: 'failed', code: failureCode(a), providerRef: null };
      if (a.conversationId !== conversationId || !signed([a.paymentId, a.conversationId], a.signature))
        throw new Error('iyzico 3-D Secure initialize answer failed its signature check');
      return {
        outcome: 'challenge',
        providerRef: a.paymentId,
        challengeToken: token,
        redirectUrl: `${IYZICO_PAGE_PATH}${token}`,
        challengeHtml: Buffer.from(a.threeDSHtmlContent, 'base64').toString('utf8'),
      };
    },

    verifyCallback(callback: ChallengeCallback): boolean {
      const f = callback.fields;
      if (!f) return false;
      return signed(
        [
          f.conversationData ?? '',
          f.conversationId ?? '',
          f.mdStatus ?? '',
          f.paymentId ?? '',
          f.status ?? '',
        ],
        callback.signature,
      );
    },

    async completeChallenge(callback: ChallengeCallback, providerRef: string): Promise<CompleteResult> {
      const f = callback.fields ?? {};
      // A callback for another iyzico payment than the one this token started is not ours to capture.
      if (callback.result !== 'authenticated' || f.paymentId !== providerRef)
        return { outcome: 'failed', code: 'three_ds_failed' };
      const raw = await call(client.threedsPayment, 'create', {
        locale: 'tr',
        conversationId: f.conversationId,
        paymentId: providerRef,
        ...(f.conversationData ? { conversationData: f.conversationData } : {}),
      });
      const answer = paymentAnswer.safeParse(raw);
      if (!answer.success) throw new Error('iyzico answered 3-D Secure auth in an unknown shape');
      const a = answer.data;
      if (a.status === 'failure') return { outcome: 'failed', code: failureCode(a) };
      if (!paymentSigned(a) || a.paymentId !== providerRef || a.conversationId !== f.conversationId)
        throw new Error('iyzico 3-D Secure auth answer failed its signature check');
      return { outcome: 'captured', providerRef: a.paymentId };
    },

    async installmentOptions(bin: string, amountKurus: number): Promise<InstallmentOption[]> {
      const raw = await call(client.installmentInfo, 'retrieve', {
        locale: 'tr',
        conversationId: `installments-${randomBytes(4).toString('hex')}`,
        binNumber: bin,
        price: kurusToDecimalLira(amountKurus),
      });
      const answer = installmentAnswer.safeParse(raw);
      if (!answer.success || answer.data.status === 'failure')
        throw new Error('iyzico installment info failed');
      const prices = answer.data.installmentDetails[0]?.installmentPrices ?? [];
      const options: InstallmentOption[] = [];
      for (const p of prices) {
        const per = decimalLiraToKurus(p.installmentPrice);
        const total = decimalLiraToKurus(p.totalPrice);
        if (per === null || total === null || total < amountKurus) continue;
        options.push({ count: p.installmentNumber, perInstallmentKurus: per, totalKurus: total });
      }
      // A single payment is always possible, at the price itself.
      if (!options.some((o) => o.count === 1))
        options.unshift({ count: 1, perInstallmentKurus: amountKurus, totalKurus: amountKurus });
      return options.sort((x, y) => x.count - y.count);
    },

    async refundCardPayment(request: RefundCardPayment): Promise<RefundResult> {
      let raw: unknown;
      try {
        raw = await call(client.refundV2, 'create', {
          locale: 'tr',
          conversationId: `refund-${String(request.refundId)}`,
          paymentId: request.providerRef,
          price: kurusToDecimalLira(request.amountKurus),
          currency: 'TRY',
          ip: '127.0.0.1',
        });
      } catch {
        // No answer: the refund stays 'processing' and the sweep asks again (ADR 0048).
        return { outcome: 'failed', code: 'provider_error' };
      }
      const answer = refundAnswer.safeParse(raw);
      if (!answer.success) return { outcome: 'failed', code: 'provider_error' };
      if (answer.data.status === 'failure')
        return CONFIGURATION_ERRORS.has(answer.data.errorCode ?? '')
          ? { outcome: 'failed', code: 'provider_error' }
          : { outcome: 'failed', code: 'declined' };
      return {
        outcome: 'refunded',
        providerRef: `${answer.data.paymentId}-refund-${String(request.refundId)}`,
      };
    },

    async lookUp(payment: LookUpPayment): Promise<LookUpResult> {
      let raw: unknown;
      try {
        raw = await call(client.payment, 'retrieve', {
          locale: 'tr',
          conversationId: `reconcile-${String(payment.paymentId)}`,
          ...(payment.providerRef ? { paymentId: payment.providerRef } : {}),
          paymentConversationId: String(payment.paymentId),
        });
      } catch {
        return { outcome: 'unknown' };
      }
      const answer = paymentAnswer.safeParse(raw);
      if (!answer.success) return { outcome: 'unknown' };
      const a = answer.data;
      if (a.status === 'failure')
        return CONFIGURATION_ERRORS.has(a.errorCode ?? '')
          ? { outcome: 'unknown' }
          : { outcome: 'not_found' };
      if (!paymentSigned(a) || a.conversationId !== String(payment.paymentId)) return { outcome: 'unknown' };
      if (a.paymentStatus === 'SUCCESS') {
        // Captured for another amount than we meant: not ours to book as paid; a person must look (unknown).
        if (decimalLiraToKurus(a.paidPrice) !== payment.chargedKurus) return { outcome: 'unknown' };
        return { outcome: 'captured', providerRef: a.paymentId };
      }
      if (a.paymentStatus === 'FAILURE') return { outcome: 'failed', code: 'declined' };
      // INIT_THREEDS, CALLBACK_THREEDS: 3-D Secure was started but never authorised; no money moved.
      return { outcome: 'not_found' };
    },
  };
}
