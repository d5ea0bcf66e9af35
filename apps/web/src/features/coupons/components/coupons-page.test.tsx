import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { rememberedCoupon } from '@/lib/remembered-coupon';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { CouponsPage } from './coupons-page';

const available = {
  id: 1,
  code: 'YAZ10',
  title: 'Yaz indirimi',
  label: '%10 indirim',
  kind: 'percent',
  value: 10,
  min_amount_kurus: 20_000,
  first_booking_only: true,
  salon: null,
  category: { id: 20, name: 'Kadın Kuaförü' },
  starts_at: '2026-11-01T00:00:00+03:00',
  ends_at: '2027-01-01T00:00:00+03:00',
  uses_left: 2,
};
const salonCoupon = {
  ...available,
  id: 2,
  code: 'SALON50',
  title: 'Makas Kuaför indirimi',
  label: '₺50 indirim',
  kind: 'fixed',
  value: 5_000,
  first_booking_only: false,
  category: null,
  salon: { id: 3, name: 'Makas Kuaför' },
  uses_left: null,
};
const used = {
  id: 9,
  code: 'ILK15',
  title: 'İlk randevu',
  discount_kurus: 6_000,
  appointment_id: 44,
  salon_name: 'Makas Kuaför',
  status: 'released',
  used_at: '2026-11-20T10:00:00+03:00',
};

describe('CouponsPage (/musteri/kuponlar, /kuponlarim)', () => {
  beforeEach(() => {
    setSession('token-abc', makeUser());
    sessionStorage.clear();
  });

  it('lists the usable coupons with their conditions and the used ones; Kullan keeps the code for the payment step', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /customer/coupons': {
        body: { success: true, data: { available: [available, salonCoupon], used: [used] } },
      },
    });
    renderRoute(<CouponsPage />, { path: '/musteri/kuponlar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuponlarım' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('coupon-card')).toHaveLength(2);
    expect(screen.getAllByText('En az ₺200 tutarındaki randevularda')).toHaveLength(2);
    expect(screen.getByText('Yalnızca Kadın Kuaförü hizmetlerinde')).toBeInTheDocument();
    expect(screen.getByText('Yalnızca ilk randevunuzda')).toBeInTheDocument();
    expect(screen.getByText('Kalan kullanım hakkınız: 2')).toBeInTheDocument();
    expect(screen.getByText('Yalnızca Makas Kuaför salonunda')).toBeInTheDocument();
    expect(screen.getByText('−₺60')).toBeInTheDocument();
    expect(screen.getByText(/İade edildi/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Kullan' })[1]!);
    expect(rememberedCoupon()).toBe('SALON50');
    expect(screen.getByTestId('location')).toHaveTextContent('/salon/3');
  });

  it('copies a code and says so', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /customer/coupons': { body: { success: true, data: { available: [available], used: [] } } },
    });
    renderRoute(<CouponsPage />, { path: '/musteri/kuponlar' });
    await user.click(await screen.findByRole('button', { name: 'Kodu Kopyala' }));
    expect(await screen.findByText('Kod kopyalandı.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('YAZ10');
    expect(screen.getByText('Henüz kupon kullanmadınız.')).toBeInTheDocument();
  });

  it('shows the empty state, and an error with Tekrar Dene', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /customer/coupons': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Sunucu hatası' }, offContract: true }
          : { body: { success: true, data: { available: [], used: [] } } },
    });
    renderRoute(<CouponsPage />, { path: '/musteri/kuponlar' });
    expect(await screen.findByText('Kuponlar yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Şu anda kullanabileceğiniz bir kupon yok')).toBeInTheDocument();
  });
});
