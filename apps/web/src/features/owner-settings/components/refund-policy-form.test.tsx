import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { salonSettingsSchema } from '@salonya/contracts/salon-owner';
import { ownerRefundPolicySchema, type OwnerRefundPolicy } from '@salonya/contracts/refunds';
import { REFUND_POLICY_MESSAGES as M } from '@salonya/domain/money/refunds';
import { toast } from '@/lib/toast';
import { ownerSalonsAnswer } from '@/test/owner-salons';
import { mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { SalonSettingsPage } from './salon-settings-page';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const POLICY: OwnerRefundPolicy = ownerRefundPolicySchema.parse({
  salon_id: 5,
  free_cancellation_minutes: 1440,
  late_refund: 'partial',
  late_refund_percent: 50,
  summary: 'Randevudan en az 1 gün önce yapılan iptallerde ödemenin tamamı iade edilir.',
  updated_at: null,
});

const BASE = {
  'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 5, name: 'Makas Kuaför Moda' }], 5),
  'GET /salon-owner/salons/5/settings': {
    body: {
      success: true,
      data: salonSettingsSchema.parse({
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
      }),
    },
  },
};

function renderPage() {
  return renderRoute(<SalonSettingsPage />, { path: '/salon/ayarlar' });
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

describe('the refund policy on /salon/ayarlar', () => {
  it('shows the stored policy, previews the change in the customer’s words and saves it', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...BASE,
      'GET /salon-owner/salons/5/refund-policy': { body: { success: true, data: POLICY } },
      'PUT /salon-owner/salons/5/refund-policy': (call: ApiCall) => ({
        body: {
          success: true,
          message: M.saved,
          data: { ...POLICY, ...(call.body as object), updated_at: '2026-11-26T09:00:00.000Z' },
        },
      }),
    });
    renderPage();
    const window = await screen.findByRole('combobox', { name: 'Ücretsiz iptal süresi' });
    expect(window).toHaveValue('1440');
    expect(screen.getByRole('radio', { name: /Kısmi iade/ })).toBeChecked();
    const percent = screen.getByRole('spinbutton', { name: 'Geç iptalde iade yüzdesi (%)' });
    expect(percent).toHaveValue(50);
    const save = screen.getByRole('button', { name: 'Politikayı Kaydet' });
    expect(save).toBeDisabled();

    await user.selectOptions(window, '2880');
    await user.clear(percent);
    await user.type(percent, '30');
    expect(
      screen.getByText(
        'Randevudan en az 2 gün önce yapılan iptallerde ödemenin tamamı iade edilir; daha geç iptallerde ödemenin %30 kadarı yönetici onayıyla iade edilir.',
      ),
    ).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.saved));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      free_cancellation_minutes: 2880,
      late_refund: 'partial',
      late_refund_percent: 30,
    });
  });

  it('no late refund hides the percent; a partial refund of 0 % is refused before sending', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...BASE,
      'GET /salon-owner/salons/5/refund-policy': { body: { success: true, data: POLICY } },
    });
    renderPage();
    const percent = await screen.findByRole('spinbutton', { name: 'Geç iptalde iade yüzdesi (%)' });
    await user.clear(percent);
    await user.type(percent, '0');
    await user.click(screen.getByRole('button', { name: 'Politikayı Kaydet' }));
    expect(await screen.findByText(M.percentRequired)).toBeInTheDocument();
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('radio', { name: /İade yok/ }));
    expect(
      screen.queryByRole('spinbutton', { name: 'Geç iptalde iade yüzdesi (%)' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/daha geç iptallerde iade yapılmaz/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('puts a 422’s Turkish field message next to its field', async () => {
    const user = userEvent.setup();
    mockApi({
      ...BASE,
      'GET /salon-owner/salons/5/refund-policy': { body: { success: true, data: POLICY } },
      'PUT /salon-owner/salons/5/refund-policy': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          error_code: 'VALIDATION_ERROR',
          errors: { free_cancellation_minutes: [M.freeWindowRange] },
        },
      },
    });
    renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Ücretsiz iptal süresi' }), '60');
    await user.click(screen.getByRole('button', { name: 'Politikayı Kaydet' }));
    expect(await screen.findByText(M.freeWindowRange)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ücretsiz iptal süresi' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers a retry when the policy does not load', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      ...BASE,
      'GET /salon-owner/salons/5/refund-policy': () =>
        fail
          ? { status: 500, body: { success: false, message: M.loadFailed } }
          : { body: { success: true, data: POLICY } },
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('combobox', { name: 'Ücretsiz iptal süresi' })).toHaveValue('1440');
  });
});
