import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@salonya/contracts/user';
import { getStoredUser, setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { NotificationSettingsForm } from './notification-settings-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const settings: NotificationSettings = {
  email_notifications: true,
  sms_notifications: true,
  push_notifications: false,
  appointment_reminders: true,
  marketing_emails: false,
};

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  setSession('token-abc', makeUser());
});

describe('NotificationSettingsForm', () => {
  it('shows the five switches from the server and saves only the changed ones', async () => {
    const saved = { ...settings, sms_notifications: false, marketing_emails: true };
    const { calls } = mockApi({
      'GET /user/notifications': { body: { success: true, data: settings } },
      'PUT /user/notifications': {
        body: { success: true, message: 'Bildirim ayarlarınız kaydedildi.', data: saved },
      },
    });
    renderRoute(<NotificationSettingsForm />);

    const sms = await screen.findByRole('switch', { name: 'SMS bildirimleri' });
    expect(sms).toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-posta bildirimleri' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Anlık bildirimler' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Randevu hatırlatmaları' })).toBeChecked();
    const marketing = screen.getByRole('switch', { name: 'Kampanya ve fırsat e-postaları' });
    expect(marketing).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Bildirim Ayarlarını Kaydet' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.click(sms);
    await user.click(marketing);
    await user.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bildirim ayarlarınız kaydedildi.'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ sms_notifications: false, marketing_emails: true });
    expect(getStoredUser()?.notification_settings).toEqual(saved);
    expect(screen.getByRole('button', { name: 'Bildirim Ayarlarını Kaydet' })).toBeDisabled();
  });

  it('shows the fallback message when saving fails', async () => {
    mockApi({
      'GET /user/notifications': { body: { success: true, data: settings } },
      'PUT /user/notifications': { status: 500, body: {} },
    });
    renderRoute(<NotificationSettingsForm />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Anlık bildirimler' }));
    await user.click(screen.getByRole('button', { name: 'Bildirim Ayarlarını Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bildirim ayarları güncellenirken hata oluştu',
    );
  });

  it('offers "Tekrar Dene" when the settings cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /user/notifications': () =>
        fail
          ? { status: 403, body: { success: false, message: 'Bu işlem için yetkiniz yok' } }
          : { body: { success: true, data: settings } },
    });
    renderRoute(<NotificationSettingsForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu işlem için yetkiniz yok');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('switch', { name: 'SMS bildirimleri' })).toBeChecked();
  });
});
