import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageTitle } from '@salonya/domain/constants';
import {
  makeSalonCards,
  ok,
  pageMeta,
  stubCatalogueApi,
} from '@/features/catalogue/testing/catalogue-fixtures';
import { renderApp } from '@/test/render-app';
import { resetRootLoaderState } from '../../root-loader';

const KADIKOY_PAGE = {
  h1: 'Kadıköy, İstanbul Kuaför Salonları',
  intro: 'İstanbul Kadıköy bölgesindeki 2 kuaför salonunu karşılaştırın.',
  city: { id: 34, name: 'İstanbul', slug: 'istanbul' },
  district: { id: 444, name: 'Kadıköy', slug: 'kadikoy' },
  category: { slug: 'kuafor', label: 'Kuaför' },
  seo: {
    meta_title: 'Kadıköy, İstanbul Kuaför Salonları – Fiyatlar, Yorumlar ve Online Randevu',
    meta_description: 'İstanbul Kadıköy bölgesindeki 2 kuaför salonunu karşılaştırın.',
    canonical_url: 'https://salonya.test/istanbul-kadikoy-kuafor-salonlari',
  },
  salons: makeSalonCards(2, 'Kadıköy Kuaför', 10),
  meta: pageMeta(1, 2),
};

beforeEach(() => {
  resetRootLoaderState();
});

describe('SEO location pages', () => {
  it('asks the API for the parsed place and shows its H1, intro, breadcrumb, salons and title', async () => {
    const { requests } = stubCatalogueApi({ '/seo/location-page': () => ok(KADIKOY_PAGE) });
    renderApp('/istanbul-kadikoy-kuafor-salonlari');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kadıköy, İstanbul Kuaför Salonları' }),
    ).toBeInTheDocument();
    expect(screen.getByText(KADIKOY_PAGE.intro)).toBeInTheDocument();
    expect(requests).toEqual([
      '/seo/location-page?city=istanbul&district=kadikoy&category=kuafor&page=1&per_page=20',
    ]);

    const crumbs = screen.getByRole('navigation', { name: 'Sayfa konumu' });
    expect(crumbs).toHaveTextContent('Ana SayfaİstanbulKadıköyKuaför');
    expect(screen.getByRole('link', { name: 'İstanbul' })).toHaveAttribute(
      'href',
      '/istanbul-kuafor-salonlari',
    );
    expect(screen.getByText('Kuaför')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('2 salon bulundu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kadıköy Kuaför 2' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle(KADIKOY_PAGE.seo.meta_title)));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      KADIKOY_PAGE.seo.canonical_url,
    );
  });

  it('shows the not-found page when the API does not know the place', async () => {
    stubCatalogueApi({
      '/seo/location-page': () => ({ status: 404, body: { success: false, message: 'Konum bulunamadı' } }),
    });
    renderApp('/atlantis-kuafor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(pageTitle('Sayfa Bulunamadı')));
  });
});
