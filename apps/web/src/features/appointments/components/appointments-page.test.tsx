import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeCustomerAppointment } from '../testing/fixtures';
import { AppointmentsPage } from './appointments-page';

const list = (appointments: unknown[], last_page = 1) => ({
  body: {
    success: true,
    data: { appointments, meta: { page: 1, per_page: 10, total: appointments.length, last_page } },
  },
});

beforeEach(() => setSession('token-abc', makeUser()));

describe('AppointmentsPage', () => {
  it('lists upcoming appointments and switches to the past ones', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /customer/appointments': (call) =>
        call.query.get('scope') === 'past' ? list([]) : list([makeCustomerAppointment()]),
    });
    renderRoute(<AppointmentsPage />, { path: '/musteri/randevular', url: '/musteri/randevular' });

    const card = await screen.findByTestId('appointment-card');
    expect(card).toHaveTextContent('Makas Kuaför');
    expect(card).toHaveTextContent('25 Kasım 2026 Çarşamba · 10:00–10:45');
    expect(card).toHaveTextContent('Elif Şahin');
    expect(card).toHaveTextContent('Saç Kesimi · ₺400');
    expect(card).toHaveAttribute('href', '/musteri/randevu/501');
    expect(screen.getByRole('tab', { name: 'Yaklaşan' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Geçmiş' }));
    expect(await screen.findByText('Geçmiş randevunuz yok')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/musteri/randevular?durum=gecmis');
    expect(api.calls.map((c) => c.query.get('scope'))).toContain('past');
  });

  it('offers Tekrar randevu al on completed and cancelled past appointments only (issue #21 item 5)', async () => {
    mockApi({
      'GET /customer/appointments': list([
        makeCustomerAppointment({ id: 1, status: 'completed', status_label: 'Tamamlandı' }),
        makeCustomerAppointment({ id: 2, status: 'cancelled', status_label: 'İptal Edildi' }),
        makeCustomerAppointment({ id: 3, status: 'no_show', status_label: 'Gelinmedi' }),
      ]),
    });
    renderRoute(<AppointmentsPage />, {
      path: '/musteri/randevular',
      url: '/musteri/randevular?durum=gecmis',
    });
    expect(await screen.findAllByTestId('appointment-card')).toHaveLength(3);
    const rebook = screen.getAllByRole('link', { name: /^Tekrar randevu al/ });
    expect(rebook).toHaveLength(2);
    for (const link of rebook) expect(link).toHaveAttribute('href', '/salons/3/booking');
  });

  it('offers to find a salon when nothing is upcoming', async () => {
    mockApi({ 'GET /customer/appointments': list([]) });
    renderRoute(<AppointmentsPage />, {
      path: '/musteri/randevular',
      url: '/musteri/randevular?durum=yaklasan',
    });
    expect(await screen.findByText('Yaklaşan randevunuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salon Keşfet' })).toHaveAttribute('href', '/');
  });

  it('shows the error with Tekrar Dene and loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /customer/appointments': () =>
        fail
          ? { status: 400, body: { success: false, message: 'Geçersiz istek' } }
          : list([makeCustomerAppointment()]),
    });
    renderRoute(<AppointmentsPage />, { path: '/musteri/randevular', url: '/musteri/randevular' });
    expect(await screen.findByText('Randevular yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByTestId('appointment-card')).toBeInTheDocument();
  });
});
