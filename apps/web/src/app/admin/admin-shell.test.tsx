import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setSession } from '@/lib/session';
import {
  getAdminDashboardNotifications,
  getAdminNotifications,
  getAdminSalonApplications,
  getAdminSalons,
  getAdminSalonsById,
  getAdminSalonsFilters,
  getAdminSearch,
  getAdminDocumentsStats,
  getAdminSupportStats,
  postAdminDashboardNotificationsMarkAllRead,
  postAdminDashboardNotificationsRead,
} from '@salonya/contracts/api-routes';
import type { AdminNotification } from '@salonya/contracts/admin';
import {
  adminShellRoutes,
  dashboardRoutes,
  documentStatsMock,
  makeAdminSalon,
  paged,
} from '@/test/admin-fixtures';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, type ApiCall } from '@/test/test-utils';
import { AppProvider } from '../provider';
import { AdminApp } from './admin-app';
import { loadAdminSection } from './section-modules';

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 20_000 };

const LOAD = { timeout: 8000 };

function renderAdmin() {
  return render(
    <AppProvider queryClient={createQueryClient()} syncServerTime={false}>
      <AdminApp checkAccess={() => Promise.resolve('allowed')} leavePage={vi.fn()} />
    </AppProvider>,
  );
}

const salonResult = {
  type: 'salon',
  id: 5,
  title: 'Işıltı Güzellik Merkezi',
  subtitle: 'Kadıköy, İstanbul',
  hash: 'salons/5',
} as const;

function searchRoute(calls: string[]) {
  return (call: ApiCall) => {
    const q = call.query.get('q') ?? '';
    calls.push(q);
    return contractMock(getAdminSearch, {
      success: true,
      data: { query: q, results: q.length >= 2 ? [salonResult] : [] },
    });
  };
}

beforeAll(async () => {
  await Promise.all([loadAdminSection('dashboard'), loadAdminSection('salons')]);
}, 60_000);

