import { screen, within } from '@testing-library/react';
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
  ...overrides,
});
const answer = (services: StaffService[]) => ({
  body: staffServicesResponseSchema.parse({
    success: true,
    data: { salon: { id: 3, name: 'Işıltı Kuaför' }, services },
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
});
