import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeCategory,
  makeSalonCard,
  makeSalonCards,
  ok,
  PROVINCES,
  stubCatalogueApi,
  type StubAnswer,
} from '@/features/catalogue/testing/catalogue-fixtures';
import { provinceLocation, USER_LOCATION_KEY } from '@/lib/locations/user-location';
import { renderRoute } from '@/test/test-utils';
import { Component as HomePage } from './home';

const list = (salons: unknown[]): StubAnswer => ok(salons, { meta: { count: salons.length, limit: 12 } });

function stubHome(overrides: Record<string, (url: URL) => StubAnswer> = {}) {
  return stubCatalogueApi({
    '/home/trending-salons': () => list(makeSalonCards(3, 'Trend Salon', 100)),
    '/home/campaign-salons': () =>
      list([makeSalonCard({ id: 200, name: 'İndirimli Kuaför', discount_percent: 30 })]),
    '/home/new-salons': () => list([]),
    '/home/masaj-spa-salons': () => list(makeSalonCards(2, 'Spa Merkezi', 300)),
    '/home/category-salons': () => list([]),
    '/home/night-salons': () => list(makeSalonCards(1, 'Gece Salonu', 400)),
    '/home/nearby-salons': () => list(makeSalonCards(2, 'Yakın Salon', 500)),
    '/home/service-categories': () =>
      ok([
        makeCategory(),
        makeCategory({ id: 7, name: 'Masaj & Spa', slug: 'masaj-spa', code: 'masaj_spa' }),
      ]),
    '/locations/provinces': () => ok(PROVINCES),
    '/search/suggestions': () => ok([]),
    '/search/trending': () => ok([]),
    ...overrides,
  });
}

function rail(name: string) {
  return screen.getByRole('region', { name }).closest('section')!;
}

describe('/ (home)', () => {
  it('shows the tagline, the rails that have salons in SPEC order, and hides the empty ones', async () => {
    const { requests } = stubHome();
    renderRoute(<HomePage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Kuaför, güzellik ve bakım randevusu tek tıkla' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Trend Salon 1' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Gece Salonu 1' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Trend Salonlar',
      'Kampanyalı Salonlar',
      'Masaj ve Spa',
      'Gece Açık Salonlar',
      'Yakınımdaki Salonlar',
      'Hizmet Kategorileri',
      'Salon sahibi misiniz?',
    ]);
    // Empty lists (new salons, pet groomers) are left out.
    expect(screen.queryByRole('heading', { name: 'Yeni Salonlar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pet Kuaförler' })).not.toBeInTheDocument();

    expect(within(rail('Trend Salonlar')).getAllByRole('article')).toHaveLength(3);
    expect(within(rail('Kampanyalı Salonlar')).getByText('%30 indirim')).toBeInTheDocument();
    expect(
      within(rail('Trend Salonlar')).getByRole('link', { name: 'Tümünü Gör: Trend Salonlar' }),
    ).toHaveAttribute('href', '/arama?sort_by=rating');

    // Without a location the nearby rail explains what to do and asks nothing of the API.
    expect(screen.getByText('Yakınınızdaki salonları görelim')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konumumu Kullan' })).toBeInTheDocument();
    expect(requests.some((r) => r.startsWith('/home/nearby-salons'))).toBe(false);

    expect(await screen.findByRole('link', { name: /Masaj & Spa/ })).toHaveAttribute(
      'href',
      '/kategori/7/masaj-spa',
    );
    expect(screen.getByRole('link', { name: 'Salonunuzu Ekleyin' })).toHaveAttribute('href', '/salon-ol');
    expect(requests).toContain('/home/trending-salons?limit=12');
  });

  it('filters every rail by the selected city and uses its centre for nearby salons', async () => {
    localStorage.setItem(USER_LOCATION_KEY, JSON.stringify(provinceLocation(PROVINCES[1]!)));
    const { requests } = stubHome();
    renderRoute(<HomePage />);

    expect(await screen.findByRole('link', { name: 'Yakın Salon 1' })).toBeInTheDocument();
    expect(screen.getByText('İstanbul merkezine yakın salonlar')).toBeInTheDocument();
    expect(requests).toContain('/home/trending-salons?limit=12&city_id=34');
    expect(requests).toContain('/home/night-salons?limit=12&city_id=34');
    expect(requests).toContain('/home/nearby-salons?limit=12&latitude=41.0082&longitude=28.9784&city_id=34');
    expect(screen.getByRole('link', { name: 'Tümünü Gör: Kampanyalı Salonlar' })).toHaveAttribute(
      'href',
      '/kampanyalar?city_id=34',
    );
  });

  it('shows an error with Tekrar Dene for a rail that fails, and loads it again', async () => {
    let trendingFails = true;
    stubHome({
      '/home/trending-salons': () =>
        trendingFails
          ? { status: 404, body: { success: false, message: 'Liste alınamadı.' } }
          : list(makeSalonCards(1, 'Trend Salon', 100)),
    });
    renderRoute(<HomePage />);
    expect(await screen.findByText('Trend Salonlar yüklenemedi')).toBeInTheDocument();
    expect(screen.getByText('Liste alınamadı.')).toBeInTheDocument();
    trendingFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('link', { name: 'Trend Salon 1' })).toBeInTheDocument();
  });

  it('searches from 2 characters and goes to /arama with the query and the city', async () => {
    localStorage.setItem(USER_LOCATION_KEY, JSON.stringify(provinceLocation(PROVINCES[1]!)));
    stubHome();
    renderRoute(<HomePage />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Ne arıyorsunuz?' });
    expect(screen.getByRole('button', { name: 'Konum İstanbul' })).toBeInTheDocument();

    await user.type(box, ' a ');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    // The page ships a static box; the real one takes over at the first use and replays the submit.
    expect(await screen.findByText('Aramak için en az 2 karakter yazın.')).toBeInTheDocument();
    const realBox = screen.getByRole('combobox', { name: 'Ne arıyorsunuz?' });
    expect(realBox).toHaveAttribute('aria-invalid', 'true');

    await user.clear(realBox);
    await user.type(realBox, '  saç kesimi ');
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/arama?q=sa%C3%A7+kesimi&city_id=34'),
    );
  });
});