beforeEach(() => {
  window.history.replaceState(null, '', '/admin');
  setSession('tok-admin', makeUser('admin'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sidebar badges (SPEC §2.8, §7.6)', SLOW, () => {
  it('shows the pending counts of the stats calls on their sections', async () => {
    mockApi({
      ...adminShellRoutes({ withdrawals: 3, documents: 7, support: 0, refunds: 2 }),
      ...dashboardRoutes(),
    });
    renderAdmin();
    const menu = within(screen.getByRole('navigation', { name: 'Yönetim menüsü' }));
    expect(
      await menu.findByRole('link', { name: /^Salon Kazançları\s*3\s*bekleyen$/ }, LOAD),
    ).toBeInTheDocument();
    expect(menu.getByRole('link', { name: /^Salon Belgeleri\s*7\s*bekleyen$/ })).toBeInTheDocument();
    expect(await menu.findByRole('link', { name: /^İadeler\s*2\s*bekleyen$/ }, LOAD)).toBeInTheDocument();
    // Nothing waiting: no badge.
    expect(menu.getByRole('link', { name: 'Destek Sohbeti' })).toBeInTheDocument();
  });

  it('refreshes the counts every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let documents = 1;
    const shell = adminShellRoutes();
    mockApi({
      ...shell,
      ...dashboardRoutes(),
      [routeKey(getAdminDocumentsStats)]: () => documentStatsMock(documents),
    });
    renderAdmin();
    const menu = within(screen.getByRole('navigation', { name: 'Yönetim menüsü' }));
    expect(
      await menu.findByRole('link', { name: /^Salon Belgeleri\s*1\s*bekleyen$/ }, LOAD),
    ).toBeInTheDocument();
    documents = 4;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(
      await menu.findByRole('link', { name: /^Salon Belgeleri\s*4\s*bekleyen$/ }, LOAD),
    ).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('leaves a badge out when its call fails', async () => {
    mockApi({
      ...adminShellRoutes({ withdrawals: 2 }),
      ...dashboardRoutes(),
      [routeKey(getAdminSupportStats)]: { status: 500, body: { success: false, message: 'Hata' } },
    });
    renderAdmin();
    const menu = within(screen.getByRole('navigation', { name: 'Yönetim menüsü' }));
    expect(
      await menu.findByRole('link', { name: /^Salon Kazançları\s*2\s*bekleyen$/ }, LOAD),
    ).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Destek Sohbeti' })).toBeInTheDocument();
  });
});

describe('global search (SPEC §2.8, §5)', SLOW, () => {
  it('opens with Ctrl+K, asks only from 2 characters, once per pause, and opens the chosen salon', async () => {
    const user = userEvent.setup();
    const queries: string[] = [];
    mockApi({
      ...adminShellRoutes(),
      ...dashboardRoutes(),
      [routeKey(getAdminSearch)]: searchRoute(queries),
      [routeKey(getAdminSalons)]: contractMock(getAdminSalons, paged([makeAdminSalon()])),
      [routeKey(getAdminSalonsFilters)]: contractMock(getAdminSalonsFilters, {
        success: true,
        data: { statuses: [], cities: [], categories: [] },
      }),
      [routeKey(getAdminSalonApplications)]: contractMock(getAdminSalonApplications, paged([])),
      [routeKey(getAdminSalonsById, { id: 5 })]: contractMock(getAdminSalonsById, {
        success: true,
        data: makeAdminSalon(),
      }),
    });
    renderAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' }, LOAD);

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Genel arama' }, LOAD);
    const box = within(dialog).getByRole('combobox', { name: 'Kullanıcı, salon veya randevu ara' });
    expect(box).toHaveFocus();

    await user.type(box, 'I');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Aramak için en az 2 karakter yazın.');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);

    await user.type(box, 'şıl');
    const option = await within(dialog).findByRole('option', { name: /Işıltı Güzellik Merkezi/ }, LOAD);
    // Typed without pause: one request, for the whole text.
    expect(queries).toEqual(['Işıl']);

    await user.keyboard('{Enter}');
    expect(option).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#salons'));
    expect(window.location.search).toBe('?id=5');
    expect(await screen.findByRole('dialog', { name: 'Işıltı Güzellik Merkezi' }, LOAD)).toBeInTheDocument();
  });

  it('also opens with Cmd+K and from the top-bar button', async () => {
    const user = userEvent.setup();
    mockApi({ ...adminShellRoutes(), ...dashboardRoutes() });
    renderAdmin();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Genel arama' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ara…/ }));
    expect(screen.getByRole('dialog', { name: 'Genel arama' })).toBeInTheDocument();
  });
});

describe('top bar', SLOW, () => {
  it('quick actions: coupon and promotions open their sections, the others say coming soon', async () => {
    const user = userEvent.setup();
    mockApi({ ...adminShellRoutes(), ...dashboardRoutes() });
    renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Hızlı İşlemler' }));
    expect(screen.getByRole('menuitem', { name: 'Kupon Oluştur' })).toHaveAttribute('href', '#coupons');
    expect(screen.getByRole('menuitem', { name: 'Promosyonları Yönet' })).toHaveAttribute(
      'href',
      '#promotions',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Salon Ekle' }));
    expect(await screen.findByText('Bu özellik yakında kullanıma sunulacak.', {}, LOAD)).toBeInTheDocument();
  });

  it('Tümünü gör opens the #notifications section: read/unread filter, mark one read, pages', async () => {
    const user = userEvent.setup();
    const item = (id: number, read: boolean): AdminNotification => ({
      id,
      type: 'salon_application',
      title: `Başvuru ${id}`,
      message: 'Nova Kuaför başvurdu.',
      link: 'salons',
      read_at: read ? new Date().toISOString() : null,
      created_at: new Date().toISOString(),
    });
    let first = item(1, false);
    const api = mockApi({
      ...adminShellRoutes(),
      ...dashboardRoutes(),
      [routeKey(getAdminNotifications)]: (call) =>
        contractMock(
          getAdminNotifications,
          paged(
            call.query.get('unread_only') === '1' ? (first.read_at ? [] : [first]) : [first, item(2, true)],
          ),
        ),
      // The API answers with the notification, now read.
      [routeKey(postAdminDashboardNotificationsRead, { id: 1 })]: () => {
        first = item(1, true);
        return contractMock(postAdminDashboardNotificationsRead, { success: true, data: first });
      },
    });
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: /^Bildirimler/ }, LOAD));
    await user.click(
      within(screen.getByRole('region', { name: 'Bildirimler' })).getByRole('link', { name: 'Tümünü gör' }),
    );
    const list = await screen.findByRole('list', { name: 'Bildirimler' }, LOAD);
    expect(window.location.hash).toBe('#notifications');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bildirimleri filtrele' }), 'unread');
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.path === '/admin/notifications' && c.query.get('unread_only') === '1'),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Başvuru 1: okundu işaretle' }));
    // The list's empty state (the live count above it says the same once nothing is unread).
    expect(
      await screen.findByText('Okunmamış bildirim yok', { selector: 'h2,h3,p:not([aria-live])' }),
    ).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/admin/dashboard/notifications/1/read'),
    ).toBe(true);
  }, 30_000);

  it('notifications: latest 10 with the unread count, mark all read', async () => {
    const user = userEvent.setup();
    const notification: AdminNotification = {
      id: 1,
      type: 'salon_application',
      title: 'Yeni salon başvurusu',
      message: 'Nova Kuaför başvurdu.',
      link: 'salons',
      read_at: null,
      created_at: new Date().toISOString(),
    };
    let unread = 1;
    const api = mockApi({
      ...adminShellRoutes(),
      ...dashboardRoutes(),
      [routeKey(getAdminDashboardNotifications)]: () => {
        const notifications = [{ ...notification, read_at: unread === 0 ? notification.created_at : null }];
        return contractMock(getAdminDashboardNotifications, {
          success: true,
          notifications,
          unread_count: unread,
          data: { notifications, unread_count: unread },
        });
      },
      [routeKey(postAdminDashboardNotificationsMarkAllRead)]: () => {
        unread = 0;
        return contractMock(postAdminDashboardNotificationsMarkAllRead, {
          success: true,
          message: 'Tümü okundu.',
          data: { unread_count: 0 },
        });
      },
    });
    renderAdmin();
    const bell = await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }, LOAD);
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Bildirimler' });
    expect(within(panel).getByRole('link', { name: /Yeni salon başvurusu/ })).toHaveAttribute(
      'href',
      '#salons',
    );
    await user.click(within(panel).getByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(await screen.findByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
    const listCall = api.calls.find((c) => c.path === '/admin/dashboard/notifications');
    expect(listCall?.query.get('limit')).toBe('10');
    expect(within(panel).getByRole('link', { name: 'Tümünü gör' })).toHaveAttribute('href', '#notifications');
  });
});
