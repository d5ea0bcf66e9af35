import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffDashboard } from '@salonya/contracts/staff-dashboard';
import { staffDashboardResponseSchema } from '@salonya/contracts/staff-dashboard';
import { resetNotificationStream } from '@/hooks/use-notification-stream';
import { setSession } from '@/lib/session';
import { FakeEventSource } from '@/test/fake-event-source';
import { makeAppointment } from '@/test/appointment-fixtures';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { StaffDashboardPage } from './staff-dashboard-page';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'staff', role: 'staff' })));

function makeDashboard(overrides: Partial<StaffDashboard> = {}): StaffDashboard {
  return {
    date: '2026-12-01',
    salon: { id: 3, name: 'Işıltı Kuaför' },
    today_status: 'Molalı',
    now: { kind: 'free', until: '10:00', appointment_id: null },
    next_appointment_id: 11,
    today: [
      {
        id: 10,
        start_time: '09:00',
        end_time: '09:30',
        status: 'completed',
        customer_name: 'Elif Şahin',
        customer_phone: null,
        service_names: ['Fön'],
        total_price_kurus: 40_000,
        is_home_service: false,
        notes: '',
        allowed_actions: [],
      },
      {
        id: 11,
        start_time: '10:00',
        end_time: '10:45',
        status: 'confirmed',
        customer_name: 'Ayşe Yılmaz',
        customer_phone: '05321234567',
        service_names: ['Saç Kesimi', 'Fön'],
        total_price_kurus: 65_000,
        is_home_service: false,
        notes: 'Kısa kesim istiyor',
        allowed_actions: ['complete', 'no_show'],
      },
    ],
    week: {
      from: '2026-11-30',
      to: '2026-12-06',
      total: 9,
      pending: 2,
      confirmed: 4,
      completed: 2,
      cancelled: 1,
      no_show: 0,
    },
    earned_today_kurus: 40_000,
    completed_today: 1,
    ...overrides,
  };
}
/** The mock answers exactly what the contract declares (a drifted fixture fails here, not in production). */
const answer = (d: StaffDashboard) => ({
  body: staffDashboardResponseSchema.parse({ success: true, data: d }),
});

const renderPage = () => renderRoute(<StaffDashboardPage />, { path: '/personel' });

