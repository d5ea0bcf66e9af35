import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENDED_URL_KEY, setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { CUSTOMERS_ONLY_FAVORITES, FavoriteButton, LOGIN_TO_FAVORITE } from './favorite-button';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  for (const fn of [toast.success, toast.error, toast.info]) vi.mocked(fn).mockClear();
});

const SALON_URL = '/salon/5/tazelik-skin-studio-besiktas-istanbul/yorumlar?ref=kampanya#yorumlar';

function renderHearts(count = 1) {
  return renderRoute(
    <>
      {Array.from({ length: count }, (_, i) => (
        <FavoriteButton key={i} salonId={5 + i} />
      ))}
    </>,
    { path: '/salon/:id/:slug?/:tab?', url: SALON_URL },
  );
}

/** With a session the signed-in heart is its own chunk: the heart shown meanwhile is aria-disabled. */
async function signedInHeart(name: string): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name })[0]).not.toHaveAttribute('aria-disabled'),
  );
  return screen.getAllByRole('button', { name })[0]!;
}

describe('FavoriteButton', () => {
  it('asks a visitor to log in and remembers the page for after login', async () => {
    const { fetchMock } = mockApi({});
    const user = userEvent.setup();
    renderHearts();

    const heart = screen.getByRole('button', { name: 'Favorilere ekle' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    const dialog = await screen.findByRole('dialog', { name: 'Giriş yapın' });
    expect(dialog).toHaveAccessibleDescription(LOGIN_TO_FAVORITE);
    const login = within(dialog).getByRole('button', { name: 'Giriş Yap' });
    expect(login).toHaveFocus();
    await user.click(login);

    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/giris');
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBe(SALON_URL);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a visitor close the question without leaving the page', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderHearts();
    await user.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorilere ekle' })).toHaveFocus();
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBeNull();
  });

  it('tells other user types that only customers keep favourites', async () => {
    setSession('token-owner', makeUser({ user_type: 'salon_owner', role: 'salon_owner' }));
    const { fetchMock } = mockApi({});
    const user = userEvent.setup();
    renderHearts();
    await user.click(await signedInHeart('Favorilere ekle'));
    expect(toast.info).toHaveBeenCalledWith(CUSTOMERS_ONLY_FAVORITES, expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds with PUT and removes with DELETE for a customer, one shared list for every heart on the page', async () => {
    setSession('token-abc', makeUser());
    let favorites = [6];
    const { calls } = mockApi({
      'GET /customer/favorites/ids': () => ({ body: { success: true, data: favorites } }),
      'PUT /customer/favorites/5': () => {
        favorites = [...favorites, 5];
        return {
          body: {
            success: true,
            message: 'Salon favorilerinize eklendi.',
            data: { salon_id: 5, is_favorite: true },
          },
        };
      },
      'DELETE /customer/favorites/5': () => {
        favorites = favorites.filter((id) => id !== 5);
        return {
          body: {
            success: true,
            message: 'Salon favorilerinizden çıkarıldı.',
            data: { salon_id: 5, is_favorite: false },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderHearts(2);

    // Salon 6 is already a favourite: one shared list tells both hearts.
    expect(await screen.findByRole('button', { name: 'Favorilerden çıkar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const heart = screen.getByRole('button', { name: 'Favorilere ekle' });
    const idCalls = () => calls.filter((c) => c.path === '/customer/favorites/ids');
    const firstReads = idCalls().length;
    expect(new Set(idCalls().map((c) => c.headers.get('Authorization')))).toEqual(
      new Set(['Bearer token-abc']),
    );

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Favorilerden çıkar');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Salon favorilerinize eklendi.'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/customer/favorites/5']);

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Salon favorilerinizden çıkarıldı.'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/customer/favorites/5']);
    await waitFor(() => expect(idCalls().length).toBeGreaterThan(firstReads));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('puts the heart back and says why when saving fails', async () => {
    setSession('token-abc', makeUser());
    mockApi({
      'GET /customer/favorites/ids': { body: { success: true, data: [] } },
      'PUT /customer/favorites/5': { status: 404, body: { success: false, message: 'Salon bulunamadı' } },
    });
    const user = userEvent.setup();
    renderHearts();
    const heart = await signedInHeart('Favorilere ekle');
    await user.click(heart);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Salon bulunamadı'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
