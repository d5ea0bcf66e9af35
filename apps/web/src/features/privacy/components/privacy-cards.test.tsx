import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommercialConsents, DataExport } from '@salonya/contracts/privacy';
import { getToken, setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { AccountDeletionCard } from './account-deletion-card';
import { CommercialConsentForm } from './commercial-consent-form';
import { DataExportCard } from './data-export-card';
import { DeletionCancelNotice } from './deletion-cancel-notice';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const consents: CommercialConsents = {
  channels: [
    { channel: 'sms', granted: false, recorded_at: null, source: null },
    { channel: 'email', granted: true, recorded_at: '2026-11-20T09:00:00.000Z', source: 'register' },
    { channel: 'call', granted: false, recorded_at: null, source: null },
  ],
  history: [{ channel: 'email', granted: true, source: 'register', recorded_at: '2026-11-20T09:00:00.000Z' }],
};

const exported: DataExport = {
  format: 'salonya-kvkk-export/1',
  generated_at: '2026-11-26T07:00:00.000Z',
  user_id: 7,
  sections: [
    { table: 'users', column: 'id', label: 'Hesap bilgileri', rows: [{ id: 7, email: 'ayse@ornek.com' }] },
    { table: 'appointments', column: 'customer_user_id', label: 'Randevular', rows: [{ id: 1 }, { id: 2 }] },
  ],
};

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  setSession('token-abc', makeUser());
});

describe('CommercialConsentForm', () => {
  it('shows each channel with when and where it was given, and saves every channel', async () => {
    const { calls } = mockApi({
      'GET /account/commercial-consents': { body: { success: true, data: consents } },
      'PUT /account/commercial-consents': {
        body: {
          success: true,
          message: 'İletişim izinleriniz kaydedildi.',
          data: {
            ...consents,
            channels: [
              { channel: 'sms', granted: true, recorded_at: '2026-11-26T07:00:00.000Z', source: 'settings' },
              consents.channels[1],
              consents.channels[2],
            ],
          },
        },
      },
    });
    renderRoute(<CommercialConsentForm />);
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    expect(sms).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-posta' })).toBeChecked();
    expect(screen.getByText(/İzin verildi: .* · Üyelik formu/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'İzinleri Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('İletişim izinleriniz kaydedildi.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sms: true, email: true, call: false });
  });
});

describe('DataExportCard', () => {
  it('shows the summary of the export', async () => {
    mockApi({ 'GET /account/data-export': { body: { success: true, data: exported } } });
    renderRoute(<DataExportCard />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Özeti Görüntüle' }));
    const summary = await screen.findByRole('region', { name: 'Hakkınızda tuttuğumuz kayıtlar' });
    expect(summary).toHaveTextContent('Hesap bilgileri1 kayıt');
    expect(summary).toHaveTextContent('Randevular2 kayıt');
  });

  it('shows the error when the export fails', async () => {
    mockApi({ 'GET /account/data-export': { status: 500, body: {} } });
    renderRoute(<DataExportCard />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verilerimi İndir (JSON)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Verileriniz hazırlanırken hata oluştu');
  });
});

describe('AccountDeletionCard', () => {
  it('asks for the password, shows the reason next to the field or above the form, then signs out', async () => {
    let answer: 'wrong' | 'blocked' | 'ok' = 'wrong';
    mockApi({
      'POST /account/deletion': () =>
        answer === 'wrong'
          ? {
              status: 422,
              body: {
                success: false,
                message: 'Doğrulama hatası',
                errors: { password: ['Şifreniz hatalı.'] },
              },
            }
          : answer === 'blocked'
            ? {
                status: 409,
                body: { success: false, message: 'Yaklaşan randevularınız var.', conflict_type: 'x' },
              }
            : {
                status: 202,
                body: {
                  success: true,
                  message: 'Hesap silme talebiniz alındı.',
                  data: { requested_at: '2026-11-26T07:00:00.000Z', due_at: '2026-12-26T07:00:00.000Z' },
                },
              },
    });
    renderRoute(<AccountDeletionCard />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hesabımı Sil' }));
    const submit = await screen.findByRole('button', { name: 'Hesabımı Silmek İstiyorum' });
    await user.click(submit);
    expect(await screen.findByText('Şifrenizi girin.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Şifreniz'), 'yanlis');
    await user.click(submit);
    expect(await screen.findByText('Şifreniz hatalı.')).toBeInTheDocument();
    answer = 'blocked';
    await user.click(submit);
    expect(await screen.findByText('Yaklaşan randevularınız var.')).toBeInTheDocument();
    answer = 'ok';
    await user.click(submit);
    await waitFor(() => expect(getToken()).toBeNull());
  });
});

describe('DeletionCancelNotice', () => {
  it('cancels only on the button and says so', async () => {
    const { calls } = mockApi({
      'POST /account/deletion/cancel': {
        body: {
          success: true,
          message: 'Hesap silme talebiniz iptal edildi. Hesabınız kullanılmaya devam ediyor.',
        },
      },
    });
    renderRoute(<DeletionCancelNotice token="t0ken-t0ken-t0ken-t0ken" />);
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Silme Talebimi İptal Et' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hesap silme talebiniz iptal edildi.');
    expect(calls[0]?.body).toEqual({ token: 't0ken-t0ken-t0ken-t0ken' });
  });
});
