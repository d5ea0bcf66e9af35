import { describe, expect, it } from 'vitest';
import { amountLabel, paymentNote, type PaidBy } from './appointment-payment-copy';

const paid = (method: PaidBy['method'], extra: Partial<PaidBy> = {}): PaidBy => ({
  method,
  status: 'paid',
  walletKurus: null,
  cardKurus: null,
  ...extra,
});

describe('paymentNote', () => {
  it.each<[string, PaidBy, string]>([
    ['pay at the salon', { ...paid('pay_at_salon'), status: 'unpaid' }, 'salonda ödenecek'],
    ['card', paid('card'), 'Ödendi: kart'],
    ['wallet', paid('wallet'), 'Cüzdandan ödendi'],
    [
      'split with its parts',
      paid('wallet_card', { walletKurus: 15_000, cardKurus: 21_050 }),
      'Ödendi: cüzdandan ₺150, karttan ₺210,50',
    ],
    ['split without its parts', paid('wallet_card'), 'Ödendi: cüzdan ve kart'],
    ['marked paid at the salon', paid('pay_at_salon'), 'Ödendi'],
    ['card waiting for 3-D Secure', { ...paid('card'), status: 'pending' }, 'ödeme bekleniyor'],
    ['card failed', { ...paid('card'), status: 'failed' }, 'ödeme alınamadı'],
    ['refunded', { ...paid('wallet'), status: 'refunded' }, 'iade edildi'],
  ])('%s', (_name, input, expected) => {
    expect(paymentNote(input)).toBe(expected);
  });
});

describe('amountLabel', () => {
  it.each<[PaidBy['status'], string]>([
    ['paid', 'Ödenen tutar'],
    ['refunded', 'İade edilen tutar'],
    ['unpaid', 'Ödenecek tutar'],
    ['pending', 'Ödenecek tutar'],
  ])('%s', (status, expected) => {
    expect(amountLabel({ ...paid('card'), status })).toBe(expected);
  });
});
