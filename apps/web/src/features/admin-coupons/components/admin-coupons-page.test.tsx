import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@salonya/contracts/coupons';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import { AdminCouponsPage } from './admin-coupons-page';

const SLOW = { timeout: 30_000 };

const coupon = (over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 5,
  code: 'YAZ10',
  title: 'Yaz indirimi',
  label: '%10 indirim',
  kind: 'percent',
  value: 10,
  funded_by: 'platform',
  salon: null,
  category: null,
  min_amount_kurus: 0,
  total_limit: 100,
  per_user_limit: 1,
  first_booking_only: false,
  is_public: true,
  status: 'active',
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
  used_count: 3,
  discount_total_kurus: 12_000,
  created_at: '2026-11-01T10:00:00+03:00',
  ...over,
});
const page = (coupons: AdminCoupon[]) => ({
  body: {
    success: true,
    data: { coupons, meta: { page: 1, per_page: 20, total: coupons.length, last_page: 1 } },
  },
});

describe('AdminCouponsPage (#coupons)', () => {
  beforeEach(() => setSession('token-admin', makeUser('admin')));

  it('lists coupons with their use, pauses one and shows its uses', SLOW, async () => {
    const user = userEvent.setup();
    let current = coupon();
    const api = mockApi({
      'GET /admin/coupons': () => page([current]),
      'POST /admin/coupons/5/pause': () => {
        current = coupon({ status: 'paused' });
        return {
          body: {
            success: true,
            message: 'Kupon durduruldu; yeni randevularda kullanılamaz.',
            data: current,
          },
        };
      },
      'GET /admin/coupons/5/redemptions': {
        body: {
          success: true,
          data: {
            coupon: current,
            redemptions: [
              {
                id: 1,
                customer: { id: 2, name: 'Ayşe Yılmaz', email: 'ayse@ornek.test' },
                appointment_id: 44,
                salon_name: 'Makas Kuaför',
                discount_kurus: 4_000,
                funded_kurus: 4_000,
                status: 'released',
                release_reason: 'Randevu iptal edildi; kupon kullanım hakkı geri verildi.',
                used_at: '2026-11-20T10:00:00+03:00',
              },
            ],
            meta: { page: 1, per_page: 20, total: 1, last_page: 1 },
          },
        },
      },
    });
    renderRoute(<AdminCouponsPage />, { path: '/admin' });
    const row = await screen.findByTestId('admin-coupon-row');
    expect(within(row).getByText('YAZ10')).toBeInTheDocument();
    expect(within(row).getByText('3 / 100')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'YAZ10 durdur' }));
    expect(await screen.findByText('Kupon durduruldu; yeni randevularda kullanılamaz.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('admin-coupon-row')).getByText('Durduruldu')).toBeInTheDocument(),
    );
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/admin/coupons/5/pause')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'YAZ10 kullanımları' }));
    const dialog = await screen.findByRole('dialog', { name: 'YAZ10 kullanımları' });
    expect(await within(dialog).findByText(/Ayşe Yılmaz/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Geri verildi/)).toBeInTheDocument();
  });

  it(
    'creates a coupon with an Idempotency-Key and shows the API’s Turkish errors next to the fields',
    SLOW,
    async () => {
      const user = userEvent.setup();
      let attempt = 0;
      const api = mockApi({
        'GET /admin/coupons': page([]),
        'GET /categories': { body: { success: true, data: [] } },
        'POST /admin/coupons': () => {
          attempt += 1;
          return attempt === 1
            ? {
                status: 422,
                body: {
                  success: false,
                  message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
                  error_code: 'VALIDATION_ERROR',
                  errors: { value: ['Yüzde indirim 1 ile 100 arasında olmalıdır.'] },
                },
              }
            : {
                status: 201,
                body: { success: true, message: 'Kupon oluşturuldu.', data: coupon({ code: 'KIS20' }) },
              };
        },
      });
      renderRoute(<AdminCouponsPage />, { path: '/admin' });
      expect(await screen.findByText('Kupon yok')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Yeni Kupon' }));
      const dialog = await screen.findByRole('dialog', { name: 'Yeni kupon' });
      await user.type(within(dialog).getByLabelText('Kupon kodu'), 'kis20');
      await user.type(within(dialog).getByLabelText('Kupon adı'), 'Kış indirimi');
      await user.type(within(dialog).getByLabelText('İndirim (%)'), '150');
      await user.click(within(dialog).getByRole('button', { name: 'Kupon Oluştur' }));
      expect(
        await within(dialog).findByText('Yüzde indirim 1 ile 100 arasında olmalıdır.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByLabelText('İndirim (%)')).toHaveAccessibleDescription(
        'Yüzde indirim 1 ile 100 arasında olmalıdır.',
      );
      await user.clear(within(dialog).getByLabelText('İndirim (%)'));
      await user.type(within(dialog).getByLabelText('İndirim (%)'), '20');
      await user.click(within(dialog).getByRole('button', { name: 'Kupon Oluştur' }));
      expect(await screen.findByText('Kupon oluşturuldu.')).toBeInTheDocument();
      const posts = api.calls.filter((c) => c.method === 'POST' && c.path === '/admin/coupons');
      expect(posts[1]!.body).toMatchObject({
        code: 'kis20',
        kind: 'percent',
        value: 20,
        funded_by: 'platform',
      });
      expect(posts[1]!.headers.get('Idempotency-Key')).toBeTruthy();
    },
  );
});
