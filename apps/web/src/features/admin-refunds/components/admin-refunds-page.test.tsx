import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getAdminRefunds,
  postAdminRefundsApprove,
  postAdminRefundsReject,
} from '@salonya/contracts/api-routes';
import type { Refund } from '@salonya/contracts/refunds';
import { setSession } from '@/lib/session';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import { AdminRefundsPage } from './admin-refunds-page';

const SLOW = { timeout: 20_000 };

const refund = (over: Partial<Refund> = {}): Refund => ({
  id: 7,
  payment_id: 3,
  appointment_id: 11,
  status: 'requested',
  status_label: 'İnceleniyor',
  destination: 'card',
  destination_label: 'Kart',
  automatic: false,
  cancelled_by: 'customer',
  paid_kurus: 50_000,
  proposed_kurus: 25_000,
  amount_kurus: null,
  card_kurus: 0,
  wallet_kurus: 0,
  provider_refund_ref: null,
  decision_reason: null,
  summary: 'İade talebiniz inceleniyor. Salonun iptal politikasına göre önerilen iade: ₺250.',
  salon: { id: 1, name: 'Işıltı Kuaför' },
  customer: { id: 5, name: 'Ayşe Yılmaz', email: 'ayse@ornek.com' },
  starts_at: '2026-12-10T14:00:00+03:00',
  created_at: '2026-12-10T12:00:00+03:00',
  decided_at: null,
  refunded_at: null,
  ...over,
});
const page = (items: Refund[]) =>
  contractMock(getAdminRefunds, {
    success: true,
    data: { refunds: items, meta: { page: 1, per_page: 20, total: items.length, last_page: 1 } },
  });

describe('AdminRefundsPage (#refunds)', () => {
  beforeEach(() => setSession('token-admin', makeUser('admin')));

  it('lists waiting requests and approves a partial amount with an Idempotency-Key', SLOW, async () => {
    const user = userEvent.setup();
    let decided = false;
    const api = mockApi({
      [routeKey(getAdminRefunds)]: () =>
        page([decided ? refund({ status: 'refunded', status_label: 'İade edildi' }) : refund()]),
      [routeKey(postAdminRefundsApprove, { id: 7 })]: () => {
        decided = true;
        return contractMock(postAdminRefundsApprove, {
          success: true,
          message: 'İade onaylandı.',
          data: refund({ status: 'refunded', status_label: 'İade edildi', amount_kurus: 30_000 }),
        });
      },
    });
    renderRoute(<AdminRefundsPage />, { path: '/admin' });
    const card = await screen.findByTestId('refund-7');
    expect(within(card).getByText('₺250')).toBeInTheDocument();
    const amount = within(card).getByLabelText(/İade tutarı/);
    expect(amount).toHaveValue('250,00');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(within(card).getByRole('button', { name: 'İadeyi Onayla' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ amount_kurus: 30_000 });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(api.calls[0]!.query.get('status')).toBe('requested');
  });

  it('shows a Turkish field error next to the reason of a rejection', SLOW, async () => {
    const user = userEvent.setup();
    mockApi({
      [routeKey(getAdminRefunds)]: page([refund()]),
      [routeKey(postAdminRefundsReject, { id: 7 })]: {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz.',
          errors: { reason: ['Ret gerekçesi en az 5 karakter olmalıdır.'] },
        },
      },
    });
    renderRoute(<AdminRefundsPage />, { path: '/admin' });
    const card = await screen.findByTestId('refund-7');
    await user.type(within(card).getByLabelText(/Ret gerekçesi/), 'kısa');
    await user.click(within(card).getByRole('button', { name: 'Talebi Reddet' }));
    expect(await within(card).findByText('Ret gerekçesi en az 5 karakter olmalıdır.')).toBeInTheDocument();
  });

  it('shows the empty state and the error state with a retry', SLOW, async () => {
    let fail = true;
    mockApi({
      [routeKey(getAdminRefunds)]: () =>
        fail ? { status: 500, body: { success: false, message: 'Sunucu hatası' } } : page([]),
    });
    const user = userEvent.setup();
    renderRoute(<AdminRefundsPage />, { path: '/admin' });
    expect(await screen.findByText('İadeler yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    expect(await screen.findByText('İade yok')).toBeInTheDocument();
  });
});
