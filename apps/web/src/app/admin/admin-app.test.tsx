import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ACCESS_DENIED, AUTH_REQUIRED } from '@salonya/domain/messages';
import { ADMIN_SECTIONS, ADMIN_SECTION_GROUPS } from '@salonya/domain/routing/admin-sections';
import { FLASH_KEY } from '@/lib/flash';
import { createQueryClient } from '@/lib/query-client';
import { getToken, INTENDED_URL_KEY, setSession, takeEmergencyAdminHash } from '@/lib/session';
import { adminShellRoutes, dashboardRoutes, paged } from '@/test/admin-fixtures';
import { makeUser } from '@/test/fixtures';
import { mockApi } from '@/test/test-utils';
import { AppProvider } from '../provider';
import type { AccessCheck } from './admin-access';
import {
  AdminApp,
  CHECKING_ACCESS,
  LOADING_MODULE,
  SIDEBAR_COLLAPSED_KEY,
  type AdminAppProps,
} from './admin-app';
import { guardAdminPage } from './admin-guard';
import {
  ADMIN_SECTION_MODULES,
  hasSectionModule,
  loadAdminSection,
  sectionModulePath,
  type SectionLoader,
} from './section-modules';

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 20_000 };

const allowed: AccessCheck = () => Promise.resolve('allowed');

function renderAdmin(props: AdminAppProps = {}) {
  return render(
    <AppProvider queryClient={createQueryClient()} syncServerTime={false}>
      <AdminApp checkAccess={allowed} leavePage={vi.fn()} {...props} />
    </AppProvider>,
  );
}

function goToHash(hash: string): void {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

// Section modules are transformed on their first import in a test run: warm the heavy ones once.
beforeAll(async () => {
  await Promise.all([loadAdminSection('dashboard'), loadAdminSection('users')]);
}, 60_000);

beforeEach(() => {
  window.history.replaceState(null, '', '/admin');
  setSession('tok-admin', makeUser('admin'));
  mockApi({ ...adminShellRoutes(), ...dashboardRoutes(), 'GET /admin/users': { body: paged([]) } });
});

/** A section module is transformed on first import in the test run, which can take a while. */
const LOAD = { timeout: 8000 };

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('admin section from the URL hash (SPEC §2.8)', SLOW, () => {
  it('checks access, loads the module, then shows the section title', async () => {
    let grant: () => void = () => {};
    const checkAccess: AccessCheck = () =>
      new Promise((resolve) => {
        grant = () => resolve('allowed');
      });
    let deliver: () => void = () => {};
    const loadSection: SectionLoader = (id) =>
      new Promise((resolve, reject) => {
        deliver = () => void loadAdminSection(id).then(resolve, reject);
      });
    window.history.replaceState(null, '', '/admin#users');

    renderAdmin({ checkAccess, loadSection });

    expect(screen.getByText(CHECKING_ACCESS)).toBeInTheDocument();
    await act(async () => grant());
    expect(await screen.findByText(LOADING_MODULE)).toBeInTheDocument();
    await act(async () => deliver());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kullanıcılar' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kullanıcılar' })).toHaveAttribute('aria-current', 'page');
    const breadcrumbs = within(screen.getByRole('navigation', { name: 'Sayfa konumu' }));
    expect(breadcrumbs.getByText('Kullanıcı Yönetimi')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Kullanıcılar – Yönetim Paneli \| Salonya/));
  });

  it.each([
    ['', 'Genel Bakış'],
    ['#bilinmeyen', 'Genel Bakış'],
    ['#users/5', 'Genel Bakış'],
    ['#settings/mail', 'Sistem Ayarları'],
    ['#/salon-documents', 'Salon Belgeleri'],
  ])('hash %j shows %s', async (hash, title) => {
    window.history.replaceState(null, '', `/admin${hash}`);
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
  });

  it('follows hash changes', async () => {
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' })).toBeInTheDocument();
    goToHash('#coupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuponlar' })).toBeInTheDocument();
  });

  it('shows the module error card with the detail and loads the section on Tekrar Dene', async () => {
    const user = userEvent.setup();
    const loadSection = vi
      .fn<SectionLoader>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/payments.js'),
      )
      .mockImplementation(loadAdminSection);
    window.history.replaceState(null, '', '/admin#payments');

    renderAdmin({ loadSection });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Modül yüklenirken hata oluştu');
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module: /assets/payments.js');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ödemeler' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadSection).toHaveBeenCalledTimes(2);
    expect(loadSection).toHaveBeenLastCalledWith('payments');
  });

  it('sends a user who is not an admin (any more) home with the alert', async () => {
    const leavePage = vi.fn();
    renderAdmin({ checkAccess: () => Promise.resolve('denied'), leavePage });
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/'));
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? 'null')).toEqual({
      type: 'error',
      message: ADMIN_ACCESS_DENIED,
    });
  });

  it('has a module for every section (profile is its own)', () => {
    expect(ADMIN_SECTION_MODULES.profile).toBe('../routes/admin/sections/profile.tsx');
    for (const section of ADMIN_SECTIONS) expect(hasSectionModule(sectionModulePath(section.id))).toBe(true);
  });
});

