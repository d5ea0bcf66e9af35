import { describe, expect, it } from 'vitest';
import { SEO_SALONLARI_CATEGORIES, SEO_TWO_PART_CATEGORIES } from '../routing/match';
import { SEO_CATEGORY_INFO, seoCategoryInfo, seoLocationHeading, seoLocationIntro } from './seo-categories';

describe('SEO categories', () => {
  it('every allowed slug of SPEC §2.2 has a label and a category behind it', () => {
    for (const slug of [...SEO_TWO_PART_CATEGORIES, ...SEO_SALONLARI_CATEGORIES]) {
      const info = seoCategoryInfo(slug);
      expect(info, slug).not.toBeNull();
      expect(info!.codes.length + info!.legacyIds.length).toBeGreaterThan(0);
    }
    expect(Object.keys(SEO_CATEGORY_INFO).sort()).toEqual([...SEO_TWO_PART_CATEGORIES].sort());
    expect(seoCategoryInfo('solaryum')).toBeNull();
  });

  it.each([
    [{ city: 'İstanbul' }, 'Kuaför', 'İstanbul Kuaför Salonları'],
    [{ city: 'İstanbul', district: 'Kadıköy' }, 'Berber', 'Kadıköy, İstanbul Berber Salonları'],
  ])('heading %j %s', (place, label, heading) => {
    expect(seoLocationHeading(place, label)).toBe(heading);
  });

  it('intro names the count and the place', () => {
    expect(seoLocationIntro({ city: 'İzmir', district: 'Konak' }, 'Kuaför', 7)).toContain(
      'İzmir Konak bölgesindeki 7 kuaför salonunu',
    );
    expect(seoLocationIntro({ city: 'Kastamonu' }, 'Masaj', 0)).toContain('henüz');
  });
});
