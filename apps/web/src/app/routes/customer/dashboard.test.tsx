import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSalonCard } from '@/features/catalogue/testing/catalogue-fixtures';
import { makePending } from '@/features/reviews/testing/fixtures';
import { setSession } from '@/lib/session';
import { makeAppointment } from '@/test/appointment-fixtures';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { Component as CustomerDashboard } from './dashboard';

const list = (appointments: unknown[]) => ({
  body: {
    success: true,
    data: { appointments, meta: { page: 1, per_page: 10, total: appointments.length, last_page: 1 } },
  },
});

const wallet = (balance: number) => ({
  body: {
    success: true,
    data: {
      user_id: 1,
      balance_kurus: balance,
      currency: 'TRY',
      top_up_min_kurus: 5_000,
      top_up_max_kurus: 1_000_000,
      test_mode: true,
      test_cards: [],
    },
  },
});

beforeEach(() => setSession('token-abc', makeUser({ name: 'Ayşe Yılmaz' })));

const renderPage = () => renderRoute(<CustomerDashboard />, { path: '/musteri', url: '/musteri' });

describe('customer dashboard /musteri', () => {
  it('brings the next appointment, figures, salons to book again, reviews waiting and favourites together', async () => {
    mockApi({
      'GET /customer/appointments': (call) =>
        call.query.get('scope') === 'past'
          ? list([
              makeAppointment({ id: 400, status: 'completed', status_label: 'Tamamlandı' }),
              makeAppointment({ id: 401, status: 'completed', status_label: 'Tamamlandı' }),
              makeAppointment({
                id: 402,
                status: 'cancelled',
                status_label: 'İptal Edildi',
                salon: { ...makeAppointment().salon, id: 9, name: 'İptal Salonu' },
              }),
            ])
          : list([makeAppointment()]),
      'GET /customer/wallet': wallet(25_000),
      'GET /customer/coupons': {
        body: {
          success: true,
          data: {
            available: [
              {
                id: 1,
                code: 'YAZ10',
                title: 'Yaz indirimi',
                label: '%10 indirim',
                kind: 'percent',
                value: 10,
                min_amount_kurus: 0,
                first_booking_only: false,
                salon: null,
                category: null,
                starts_at: '2026-11-01T00:00:00+03:00',
                ends_at: '2027-01-01T00:00:00+03:00',
                uses_left: null,
              },
            ],
            used: [],
          },
        },
      },
      'GET /notifications/unread-count': { body: { success: true, data: { unread_count: 3 } } },
      'GET /customer/reviews': { body: { success: true, data: { reviews: [], pending: [makePending()] } } },
      'GET /customer/favorites': {
        body: { success: true, data: [makeSalonCard({ id: 12, name: 'Moda Güzellik' })] },
      },
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeInTheDocument();
    expect(screen.getByText(/^Merhaba Ayşe, randevularınız/)).toBeInTheDocument();

    const next = await screen.findByRole('link', { name: 'Ayrıntılar, İptal ve Değişiklik' });
    expect(next).toHaveAttribute('href', '/musteri/randevu/501');
    expect(screen.getByText('Makas Kuaför', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yol Tarifi' }).getAttribute('href')).toContain(
      encodeURIComponent('Moda Cad. No: 12'),
    );

    const figures = within(screen.getByRole('region', { name: 'Özet' }));
    expect(await figures.findByText('₺250')).toBeInTheDocument();
    expect(await figures.findByText('3')).toBeInTheDocument();
    expect(await figures.findByText('Kullanılabilir kupon')).toBeInTheDocument();
    expect(figures.getByRole('link', { name: 'Kuponlarım' })).toHaveAttribute('href', '/musteri/kuponlar');

    // A salon of two completed visits is offered once; a cancelled visit's salon is not.
    const again = await screen.findAllByRole('link', { name: /^Tekrar Randevu Al/ });
    expect(again).toHaveLength(1);
    expect(again[0]).toHaveAttribute('href', '/salons/3/booking');
    expect(screen.queryByText('İptal Salonu')).not.toBeInTheDocument();

    expect(await screen.findByText('Moda Güzellik', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yorum Yaz' })).toHaveAttribute('href', '/musteri/yorumlar');
    expect(await screen.findByRole('link', { name: /^Randevu Al/ })).toHaveAttribute(
      'href',
      '/salons/12/booking',
    );
  });

  it('without an upcoming appointment offers to find a salon, and shows no figure it could not load', async () => {
    mockApi({
      'GET /customer/appointments': list([]),
      'GET /customer/wallet': { status: 500, body: { success: false, message: 'Hata' } },
      'GET /customer/coupons': { status: 500, body: { success: false, message: 'Hata' } },
      'GET /notifications/unread-count': { body: { success: true, data: { unread_count: 0 } } },
      'GET /customer/reviews': { body: { success: true, data: { reviews: [], pending: [] } } },
      'GET /customer/favorites': { body: { success: true, data: [] } },
    });
    renderPage();
    expect(await screen.findByText('Yaklaşan randevunuz yok.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salon Bul' })).toHaveAttribute('href', '/arama');
    expect(await screen.findByText('Değerlendirme bekleyen ziyaretiniz yok.')).toBeInTheDocument();
    expect(screen.queryByText('Cüzdan bakiyesi')).not.toBeInTheDocument();
    expect(screen.queryByText('Kullanılabilir kupon')).not.toBeInTheDocument();
  });
});
