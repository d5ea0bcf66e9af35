import { vi } from 'vitest';
import { checkContract } from '@/test/contract-mock';
import { jsonResponse } from '@/test/fixtures';
import type { Category, PageMeta, SalonCard } from '../api/types';

/** A salon card as the catalogue endpoints send it (the seed's Maison Osman). */
export function makeSalonCard(overrides: Partial<SalonCard> = {}): SalonCard {
  return {
    id: 44,
    name: 'Maison Osman',
    slug: 'maison-osman-karsiyaka-izmir',
    logo: null,
    cover_image: '/images/covers/cover-3.svg',
    city: 'İzmir',
    district: 'Karşıyaka',
    latitude: 38.390659,
    longitude: 27.143885,
    rating_average: '4.3',
    review_count: 16,
    min_price: 580,
    max_price: 9970,
    is_open_now: false,
    services: ['Kadın Saç Kesimi', 'Saç ve Sakal Kesimi', 'Fön'],
    description: 'Karşıyaka’da premium ürünlerle saç bakımı.',
    gender_focus: 'unisex',
    is_verified: true,
    is_featured: true,
    salon_type: 'luks_salon',
    distance_km: null,
    discount_percent: null,
    accepts_online_bookings: true,
    ...overrides,
  };
}

/** `count` distinct salons named '<prefix> 1', '<prefix> 2', … */
export function makeSalonCards(count: number, prefix: string, firstId = 1): SalonCard[] {
  return Array.from({ length: count }, (_, index) =>
    makeSalonCard({ id: firstId + index, name: `${prefix} ${index + 1}`, slug: `salon-${firstId + index}` }),
  );
}

export { PROVINCES } from '@/test/location-fixtures';

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: 1,
    name: 'Saç Hizmetleri',
    slug: 'sac-hizmetleri',
    code: 'sac_hizmetleri',
    icon: '✂️',
    description: 'Kesim, fön, boya, röfle ve keratin bakımı.',
    image_url: null,
    image_hover_url: null,
    has_image: false,
    salon_count: 33,
    ...overrides,
  };
}

export function pageMeta(current: number, total: number, perPage = 20): PageMeta {
  return {
    current_page: current,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export interface StubAnswer {
  status?: number;
  body: unknown;
}

/**
 * Stubs fetch for /api/v1 by path ('/home/trending-salons'); each handler sees the whole URL (query included).
 * An unexpected call fails the test. Returns the requested URLs (path + query, without /api/v1).
 */
export function stubCatalogueApi(handlers: Record<string, (url: URL) => StubAnswer>) {
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    requests.push(`${path}${url.search}`);
    const handler = handlers[path];
    if (handler === undefined) throw new Error(`Unexpected API call GET ${path}${url.search}`);
    const answer = handler(url);
    checkContract('GET', path, answer.status ?? 200, answer.body);
    return jsonResponse(answer.body, answer.status ?? 200);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): StubAnswer => ({
  body: { success: true, data, ...extra },
});
