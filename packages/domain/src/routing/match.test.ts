import { describe, expect, it } from 'vitest';
import {
  buildPath,
  isInvalidSeoPath,
  matchPattern,
  matchRoute,
  normalizePathname,
  parseSeoSegment,
  pathSegments,
  SEO_SALONLARI_CATEGORIES,
  SEO_TWO_PART_CATEGORIES,
  seoLocationPath,
  splitUrl,
} from './match';
import { ROUTE_TABLE } from './route-table';

describe('allowed SEO category lists (SPEC §2.2)', () => {
  it('two-part list', () => {
    expect(SEO_TWO_PART_CATEGORIES).toEqual([
      'kuafor',
      'guzellik-merkezi',
      'guzellik-estetik',
      'berber',
      'nail-art',
      'masaj',
      'masaj-spa',
      'sac-hizmetleri',
      'pet-kuafor',
      'pet-bakim-hizmetleri',
      'cilt-yuz-bakimi',
      'nail-el-bakimi',
    ]);
  });
  it('-salonlari list is the two-part list without the five named categories', () => {
    const excluded = [
      'guzellik-estetik',
      'masaj-spa',
      'pet-bakim-hizmetleri',
      'cilt-yuz-bakimi',
      'nail-el-bakimi',
    ];
    expect([...SEO_SALONLARI_CATEGORIES]).toEqual(
      SEO_TWO_PART_CATEGORIES.filter((c) => !excluded.includes(c)),
    );
  });
});

describe('parseSeoSegment', () => {
  it.each(SEO_TWO_PART_CATEGORIES.map((c) => [c] as const))('two-part istanbul-%s', (category) => {
    expect(parseSeoSegment(`istanbul-${category}`)).toEqual({
      shape: 'city-category',
      city: 'istanbul',
      category,
    });
  });

  it.each(SEO_SALONLARI_CATEGORIES.map((c) => [c] as const))(
    'ankara-%s-salonlari (no district)',
    (category) => {
      expect(parseSeoSegment(`ankara-${category}-salonlari`)).toEqual({
        shape: 'city-category-salonlari',
        city: 'ankara',
        category,
      });
    },
  );

  it.each(SEO_SALONLARI_CATEGORIES.map((c) => [c] as const))('izmir-karsiyaka-%s-salonlari', (category) => {
    expect(parseSeoSegment(`izmir-karsiyaka-${category}-salonlari`)).toEqual({
      shape: 'city-district-category-salonlari',
      city: 'izmir',
      district: 'karsiyaka',
      category,
    });
  });

  it('a district may contain hyphens and digits', () => {
    expect(parseSeoSegment('samsun-19-mayis-berber-salonlari')).toEqual({
      shape: 'city-district-category-salonlari',
      city: 'samsun',
      district: '19-mayis',
      category: 'berber',
    });
    expect(parseSeoSegment('istanbul-bayrampasa-yeni-mahalle-nail-art-salonlari')).toMatchObject({
      district: 'bayrampasa-yeni-mahalle',
      category: 'nail-art',
    });
  });

  it('the longest category suffix wins', () => {
    expect(parseSeoSegment('istanbul-pet-kuafor-salonlari')).toEqual({
      shape: 'city-category-salonlari',
      city: 'istanbul',
      category: 'pet-kuafor',
    });
    expect(parseSeoSegment('istanbul-kadikoy-pet-kuafor-salonlari')).toMatchObject({
      district: 'kadikoy',
      category: 'pet-kuafor',
    });
    expect(parseSeoSegment('izmir-masaj-spa')).toEqual({
      shape: 'city-category',
      city: 'izmir',
      category: 'masaj-spa',
    });
    expect(parseSeoSegment('izmir-pet-kuafor')).toEqual({
      shape: 'city-category',
      city: 'izmir',
      category: 'pet-kuafor',
    });
  });

  it.each(['guzellik-estetik', 'masaj-spa', 'pet-bakim-hizmetleri', 'cilt-yuz-bakimi', 'nail-el-bakimi'])(
    'two-part-only category %s is refused in the -salonlari forms',
    (category) => {
      expect(parseSeoSegment(`istanbul-${category}-salonlari`)).toBeNull();
      expect(parseSeoSegment(`istanbul-kadikoy-${category}-salonlari`)).toBeNull();
    },
  );

  it.each([
    'istanbul-dovme',
    'istanbul',
    'kuafor',
    '-kuafor',
    'kuafor-salonlari',
    '-kuafor-salonlari',
    'istanbul-salonlari',
    'istanbul-kadikoy-kuafor',
    'istanbul--kuafor',
    'istanbul-kadikoy--kuafor-salonlari',
    'istanbul_x-kuafor',
    'istanbul-kuaforu',
    'istanbul-kuafor-salonu',
  ])('%s is not a valid SEO page', (segment) => {
    expect(parseSeoSegment(segment)).toBeNull();
  });

  it('is case-insensitive and returns lower-case params', () => {
    expect(parseSeoSegment('Istanbul-Kuafor')).toEqual({
      shape: 'city-category',
      city: 'istanbul',
      category: 'kuafor',
    });
  });
});