describe('admin shell', SLOW, () => {
  it('lists the six groups and remembers the collapsed sidebar', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' });
    const menu = within(screen.getByRole('navigation', { name: 'Yönetim menüsü' }));
    for (const group of ADMIN_SECTION_GROUPS) {
      expect(menu.getByRole('heading', { level: 2, name: group.label })).toBeInTheDocument();
    }
    expect(menu.getAllByRole('link')).toHaveLength(ADMIN_SECTIONS.length);

    await user.click(screen.getByRole('button', { name: 'Kenar çubuğunu daralt' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('1');
    unmount();

    renderAdmin();
    expect(await screen.findByRole('button', { name: 'Kenar çubuğunu genişlet' })).toBeInTheDocument();
  });

  it('opens the sidebar as an overlay from the top bar on small screens and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderAdmin();
    await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' });
    const open = screen.getByRole('button', { name: 'Menüyü aç' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a user menu with profile settings, system settings and logout to /', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...adminShellRoutes(),
      ...dashboardRoutes(),
      'POST /auth/logout': { body: { success: true, message: 'Çıkış yapıldı.' } },
    });
    const leavePage = vi.fn();
    renderAdmin({ leavePage });
    await screen.findByRole('heading', { level: 1, name: 'Genel Bakış' });

    await user.click(screen.getByRole('button', { name: 'Selin Arslan – hesap menüsü' }));
    expect(screen.getByRole('menuitem', { name: 'Profil Ayarları' })).toHaveAttribute('href', '#profile');
    expect(screen.getByRole('menuitem', { name: 'Sistem Ayarları' })).toHaveAttribute('href', '#settings');
    await user.click(screen.getByRole('menuitem', { name: 'Çıkış' }));

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/auth/logout')).toBe(true);
    expect(getToken()).toBeNull();
  });
});

describe('guardAdminPage (SPEC §4, §5)', SLOW, () => {
  it('sends a visitor without session to /giris, remembering /admin with the hash', () => {
    localStorage.clear();
    vi.useFakeTimers({ now: 1_000_000 });
    expect(guardAdminPage('#users')).toEqual({ kind: 'redirect', to: '/giris' });
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBe('/admin#users');
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? 'null')).toEqual({
      type: 'info',
      message: AUTH_REQUIRED,
    });
    expect(takeEmergencyAdminHash()).toEqual({ hash: '#users', createdAt: 1_000_000 });
    vi.useRealTimers();
  });

  it('sends a signed-in user of another type to / with the alert', () => {
    setSession('tok-1', makeUser('salon_owner'));
    expect(guardAdminPage('')).toEqual({ kind: 'redirect', to: '/' });
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? 'null')).toEqual({
      type: 'error',
      message: ADMIN_ACCESS_DENIED,
    });
  });

  it('lets an admin in', () => {
    expect(guardAdminPage('#users')).toEqual({ kind: 'allow' });
  });
});
