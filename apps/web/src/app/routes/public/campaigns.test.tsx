import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeCategory,
  makeSalonCard,
  ok,
  PROVINCES,
  stubCatalogueApi,
} from '@/features/catalogue/testing/catalogue-fixtures';
import { renderRoute } from '@/test/test-utils';
import { Component as BrandCampaignsPage } from './brand-campaigns';
import { Component as CampaignsPage } from './campaigns';
import { Component as CategoriesPage } from './categories';

const CAMPAIGNS = [
  {
    id: 1,
    title: 'Kış İndirimi',
    description: 'Seçili hizmetlerde kış boyunca indirim.',
    discount_type: 'percentage',
    discount_value: 20,
    starts_on: '2026-11-01',
    ends_on: '2026-11-30',
    services: ['Fön', 'Balyaj'],
    salon: makeSalonCard(),
  },
  {
    id: 2,
    title: 'Hoş Geldin',
    description: 'İlk randevunuzda indirim.',
    discount_type: 'fixed',
    discount_value: 150,
    starts_on: '2026-11-10',
    ends_on: '2026-12-05',
    services: [],
    salon: makeSalonCard({ id: 45, name: 'Jilet Barber', district: 'Kadıköy', city: 'İstanbul' }),
  },
];

describe('/kampanyalar', () => {
  it('lists running campaigns with discount, last day, services and the salon, filtered by city', async () => {
    const { requests } = stubCatalogueApi({
      '/campaigns': (url) => ok(url.searchParams.get('city_id') === '34' ? [CAMPAIGNS[1]] : CAMPAIGNS),
      '/locations/provinces': () => ok(PROVINCES),
    });
    renderRoute(<CampaignsPage />, { path: '/kampanyalar' });

    const first = (await screen.findByRole('heading', { name: 'Kış İndirimi' })).closest('article')!;
    expect(within(first).getByText('%20 indirim')).toBeInTheDocument();
    expect(within(first).getByText('Son gün 30.11.2026')).toBeInTheDocument();
    expect(within(first).getByText('Balyaj')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Maison Osman' })).toHaveAttribute(
      'href',
      '/salon/44/maison-osman-karsiyaka-izmir',
    );
    const second = screen.getByRole('heading', { name: 'Hoş Geldin' }).closest('article')!;
    expect(within(second).getByText('₺150 indirim')).toBeInTheDocument();
    expect(screen.getByText('2 kampanya')).toBeInTheDocument();

    const city = screen.getByRole('combobox', { name: 'Şehir' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.selectOptions(city, 'İstanbul');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Kış İndirimi' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/kampanyalar?city_id=34');
    expect(requests).toContain('/campaigns?city_id=34');
  });

  it('says so when no campaign runs', async () => {
    stubCatalogueApi({ '/campaigns': () => ok([]), '/locations/provinces': () => ok(PROVINCES) });
    renderRoute(<CampaignsPage />, { path: '/kampanyalar' });
    expect(await screen.findByText('Şu anda süren kampanya yok')).toBeInTheDocument();
  });
});

describe('/brand-campaigns', () => {
  it('shows the brand partnerships', async () => {
    stubCatalogueApi({
      '/brand-campaigns': () =>
        ok([
          {
            id: 1,
            brand_name: 'Lunaria Professional',
            title: 'Keratin Bakımda Lunaria Haftası',
            description: 'Keratin bakımlarda indirim ve hediye şampuan.',
            discount_text: '%20 indirim + hediye şampuan',
            image_url: null,
            starts_on: '2026-11-17',
            ends_on: '2026-12-17',
          },
        ]),
    });
    renderRoute(<BrandCampaignsPage />, { path: '/brand-campaigns' });
    const card = (await screen.findByRole('heading', { name: 'Keratin Bakımda Lunaria Haftası' })).closest(
      'article',
    )!;
    expect(within(card).getByText('Lunaria Professional')).toBeInTheDocument();
    expect(within(card).getByText('%20 indirim + hediye şampuan')).toBeInTheDocument();
    expect(within(card).getByText('17.11.2026 – 17.12.2026')).toBeInTheDocument();
    expect(within(card).getByText('Son gün 17.12.2026')).toBeInTheDocument();
  });
});

describe('/kategoriler', () => {
  it('shows the main categories as tiles and the legacy ones as Popüler Aramalar', async () => {
    stubCatalogueApi({
      '/categories': () =>
        ok([
          { ...makeCategory(), parent_id: null },
          {
            ...makeCategory({
              id: 20,
              name: 'Kadın Kuaförü',
              slug: 'kadin-kuaforu',
              code: null,
              salon_count: 22,
            }),
            parent_id: null,
          },
        ]),
    });
    renderRoute(<CategoriesPage />, { path: '/kategoriler' });
    expect(await screen.findByRole('link', { name: /Saç Hizmetleri/ })).toHaveAttribute(
      'href',
      '/kategori/1/sac-hizmetleri',
    );
    const popular = screen.getByRole('heading', { name: 'Popüler Aramalar' }).closest('section')!;
    expect(within(popular).getByRole('link', { name: 'Kadın Kuaförü 22 salon' })).toHaveAttribute(
      'href',
      '/kategori/20/kadin-kuaforu',
    );
  });

  it('offers Tekrar Dene when the categories cannot be loaded', async () => {
    let fail = true;
    stubCatalogueApi({
      '/categories': () =>
        fail
          ? { status: 404, body: { success: false, message: 'Bulunamadı' } }
          : ok([{ ...makeCategory(), parent_id: null }]),
    });
    renderRoute(<CategoriesPage />, { path: '/kategoriler' });
    expect(await screen.findByText('Veri yüklenirken hata oluştu')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('link', { name: /Saç Hizmetleri/ })).toBeInTheDocument();
  });
});
