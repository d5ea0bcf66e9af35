import { describe, it, expect } from 'vitest';
import { CATEGORIES, MAIN_CATEGORY_CODES } from '../categories';
import { loadProvinces } from '../province-centres';
import { BRAND_CAMPAIGNS, DEFAULT_CITY_WEIGHTS, generateCatalogue, largestRemainder } from './generate';
import type { SalonSeed } from './generate';
import { withLocative } from './places';
import { AMENITIES, SALON_ARCHETYPES, SALON_ARCHETYPE_CODES } from './salon-archetypes';
import { SERVICE_TEMPLATES } from './service-templates';

const provinces = loadProvinces();
const SEED = 2026;
const catalogue = generateCatalogue({ seed: SEED, provinces, count: 64 });
const province = (code: number) => {
  const found = provinces.find((p) => p.code === code);
  if (found === undefined) throw new Error(`province ${code} missing`);
  return found;
};
const isNight = (salon: SalonSeed) =>
  salon.openingHours.some((h) => h.closesAt !== null && h.closesAt >= '22:00');

describe('service templates', () => {
  it('has 8–15 services per main category with sane durations and price ranges', () => {
    const names = new Set<string>();
    for (const code of MAIN_CATEGORY_CODES) {
      const templates = SERVICE_TEMPLATES[code];
      expect(templates.length, code).toBeGreaterThanOrEqual(8);
      expect(templates.length, code).toBeLessThanOrEqual(15);
      for (const t of templates) {
        expect(names.has(t.name), `duplicate ${t.name}`).toBe(false);
        names.add(t.name);
        expect(t.durationMinutes % 15, t.name).toBe(0);
        expect(t.durationMinutes).toBeGreaterThan(0);
        const [min, max] = t.priceTl;
        expect(Number.isInteger(min) && Number.isInteger(max), t.name).toBe(true);
        expect(min, t.name).toBeGreaterThan(0);
        expect(max, t.name).toBeGreaterThan(min);
        expect(t.description.endsWith('.'), t.name).toBe(true);
        if (code === 'eve_gelen_hizmetler') expect(t.homeService, t.name).toBe(true);
        if (code === 'pet_bakim') expect(t.pet, t.name).toBe(true);
        if (t.legacyCategoryId !== undefined) {
          expect(t.legacyCategoryId).toBeGreaterThanOrEqual(20);
          expect(t.legacyCategoryId).toBeLessThanOrEqual(25);
        }
      }
    }
  });
});

describe('salon archetypes', () => {
  it('lists offered categories, amenities and seven-day opening profiles', () => {
    for (const code of SALON_ARCHETYPE_CODES) {
      const a = SALON_ARCHETYPES[code];
      expect(a.code).toBe(code);
      expect(a.categories.length).toBeGreaterThan(0);
      for (const amenity of [...a.typicalAmenities, ...a.occasionalAmenities]) {
        expect(AMENITIES).toContain(amenity);
      }
      for (const profile of a.hours) expect(profile.days).toHaveLength(7);
      for (const id of a.legacyCategoryIds)
        expect(CATEGORIES.some((c) => c.id === id && c.code === null)).toBe(true);
    }
  });
});

describe('withLocative', () => {
  it('follows vowel harmony, consonant assimilation and the pronominal n', () => {
    expect(withLocative('Kadıköy')).toBe("Kadıköy'de");
    expect(withLocative('Çankaya')).toBe("Çankaya'da");
    expect(withLocative('Konak')).toBe("Konak'ta");
    expect(withLocative('Beşiktaş')).toBe("Beşiktaş'ta");
    expect(withLocative('Fatih')).toBe("Fatih'te");
    expect(withLocative('Kastamonu')).toBe("Kastamonu'da");
    expect(withLocative('Beyoğlu')).toBe("Beyoğlu'nda");
    expect(withLocative('Konyaaltı')).toBe("Konyaaltı'nda");
  });
});

