import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeServiceSettingsSchema, type HomeServiceSettings } from '@salonya/contracts/owner-services';
import { SERVICE_MESSAGES as M } from '@salonya/domain/catalogue/services';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute, type ApiAnswer, type ApiCall } from '@/test/test-utils';
import { HomeServicePage } from './home-service-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };

afterEach(() => vi.clearAllMocks());

const SETTINGS: HomeServiceSettings = homeServiceSettingsSchema.parse({
  salon_id: 1,
  service_radius_km: 20,
  home_travel_buffer_minutes: 0,
  home_service_fee_kurus: 0,
  services: [
    {
      id: 101,
      name: 'Saç Kesimi',
      category_name: 'Saç Hizmetleri',
      duration_minutes: 45,
      price_kurus: 45000,
      discounted_price_kurus: null,
      is_home_service: true,
      is_active: true,
    },
    {
      id: 102,
      name: 'Gelin Makyajı',
      category_name: 'Güzellik & Estetik',
      duration_minutes: 120,
      price_kurus: 300000,
      discounted_price_kurus: null,
      is_home_service: false,
      is_active: true,
    },
  ],
});

function api(settings: HomeServiceSettings, put?: (call: ApiCall) => ApiAnswer) {
  return mockApi({
    'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 1, name: 'Işıltı Kuaför', status: 'active' }]),
    'GET /salon-owner/salons/1/home-service': { body: { success: true, data: settings } },
    'PUT /salon-owner/salons/1/home-service':
      put ??
      ((call) => ({
        body: { success: true, message: M.homeSaved, data: { ...settings, ...(call.body as object) } },
      })),
  });
}

describe('HomeServicePage', SLOW, () => {
  it('saves radius, travel buffer, the fee in exact kuruş and the home services', async () => {
    const user = userEvent.setup();
    const { calls } = api(SETTINGS);
    renderRoute(<HomeServicePage />);
    const radius = await screen.findByLabelText('Hizmet yarıçapı (km)');
    expect(radius).toHaveValue(20);
    expect(screen.getByRole('switch', { name: 'Saç Kesimi' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Gelin Makyajı' })).not.toBeChecked();

    await user.clear(radius);
    await user.type(radius, '35');
    await user.selectOptions(screen.getByLabelText('Yol payı'), '30');
    await user.clear(screen.getByLabelText('Ek ücret (₺)'));
    await user.type(screen.getByLabelText('Ek ücret (₺)'), '150,50');
    await user.click(screen.getByRole('switch', { name: 'Gelin Makyajı' }));
    await user.click(screen.getByRole('switch', { name: 'Saç Kesimi' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.homeSaved));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      service_radius_km: 35,
      home_travel_buffer_minutes: 30,
      home_service_fee_kurus: 15050,
      home_service_ids: [102],
    });
  });

  it("shows a bad radius before sending and the server's 422 next to its field", async () => {
    const user = userEvent.setup();
    const { calls } = api(SETTINGS, () => ({
      status: 422,
      body: {
        success: false,
        message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
        errors: { home_service_fee_kurus: [M.feeRange] },
      },
    }));
    renderRoute(<HomeServicePage />);
    const radius = await screen.findByLabelText('Hizmet yarıçapı (km)');
    await user.clear(radius);
    await user.type(radius, '0');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(radius).toHaveAccessibleDescription(new RegExp(M.radiusRange)));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(radius);
    await user.type(radius, '10');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Ek ücret (₺)')).toHaveAccessibleDescription(new RegExp(M.feeRange)),
    );
  });

  it('sends a salon without services to the services page', async () => {
    api({ ...SETTINGS, services: [] });
    renderRoute(<HomeServicePage />);
    expect(await screen.findByText('Önce hizmet ekleyin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hizmetler sayfasına git' })).toHaveAttribute(
      'href',
      '/salon/hizmetler',
    );
  });
});
