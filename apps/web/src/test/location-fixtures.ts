import type { District, Province } from '@/lib/locations/types';

/** Places as GET /locations/provinces and /locations/provinces/{id}/districts send them. */

export const PROVINCES: Province[] = [
  {
    id: 6,
    name: 'Ankara',
    slug: 'ankara',
    parent_id: null,
    type: 'province',
    coordinates: { latitude: 39.9334, longitude: 32.8597 },
  },
  {
    id: 34,
    name: 'İstanbul',
    slug: 'istanbul',
    parent_id: null,
    type: 'province',
    coordinates: { latitude: 41.0082, longitude: 28.9784 },
  },
  {
    id: 35,
    name: 'İzmir',
    slug: 'izmir',
    parent_id: null,
    type: 'province',
    coordinates: { latitude: 38.4237, longitude: 27.1428 },
  },
];

/** Districts of İstanbul (34). */
export const ISTANBUL_DISTRICTS: District[] = [
  { id: 401, name: 'Beşiktaş', slug: 'besiktas', parent_id: 34, type: 'district' },
  { id: 402, name: 'Kadıköy', slug: 'kadikoy', parent_id: 34, type: 'district' },
  { id: 403, name: 'Şişli', slug: 'sisli', parent_id: 34, type: 'district' },
];
