import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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

describe('WalletPage (/musteri/cuzdan)', () => {
  beforeEach(() => setSession('token-abc', makeUser()));

  it('shows the balance and the history, and filters it by type through the address', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /customer/wallet': summary(25_000),
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
