import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAdminWallets, postAdminWalletsAdjustments } from '@salonya/contracts/api-routes';
import { setSession } from '@/lib/session';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import { AdminWalletPage } from './admin-wallet-page';

const SLOW = { timeout: 20_000 };

describe('AdminWalletPage (#wallet)', () => {
  beforeEach(() => setSession('token-admin', makeUser('admin')));

  it('finds a wallet by e-mail and adjusts it with a reason and an Idempotency-Key', SLOW, async () => {
    const user = userEvent.setup();
    let balance = 10_000;
    const api = mockApi({
      [routeKey(getAdminWallets)]: () =>
        contractMock(getAdminWallets, {
          success: true,
          data: {
            user: { id: 5, name: 'Ayşe Yılmaz', email: 'ayse@ornek.com' },
            balance_kurus: balance,
            transactions: {
              transactions: [
                {
                  id: 1,
                  type: 'wallet_top_up',
                  type_label: 'Bakiye yükleme',
                  amount_kurus: 10_000,
                  balance_after_kurus: 10_000,
                  description: 'Kartla yükleme',
                  payment_id: 3,
                  appointment_id: null,
                  created_at: '2026-12-10T12:00:00+03:00',
                },
              ],
              meta: { page: 1, per_page: 20, total: 1, last_page: 1 },
            },
          },
        }),
      [routeKey(postAdminWalletsAdjustments)]: () => {
        balance = 12_500;
        return contractMock(
          postAdminWalletsAdjustments,
          {
            success: true,
            message: 'Cüzdan bakiyesi düzeltildi.',
            data: { user_id: 5, balance_kurus: balance, journal_id: 9 },
          },
          { status: 201 },
        );
      },
    });
    renderRoute(<AdminWalletPage />, { path: '/admin' });
    await user.type(screen.getByLabelText('E-posta veya kullanıcı no'), 'ayse@ornek.com');
    await user.click(screen.getByRole('button', { name: 'Cüzdanı Bul' }));
    expect(await screen.findByTestId('admin-wallet-balance')).toHaveTextContent('₺100');
    expect(api.calls[0]!.query.get('email')).toBe('ayse@ornek.com');

    await user.type(screen.getByLabelText('Tutar (₺; düşmek için eksi)'), '25');
    await user.type(screen.getByLabelText('Gerekçe'), 'Hatalı iade düzeltmesi');
    await user.click(screen.getByRole('button', { name: 'Düzeltmeyi Kaydet' }));
    expect(await screen.findByText('Cüzdan bakiyesi düzeltildi.')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ user_id: 5, amount_kurus: 2_500, reason: 'Hatalı iade düzeltmesi' });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.getByTestId('admin-wallet-balance')).toHaveTextContent('₺125'));
  });
});
