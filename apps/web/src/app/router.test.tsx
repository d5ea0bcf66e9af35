import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTitle, TAGLINE } from '@salonya/domain/constants';
import { ACCESS_DENIED, AUTH_REQUIRED } from '@salonya/domain/messages';
import { matchRoute } from '@salonya/domain/routing/match';
import { ROUTE_EXAMPLES } from '@salonya/domain/routing/route-examples.fixture';
import { ROUTE_TABLE, screenOf } from '@salonya/domain/routing/route-table';
import { setUnauthorizedNavigator } from '@/lib/api-client';
import { getToken, INTENDED_URL_KEY, setSession } from '@/lib/session';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { resetRootLoaderState } from './root-loader';
import { hasRouteModule, screenModulePath } from './route-modules';
import { buildRoutes, routerIdOf } from './router';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetRootLoaderState();
});

afterEach(() => {
  setUnauthorizedNavigator(null);
});

function locationOf(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

describe('routes built from the domain route table', () => {
  it('gives every row a route whose module exists', async () => {
    const routeIds = new Set<string>();
    const collect = (routes: ReturnType<typeof buildRoutes>) => {
      for (const route of routes) {
        if (route.id !== undefined) routeIds.add(route.id);
        if (route.children) collect(route.children);
      }
    };
    collect(buildRoutes());
    const missingModules: string[] = [];
    for (const row of ROUTE_TABLE) {
      expect(routeIds, row.id).toContain(routerIdOf(row));
      const modulePath = screenModulePath(screenOf(row));
      if (!(await hasRouteModule(modulePath))) missingModules.push(`${row.id} → ${modulePath}`);
    }
    expect(missingModules).toEqual([]);
  });

  it.each(ROUTE_EXAMPLES.map((example) => [example.path, example.id] as const))(
    'React Router renders the same row as the domain for %s',
    (path) => {
      const domain = matchRoute(path);
      expect(domain).not.toBeNull();
      const leaf = matchRoutes(buildRoutes(), path)?.at(-1);
      expect(leaf?.route.id).toBe(routerIdOf(domain!.row));
    },
  );
});

describe('navigation guard (SPEC §4)', () => {
  it('sends a logged-out visitor of a protected page to /giris and back there after login', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/v1/auth/login' && init?.method === 'POST') {
        return jsonResponse({
          success: true,
          message: 'Hoş geldiniz, Ayşe!',
          token: 'tok-new',
          user: makeUser('customer'),
        });
      }
      return jsonResponse({ success: false, message: 'Beklenmeyen istek.' }, 404);
    });

    const { router } = renderApp('/musteri/randevular?durum=yaklasan');

    await waitFor(() => expect(router.state.location.pathname).toBe('/giris'));
    expect(await screen.findByText(AUTH_REQUIRED)).toBeInTheDocument();
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBe('/musteri/randevular?durum=yaklasan');

    await user.type(await screen.findByLabelText('E-posta'), 'musteri@salonya.test');
    await user.type(screen.getByLabelText('Şifre', { exact: true }), 'Salonya123!');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Randevularım' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/musteri/randevular?durum=yaklasan');
    expect(getToken()).toBe('tok-new');
    expect(screen.getByRole('navigation', { name: 'Müşteri Paneli' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle('Randevularım')));
  });

  it('keeps the hash of the remembered URL', async () => {
    const { router } = renderApp('/salon/randevular?tarih=bugun#liste');
    await waitFor(() => expect(router.state.location.pathname).toBe('/giris'));
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBe('/salon/randevular?tarih=bugun#liste');
  });

  it('sends a user of another role home with the access message', async () => {
    setSession('tok-1', makeUser('customer'));
    const { router } = renderApp('/personel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
  });

  it('sends staff away from / and from the login page to /personel', async () => {
    setSession('tok-1', makeUser('staff'));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personel Paneli' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/personel');
    await router.navigate('/giris');
    expect(router.state.location.pathname).toBe('/personel');
  });

  it('follows legacy aliases and keeps the query', async () => {
    setSession('tok-1', makeUser('customer'));
    const { router } = renderApp('/randevularim?sayfa=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Randevularım' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/musteri/randevular?sayfa=2');
  });

  it('checks the session again on every navigation', async () => {
    setSession('tok-1', makeUser('customer'));
    const { router } = renderApp('/musteri');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesabım' })).toBeInTheDocument();
    localStorage.clear();
    await router.navigate('/musteri/favoriler');
    expect(router.state.location.pathname).toBe('/giris');
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBe('/musteri/favoriler');
  });
});

describe('screens and the 404 page', () => {
  it.each(['/kategoriler', '/salon', '/olmayansayfa'])(
    'while impersonating, %s shows the way back to the admin account (issue #21 item 8)',
    async (path) => {
      setSession('tok-imp', { ...makeUser('salon_owner'), impersonating: true });
      renderApp(path);
      const banner = await screen.findByRole('region', { name: 'Yönetici görüntüleme modu' });
      expect(banner).toHaveTextContent('Admin hesabına dön');
      expect(screen.getAllByRole('region', { name: 'Yönetici görüntüleme modu' })).toHaveLength(1);
    },
  );

  it('shows a screen title and purpose inside its layout with the page title', async () => {
    renderApp('/kategoriler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategoriler' })).toBeInTheDocument();
    expect(screen.getByText(/tüm hizmet kategorileri/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salonya' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(pageTitle('Kategoriler')));
  });

  it('renders an SEO location page for a valid city-category segment', async () => {
    renderApp('/istanbul-kuafor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bölgedeki Salonlar' })).toBeInTheDocument();
  });

  it('shows the Turkish 404 page with a link home for an unknown path', async () => {
    const { router } = renderApp('/olmayansayfa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(pageTitle('Sayfa Bulunamadı')));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(router.state.location.pathname).toBe('/olmayansayfa');
  });

  it('treats a non-numeric salon id as not found', async () => {
    renderApp('/musteri/randevu/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
  });

  it('sends an invalid SEO-like segment to /', async () => {
    const { router } = renderApp('/istanbul-dovme');
    expect(await screen.findByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
