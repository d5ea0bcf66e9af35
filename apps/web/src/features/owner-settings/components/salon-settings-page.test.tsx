import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { salonSettingsSchema, type SalonSettings } from '@salonya/contracts/salon-owner';
import { SALON_SETTINGS_MESSAGES as M } from '@salonya/domain/salon-owner/settings';
import { toast } from '@/lib/toast';
import { ownerSalonsAnswer } from '@/test/owner-salons';
import { mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { durationLabel } from './salon-settings-form';
import { SalonSettingsPage } from './salon-settings-page';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SETTINGS: SalonSettings = salonSettingsSchema.parse({
  salon_id: 5,
  salon_name: 'Makas Kuaför Moda',
  min_notice_minutes: 60,
  max_advance_days: 60,
  buffer_minutes: 0,
  cancellation_cutoff_minutes: 120,
  requires_manual_confirmation: false,
  accepts_online_bookings: true,
  notify_new_booking: true,
  notify_cancellation: true,
  notify_daily_digest: true,
  allow_staff_durations: false,
  updated_at: null,
});

const SALONS = ownerSalonsAnswer(
  [
    { id: 3, name: 'Makas Kuaför' },
    { id: 5, name: 'Makas Kuaför Moda', district: 'Moda' },
  ],
  5,
);

/** The page's second form (the refund policy) has tests of its own: refund-policy-form.test.tsx. */
const POLICY_ROUTE = {
  'GET /salon-owner/salons/5/refund-policy': {
    body: {
      success: true,
      data: {
        salon_id: 5,
        free_cancellation_minutes: 1440,
        late_refund: 'partial',
        late_refund_percent: 50,
        summary: 'Randevudan en az 1 gün önce yapılan iptallerde ödemenin tamamı iade edilir.',
        updated_at: null,
      },
    },
  },
};

function renderPage() {
  return renderRoute(<SalonSettingsPage />, { path: '/salon/ayarlar' });
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

describe('SalonSettingsPage', () => {
  it('shows the selected salon’s rules and saves the whole set for that salon', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /salon-owner/salons': SALONS,
      ...POLICY_ROUTE,
      'GET /salon-owner/salons/5/settings': { body: { success: true, data: SETTINGS } },
      'PUT /salon-owner/salons/5/settings': (call: ApiCall) => ({
        body: {
          success: true,
          message: M.saved,
          data: { ...SETTINGS, ...(call.body as object), updated_at: '2026-11-25T20:00:00.000Z' },
        },
      }),
    });
    renderPage();

    const notice = await screen.findByRole('combobox', { name: 'En az bildirim süresi' });
    expect(notice).toHaveValue('60');
    expect(within(notice).getByRole('option', { name: '1 saat' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'En fazla ileri tarih (gün)' })).toHaveValue(60);
    const online = screen.getByRole('switch', { name: 'Online randevu kabul et' });
    expect(online).toBeChecked();
    const save = screen.getByRole('button', { name: 'Ayarları Kaydet' });
    expect(save).toBeDisabled();
    // The owner's salons with the selected one marked, and the way to add one.
    expect(screen.getByText('Seçili')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni Salon Ekle' })).toHaveAttribute('href', '/salon-ol');

    await user.selectOptions(notice, '1440');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Randevu arası tampon süre' }), '15');
    await user.click(online);
    await user.click(screen.getByRole('switch', { name: 'Günlük randevu özeti' }));
    await user.click(screen.getByRole('switch', { name: 'Personel kendi hizmet süresini belirleyebilsin' }));
    await user.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.saved));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      min_notice_minutes: 1440,
      max_advance_days: 60,
      buffer_minutes: 15,
      cancellation_cutoff_minutes: 120,
      requires_manual_confirmation: false,
      accepts_online_bookings: false,
      notify_new_booking: true,
      notify_cancellation: true,
      notify_daily_digest: false,
      allow_staff_durations: true,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ayarları Kaydet' })).toBeDisabled());
  });

  it('checks the rules before sending: a notice longer than the bookable window', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /salon-owner/salons': SALONS,
      ...POLICY_ROUTE,
      'GET /salon-owner/salons/5/settings': { body: { success: true, data: SETTINGS } },
    });
    renderPage();
    const days = await screen.findByRole('spinbutton', { name: 'En fazla ileri tarih (gün)' });
    await user.clear(days);
    await user.type(days, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'En az bildirim süresi' }), '2880');
    await user.click(screen.getByRole('button', { name: 'Ayarları Kaydet' }));
    expect(await screen.findByText(M.noticeBeyondAdvance)).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Ayarları Kaydet' }));
    expect(await screen.findByText(M.range('max_advance_days'))).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts a 422’s Turkish field messages next to their fields', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /salon-owner/salons': SALONS,
      ...POLICY_ROUTE,
      'GET /salon-owner/salons/5/settings': { body: { success: true, data: SETTINGS } },
      'PUT /salon-owner/salons/5/settings': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          error_code: 'VALIDATION_ERROR',
          errors: { buffer_minutes: [M.step('buffer_minutes')] },
        },
      },
    });
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'İptal e-postası' }));
    await user.click(screen.getByRole('button', { name: 'Ayarları Kaydet' }));
    expect(await screen.findByText(M.step('buffer_minutes'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Randevu arası tampon süre' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers a retry when the settings do not load', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /salon-owner/salons': SALONS,
      ...POLICY_ROUTE,
      'GET /salon-owner/salons/5/settings': () =>
        fail
          ? { status: 500, body: { success: false, message: M.loadFailed } }
          : { body: { success: true, data: SETTINGS } },
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('switch', { name: 'Online randevu kabul et' })).toBeChecked();
  });

  it('says so when the owner has no salon yet', async () => {
    mockApi({ 'GET /salon-owner/salons': ownerSalonsAnswer([]) });
    renderPage();
    expect(await screen.findByText('Henüz salonunuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni Salon Ekle' })).toHaveAttribute('href', '/salon-ol');
  });
});

describe('durationLabel', () => {
  it.each([
    [0, 'Yok'],
    [15, '15 dakika'],
    [60, '1 saat'],
    [90, '1 saat 30 dakika'],
    [1440, '1 gün'],
    [10080, '7 gün'],
  ])('%i → %s', (minutes, label) => {
    expect(durationLabel(minutes, 'Yok')).toBe(label);
  });
});
