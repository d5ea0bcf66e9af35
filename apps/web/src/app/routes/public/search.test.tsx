import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UnifiedSearchResponse } from '@salonya/contracts/search';
import { makeCategory, makeSalonCards } from '@/features/catalogue/testing/catalogue-fixtures';
import { PROVINCES } from '@/test/location-fixtures';
import { mockApi, renderRoute, type ApiAnswer, type ApiCall } from '@/test/test-utils';
import { Component as SearchPage } from './search';

const SEARCH_ID = '0b7d8d0e-5a43-4c1b-a1f1-3f1b2d9c6e21';

function answer(overrides: Partial<UnifiedSearchResponse['query_info']> = {}, count = 3): ApiAnswer {
  const page = overrides.page ?? 1;
  const body: UnifiedSearchResponse = {
    success: true,
    search_id: SEARCH_ID,
    query_info: {
      query: 'kuaför',
      normalized_query: 'kuafor',
      search_text: 'kuafor',
      total: 45,
      page,
      per_page: 20,
      last_page: 3,
      location_scope: 'city',
      fallback: false,
      fallback_message: null,
      original_district_name: null,
      city_name: 'İstanbul',
      city_id: 34,
      district_id: null,
      district_name: null,
      ...overrides,
    },
    results: makeSalonCards(count, `Sayfa ${page} Salon`, page * 100),
    suggestions: [],
  };
  return { body };
}

function stubPage(search: (call: ApiCall) => ApiAnswer = () => answer()) {
  return mockApi({
    'POST /unified-search': search,
    'GET /home/service-categories': {
      body: {
        success: true,
        data: [
          makeCategory(),
          makeCategory({ id: 4, name: 'Tırnak', code: 'nail_el_bakimi', slug: 'tirnak' }),
        ],
      },
    },
    'GET /locations/provinces': { body: { success: true, data: PROVINCES } },
    'GET /search/trending': {
      body: { success: true, data: [{ query: 'manikür', count: 9, url: '/arama?q=manik%C3%BCr' }] },
    },
    'GET /search/suggestions': { body: { success: true, data: [] } },
    'POST /search/click': { body: { success: true } },
  });
}

const searchBodies = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/unified-search').map((c) => c.body as Record<string, unknown>);

function renderPage(url: string) {
  return renderRoute(<SearchPage />, { path: '/arama', url });
}

describe('/arama', () => {
  it('searches what the address says and shows the results, the count and the place', async () => {
    const { calls } = stubPage();
    renderPage('/arama?q=kuaf%C3%B6r&city_id=34&rating=4&sort_by=rating&page=2');

    expect(
      await screen.findByRole('heading', { level: 1, name: '“kuaför” için sonuçlar' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('45 salon bulundu · İstanbul')).toBeInTheDocument();
    expect(searchBodies(calls)[0]).toEqual({
      query: 'kuaför',
      context: 'results',
      location: { city_id: 34 },
      filters: { rating: 4, sort_by: 'rating' },
      pagination: { page: 2, limit: 20 },
      include: { suggestions: true, results: true, analytics: false },
    });
    const list = screen.getByRole('list', { name: 'Arama sonuçları' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Ne arıyorsunuz?' })).toHaveValue('kuaför');
    expect(await screen.findByRole('button', { name: 'Konum İstanbul' })).toBeInTheDocument();
  }, 20_000);

  it('writes filters, sort and page into the address and searches again', async () => {
    const { calls } = stubPage((call) =>
      answer({ page: (call.body as { pagination: { page: number } }).pagination.page }),
    );
    renderPage('/arama?q=kuaf%C3%B6r');
    const user = userEvent.setup();
    await screen.findByText('Sayfa 1 Salon 1');
    const filters = screen.getByRole('complementary', { name: 'Filtreler' });

    // The panel is its own chunk (search-filters-panel.lazy.tsx): it may arrive after the results.
    await user.click(await within(filters).findByRole('button', { name: /Tırnak/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/arama?q=kuaf%C3%B6r&categories=nail_el_bakimi',
      ),
    );
    await user.click(within(filters).getByRole('button', { name: 'Kadın' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Fiyat: düşükten yükseğe');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/arama?q=kuaf%C3%B6r&categories=nail_el_bakimi&gender_focus=female&sort_by=price_asc',
      ),
    );
    await waitFor(() =>
      expect(searchBodies(calls).at(-1)).toMatchObject({
        filters: { categories: ['nail_el_bakimi'], gender_focus: 'female', sort_by: 'price_asc' },
        pagination: { page: 1 },
      }),
    );

    await user.click(screen.getByRole('link', { name: 'Sayfa 2' }));
    expect(await screen.findByText('Sayfa 2 Salon 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('sort_by=price_asc&page=2');
    expect(searchBodies(calls).at(-1)).toMatchObject({ pagination: { page: 2 } });

    // A filter change goes back to the first page.
    await user.click(within(filters).getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/arama\?q=kuaf%C3%B6r&sort_by=price_asc$/),
    );
  }, 20_000);

  it('logs the opened result with its position', async () => {
    const { calls } = stubPage((call) =>
      answer({ page: (call.body as { pagination: { page: number } }).pagination.page }),
    );
    renderPage('/arama?q=kuaf%C3%B6r&page=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sayfa 2 Salon 2' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/search/click')?.body).toEqual({
        search_id: SEARCH_ID,
        result_type: 'salon',
        result_id: 201,
        position: 22,
      }),
    );
  });

  it('says when the place was widened', async () => {
    stubPage(() =>
      answer({
        fallback: true,
        fallback_message: 'Kadıköy ilçesinde sonuç bulunamadı; İstanbul genelindeki sonuçlar gösteriliyor.',
      }),
    );
    renderPage('/arama?q=kuaf%C3%B6r&city_id=34&district_id=402');
    expect(
      await screen.findByText(
        'Kadıköy ilçesinde sonuç bulunamadı; İstanbul genelindeki sonuçlar gösteriliyor.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state with searches to try', async () => {
    stubPage(() => answer({ total: 0, last_page: 1 }, 0));
    renderPage('/arama?q=zzqq&rating=4.5');
    expect(await screen.findByRole('heading', { name: '“zzqq” için salon bulunamadı' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'manikür' })).toHaveAttribute(
      'href',
      '/arama?q=manik%C3%BCr',
    );
    expect(screen.getAllByRole('button', { name: 'Filtreleri temizle' }).length).toBeGreaterThan(0);
  });

  it.each([
    [422, 'Geçersiz arama parametreleri'],
    [500, 'Arama sırasında bir hata oluştu'],
  ])('shows the SPEC §8 message for a %s and searches again with Tekrar Dene', async (status, message) => {
    let fail = true;
    stubPage(() => (fail ? { status, body: { success: false, message: 'x' } } : answer()));
    renderPage('/arama?q=kuaf%C3%B6r');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Sayfa 1 Salon 1')).toBeInTheDocument();
  });

  it('shows the results as numbered pins on the map view', async () => {
    stubPage();
    renderPage('/arama?q=kuaf%C3%B6r&view=map');
    const user = userEvent.setup();
    const pins = await screen.findByRole('list', { name: 'Haritadaki salonlar' });
    expect(within(pins).getAllByRole('button')).toHaveLength(3);
    await user.click(within(pins).getByRole('button', { name: /^2\. Sayfa 1 Salon 2/ }));
    expect(within(screen.getByRole('region', { name: 'Seçili salon' })).getByRole('link')).toHaveTextContent(
      'Sayfa 1 Salon 2',
    );
    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/arama\?q=kuaf%C3%B6r$/);
  });
});
