import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  makeCategory,
  makeSalonCards,
  ok,
  pageMeta,
  PROVINCES,
  stubCatalogueApi,
} from '@/features/catalogue/testing/catalogue-fixtures';
import { renderApp } from '@/test/render-app';
import { resetRootLoaderState } from '../../root-loader';

const beauty = {
  ...makeCategory({
    id: 2,
    name: 'Güzellik & Estetik',
    slug: 'guzellik-estetik',
    code: 'guzellik_estetik',
    description: 'Ağda, lazer epilasyon, kaş-kirpik ve makyaj uygulamaları.',
    salon_count: 45,
  }),
  parent_id: null,
  parent: null,
};

/** 45 salons on 3 pages; to keep the DOM small each page sends 3 cards ('Sayfa N Salon 1…'), the last 2. */
function stubCategory() {
  return stubCatalogueApi({
    '/categories/2': () => ok(beauty),
    '/categories/999': () => ({ status: 404, body: { success: false, message: 'Kategori bulunamadı' } }),
    '/salons/search': (url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      const count = page < 3 ? 3 : 2;
      return ok(makeSalonCards(count, `Sayfa ${page} Salon`, page * 100), { meta: pageMeta(page, 45) });
    },
    '/locations/provinces': () => ok(PROVINCES),
  });
}

beforeEach(() => {
  resetRootLoaderState();
});

describe('/kategori/{id}/{slug}', () => {
  it('replaces a wrong slug with the real one and keeps the query', async () => {
    const { requests } = stubCategory();
    const { router } = renderApp('/kategori/2/yanlis-slug?sort_by=rating');

    expect(await screen.findByRole('heading', { level: 1, name: 'Güzellik & Estetik' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kategori/2/guzellik-estetik'));
    expect(router.state.location.search).toBe('?sort_by=rating');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Ağda, lazer epilasyon, kaş-kirpik ve makyaj uygulamaları.')).toBeInTheDocument();
    expect(await screen.findByText('45 salon bulundu')).toBeInTheDocument();
    expect(requests).toContain('/salons/search?category=2&sort_by=rating&page=1&per_page=20');
    await waitFor(() =>
      expect(document.title).toBe(
        'Güzellik & Estetik Salonları | Salonya – Kuaför, güzellik ve bakım randevusu tek tıkla',
      ),
    );
  });

  it('adds the missing slug', async () => {
    stubCategory();
    const { router } = renderApp('/kategori/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kategori/2/guzellik-estetik'));
  });

  it('pages through the salons with the page in the URL', async () => {
    const { requests } = stubCategory();
    const { router } = renderApp('/kategori/2/guzellik-estetik');
    expect(await screen.findByRole('link', { name: 'Sayfa 1 Salon 1' })).toBeInTheDocument();
    expect(document.querySelectorAll('article')).toHaveLength(3);

    const pager = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pager).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pager).getByRole('link', { name: 'Sayfa 3' })).toHaveAttribute(
      'href',
      '/kategori/2/guzellik-estetik?page=3',
    );
    expect(within(pager).getByText('Önceki').closest('[aria-disabled="true"]')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(within(pager).getByRole('link', { name: /Sonraki/ }));
    expect(await screen.findByRole('link', { name: 'Sayfa 2 Salon 1' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/kategori/2/guzellik-estetik?page=2',
    );
    expect(requests).toContain('/salons/search?category=2&page=2&per_page=20');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Sayfalar' })).getByRole('link', { name: 'Sayfa 3' }),
    );
    expect(await screen.findByRole('link', { name: 'Sayfa 3 Salon 2' })).toBeInTheDocument();
    expect(document.querySelectorAll('article')).toHaveLength(2);
    expect(
      within(screen.getByRole('navigation', { name: 'Sayfalar' }))
        .getByText('Sonraki')
        .closest('[aria-disabled="true"]'),
    ).not.toBeNull();
  });

  it('resets to page 1 when a filter changes', async () => {
    const { requests } = stubCategory();
    const { router } = renderApp('/kategori/2/guzellik-estetik?page=2');
    expect(await screen.findByRole('link', { name: 'Sayfa 2 Salon 1' })).toBeInTheDocument();
    const city = screen.getByRole('combobox', { name: 'Şehir' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.selectOptions(city, 'İstanbul');
    await waitFor(() => expect(router.state.location.search).toBe('?city_id=34'));
    await waitFor(() =>
      expect(requests).toContain('/salons/search?category=2&city_id=34&page=1&per_page=20'),
    );
  });

  it('shows a not-found state with a way to the categories for an unknown category', async () => {
    stubCategory();
    renderApp('/kategori/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategori bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm Kategoriler' })).toHaveAttribute('href', '/kategoriler');
  });
});