describe('StaffDashboardPage', () => {
  describe('live', () => {
    beforeEach(() => {
      FakeEventSource.instances = [];
      vi.stubGlobal('EventSource', FakeEventSource);
    });
    afterEach(() => {
      resetNotificationStream();
      vi.unstubAllGlobals();
    });

    it('asks for the day again at once when an appointment event arrives on the notification stream', async () => {
      const { calls } = mockApi({
        'GET /staff/dashboard': answer(makeDashboard()),
        'POST /notifications/stream-ticket': {
          body: { success: true, data: { ticket: 't-1', expires_at: '2026-11-26T10:00:00.000Z' } },
        },
      });
      renderPage();
      await screen.findByRole('region', { name: 'Sıradaki müşteri' });
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const fetches = () => calls.filter((c) => c.path === '/staff/dashboard').length;
      const before = fetches();
      const es = FakeEventSource.latest();
      act(() => {
        es.open();
        es.emit(
          'notification',
          {
            notification: {
              id: 5,
              type: 'appointment_created',
              title: 'Yeni randevu',
              body: 'Ayşe Yılmaz: Saç Kesimi, 1 Aralık 2026 Salı 14:00.',
              link: '/personel/randevular',
              is_read: false,
              read_at: null,
              created_at: '2026-12-01T08:00:00.000Z',
            },
            unread_count: 1,
          },
          '5',
        );
      });
      await waitFor(() => expect(fetches()).toBe(before + 1));
    });
  });

  it('shows the loading state, then the state right now, the next customer, the day and the week', async () => {
    mockApi({ 'GET /staff/dashboard': answer(makeDashboard()) });
    renderPage();
    expect(screen.getByText('Panel yükleniyor…')).toBeInTheDocument();

    expect(await screen.findByText('Müsait · 10:00 saatine kadar')).toBeInTheDocument();
    expect(screen.getByText('Molalı')).toBeInTheDocument();
    expect(screen.getByText('Bugünkü kazanç').parentElement).toHaveTextContent('₺400');
    expect(screen.getByText('Bugünkü kazanç').parentElement).toHaveTextContent('1 tamamlanan randevu');

    const nextCard = screen.getByRole('region', { name: 'Sıradaki müşteri' });
    expect(nextCard).toHaveTextContent('10:00–10:45 · Ayşe Yılmaz');
    expect(nextCard).toHaveTextContent('Saç Kesimi, Fön');
    expect(nextCard).toHaveTextContent('Not: Kısa kesim istiyor');
    expect(within(nextCard).getByRole('link', { name: '05321234567' })).toHaveAttribute(
      'href',
      'tel:05321234567',
    );

    const items = within(screen.getByRole('list', { name: 'Bugünkü randevular' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('09:00–09:30 · Elif Şahin');
    expect(items[0]).toHaveTextContent('Tamamlandı');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Sıradaki');
    expect(within(items[1]!).getByRole('button', { name: 'Tamamlandı' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'İptal Et' })).not.toBeInTheDocument();

    const week = within(screen.getByRole('region', { name: 'Bu hafta' }));
    expect(week.getByText('Randevu').parentElement).toHaveTextContent('9');
    expect(week.getByText('Onay bekleyen').parentElement).toHaveTextContent('2');

    expect(screen.getByRole('link', { name: 'Mola Ekle' })).toHaveAttribute(
      'href',
      '/personel/musaitlik?ekle=mola',
    );
    expect(screen.getByRole('link', { name: 'Zaman Blokla' })).toHaveAttribute(
      'href',
      '/personel/musaitlik?ekle=blokaj',
    );
  });

  it('completes the next appointment and shows the refreshed day', async () => {
    const user = userEvent.setup();
    let completed = false;
    const api = mockApi({
      'GET /staff/dashboard': () =>
        answer(
          completed
            ? makeDashboard({
                next_appointment_id: null,
                now: { kind: 'free', until: '18:00', appointment_id: null },
                earned_today_kurus: 105_000,
                completed_today: 2,
                today: makeDashboard().today.map((a) =>
                  a.id === 11 ? { ...a, status: 'completed', allowed_actions: [] } : a,
                ),
              })
            : makeDashboard(),
        ),
      'POST /staff/appointments/11/complete': () => {
        completed = true;
        return {
          body: {
            success: true,
            message: 'Randevu tamamlandı.',
            data: makeAppointment({ id: 11, status: 'completed' }),
          },
        };
      },
    });
    renderPage();
    const items = within(await screen.findByRole('list', { name: 'Bugünkü randevular' })).getAllByRole(
      'listitem',
    );
    await user.click(within(items[1]!).getByRole('button', { name: 'Tamamlandı' }));
    expect(await screen.findByText('Bugün sırada bekleyen müşteriniz yok.')).toBeInTheDocument();
    expect(screen.getByText('Bugünkü kazanç').parentElement).toHaveTextContent('₺1.050');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/staff/appointments/11/complete')).toBe(
      true,
    );
  });

  it('says so when the day is empty, and when off duty', async () => {
    mockApi({
      'GET /staff/dashboard': answer(
        makeDashboard({
          today: [],
          next_appointment_id: null,
          now: { kind: 'off', until: null, appointment_id: null },
          today_status: 'Müsait',
        }),
      ),
    });
    renderPage();
    expect(await screen.findByText('Bugün randevunuz yok')).toBeInTheDocument();
    expect(screen.getByText('Mesai dışında')).toBeInTheDocument();
    expect(screen.getByText('Bugün sırada bekleyen müşteriniz yok.')).toBeInTheDocument();
  });

  it('shows a failed load with Tekrar Dene, which loads again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /staff/dashboard': () =>
        fail ? { status: 500, body: { success: false, message: 'Sunucu hatası' } } : answer(makeDashboard()),
    });
    renderPage();
    expect(await screen.findByText('Panel bilgileri yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Müsait · 10:00 saatine kadar')).toBeInTheDocument();
  });
});
