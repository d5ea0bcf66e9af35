import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '@salonya/contracts/admin';
import { getAdminDashboard, getAdminUsersStats } from '@salonya/contracts/api-routes';
import { DASHBOARD_LOAD_FAILED } from '@salonya/domain/messages';
import { setSession } from '@/lib/session';
import { dashboardRoutes, makeDashboard } from '@/test/admin-fixtures';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { AdminDashboard } from './admin-dashboard';

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 20_000 };

function dashboardCalls(calls: ApiCall[]) {
  return calls.filter((c) => c.path === '/admin/dashboard').map((c) => c.query.get('time_range'));
}

describe('AdminDashboard (SPEC §2.8)', SLOW, () => {
  it('shows the loading state, then the metric cards and every card of the dashboard', async () => {
    setSession('tok', makeUser('admin'));
    const api = mockApi(dashboardRoutes());
    renderRoute(<AdminDashboard />);
    expect(screen.getByText('Dashboard yükleniyor…')).toBeInTheDocument();

    const metrics = within(await screen.findByRole('region', { name: 'Temel göstergeler' }));
    expect(metrics.getByText('Toplam Gelir').parentElement).toHaveTextContent('₺154.320,50');
    expect(metrics.getByText('+%12,5')).toBeInTheDocument();
    expect(metrics.getByText('Aktif Salonlar').parentElement).toHaveTextContent('42');
    expect(metrics.getByText('Toplam Kullanıcı').parentElement).toHaveTextContent('1.234');
    expect(metrics.getByText('Toplam Randevu').parentElement).toHaveTextContent('812');

    expect(screen.getByRole('list', { name: 'Aylık gelir' })).toHaveTextContent('Kas 2026: ₺90.320,50');
    expect(screen.getByText('Tamamlanan').closest('div')).toHaveTextContent('600');
    expect(screen.queryByText('Tahmini')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tümünü gör' })).toHaveAttribute('href', '#salons');
    expect(screen.getByText('Işıltı Güzellik Merkezi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bekleyen Onaylar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Salon başvuruları\s*2/ })).toHaveAttribute('href', '#salons');
    expect(screen.getByRole('heading', { name: 'Hızlı İşlemler' })).toBeInTheDocument();
    // The default range is 30d (StrictMode may ask twice).
    expect(new Set(dashboardCalls(api.calls))).toEqual(new Set(['30d']));
  });

  it('filters recent activities by priority and labels them in Turkish', async () => {
    const user = userEvent.setup();
    mockApi(dashboardRoutes());
    renderRoute(<AdminDashboard />);
    const activities = await screen.findByRole('list', { name: 'Aktiviteler' });
    expect(within(activities).getByText('Salon başvurusu')).toBeInTheDocument();
    expect(within(activities).getByText('Yeni kullanıcı')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yüksek' }));
    expect(screen.getByRole('button', { name: 'Yüksek' })).toHaveAttribute('aria-pressed', 'true');
    const filtered = screen.getByRole('list', { name: 'Aktiviteler' });
    expect(within(filtered).getByText('Yeni salon başvurusu: Nova Kuaför')).toBeInTheDocument();
    expect(within(filtered).queryByText('Yeni kullanıcı: Elif Şahin')).not.toBeInTheDocument();
  });

  it('asks again with the chosen time range', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...dashboardRoutes(),
      [routeKey(getAdminDashboard)]: (call) =>
        contractMock(getAdminDashboard, {
          success: true,
          message: 'ok',
          data: makeDashboard({
            time_range: call.query.get('time_range') === '7d' ? '7d' : '30d',
            overview: {
              ...makeDashboard().overview,
              total_users: call.query.get('time_range') === '7d' ? 77 : 1234,
            },
          }),
        }),
    });
    renderRoute(<AdminDashboard />);
    await screen.findByText('1.234');
    const ranges = screen.getByRole('group', { name: 'Zaman aralığı' });
    expect(within(ranges).getByRole('button', { name: '30 gün' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(ranges).getByRole('button', { name: '7 gün' }));
    expect(await screen.findByText('77')).toBeInTheDocument();
    expect(screen.getByText(/Son 7 gün/)).toBeInTheDocument();
    expect(dashboardCalls(api.calls)).toContain('7d');
  });

  it('shows the error card, not made-up figures, for an answer that breaks the contract', async () => {
    const data = makeDashboard();
    const withoutStats = { ...data, appointment_stats: undefined } as unknown as DashboardData;
    // Off contract on purpose: the API always sends the status counts; the typed client refuses an answer
    // without them (CONTRACT_MISMATCH) instead of drawing the screen from it.
    mockApi({
      ...dashboardRoutes(),
      [routeKey(getAdminDashboard)]: {
        body: { success: true, message: 'Dashboard verileri', data: withoutStats },
        offContract: true,
      },
    });
    renderRoute(<AdminDashboard />);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent(DASHBOARD_LOAD_FAILED);
    expect(screen.queryByText('Tahmini')).not.toBeInTheDocument();
  });

  it('loads the extra statistics about a second later and ignores their failures', async () => {
    const api = mockApi({
      ...dashboardRoutes(),
      [routeKey(getAdminUsersStats)]: contractMock(getAdminUsersStats, {
        success: true,
        data: {
          total: 1234,
          by_type: { customer: 1100, salon_owner: 48, staff: 80, admin: 6 },
          active: 1200,
          inactive: 34,
          verified: 1000,
          new_last_7_days: 20,
          new_last_30_days: 95,
        },
      }),
    });
    renderRoute(<AdminDashboard />);
    await screen.findByRole('region', { name: 'Temel göstergeler' });
    expect(api.calls.some((c) => c.path === '/admin/users/stats')).toBe(false);
    const extra = await screen.findByRole('region', { name: 'Ek istatistikler' }, { timeout: 3000 });
    expect(within(extra).getByText('Son 30 günde yeni üye').nextSibling).toHaveTextContent('95');
    // Wallet and payment statistics failed: their figures are left out, nothing else changes.
    expect(within(extra).queryByText('Tahsil edilen')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/admin/wallet/stats')).toBe(true);
    expect(api.calls.some((c) => c.path === '/admin/payments/statistics')).toBe(true);
  });

  it.each([
    [{ success: false, message: 'Yetkisiz erişim denemesi.' }, 403, 'Yetkisiz erişim denemesi.'],
    [{}, 500, 'Dashboard verileri yüklenirken hata oluştu'],
  ])('shows the error card with %j (%i) and loads again on Tekrar Dene', async (body, status, message) => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      ...dashboardRoutes(),
      [routeKey(getAdminDashboard)]: () =>
        fail
          ? { status, body }
          : contractMock(getAdminDashboard, { success: true, message: 'ok', data: makeDashboard() }),
    });
    renderRoute(<AdminDashboard />);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Dashboard Yüklenemedi');
    expect(alert).toHaveTextContent(message);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Temel göstergeler' })).toBeInTheDocument(),
    );
  });
});
