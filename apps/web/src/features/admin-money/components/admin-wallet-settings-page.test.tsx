import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAdminWalletSettings, putAdminWalletSettings } from '@salonya/contracts/api-routes';
import type { WalletSettings } from '@salonya/contracts/refunds';
import { setSession } from '@/lib/session';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import { AdminWalletSettingsPage } from './admin-wallet-settings-page';

const SLOW = { timeout: 20_000 };
const settings: WalletSettings = {
  top_up_min_kurus: 5_000,
  top_up_max_kurus: 1_000_000,
  bonus_rules: [{ id: 1, min_top_up_kurus: 100_000, bonus_kurus: 7_500, active: true }],
};

describe('AdminWalletSettingsPage (#wallet-settings)', () => {
  beforeEach(() => setSession('token-admin', makeUser('admin')));

  it(
    'saves the limits and the bonus rules in kuruş, and shows a field error next to its field',
    SLOW,
    async () => {
      const user = userEvent.setup();
      let attempt = 0;
      const api = mockApi({
        [routeKey(getAdminWalletSettings)]: contractMock(getAdminWalletSettings, {
          success: true,
          data: settings,
        }),
        [routeKey(putAdminWalletSettings)]: () => {
          attempt += 1;
          return attempt === 1
            ? {
                status: 422,
                body: {
                  success: false,
                  message: 'Girilen bilgiler geçersiz.',
                  errors: { top_up_max_kurus: ['En yüksek yükleme tutarı en düşük tutardan küçük olamaz.'] },
                },
              }
            : contractMock(putAdminWalletSettings, {
                success: true,
                message: 'Cüzdan ayarları kaydedildi.',
                data: settings,
              });
        },
      });
      renderRoute(<AdminWalletSettingsPage />, { path: '/admin' });
      const min = await screen.findByLabelText('En düşük yükleme (₺)');
      expect(min).toHaveValue('50,00');
      await user.click(screen.getByRole('button', { name: 'Kural Ekle' }));
      await user.type(screen.getAllByLabelText('En az yükleme (₺)')[1]!, '500');
      await user.type(screen.getAllByLabelText('Bonus (₺)')[1]!, '25,50');
      await user.click(screen.getByRole('button', { name: 'Ayarları Kaydet' }));
      expect(
        await screen.findByText('En yüksek yükleme tutarı en düşük tutardan küçük olamaz.'),
      ).toBeInTheDocument();
      const put = api.calls.find((c) => c.method === 'PUT')!;
      expect(put.body).toEqual({
        top_up_min_kurus: 5_000,
        top_up_max_kurus: 1_000_000,
        bonus_rules: [
          { min_top_up_kurus: 100_000, bonus_kurus: 7_500, active: true },
          { min_top_up_kurus: 50_000, bonus_kurus: 2_550, active: true },
        ],
      });
      await user.click(screen.getByRole('button', { name: 'Ayarları Kaydet' }));
      await waitFor(() => expect(screen.getByText('Cüzdan ayarları kaydedildi.')).toBeInTheDocument());
    },
  );
});
