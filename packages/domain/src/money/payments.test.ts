import { describe, expect, it } from 'vitest';
import {
  canMovePayment,
  cardNotExpired,
  isFinalPayment,
  luhnValid,
  splitPayment,
  TEST_CARDS,
  testCardBehaviour,
  type PaymentStatus,
} from './payments';

describe('payment life cycle', () => {
  it.each<[PaymentStatus, PaymentStatus, boolean]>([
    ['pending', 'requires_action', true],
    ['pending', 'captured', true],
    ['pending', 'failed', true],
    ['requires_action', 'captured', true],
    ['requires_action', 'failed', true],
    ['requires_action', 'expired', true],
    ['captured', 'failed', false],
    ['captured', 'captured', false],
    ['failed', 'captured', false],
    ['expired', 'captured', false],
  ])('%s → %s: %s', (from, to, ok) => {
    expect(canMovePayment(from, to)).toBe(ok);
  });

  it.each<[PaymentStatus, boolean]>([
    ['pending', false],
    ['requires_action', false],
    ['captured', true],
    ['failed', true],
    ['expired', true],
  ])('%s is final: %s', (status, final) => {
    expect(isFinalPayment(status)).toBe(final);
  });
});

describe('cards', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000003220', true],
    ['4242424242424241', false],
    ['42424242', false],
    ['abcd', false],
  ])('Luhn of %s is %s', (digits, ok) => {
    expect(luhnValid(digits)).toBe(ok);
  });

  it('every test card passes the Luhn check and has one behaviour', () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(card.number)).toBe(true);
      expect(testCardBehaviour(card.number)).toBe(card.behaviour);
    }
    expect(testCardBehaviour('5555555555554444')).toBeNull();
  });

  it.each([
    [12, 2026, 2026, 11, true],
    [11, 2026, 2026, 11, true],
    [10, 2026, 2026, 11, false],
    [1, 2027, 2026, 11, true],
    [12, 2025, 2026, 11, false],
  ])('expiry %i/%i in %i-%i valid: %s', (m, y, ny, nm, ok) => {
    expect(cardNotExpired(m, y, ny, nm)).toBe(ok);
  });
});

describe('splitPayment', () => {
  it.each([
    ['card', 10_000, undefined, { walletKurus: 0, cardKurus: 10_000 }],
    ['wallet', 10_000, undefined, { walletKurus: 10_000, cardKurus: 0 }],
    ['wallet_card', 10_000, 2_500, { walletKurus: 2_500, cardKurus: 7_500 }],
    ['wallet_card', 10_000, undefined, { error: 'wallet_amount_required' }],
    ['wallet_card', 10_000, 10_000, { error: 'wallet_amount_range' }],
    ['wallet_card', 10_000, 0, { error: 'wallet_amount_range' }],
  ] as const)('%s of %i with wallet %s', (method, total, asked, result) => {
    expect(splitPayment(method, total, asked)).toEqual(result);
  });
});
