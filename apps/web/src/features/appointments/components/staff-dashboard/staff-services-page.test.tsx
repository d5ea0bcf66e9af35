import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffServicesResponseSchema, type StaffService } from '@salonya/contracts/staff-dashboard';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { StaffServicesPage } from './staff-services-page';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'staff', role: 'staff' })));

const service = (overrides: Partial<StaffService> = {}): StaffService => ({
  id: 1,
  name: 'Saç Kesimi',
  category_name: 'Saç Hizmetleri',
  description: 'Yıkama dahil',
  duration_minutes: 45,
  price_kurus: 50_000,
  discounted_price_kurus: null,
  is_home_service: false,
  is_pet_service: false,
  is_active: true,
  own_duration_minutes: null,
  ...overrides,
});
const answer = (services: StaffService[], allow = false) => ({
  body: staffServicesResponseSchema.parse({
    success: true,
    data: { salon: { id: 3, name: 'Işıltı Kuaför' }, allow_own_durations: allow, services },
  }),
});
const renderPage = () => renderRoute(<StaffServicesPage />, { path: '/personel/hizmetlerim' });

describe('StaffServicesPage', () => {
  it('lists the assigned services with duration, price, discount and flags', async () => {
    mockApi({
      'GET /staff/services': answer([
        service(),
        service({
          id: 2,
          name: 'Evde Manikür',
          duration_minutes: 60,
          price_kurus: 80_000,
          discounted_price_kurus: 64_000,
          is_home_service: true,
          is_active: false,
          description: '',
        }),
      ]),
    });
    renderPage();
    const items = within(await screen.findByRole('list', { name: 'Atanan hizmetler' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Saç Kesimi');
    expect(items[0]).toHaveTextContent('Saç Hizmetleri');
    expect(items[0]).toHaveTextContent('45 dakika · ₺500');
    expect(items[0]).toHaveTextContent('Yıkama dahil');
    expect(items[1]).toHaveTextContent('₺640');
    expect(within(items[1]!).getByLabelText('İndirimsiz fiyat ₺800')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Adreste hizmet');
    expect(items[1]).toHaveTextContent('Gizli');
    expect(screen.getByText(/Işıltı Kuaför salonunun size atadığı hizmetler/)).toBeInTheDocument();
  });

  it('explains an empty list, and a failed load offers Tekrar Dene', async () => {
    mockApi({ 'GET /staff/services': answer([]) });
    renderPage();
    expect(await screen.findByText('Size atanmış hizmet yok')).toBeInTheDocument();
  });

  it('shows a failed load with Tekrar Dene', async () => {
    mockApi({ 'GET /staff/services': { status: 500, body: { success: false, message: 'Sunucu hatası' } } });
    renderPage();
    expect(await screen.findByText('Hizmetleriniz yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });

  it('offers no own length while the salon does not allow it', async () => {
    mockApi({ 'GET /staff/services': answer([service({ own_duration_minutes: 30 })]) });
    renderPage();
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent('45 dakika · ₺500');
    expect(within(item).queryByLabelText('Sizin süreniz (dakika)')).not.toBeInTheDocument();
  });

  it('sets the own length; the server’s 422 shows next to the field', async () => {
    const user = userEvent.setup();
    let stored: number | null = null;
    const { calls } = mockApi({
      'GET /staff/services': () => answer([service({ own_duration_minutes: stored })], true),
      'PUT /staff/services/1/duration': (call) => {
        const minutes = (call.body as { duration_minutes: number }).duration_minutes;
        if (minutes === 400)
          return {
            status: 422,
            body: {
              success: false,
              message: 'Geçersiz',
              errors: { duration_minutes: ['Sunucu: süre uygun değil'] },
            },
          };
        stored = minutes;
        return {
          body: {
            success: true,
            data: service({ own_duration_minutes: minutes }),
            message: 'Hizmet süreniz kaydedildi',
          },
        };
      },
    });
    renderPage();
    const field = await screen.findByLabelText('Sizin süreniz (dakika)');
    expect(field).toHaveValue(45);
    await user.clear(field);
    await user.type(field, '42');
    await user.click(screen.getByRole('button', { name: 'Süreyi Kaydet' }));
    expect(await screen.findByText('Süre 5 dakikalık adımlarla girilmelidir')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '400');
    await user.click(screen.getByRole('button', { name: 'Süreyi Kaydet' }));
    expect(await screen.findByText('Sunucu: süre uygun değil')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '30');
    await user.click(screen.getByRole('button', { name: 'Süreyi Kaydet' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ duration_minutes: 30 }),
    );
    expect(await screen.findByText('30 dakika (sizin süreniz)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salon süresini kullan' })).toBeInTheDocument();
  });
});