describe('matchRoute', () => {
  it('tolerates trailing slashes, a query and a hash', () => {
    expect(matchRoute('/musteri/randevular/')?.row.id).toBe('customer.appointments');
    expect(matchRoute('/musteri/randevular//')?.row.id).toBe('customer.appointments');
    expect(matchRoute('/salon/42/x?tab=1#top')?.params).toEqual({ id: '42', slug: 'x' });
    expect(matchRoute('')?.row.id).toBe('public.home');
    expect(matchRoute('giris')?.row.id).toBe('auth.login');
  });

  it('rejects an empty inner segment', () => {
    expect(matchRoute('/salon//42')).toBeNull();
  });

  it('decodes params', () => {
    expect(matchRoute('/salon/42/g%C3%BCzel%20sa%C3%A7lar')?.params).toEqual({
      id: '42',
      slug: 'güzel saçlar',
    });
    expect(matchRoute('/r/a%2Fb')?.params).toEqual({ token: 'a/b' });
    expect(matchRoute('/r/%E0%A4%A')?.params).toEqual({ token: '%E0%A4%A' });
  });

  it('matches static segments case-insensitively', () => {
    expect(matchRoute('/GIRIS')?.row.id).toBe('auth.login');
    expect(matchRoute('/Salon/Randevular')?.row.id).toBe('salon.appointments');
  });

  it('a numeric first segment after /salon is the public page, a word the owner area', () => {
    expect(matchRoute('/salon/42')?.row.id).toBe('public.salon-detail');
    expect(matchRoute('/salon/randevular')?.row.id).toBe('salon.appointments');
    expect(matchRoute('/salon/randevular/42')?.row.id).toBe('salon.appointment-detail');
    expect(matchRoute('/salon/personel/8/musaitlik')?.row.id).toBe('salon.staff-availability');
    expect(matchRoute('/salon/abc')).toBeNull();
    expect(matchRoute('/salon/42abc')).toBeNull();
    expect(matchRoute('/salon/-1')).toBeNull();
    expect(matchRoute('/salon/randevular/abc')).toBeNull();
    expect(matchRoute('/salon/personel/abc/musaitlik')).toBeNull();
    expect(matchRoute('/salon/42/slug/tab/extra')).toBeNull();
  });

  it('other numeric ids', () => {
    expect(matchRoute('/musteri/randevu/abc')).toBeNull();
    expect(matchRoute('/musteri/paket/abc')).toBeNull();
    expect(matchRoute('/uzman/abc')).toBeNull();
    expect(matchRoute('/kategori/sac')).toBeNull();
    expect(matchRoute('/randevu/abc/onay')).toBeNull();
  });

  it('booking steps are restricted', () => {
    expect(matchRoute('/salons/1/booking/odeme')).toBeNull();
    expect(matchRoute('/salons/1/booking/payment/extra')).toBeNull();
    expect(matchRoute('/salons/1')).toBeNull();
  });

  it('no static single-segment route is read as an SEO page', () => {
    for (const row of ROUTE_TABLE) {
      if (row.seo !== undefined || row.pattern.split('/').length !== 2 || row.pattern.includes(':')) continue;
      expect(matchRoute(row.pattern)?.row.id).toBe(row.id);
      expect(parseSeoSegment(row.pattern.slice(1))).toBeNull();
    }
  });

  it('SEO matches carry city, district and category', () => {
    expect(matchRoute('/istanbul-kadikoy-kuafor-salonlari/')).toMatchObject({
      row: { id: 'seo.city-district-category-salonlari' },
      params: { city: 'istanbul', district: 'kadikoy', category: 'kuafor' },
    });
    expect(matchRoute('/istanbul-kuafor/x')).toBeNull();
  });
});

