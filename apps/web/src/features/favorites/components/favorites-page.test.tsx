import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  salonCardSchema,
  specialistSchema,
  type SalonCard,
  type Specialist,
} from '@salonya/contracts/catalogue';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { FavoritesPage } from './favorites-page';

const SLOW = { timeout: 20_000 };

function card(overrides: Partial<SalonCard>): SalonCard {
  return salonCardSchema.parse({
    id: 12,
    name: 'Moda Güzellik',
    slug: 'moda-guzellik-kadikoy-istanbul',
    logo: null,
    cover_image: '/images/cover.webp',
    city: 'İstanbul',
    district: 'Kadıköy',
    latitude: 40.98,
    longitude: 29.03,
    rating_average: '4.60',
    review_count: 18,
    min_price: 300,
    max_price: 900,
    is_open_now: true,
    services: ['Saç Kesimi'],
    description: '',
    gender_focus: 'female',
    is_verified: true,
    is_featured: false,
    salon_type: 'beauty',
    distance_km: null,
    discount_percent: null,
    accepts_online_bookings: true,
    ...overrides,
  });
}

function specialist(overrides: Partial<Specialist>): Specialist {
  return specialistSchema.parse({
    salon_staff_id: 41,
    user_id: 90,
    salon_id: 12,
    display_name: 'Ayşe Kaya',
    name: 'Ayşe Kaya',
    title: 'Kıdemli Kuaför',
    bio: '',
    specialties: ['Boya'],
    avatar_url: '/images/staff.webp',
    avatar_image: null,
    is_active: true,
    rating_average: '4.8',
    review_count: 7,
    languages: [],
    experience_years: null,
    slug: 'ayse-kaya-kadikoy-istanbul',
    salon: {
      id: 12,
      name: 'Moda Güzellik',
      slug: 'moda-guzellik-kadikoy-istanbul',
      city: 'İstanbul',
      district: 'Kadıköy',
      accepts_online_bookings: true,
    },
    ...overrides,
  });
}

const noSpecialists = { 'GET /customer/favorites/specialists': { body: { success: true, data: [] } } };

beforeEach(() => setSession('token-abc', makeUser({ id: 5 })));
afterEach(() => vi.unstubAllGlobals());

describe('FavoritesPage', SLOW, () => {
  it('lists favourite salons with book again, and removes one', async () => {
    const user = userEvent.setup();
    let favorites = [card({}), card({ id: 13, name: 'Berber Ali', accepts_online_bookings: false })];
    const api = mockApi({
      ...noSpecialists,
      'GET /customer/favorites': () => ({ body: { success: true, data: favorites } }),
      'GET /customer/favorites/ids': () => ({ body: { success: true, data: favorites.map((f) => f.id) } }),
      'DELETE /customer/favorites/12': () => {
        favorites = favorites.filter((f) => f.id !== 12);
        return {
          body: {
            success: true,
            message: 'Salon favorilerinizden çıkarıldı.',
            data: { salon_id: 12, is_favorite: false },
          },
        };
      },
    });
    renderRoute(<FavoritesPage />, { path: '/musteri/favoriler' });
    const list = await screen.findByRole('list', { name: 'Favori salonlar' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Randevu Al' })).toHaveAttribute(
      'href',
      '/salons/12/booking',
    );
    expect(within(items[1]!).getByText('Online randevu şu an kapalı')).toBeInTheDocument();
    expect(within(items[0]!).getByText('4,6 puan · 18 yorum')).toBeInTheDocument();
    await user.click(
      within(items[0]!).getByRole('button', { name: 'Moda Güzellik salonunu favorilerden çıkar' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Moda Güzellik')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/customer/favorites/12')).toBe(true);
  });

  it('shows the empty state', async () => {
    mockApi({ ...noSpecialists, 'GET /customer/favorites': { body: { success: true, data: [] } } });
    renderRoute(<FavoritesPage />, { path: '/musteri/favoriler' });
    expect(await screen.findByText('Henüz favori salonunuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salon Keşfet' })).toBeInTheDocument();
    expect(await screen.findByText('Henüz favori uzmanınız yok')).toBeInTheDocument();
  });

  it('lists favourite specialists with booking them preselected, and removes one', async () => {
    const user = userEvent.setup();
    let specialists = [
      specialist({}),
      specialist({
        salon_staff_id: 42,
        display_name: 'Mehmet Demir',
        salon: { ...specialist({}).salon, accepts_online_bookings: false },
      }),
    ];
    const api = mockApi({
      'GET /customer/favorites': { body: { success: true, data: [] } },
      'GET /customer/favorites/specialists': () => ({ body: { success: true, data: specialists } }),
      'DELETE /customer/favorites/specialists/41': () => {
        specialists = specialists.filter((s) => s.salon_staff_id !== 41);
        return {
          body: {
            success: true,
            message: 'Uzman favorilerinizden çıkarıldı.',
            data: { salon_staff_id: 41, is_favorite: false },
          },
        };
      },
    });
    renderRoute(<FavoritesPage />, { path: '/musteri/favoriler' });
    const list = await screen.findByRole('list', { name: 'Favori uzmanlar' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Ayşe Kaya ile randevu al' })).toHaveAttribute(
      'href',
      '/salons/12/booking?staff_id=41',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Moda Güzellik' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('4,8 puan · 7 yorum')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Online randevu şu an kapalı')).toBeInTheDocument();
    await user.click(
      within(items[0]!).getByRole('button', { name: 'Ayşe Kaya uzmanını favorilerden çıkar' }),
    );
    await vi.waitFor(() => expect(screen.queryByText('Ayşe Kaya')).not.toBeInTheDocument());
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === '/customer/favorites/specialists/41'),
    ).toBe(true);
  });

  it('shows an error with retry when the specialists fail to load', async () => {
    mockApi({
      'GET /customer/favorites': { body: { success: true, data: [] } },
      'GET /customer/favorites/specialists': {
        status: 500,
        body: { success: false, message: 'Sunucu hatası' },
      },
    });
    renderRoute(<FavoritesPage />, { path: '/musteri/favoriler' });
    expect(await screen.findByText('Favori uzmanlarınız yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tekrar Dene/ })).toBeInTheDocument();
  });
});
