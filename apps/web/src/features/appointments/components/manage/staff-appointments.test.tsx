import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeManagedAppointment, pagedAppointments } from '../../testing/fixtures';
import { StaffAppointmentsPage } from './staff-appointments-page';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'staff', role: 'staff' })));

describe('StaffAppointmentsPage', () => {
  it('lists the upcoming appointments and completes one', async () => {
    const user = userEvent.setup();
    let completed = false;
    const api = mockApi({
      'GET /staff/appointments': () =>
        pagedAppointments(
          completed
            ? []
            : [makeManagedAppointment({ status: 'confirmed', allowed_actions: ['complete', 'no_show'] })],
        ),
      'POST /staff/appointments/501/complete': () => {
        completed = true;
        return {
          body: {
            success: true,
            message: 'Randevu tamamlandı.',
            data: makeManagedAppointment({
              status: 'completed',
              status_label: 'Tamamlandı',
              allowed_actions: [],
            }),
          },
        };
      },
    });
    renderRoute(<StaffAppointmentsPage scope="upcoming" />, { path: '/personel/randevular' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Randevularım' })).toBeInTheDocument();
    const card = await screen.findByTestId('managed-appointment');
    expect(card).toHaveTextContent('Ayşe Yılmaz');
    expect(card).toHaveTextContent('25 Kasım 2026 Çarşamba · 10:00–10:45');
    // Staff have no detail page and cannot cancel.
    expect(within(card).queryByRole('link', { name: 'Ayşe Yılmaz' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'İptal Et' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Gelmedi' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Tamamlandı' }));
    expect(await screen.findByText('Yaklaşan randevunuz yok')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/staff/appointments/501/complete')).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Randevu Geçmişi' })).toHaveAttribute(
      'href',
      '/personel/randevu-gecmisi',
    );
  });

  it('pages through the history', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /staff/appointments/history': (call) =>
        pagedAppointments(
          [
            makeManagedAppointment({
              id: call.query.get('page') === '2' ? 600 : 599,
              status: 'completed',
              status_label: 'Tamamlandı',
              allowed_actions: [],
              customer: {
                user_id: 91,
                name: call.query.get('page') === '2' ? 'Mert Kaya' : 'Ayşe Yılmaz',
                email: null,
                phone: null,
              },
            }),
          ],
          Number(call.query.get('page')),
          2,
          21,
        ),
    });
    renderRoute(<StaffAppointmentsPage scope="history" />, {
      path: '/personel/randevu-gecmisi',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Randevu Geçmişi' })).toBeInTheDocument();
    expect(await screen.findByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tamamlandı' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sonraki/ }));
    expect(await screen.findByText('Mert Kaya')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/personel/randevu-gecmisi?sayfa=2'),
    );
    expect(api.calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the empty and the failed list', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /staff/appointments/history': () =>
        fail ? { status: 500, body: { success: false, message: 'Sunucu hatası' } } : pagedAppointments([]),
    });
    renderRoute(<StaffAppointmentsPage scope="history" />, { path: '/personel/randevu-gecmisi' });
    expect(await screen.findByText('Randevular yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Geçmiş randevunuz yok')).toBeInTheDocument();
  });
});