describe('isInvalidSeoPath', () => {
  it.each([
    ['/istanbul-dovme', true],
    ['/istanbul-masaj-spa-salonlari', true],
    ['/olmayan-sayfa/', true],
    ['/istanbul-kuafor', false],
    ['/salon-ol', false],
    ['/olmayansayfa', false],
    ['/a-b/c', false],
    ['/', false],
    ['/salon//x', false],
  ] as const)('%s → %s', (path, invalid) => {
    expect(isInvalidSeoPath(path)).toBe(invalid);
  });
});

describe('helpers', () => {
  it('splitUrl', () => {
    expect(splitUrl('/a?b=1#c?d')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c?d' });
    expect(splitUrl('/a#c')).toEqual({ pathname: '/a', search: '', hash: '#c' });
    expect(splitUrl('/a')).toEqual({ pathname: '/a', search: '', hash: '' });
  });

  it('pathSegments and normalizePathname', () => {
    expect(pathSegments('/a/b/')).toEqual(['a', 'b']);
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('/a//b')).toBeNull();
    expect(normalizePathname('/salon/42/?x')).toBe('/salon/42');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('/a//b')).toBeNull();
  });

  it('matchPattern', () => {
    expect(matchPattern('/randevu/:id', '/randevu/5', { id: 'numeric' })).toEqual({ id: '5' });
    expect(matchPattern('/randevu/:id', '/randevu/x', { id: 'numeric' })).toBeNull();
    expect(matchPattern('/x/:a?', '/x')).toEqual({});
  });

  it('buildPath', () => {
    expect(buildPath('/salon/:id/:slug?/:tab?', { id: 42, slug: 'guzel-saclar' })).toBe(
      '/salon/42/guzel-saclar',
    );
    expect(buildPath('/salon/:id/:slug?/:tab?', { id: 42 })).toBe('/salon/42');
    expect(buildPath('/salon/:id/:slug?/:tab?', { id: 42, tab: 'x' })).toBe('/salon/42');
    expect(buildPath('/r/:token', { token: 'a/b c' })).toBe('/r/a%2Fb%20c');
    expect(buildPath('/')).toBe('/');
    expect(() => buildPath('/salon/:id')).toThrow("Missing route param 'id'");
  });

  it('buildPath round-trips through matchRoute for every non-SEO row', () => {
    const sample: Record<string, string> = {
      id: '7',
      categoryId: '20',
      categorySlug: 'kadin-kuaforu',
      slug: 'slug',
      tab: 'yorumlar',
      token: 'tok',
      hash: 'h',
      salonId: '3',
      step: 'time',
      staffId: '9',
    };
    for (const row of ROUTE_TABLE.filter((r) => r.seo === undefined)) {
      const path = buildPath(row.pattern, sample);
      expect(matchRoute(path)?.row.id, path).toBe(row.id);
    }
  });

  it('seoLocationPath', () => {
    expect(seoLocationPath({ city: 'istanbul', category: 'kuafor' })).toBe('/istanbul-kuafor');
    expect(seoLocationPath({ city: 'istanbul', category: 'kuafor', salonlari: true })).toBe(
      '/istanbul-kuafor-salonlari',
    );
    expect(seoLocationPath({ city: 'istanbul', district: 'kadikoy', category: 'kuafor' })).toBe(
      '/istanbul-kadikoy-kuafor-salonlari',
    );
  });
});
