import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationPageResponseSchema,
  type Notification,
  type NotificationPage,
} from '@salonya/contracts/notifications';
import { resetNotificationStream } from '@/hooks/use-notification-stream';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { FakeEventSource } from '@/test/fake-event-source';
import { bellLabel, NotificationBell } from './notification-bell';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'appointment_created',
  title: 'Yeni randevu',
  body: `Ayşe Yılmaz: Saç Kesimi, 27 Kasım 2026 Cuma 14:${String(id).padStart(2, '0')} (Gül Demir).`,
  link: `/salon/randevular/${id}`,
  is_read: false,
  read_at: null,
  created_at: '2026-11-26T09:00:00.000Z',
  ...over,
});

function page(items: Notification[], unread: number): { success: true; data: NotificationPage } {
  const body = {
    success: true as const,
    data: { items, page: 1, per_page: 10, total: items.length, last_page: 1, unread_count: unread },
  };
  // Mocks answer what the API's schema allows.
  return notificationPageResponseSchema.parse(body) as { success: true; data: NotificationPage };
}

let unread = 2;
function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /notifications/unread-count': () => ({ body: { success: true, data: { unread_count: unread } } }),
    'POST /notifications/stream-ticket': {
      body: { success: true, data: { ticket: 't-1', expires_at: '2026-11-26T10:00:00.000Z' } },
    },
    'GET /notifications': {
      body: page([note(2), note(1, { is_read: true, read_at: '2026-11-26T09:01:00Z' })], 1),
    },
    ...extra,
  });
}

beforeEach(() => {
  unread = 2;
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  setSession('token-owner', makeUser({ user_type: 'salon_owner' }));
});
afterEach(() => {
  resetNotificationStream();
});

describe('NotificationBell', () => {
  it('names the unread count in words', () => {
    expect(bellLabel(0)).toBe('Bildirimler');
    expect(bellLabel(3)).toBe('Bildirimler, 3 okunmamış');
  });

  it('shows the unread count and opens the latest notifications with a link to the area page', async () => {
    api();
    renderRoute(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' });
    const user = userEvent.setup();
    await user.click(bell);
    const region = await screen.findByRole('region', { name: 'Bildirimler' });
    expect(await screen.findAllByText('Yeni randevu')).toHaveLength(2);
    expect(region).toHaveTextContent('(okunmadı)');
    expect(screen.getByRole('link', { name: 'Tümünü gör' })).toHaveAttribute('href', '/salon/bildirimler');
    expect(screen.getAllByRole('link', { name: /Yeni randevu/ })[0]).toHaveAttribute(
      'href',
      '/salon/randevular/2',
    );
  });

  it('opens one EventSource with a ticket and follows live events without polling', async () => {
    const { calls } = api();
    renderRoute(<NotificationBell />);
    await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const es = FakeEventSource.latest();
    const countCalls = () => calls.filter((c: ApiCall) => c.path === '/notifications/unread-count').length;
    const before = countCalls();
    expect(es.url).toBe('/api/v1/notifications/stream?ticket=t-1');
    act(() => {
      es.open();
      es.emit('notification', { notification: note(3), unread_count: 3 }, '3');
    });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 3 okunmamış' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
    act(() => es.emit('unread', { unread_count: 0 }));
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
    // The numbers came with the events: nothing was fetched for them.
    expect(countCalls()).toBe(before);
  });

  it('after the server refuses the stream, reconnects with a new ticket after the last event seen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = api();
      renderRoute(<NotificationBell />);
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const first = FakeEventSource.latest();
      act(() => {
        first.open();
        first.emit('notification', { notification: note(7), unread_count: 3 }, '7');
        first.fail();
      });
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
      expect(FakeEventSource.latest().url).toBe('/api/v1/notifications/stream?ticket=t-1&last_event_id=7');
      expect(calls.filter((c: ApiCall) => c.path === '/notifications/stream-ticket')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks all read from the dropdown', async () => {
    const { calls } = api({
      'POST /notifications/read-all': () => {
        unread = 0;
        return {
          body: {
            success: true,
            message: 'Tüm bildirimler okundu olarak işaretlendi.',
            data: { updated: 2, unread_count: 0 },
          },
        };
      },
    });
    renderRoute(<NotificationBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' }));
    await user.click(await screen.findByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
    expect(calls.some((c: ApiCall) => c.method === 'POST' && c.path === '/notifications/read-all')).toBe(
      true,
    );
  });
});
