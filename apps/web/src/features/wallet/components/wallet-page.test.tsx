import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { refundSchema, type Refund } from '@salonya/contracts/refunds';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { WalletPage } from './wallet-page';

const summary = (balance: number) => ({
  body: {
    success: true,
    data: {
      user_id: 1,
      balance_kurus: balance,
      currency: 'TRY',
      top_up_min_kurus: 5_000,
      top_up_max_kurus: 1_000_000,
      bonus_rules: [{ min_top_up_kurus: 100_000, bonus_kurus: 7_500 }],
      test_mode: true,
      test_cards: [{ number: '4242424242424242', label: 'Başarılı ödeme' }],
    },
  },
});

const history = (page: number, total: number) => ({
  body: {
    success: true,
    data: {
      transactions:
        total === 0
          ? []
          : [
              {
                id: 9,
                type: 'wallet_top_up',
                type_label: 'Bakiye yükleme',
                amount_kurus: 25_000,
                balance_after_kurus: 25_000,
                description: 'Bakiye yükleme',
                payment_id: 4,
                appointment_id: null,
                created_at: '2026-11-26T10:15:00+03:00',
              },
            ],
      meta: { page, per_page: 10, total, last_page: Math.max(1, Math.ceil(total / 10)) },
    },
  },
});

const refund = (overrides: Partial<Refund>): Refund =>
  refundSchema.parse({
    id: 3,
    payment_id: 8,
    appointment_id: 21,
    status: 'refunded',
    status_label: 'İade edildi',
    destination: 'card',
    destination_label: 'Kart',
    automatic: true,
    cancelled_by: 'customer',
    paid_kurus: 50_000,
    proposed_kurus: 50_000,
    amount_kurus: 50_000,
    card_kurus: 30_000,
    wallet_kurus: 20_000,
    provider_refund_ref: 'test_refund_3',
    decision_reason: null,
    summary: '₺500 iade edildi: ₺300 kartınıza, ₺200 cüzdanınıza.',
    salon: { id: 4, name: 'Işıltı Güzellik' },
    customer: { id: 1, name: 'Ayşe Yılmaz', email: 'ayse@ornek.test' },
    starts_at: '2026-11-28T10:00:00+03:00',
    created_at: '2026-11-26T10:00:00+03:00',
    decided_at: null,
    refunded_at: '2026-11-26T10:00:05+03:00',
    ...overrides,
  });

const refunds = (list: Refund[]) => ({
  body: {
    success: true,
    data: { refunds: list, meta: { page: 1, per_page: 10, total: list.length, last_page: 1 } },
  },
});

describe('WalletPage (/musteri/cuzdan)', () => {
  beforeEach(() => setSession('token-abc', makeUser()));

  it('shows the balance and the history, and filters it by type through the address', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /customer/wallet': summary(25_000),
      'GET /customer/refunds': refunds([]),
      'GET /customer/wallet/transactions': (call) => history(1, call.query.get('type') === 'refund' ? 0 : 12),
    });
    renderRoute(<WalletPage />, { path: '/musteri/cuzdan' });
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('₺250');
    expect(screen.getByText('₺1.000 ve üzeri yüklemeye ₺75 bonus')).toBeInTheDocument();
    expect(await screen.findByText('+₺250')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hareket sayfaları' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'İşlem türü' }), 'refund');
    expect(await screen.findByText('Henüz bir hareket yok')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('tur=refund');
    expect(api.calls.some((c) => c.query.get('type') === 'refund')).toBe(true);
  });

  it('tops up by card with an Idempotency-Key and shows the error of a field next to it', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = mockApi({
      'GET /customer/wallet': summary(0),
      'GET /customer/refunds': refunds([]),
      'GET /customer/wallet/transactions': history(1, 0),
      'POST /customer/wallet/top-ups': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              body: {
                success: false,
                message: 'Girilen bilgiler geçersiz.',
                errors: { 'card.number': ['Geçerli bir kart numarası girin.'] },
              },
            }
          : {
              status: 201,
              body: {
                success: true,
                message: 'Cüzdanınıza ₺100 yüklendi.',
                data: {
                  id: 5,
                  purpose: 'wallet_top_up',
                  status: 'captured',
                  status_label: 'Ödendi',
                  amount_kurus: 10_000,
                  card_kurus: 10_000,
                  wallet_kurus: 0,
                  installment_count: 1,
                  card_charged_kurus: 10_000,
                  card_last4: '4242',
                  redirect_url: null,
                  failure_message: null,
                  appointment_id: null,
                  salon_id: null,
                  created_at: '2026-11-26T10:15:00+03:00',
                },
              },
            };
      },
    });
    renderRoute(<WalletPage />, { path: '/musteri/cuzdan' });
    await screen.findByTestId('wallet-balance');
    expect(screen.getByText('Test modu: gerçek kartınızdan para çekilmez.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₺100' }));
    await user.click(screen.getByLabelText('Kart numarası'));
    await user.paste('4242 4242 4242 4241');
    await user.click(screen.getByLabelText('Kart üzerindeki isim'));
    await user.paste('Ayşe Yılmaz');
    await user.click(screen.getByLabelText('Son kullanma (AA/YY)'));
    await user.paste('12/31');
    await user.click(screen.getByLabelText('Güvenlik kodu (CVC)'));
    await user.paste('123');
    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Kart numarası')).toHaveAccessibleDescription(
        'Geçerli bir kart numarası girin.',
      ),
    );
    await user.clear(screen.getByLabelText('Kart numarası'));
    await user.click(screen.getByLabelText('Kart numarası'));
    await user.paste('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Cüzdanınıza ₺100 yüklendi.')).toBeInTheDocument();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts[1]!.body).toEqual({
      amount_kurus: 10_000,
      card: {
        number: '4242424242424242',
        holder_name: 'Ayşe Yılmaz',
        expiry_month: 12,
        expiry_year: 2031,
        cvc: '123',
      },
    });
    const keys = posts.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  }, 30_000);
});

