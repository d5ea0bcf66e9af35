import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getAdminAppointment,
  getAdminAppointments,
  getAdminAppointmentsRefundPreview,
  postAdminAppointmentCancel,
} from '@salonya/contracts/api-routes';
import type { Appointment } from '@salonya/contracts/booking';
import { setSession } from '@/lib/session';
import { makeAppointment } from '@/test/appointment-fixtures';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import { AdminAppointmentsPage } from './admin-appointments-page';

const SLOW = { timeout: 20_000 };

const customer = { user_id: 9, name: 'Ayşe Yılmaz', email: 'ayse@ornek.com', phone: '05321234567' };
const page = (items: Appointment[]) =>
  contractMock(getAdminAppointments, {
    success: true,
    data: { appointments: items, meta: { page: 1, per_page: 20, total: items.length, last_page: 1 } },
  });

describe('AdminAppointmentsPage (#appointments)', () => {
  beforeEach(() => setSession('token-admin', makeUser('admin')));

  it('lists, filters by status, opens one and cancels it with the refund preview', SLOW, async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const current = () =>
      makeAppointment({
        customer,
        ...(cancelled
          ? { status: 'cancelled', status_label: 'İptal edildi', allowed_actions: [], can_cancel: false }
          : {}),
      });
    const api = mockApi({
      [routeKey(getAdminAppointments)]: () => page([current()]),
      [routeKey(getAdminAppointment, { id: 501 })]: () =>
        contractMock(getAdminAppointment, { success: true, data: current() }),
      [routeKey(getAdminAppointmentsRefundPreview, { id: 501 })]: () =>
        contractMock(getAdminAppointmentsRefundPreview, {
          success: true,
          data: {
            kind: 'automatic',
            paid_kurus: 40_000,
            amount_kurus: 40_000,
            card_kurus: 40_000,
            wallet_kurus: 0,
            text: 'Müşteriye ₺400 karta iade edilecek.',
          },
        }),
      [routeKey(postAdminAppointmentCancel, { id: 501 })]: () => {
        cancelled = true;
        return contractMock(postAdminAppointmentCancel, {
          success: true,
          message: 'Randevu iptal edildi.',
          data: current(),
        });
      },
    });
    renderRoute(<AdminAppointmentsPage />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Randevular' });
    expect(within(table).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(table).getByText('₺400')).toBeInTheDocument();
    expect(within(table).getByText('salonda ödenecek')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Durum'), 'confirmed');
    await waitFor(() => expect(api.calls.some((c) => c.query.get('status') === 'confirmed')).toBe(true));

    await user.click(within(table).getByRole('button', { name: /Aç/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevu #501' });
    await user.click(await within(dialog).findByRole('button', { name: 'Randevuyu İptal Et' }));
    const cancelDialog = await screen.findByRole('dialog', { name: 'Randevuyu iptal et' });
    expect(await within(cancelDialog).findByTestId('refund-preview')).toHaveTextContent(
      'Müşteriye ₺400 karta iade edilecek.',
    );
    await user.type(within(cancelDialog).getByLabelText(/İptal nedeni/), 'Salon kapandı');
    await user.click(within(cancelDialog).getByRole('button', { name: 'Randevuyu İptal Et' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Salon kapandı' });
    const after = await screen.findByRole('dialog', { name: 'Randevu #501' });
    await waitFor(() =>
      expect(within(after).queryByRole('button', { name: 'Randevuyu İptal Et' })).not.toBeInTheDocument(),
    );
  });

  it('shows the empty state', SLOW, async () => {
    mockApi({ [routeKey(getAdminAppointments)]: () => page([]) });
    renderRoute(<AdminAppointmentsPage />, { path: '/admin' });
    expect(await screen.findByText('Randevu bulunamadı')).toBeInTheDocument();
  });

  it('shows an error with "Tekrar dene" and loads again', SLOW, async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [routeKey(getAdminAppointments)]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Sunucu hatası' } }
          : page([makeAppointment({ customer })]),
    });
    renderRoute(<AdminAppointmentsPage />, { path: '/admin' });
    const retry = await screen.findByRole('button', { name: /Tekrar dene/i });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Randevular' })).toBeInTheDocument();
  });
});
