import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationPageResponseSchema,
  notificationPreferencesResponseSchema,
  type Notification,
} from '@salonya/contracts/notifications';
import { resetNotificationStream } from '@/hooks/use-notification-stream';
import { setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { NotificationsPage } from './notifications-page';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'staff_invitation',
  title: `Ekibe katılma daveti ${id}`,
  body: 'Işıl Kuaför sizi uzman olarak ekibine davet etti.',
  link: null,
  is_read: false,
  read_at: null,
  created_at: '2026-11-26T09:00:00.000Z',
  ...over,
});

const listBody = (items: Notification[], pageNo: number, lastPage: number, unread: number) =>
  notificationPageResponseSchema.parse({
    success: true,
    data: {
      items,
      page: pageNo,
      per_page: 20,
      total: lastPage * 20,
      last_page: lastPage,
      unread_count: unread,
    },
  });

const prefsBody = (appointmentsInApp: boolean) =>
  notificationPreferencesResponseSchema.parse({
    success: true,
    data: {
      preferences: [
        {
          group: 'appointments',
          in_app: appointmentsInApp,
          email: true,
          label: 'Randevular',
          description: 'Yeni randevular, onaylar, iptaller ve saat değişiklikleri',
          required_channels: [],
        },
        {
          group: 'account',
          in_app: true,
          email: true,
          label: 'Hesap ve salon',
          description: 'Salon başvurusu sonuçları ve ekip davetleri',
          required_channels: ['email'],
        },
      ],
    },
  });

function api() {
  return mockApi({
    'GET /notifications/unread-count': { body: { success: true, data: { unread_count: 1 } } },
    'POST /notifications/stream-ticket': { status: 503, body: { success: false, message: 'Hizmet dışı' } },
    'GET /notifications': (call: ApiCall) => {
      const unread = call.query.get('unread') === 'true';
      const pageNo = Number(call.query.get('page'));
      return {
        body: unread
          ? listBody([note(5)], 1, 1, 1)
          : listBody(
              [note(pageNo * 10), note(pageNo * 10 - 1, { is_read: true, read_at: '2026-11-26T09:05:00Z' })],
              pageNo,
              3,
              1,
            ),
      };
    },
    'POST /notifications/read': (call: ApiCall) => ({
      body: {
        success: true,
        data: { notification: note((call.body as { id: number }).id, { is_read: true }), unread_count: 0 },
      },
    }),
    'GET /notifications/preferences': { body: prefsBody(true) },
    'PUT /notifications/preferences': {
      body: { ...prefsBody(false), message: 'Bildirim tercihleriniz kaydedildi.' },
    },
  });
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.stubGlobal('EventSource', undefined);
  setSession('token-staff', makeUser({ user_type: 'staff' }));
});
afterEach(() => resetNotificationStream());

describe('NotificationsPage', () => {
  it('lists pages of notifications, filters unread and marks one read', async () => {
    const { calls } = api();
    renderRoute(<NotificationsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bildirimler' })).toBeInTheDocument();
    expect(await screen.findByText('Ekibe katılma daveti 10')).toBeInTheDocument();
    expect(screen.getByText('1 okunmamış bildiriminiz var.')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /Sonraki/ }));
    expect(await screen.findByText('Ekibe katılma daveti 20')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Okunmamış' }));
    expect(await screen.findByText('Ekibe katılma daveti 5')).toBeInTheDocument();
    expect(
      calls.some(
        (c) => c.path === '/notifications' && c.query.get('unread') === 'true' && c.query.get('page') === '1',
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Okundu işaretle: Ekibe katılma daveti 5' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/notifications/read')).toBe(true),
    );
    expect(calls.find((c) => c.path === '/notifications/read')?.body).toEqual({ id: 5 });
  });

  it('saves only the changed channel groups; a required channel is locked on', async () => {
    const { calls } = api();
    renderRoute(<NotificationsPage withPreferences />);
    const inApp = await screen.findByRole('switch', { name: 'Randevular: Uygulama içi' });
    expect(inApp).toBeChecked();
    const accountMail = screen.getByRole('switch', { name: 'Hesap ve salon: E-posta' });
    expect(accountMail).toBeChecked();
    expect(accountMail).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Bildirim Tercihlerini Kaydet' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(inApp);
    await user.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bildirim tercihleriniz kaydedildi.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      preferences: [{ group: 'appointments', in_app: false, email: true }],
    });
    expect(screen.getByRole('switch', { name: 'Randevular: Uygulama içi' })).not.toBeChecked();
  });
});
