import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { salonCardSchema, type SalonCard } from '@salonya/contracts/catalogue';
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

beforeEach(() => setSession('token-abc', makeUser({ id: 5 })));
afterEach(() => vi.unstubAllGlobals());

describe('FavoritesPage', SLOW, () => {
  it('lists favourite salons with book again, and removes one', async () => {
    const user = userEvent.setup();
    let favorites = [card({}), card({ id: 13, name: 'Berber Ali', accepts_online_bookings: false })];
    const api = mockApi({
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
    mockApi({ 'GET /customer/favorites': { body: { success: true, data: [] } } });
    renderRoute(<FavoritesPage />, { path: '/musteri/favoriler' });
    expect(await screen.findByText('Henüz favori salonunuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salon Keşfet' })).toBeInTheDocument();
  });
});
