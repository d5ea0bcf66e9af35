import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setSession } from '@/lib/session';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

function header(): HTMLElement {
  return screen.getByRole('banner');
}

describe('public header', () => {
  it('offers Giriş Yap and Üye Ol to visitors, with the main navigation', async () => {
    renderApp('/hakkimizda');
    await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' });
    const banner = within(header());
    expect(banner.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/giris');
    expect(banner.getByRole('link', { name: 'Üye Ol' })).toHaveAttribute('href', '/uye-ol');
    const nav = within(banner.getByRole('navigation', { name: 'Ana menü' }));
    expect(nav.getByRole('link', { name: 'Kategoriler' })).toHaveAttribute('href', '/kategoriler');
    expect(nav.getByRole('link', { name: 'Kampanyalar' })).toHaveAttribute('href', '/kampanyalar');
    expect(nav.getByRole('link', { name: 'Salon Ol' })).toHaveAttribute('href', '/salon-ol');
    expect(banner.queryByRole('button', { name: /hesap menüsü/ })).not.toBeInTheDocument();
  });

  it('shows a logged-in user their name with a menu to their area and Çıkış Yap', async () => {
    const user = userEvent.setup();
    setSession('tok-1', makeUser('salon_owner'));
    // Only the logout is answered; the home page reached after it finds its lists unavailable.
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/v1/auth/logout'
        ? jsonResponse({ success: true, message: 'Çıkış yapıldı.' })
        : jsonResponse({ success: false, message: 'Bulunamadı.' }, 404),
    );
    const { router } = renderApp('/kampanyalar');
    await screen.findByRole('heading', { level: 1, name: 'Kampanyalar' });

    const banner = within(header());
    expect(banner.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    // The menu's code loads for a signed-in visitor only (a visitor's page does not carry it).
    const trigger = await banner.findByRole('button', { name: 'Mehmet Kaya – hesap menüsü' });
    expect(trigger).toHaveTextContent('Mehmet Kaya');

    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Salon Paneli' })).toHaveAttribute('href', '/salon');
    await user.click(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' }));

    await waitFor(() => expect(getToken()).toBeNull());
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(await within(header()).findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links an admin to the admin page as a full page load', async () => {
    const user = userEvent.setup();
    setSession('tok-1', makeUser('admin'));
    renderApp('/hakkimizda');
    await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' });
    await user.click(within(header()).getByRole('button', { name: /hesap menüsü/ }));
    const link = screen.getByRole('menuitem', { name: 'Yönetim Paneli' });
    expect(link).toHaveAttribute('href', '/admin');
    // The router leaves the click to the browser (a document load of admin.html).
    let handledByRouter: boolean | undefined;
    const onClick = (event: MouseEvent) => {
      handledByRouter = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', onClick);
    await user.click(link);
    window.removeEventListener('click', onClick);
    expect(handledByRouter).toBe(false);
  });

  it('closes the menu with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    setSession('tok-1', makeUser('customer'));
    renderApp('/hakkimizda');
    await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' });
    const trigger = within(header()).getByRole('button', { name: /hesap menüsü/ });
    await user.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Hesabım' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