describe('WalletPage refunds (İadeler)', () => {
  beforeEach(() => setSession('token-abc', makeUser()));

  it('lists each refund with its status, amount, destination and date; a rejection with its reason', async () => {
    const api = mockApi({
      'GET /customer/wallet': summary(0),
      'GET /customer/wallet/transactions': history(1, 0),
      'GET /customer/refunds': refunds([
        refund({}),
        refund({
          id: 4,
          appointment_id: 22,
          status: 'requested',
          status_label: 'İnceleniyor',
          destination: 'wallet',
          destination_label: 'Cüzdan',
          automatic: false,
          proposed_kurus: 25_000,
          amount_kurus: null,
          card_kurus: 0,
          wallet_kurus: 0,
          summary: 'İade talebiniz inceleniyor.',
          refunded_at: null,
        }),
        refund({
          id: 5,
          status: 'rejected',
          status_label: 'Reddedildi',
          amount_kurus: null,
          card_kurus: 0,
          wallet_kurus: 0,
          decision_reason: 'Randevu saatinden hemen önce iptal edildi.',
          refunded_at: null,
          decided_at: '2026-11-26T12:00:00+03:00',
        }),
      ]),
    });
    renderRoute(<WalletPage />, { path: '/musteri/cuzdan' });
    const done = await screen.findByTestId('refund-3');
    expect(done).toHaveTextContent('İade edildi');
    expect(done).toHaveTextContent('Kart ₺300 · Cüzdan ₺200');
    expect(done).toHaveTextContent('Tarih26 Kasım 2026 10:00');
    expect(within(done).getByRole('link', { name: 'Işıltı Güzellik' })).toHaveAttribute(
      'href',
      '/musteri/randevu/21',
    );
    const waiting = screen.getByTestId('refund-4');
    expect(waiting).toHaveTextContent('İnceleniyor');
    expect(waiting).toHaveTextContent('₺250 (önerilen)');
    expect(waiting).toHaveTextContent('Cüzdan');
    expect(screen.getByTestId('refund-5')).toHaveTextContent(
      'Gerekçe: Randevu saatinden hemen önce iptal edildi.',
    );
    expect(api.calls.find((c) => c.path === '/customer/refunds')?.query.get('per_page')).toBe('10');
  });

  it('says so when there is no refund, and offers a retry when the list does not load', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /customer/wallet': summary(0),
      'GET /customer/wallet/transactions': history(1, 0),
      'GET /customer/refunds': () =>
        fail ? { status: 500, body: { success: false, message: 'Hata' } } : refunds([]),
    });
    renderRoute(<WalletPage />, { path: '/musteri/cuzdan' });
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' });
    expect(screen.getByText('İadeler yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Henüz bir iadeniz yok')).toBeInTheDocument();
  });
});
