import { describe, expect, it } from 'vitest';
import { matchRoute } from './match';
import { canonicalSalonPath, NON_CANONICAL_SALON_SLUG } from './salon-canonical';

const salon = { name: 'Güzel Saçlar', district: 'Kadıköy', city: 'İstanbul' };

describe('canonicalSalonPath', () => {
  it.each([
    [{ id: '42' }, '/salon/42/guzel-saclar-kadikoy-istanbul'],
    [{ id: '42', slug: NON_CANONICAL_SALON_SLUG }, '/salon/42/guzel-saclar-kadikoy-istanbul'],
    [{ id: '42', slug: 'eski-ad' }, '/salon/42/guzel-saclar-kadikoy-istanbul'],
    [{ id: '42', slug: 'eski-ad', tab: 'yorumlar' }, '/salon/42/guzel-saclar-kadikoy-istanbul/yorumlar'],
    [{ id: '42', slug: 'guzel-saclar-kadikoy-istanbul' }, null],
    [{ id: '42', slug: 'guzel-saclar-kadikoy-istanbul', tab: 'hizmetler' }, null],
  ])('%j → %s', (params, expected) => {
    expect(canonicalSalonPath(params, salon)).toBe(expected);
  });

  it('leaves the address alone when no slug can be built', () => {
    expect(canonicalSalonPath({ id: '42' }, { name: '', district: null, city: null })).toBeNull();
  });

  it('the salon-detay page the legacy redirect lands on is replaced by the canonical one', () => {
    const match = matchRoute('/salon/42/salon-detay');
    expect(match?.row.id).toBe('public.salon-detail');
    const id = match?.params.id ?? '';
    expect(canonicalSalonPath({ id, slug: match?.params.slug }, salon)).toBe(
      '/salon/42/guzel-saclar-kadikoy-istanbul',
    );
  });
});
