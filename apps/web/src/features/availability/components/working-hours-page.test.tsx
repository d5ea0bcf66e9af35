import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalonWorkingHours } from '@salonya/contracts/availability';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { WorkingHoursPage } from './working-hours-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };

const HOURS: SalonWorkingHours = {
  salon_id: 1,
  salon_name: 'Işıltı Kuaför',
  opening_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    opens_at: weekday === 7 ? null : '09:00',
    closes_at: weekday === 7 ? null : '19:00',
  })),
  staff: [
    {
      salon_staff_id: 11,
      user_id: 101,
      name: 'Ece Yıldız',
      avatar_url: null,
      is_active: true,
      has_custom_hours: true,
      ranges: [
        { weekday: 1, start_time: '09:00', end_time: '12:00' },
        { weekday: 1, start_time: '13:00', end_time: '18:00' },
      ],
    },
    {
      salon_staff_id: 12,
      user_id: 102,
      name: 'Mert Kaya',
      avatar_url: null,
      is_active: true,
      has_custom_hours: false,
      ranges: [],
    },
  ],
};

function api(put?: (call: ApiCall) => { status?: number; body: unknown }) {
  return mockApi({
    'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 1, name: 'Işıltı Kuaför' }]),
    'GET /salon-owner/salons/1/working-hours': { body: { success: true, data: HOURS } },
    'PUT /salon-owner/staff/11/working-hours':
      put ??
      (() => ({ body: { success: true, message: 'Çalışma saatleri kaydedildi', data: HOURS.staff[0] } })),
  });
}

afterEach(() => vi.clearAllMocks());

describe('WorkingHoursPage', SLOW, () => {
  it('edits several ranges a day, copies a day to others and saves the week', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderRoute(<WorkingHoursPage />);
    expect(await screen.findByRole('tab', { name: 'Ece Yıldız', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Pazartesi 1. aralık başlangıç')).toHaveValue('09:00');
    expect(screen.getByLabelText('Pazartesi 2. aralık bitiş')).toHaveValue('18:00');
    expect(screen.getByLabelText('Pazartesi 1. aralık başlangıç')).toHaveAttribute('step', '900');

    await user.click(screen.getByRole('button', { name: 'Pazartesi için aralık ekle' }));
    expect(screen.getByLabelText('Pazartesi 3. aralık başlangıç')).toHaveValue('19:00');
    await user.click(screen.getByRole('button', { name: 'Pazartesi 3. aralığı kaldır' }));
    expect(screen.queryByLabelText('Pazartesi 3. aralık başlangıç')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pazartesi saatlerini diğer günlere kopyala' }));
    const targets = screen.getByRole('group', { name: 'Pazartesi saatlerinin kopyalanacağı günler' });
    await user.click(within(targets).getByRole('checkbox', { name: 'Cumartesi' }));
    await user.click(within(targets).getByRole('checkbox', { name: 'Pazar' }));
    await user.click(within(targets).getByRole('button', { name: 'Kopyala' }));
    expect(screen.getByLabelText('Cuma 2. aralık başlangıç')).toHaveValue('13:00');
    expect(screen.queryByLabelText('Cumartesi 1. aralık başlangıç')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Çalışma saatleri kaydedildi'));
    const body = calls.find((c) => c.method === 'PUT')?.body as { ranges: { weekday: number }[] };
    expect(body.ranges).toHaveLength(10);
    expect(body.ranges.slice(0, 2)).toEqual([
      { weekday: 1, start_time: '09:00', end_time: '12:00' },
      { weekday: 1, start_time: '13:00', end_time: '18:00' },
    ]);
    expect(body.ranges.map((r) => r.weekday)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('shows the rules next to the fields before sending, and the server 422 per range', async () => {
    const user = userEvent.setup();
    const { calls } = api(() => ({
      status: 422,
      body: {
        success: false,
        message: 'Validation error',
        errors: { 'ranges.1.end_time': ['Sunucu: geçersiz aralık'] },
      },
    }));
    renderRoute(<WorkingHoursPage />);
    const end = await screen.findByLabelText('Pazartesi 1. aralık bitiş');
    await user.clear(end);
    await user.type(end, '14:00');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getByLabelText('Pazartesi 2. aralık başlangıç')).toHaveAccessibleDescription(
      /Aynı gündeki çalışma aralıkları çakışamaz/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen işaretli alanları düzeltin');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(end);
    await user.type(end, '12:00');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Pazartesi 2. aralık bitiş')).toHaveAccessibleDescription(
        /Sunucu: geçersiz aralık/,
      ),
    );
  });

  it("starts a staff member without own hours from the salon's opening hours", async () => {
    const user = userEvent.setup();
    api();
    renderRoute(<WorkingHoursPage />);
    await user.click(await screen.findByRole('tab', { name: 'Mert Kaya' }));
    expect(screen.getByText(/özel çalışma saati tanımlanmamış/)).toBeInTheDocument();
    expect(screen.getByLabelText('Salı 1. aralık başlangıç')).toHaveValue('09:00');
    expect(screen.getByLabelText('Salı 1. aralık bitiş')).toHaveValue('19:00');
    expect(screen.queryByLabelText('Pazar 1. aralık başlangıç')).not.toBeInTheDocument();
  });
});