describe('generateCatalogue', () => {
  it('is deterministic: the same seed gives deep-equal output, another seed differs', () => {
    expect(generateCatalogue({ seed: SEED, provinces, count: 64 })).toEqual(catalogue);
    expect(generateCatalogue({ seed: SEED + 1, provinces, count: 64 })).not.toEqual(catalogue);
  });

  it('distributes the default 64 salons over six cities', () => {
    const counts = new Map<number, number>();
    for (const s of catalogue) counts.set(s.provinceCode, (counts.get(s.provinceCode) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ 34: 24, 6: 12, 35: 10, 16: 7, 7: 7, 37: 4 });
    expect(Object.values(DEFAULT_CITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(64);
  });

  it('honours custom city weights and small counts', () => {
    const small = generateCatalogue({ seed: 1, provinces, count: 10, cityWeights: { İzmir: 1, '6': 1 } });
    expect(small).toHaveLength(10);
    expect(new Set(small.map((s) => s.provinceCode))).toEqual(new Set([35, 6]));
    expect(generateCatalogue({ seed: 1, provinces, count: 0 })).toEqual([]);
    expect(() => generateCatalogue({ seed: 1, provinces, count: 5, cityWeights: { atlantis: 1 } })).toThrow();
    expect(largestRemainder(7, [1, 1, 1])).toEqual([3, 2, 2]);
  });

  it('has every archetype and every main category, and several archetypes per city', () => {
    expect(new Set(catalogue.map((s) => s.archetype))).toEqual(new Set(SALON_ARCHETYPE_CODES));
    const mainIds = CATEGORIES.filter((c) => c.code !== null).map((c) => c.id);
    const used = new Set(catalogue.flatMap((s) => s.categoryIds));
    for (const id of mainIds) expect(used.has(id), `category ${id}`).toBe(true);
    for (const code of [34, 6, 35, 16, 7, 37]) {
      const kinds = new Set(catalogue.filter((s) => s.provinceCode === code).map((s) => s.archetype));
      expect(kinds.size, `province ${code}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists categories that match the services', () => {
    for (const s of catalogue) {
      const serviceCategories = new Set(s.services.map((v) => v.categoryId));
      const main = s.categoryIds.filter((id) => id < 20);
      expect(new Set(main), s.key).toEqual(serviceCategories);
      for (const id of s.categoryIds.filter((x) => x >= 20)) {
        expect(SALON_ARCHETYPES[s.archetype].legacyCategoryIds, s.key).toContain(id);
      }
      if (s.archetype === 'eve_hizmet') expect(s.services.every((v) => v.homeService)).toBe(true);
      if (s.archetype === 'pet_kuafor') expect(s.services.every((v) => v.pet)).toBe(true);
    }
  });

  it('uses unique keys and names unique within each city', () => {
    expect(new Set(catalogue.map((s) => s.key)).size).toBe(catalogue.length);
    const perCity = new Set(catalogue.map((s) => `${s.provinceCode}|${s.name.toLocaleLowerCase('tr-TR')}`));
    expect(perCity.size).toBe(catalogue.length);
  });

  it('prices services in positive integer kuruş with smaller discounted prices', () => {
    let discounted = 0;
    let total = 0;
    for (const s of catalogue) {
      expect(s.services.length).toBeGreaterThanOrEqual(5);
      expect(s.services.length).toBeLessThanOrEqual(14);
      for (const v of s.services) {
        total++;
        expect(Number.isInteger(v.priceKurus), v.name).toBe(true);
        expect(v.priceKurus).toBeGreaterThan(0);
        expect(v.priceKurus % 1000, 'rounded to 10 TL').toBe(0);
        expect(v.durationMinutes % 15).toBe(0);
        if (v.discountedPriceKurus !== null) {
          discounted++;
          expect(Number.isInteger(v.discountedPriceKurus)).toBe(true);
          expect(v.discountedPriceKurus).toBeGreaterThan(0);
          expect(v.discountedPriceKurus).toBeLessThan(v.priceKurus);
        }
      }
    }
    expect(discounted / total).toBeGreaterThan(0.1);
    expect(discounted / total).toBeLessThan(0.3);
  });

  it('has 2–6 staff per salon and every service performed by someone', () => {
    for (const s of catalogue) {
      expect(s.staff.length, s.key).toBeGreaterThanOrEqual(2);
      expect(s.staff.length, s.key).toBeLessThanOrEqual(6);
      expect(new Set(s.staff.map((m) => m.displayName)).size).toBe(s.staff.length);
      for (const m of s.staff) {
        expect(m.serviceIndexes.length).toBeGreaterThan(0);
        for (const i of m.serviceIndexes) expect(s.services[i], `${s.key} #${i}`).toBeDefined();
        expect(m.title.length).toBeGreaterThan(0);
        expect(m.bio).not.toMatch(/\{\w+\}/);
      }
      s.services.forEach((_, i) => {
        expect(
          s.staff.some((m) => m.serviceIndexes.includes(i)),
          `${s.key} service ${i}`,
        ).toBe(true);
      });
      if (s.amenities.includes('Sadece Kadın Personel'))
        expect(s.staff.every((m) => m.gender === 'female')).toBe(true);
      if (s.archetype === 'berber') expect(s.staff.every((m) => m.gender === 'male')).toBe(true);
    }
  });

  it('writes reviews rated 1..5, mostly 4–5, with varied comments and some owner replies', () => {
    const reviews = catalogue.flatMap((s) => s.reviews);
    for (const s of catalogue) {
      expect(s.reviews.length).toBeLessThanOrEqual(25);
      for (const r of s.reviews) {
        expect(Number.isInteger(r.rating)).toBe(true);
        expect(r.rating).toBeGreaterThanOrEqual(1);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(r.daysAgo).toBeLessThanOrEqual(s.createdDaysAgo);
        expect(r.comment).not.toMatch(/\{\w+\}/);
        expect(r.authorName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      }
    }
    expect(catalogue.filter((s) => s.reviews.length === 0).length).toBeGreaterThanOrEqual(2);
    expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.7);
    expect(reviews.some((r) => r.rating <= 2)).toBe(true);
    expect(new Set(reviews.map((r) => r.comment)).size).toBeGreaterThanOrEqual(40);
    const replied = reviews.filter((r) => r.reply !== undefined).length / reviews.length;
    expect(replied).toBeGreaterThan(0.2);
    expect(replied).toBeLessThan(0.4);
  });

  it('places salons within 0.08° of the province centre, in a real district', () => {
    for (const s of catalogue) {
      const p = province(s.provinceCode);
      expect(Math.abs(s.latitude - p.latitude), s.key).toBeLessThan(0.08);
      expect(Math.abs(s.longitude - p.longitude), s.key).toBeLessThan(0.08);
      expect(
        p.districts.some((d) => d.slug === s.districtSlug && d.name === s.districtName),
        s.key,
      ).toBe(true);
      expect(s.address).toMatch(/ No: \d+(\/\d+)?$/);
      expect(s.phone).toMatch(/^\+90[2-5]\d{9}$/);
      expect(s.email).toMatch(/^[a-z0-9]+\.[a-z0-9-]+@salonya\.test$/);
      if (s.instagram !== undefined) expect(s.instagram).toMatch(/^[a-z0-9._]{1,30}$/);
    }
  });

  it('gives every salon seven valid opening-hour rows', () => {
    for (const s of catalogue) {
      expect(s.openingHours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const h of s.openingHours) {
        expect(h.opensAt === null, s.key).toBe(h.closesAt === null);
        if (h.opensAt !== null && h.closesAt !== null) {
          expect(h.opensAt).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(h.closesAt).toMatch(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);
          expect(h.closesAt > h.opensAt, s.key).toBe(true);
        }
      }
      expect(s.openingHours.some((h) => h.opensAt !== null)).toBe(true);
    }
    expect(catalogue.filter(isNight).length).toBeGreaterThanOrEqual(3);
  });

  it('mixes statuses, flags, ages, campaigns and galleries', () => {
    const byStatus = (status: SalonSeed['status']) => catalogue.filter((s) => s.status === status).length;
    expect(byStatus('pending')).toBe(2);
    expect(byStatus('suspended')).toBe(1);
    expect(catalogue.filter((s) => s.createdDaysAgo < 30).length).toBeGreaterThanOrEqual(5);
    for (const s of catalogue) {
      expect(s.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(s.createdDaysAgo).toBeLessThanOrEqual(900);
      expect(s.galleryCount).toBeGreaterThanOrEqual(2);
      expect(s.galleryCount).toBeLessThanOrEqual(8);
      if (s.isFeatured) expect(s.isVerified && s.status === 'active').toBe(true);
      if (s.status === 'pending')
        expect(s.isVerified || s.reviews.length > 0 || s.campaign !== undefined).toBe(false);
    }
    expect(catalogue.filter((s) => s.isFeatured).length).toBeGreaterThanOrEqual(3);
    const campaigns = catalogue.flatMap((s) => (s.campaign ? [{ s, c: s.campaign }] : []));
    expect(campaigns.length).toBeGreaterThanOrEqual(10);
    expect(campaigns.length).toBeLessThanOrEqual(30);
    for (const { s, c } of campaigns) {
      expect(c.endsInDays).toBeGreaterThan(0);
      expect(c.serviceIndexes.length).toBeGreaterThan(0);
      for (const i of c.serviceIndexes) expect(s.services[i]).toBeDefined();
      if (c.discountType === 'percentage') {
        expect(c.discountValue).toBeGreaterThanOrEqual(10);
        expect(c.discountValue).toBeLessThanOrEqual(40);
      } else {
        expect(c.discountValue % 5000).toBe(0);
        for (const i of c.serviceIndexes)
          expect(c.discountValue).toBeLessThan(s.services[i]?.priceKurus ?? 0);
      }
      expect(`${c.title} ${c.description}`).not.toMatch(/\{\w+\}/);
    }
  });

  it('writes descriptions without leftover placeholders', () => {
    for (const s of catalogue) {
      expect(s.description).not.toMatch(/\{\w+\}/);
      expect(s.description).toContain(s.name);
    }
  });

  it('exports 4–6 brand campaigns', () => {
    expect(BRAND_CAMPAIGNS.length).toBeGreaterThanOrEqual(4);
    expect(BRAND_CAMPAIGNS.length).toBeLessThanOrEqual(6);
    expect(new Set(BRAND_CAMPAIGNS.map((b) => b.key)).size).toBe(BRAND_CAMPAIGNS.length);
  });

  // Speed is measured by the benchmarks, not here: this machine is shared and noisy.
  it('scales to 20,000 salons over all 81 provinces, keeping the demo set as its prefix', () => {
    const big = generateCatalogue({ seed: SEED, provinces, count: 20_000 });
    expect(big).toHaveLength(20_000);
    expect(new Set(big.map((s) => s.provinceCode)).size).toBe(81);
    expect(new Set(big.map((s) => s.key)).size).toBe(20_000);
    expect(big.slice(0, 64)).toEqual(catalogue);
    const istanbul = big.filter((s) => s.provinceCode === 34).length;
    const bayburt = big.filter((s) => s.provinceCode === 69).length;
    expect(istanbul).toBeGreaterThan(bayburt * 50);
  });

  it('generates the same demo set for the same seed', () => {
    expect(generateCatalogue({ seed: 7, provinces, count: 64 })).toEqual(
      generateCatalogue({ seed: 7, provinces, count: 64 }),
    );
  });
});
