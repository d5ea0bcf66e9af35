import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAdminPayments, getAdminPaymentsById } from '@salonya/contracts/api-routes';
import { setSession } from '@/lib/session';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import type { AdminPayment } from '../api/admin-payments';
import { AdminPaymentsPage } from './admin-payments-page';

const SLOW = { timeout: 20_000 };
const payment: AdminPayment = {
  id: 42,
  purpose: 'booking',
  status: 'captured',
  status_label: 'Ödendi',
  amount_kurus: 50_000,
  card_kurus: 50_000,
  wallet_kurus: 0,
  card_last4: '3220',
  installment_count: 1,
  card_charged_kurus: 50_000,
  redirect_url: null,
  failure_message: null,
  appointment_id: 9,
  salon_id: 1,
  created_at: '2026-12-10T12:00:00+03:00',
  customer: { id: 5, name: 'Ayşe Yılmaz', email: 'ayse@ornek.com' },
  provider: 'test',
  provider_ref: 'test_42_abc',
  three_ds: 'authenticated',
};

describe('AdminPaymentsPage (#payments)', () => {
  beforeEach(() => setSession('token-admin', makeUser('admin')));

  it('filters, opens a payment with its 3-D Secure result and journal lines', SLOW, async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [routeKey(getAdminPayments)]: contractMock(getAdminPayments, {
        success: true,
        data: { payments: [payment], meta: { page: 1, per_page: 20, total: 1, last_page: 1 } },
      }),
      [routeKey(getAdminPaymentsById, { id: 42 })]: contractMock(getAdminPaymentsById, {
        success: true,
        data: {
          ...payment,
          three_ds_label: 'Doğrulandı',
          captured_at: '2026-12-10T12:01:00+03:00',
          refund: null,
          journals: [
            {
              id: 3,
              kind: 'booking_payment',
              kind_label: 'Randevu ödemesi',
              reason: null,
              created_at: '2026-12-10T12:01:00+03:00',
              lines: [
                {
                  account_key: 'provider_clearing',
                  account_kind: 'provider_clearing',
                  account_label: 'Ödeme sağlayıcı hesabı',
                  amount_kurus: -50_000,
                },
                {
                  account_key: 'salon_receivable:1',
                  account_kind: 'salon_receivable',
                  account_label: 'Salon alacağı',
                  amount_kurus: 50_000,
                },
              ],
            },
          ],
        },
      }),
    });
    renderRoute(<AdminPaymentsPage />, { path: '/admin' });
    await user.type(await screen.findByLabelText('Müşteri, e-posta, referans veya no'), 'ayse');
    await user.click(screen.getByRole('button', { name: 'Filtrele' }));
    await waitFor(() => expect(api.calls.some((c) => c.query.get('q') === 'ayse')).toBe(true));
    await user.click(screen.getByRole('button', { name: /Ayrıntı/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('payment-provider-ref')).toHaveTextContent('test_42_abc');
    expect(within(dialog).getByText('Doğrulandı')).toBeInTheDocument();
    expect(within(dialog).getByText('Salon alacağı')).toBeInTheDocument();
    expect(within(dialog).getByText('-₺500')).toBeInTheDocument();
  });
});
