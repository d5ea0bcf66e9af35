import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffServiceMatrixSchema, type StaffServiceMatrix } from '@salonya/contracts/team';
import { SELECTED_SALON_KEY } from '@/lib/selected-salon';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { StaffServiceMatrixPage } from './staff-service-matrix';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };

const MATRIX: StaffServiceMatrix = staffServiceMatrixSchema.parse({
  salon_id: 7,
  services: [
    { id: 101, name: 'Saç Kesimi', category_name: 'Saç Hizmetleri', duration_minutes: 45 },
    { id: 102, name: 'Fön', category_name: 'Saç Hizmetleri', duration_minutes: 30 },
  ],
  staff: [
    {
      salon_staff_id: 11,
      display_name: 'Ece Yıldız',
      title: 'Kuaför',
      avatar_url: null,
      is_active: true,
      service_ids: [101],
    },
    {
      salon_staff_id: 12,
      display_name: 'Mert Kaya',
      title: '',
      avatar_url: null,
      is_active: false,
      service_ids: [],
    },
  ],
});

const SALONS = ownerSalonsAnswer([
  { id: 3, name: 'Birinci Salon', status: 'active' },
  { id: 7, name: 'İkinci Salon', status: 'active' },
]).body;

function api(put?: (call: ApiCall) => { status?: number; body: unknown }) {
  return mockApi({
    'GET /salon-owner/salons': { body: SALONS },
    'GET /salon-owner/salons/7/staff-services': { body: { success: true, data: MATRIX } },
    'PUT /salon-owner/salons/7/staff-services':
      put ??
      ((call) => {
        const body = call.body as { assignments: { salon_staff_id: number; service_ids: number[] }[] };
        const staff = MATRIX.staff.map((s) => {
          const row = body.assignments.find((a) => a.salon_staff_id === s.salon_staff_id);
          return row ? { ...s, service_ids: row.service_ids } : s;
        });
        return {
          body: { success: true, message: 'Hizmet atamaları kaydedildi.', data: { ...MATRIX, staff } },
        };
      }),
  });
}

beforeEach(() => localStorage.setItem(SELECTED_SALON_KEY, '7'));
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('StaffServiceMatrixPage', SLOW, () => {
  it("shows the selected salon's staff × services and saves one row", async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderRoute(<StaffServiceMatrixPage />);
    const table = await screen.findByRole('table', { name: 'Personel ve hizmet eşleştirmesi' });
    expect(within(table).getByRole('columnheader', { name: /Saç Kesimi/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ece Yıldız: Saç Kesimi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ece Yıldız: Fön' })).not.toBeChecked();
    expect(within(table).getByText('Pasif')).toBeInTheDocument();
    const saveEce = screen.getByRole('button', { name: 'Ece Yıldız hizmetlerini kaydet' });
    expect(saveEce).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Ece Yıldız: Fön' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mert Kaya: Saç Kesimi' }));
    expect(screen.getByText('2 personelde değişiklik var.')).toBeInTheDocument();
    await user.click(saveEce);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hizmet atamaları kaydedildi.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      assignments: [{ salon_staff_id: 11, service_ids: [101, 102] }],
    });
    // Mert's unsaved change is kept.
    expect(screen.getByRole('checkbox', { name: 'Mert Kaya: Saç Kesimi' })).toBeChecked();
    expect(await screen.findByText('1 personelde değişiklik var.')).toBeInTheDocument();
  });

  it('saves every changed row at once', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderRoute(<StaffServiceMatrixPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Ece Yıldız: Saç Kesimi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mert Kaya: Fön' }));
    await user.click(screen.getByRole('button', { name: 'Tümünü Kaydet' }));
    await waitFor(() => expect(screen.getByText('Kaydedilmemiş değişiklik yok.')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      assignments: [
        { salon_staff_id: 11, service_ids: [] },
        { salon_staff_id: 12, service_ids: [102] },
      ],
    });
  });

  it('shows the server message when saving fails and keeps the edits', async () => {
    const user = userEvent.setup();
    api(() => ({ status: 404, body: { success: false, message: 'Personel bulunamadı.' } }));
    renderRoute(<StaffServiceMatrixPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Mert Kaya: Fön' }));
    await user.click(screen.getByRole('button', { name: 'Tümünü Kaydet' }));
    expect(await screen.findByText('Personel bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mert Kaya: Fön' })).toBeChecked();
  });

  it('shows one card per staff member on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width: 767px'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    api();
    renderRoute(<StaffServiceMatrixPage />);
    const ece = await screen.findByRole('group', { name: /Ece Yıldız/ });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(ece).getByRole('checkbox', { name: 'Ece Yıldız: Saç Kesimi' })).toBeChecked();
    expect(within(ece).getByRole('button', { name: 'Ece Yıldız hizmetlerini kaydet' })).toBeDisabled();
  });

  it('explains an empty team and offers Tekrar Dene after a failed load', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /salon-owner/salons': { body: SALONS },
      'GET /salon-owner/salons/7/staff-services': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Sunucu hatası' } }
          : { body: { success: true, data: { ...MATRIX, staff: [] } } },
    });
    renderRoute(<StaffServiceMatrixPage />);
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Henüz personeliniz yok')).toBeInTheDocument();
  });
});
