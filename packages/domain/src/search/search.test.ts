import { describe, expect, it } from 'vitest';
import { fold, foldedWords, turkishLower } from './fold';
import { districtToCityMessage, cityToCountryMessage, districtToCountryMessage } from './messages';
import { buildPlaceIndex, extractPlace, placesBeginning, type Place } from './places';
import { searchWords } from './query';
import { similarity, trigrams } from './trigram';
import { searchPath, salonPath, specialistPath } from './urls';

describe('fold', () => {
  it.each([
    ['Kuaför', 'kuafor'],
    ['kuafor', 'kuafor'],
    ['KUAFÖR', 'kuafor'],
    ['Saç Kesimi', 'sac kesimi'],
    ['GÜZELLİK', 'guzellik'],
    ['güzellik', 'guzellik'],
    ['İstanbul', 'istanbul'],
    ['ISPARTA', 'isparta'],
    ['ıspanak', 'ispanak'],
    ['Işık', 'isik'],
    ['Kadıköy', 'kadikoy'],
    ['ŞİŞLİ', 'sisli'],
    ['Ağda', 'agda'],
    ['Manikür & Pedikür', 'manikur pedikur'],
    ['  Bella   Hair-Studio!! ', 'bella hair studio'],
    ["Kadıköy'de", 'kadikoy de'],
    ['Kâğıthane', 'kagithane'],
    ['Café Crème', 'cafe creme'],
    ['Lazer Epilasyon (Tek Bölge)', 'lazer epilasyon tek bolge'],
    ['', ''],
    ['***', ''],
  ])('%s → %s', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it('lower-cases the Turkish way before folding', () => {
    expect(turkishLower('IŞIK İZMİR')).toBe('ışık izmir');
  });

  it('splits into words', () => {
    expect(foldedWords('Erkek  Berberi, İzmir')).toEqual(['erkek', 'berberi', 'izmir']);
    expect(foldedWords('  ')).toEqual([]);
  });
});

describe('searchWords', () => {
  it.each([
    ['en iyi kuaför', ['kuafor']],
    ['Kadıköy’de berber salonu', ['kadikoy', 'berber']],
    ['saç saç kesimi', ['sac', 'kesimi']],
    ['a b c d e f g h', ['a', 'b', 'c', 'd', 'e', 'f']],
  ])('%s → %j', (input, expected) => {
    expect(searchWords(input)).toEqual(expected);
  });
});

describe('trigram similarity', () => {
  it.each([
    ['kuafor', 'kuafor', 1],
    ['kadikoi', 'kadikoy', 0.5],
    ['abc', 'xyz', 0],
  ])('%s ~ %s ≥ %d', (a, b, least) => {
    expect(similarity(trigrams(a), trigrams(b))).toBeGreaterThanOrEqual(least);
  });
  it('is 0 for empty text', () => {
    expect(similarity(trigrams(''), trigrams('abc'))).toBe(0);
  });
});

const istanbul: Place = {
  kind: 'city',
  id: 34,
  name: 'İstanbul',
  cityId: 34,
  cityName: 'İstanbul',
  salonCount: 100,
};
const places: Place[] = [
  istanbul,
  { kind: 'city', id: 6, name: 'Ankara', cityId: 6, cityName: 'Ankara', salonCount: 50 },
  { kind: 'city', id: 33, name: 'Mersin', cityId: 33, cityName: 'Mersin', salonCount: 10 },
  { kind: 'city', id: 16, name: 'Bursa', cityId: 16, cityName: 'Bursa', salonCount: 20 },
  { kind: 'district', id: 1, name: 'Kadıköy', cityId: 34, cityName: 'İstanbul', salonCount: 30 },
  { kind: 'district', id: 2, name: 'Çankaya', cityId: 6, cityName: 'Ankara', salonCount: 20 },
  { kind: 'district', id: 3, name: 'Yenişehir', cityId: 33, cityName: 'Mersin', salonCount: 5 },
  { kind: 'district', id: 4, name: 'Yenişehir', cityId: 16, cityName: 'Bursa', salonCount: 2 },
  { kind: 'district', id: 5, name: 'Merkez', cityId: 16, cityName: 'Bursa', salonCount: 2 },
  { kind: 'district', id: 6, name: 'Kâğıthane', cityId: 34, cityName: 'İstanbul', salonCount: 3 },
];
const index = buildPlaceIndex(places);

describe('extractPlace', () => {
  const cases: [string, number | null, number | null, string[], number | null][] = [
    ['kuafor kadikoy', 34, 1, ['kuafor'], null],
    ['istanbul berber', 34, null, ['berber'], null],
    ['kadikoyde manikur', 34, 1, ['manikur'], null],
    ['kadikoi kuafor', 34, 1, ['kuafor'], null],
    ['istambul', 34, null, [], null],
    ['cankaya ankara sac', 6, 2, ['sac'], null],
    ['yenisehir berber', 33, 3, ['berber'], null],
    ['yenisehir berber', 16, 4, ['berber'], 16],
    ['bursa yenisehir', 16, 4, [], null],
    ['merkez kuafor', null, null, ['merkez', 'kuafor'], null],
    ['kagithane', 34, 6, [], null],
    ['manikur', null, null, ['manikur'], null],
    ['ankara kadikoy', 6, null, ['kadikoy'], null],
  ];
  it.each(cases)(
    '%s → city %s district %s rest %j (preferred city %s)',
    (q, cityId, districtId, rest, prefer) => {
      const found = extractPlace(q.split(' '), index, { preferCityId: prefer });
      expect(found.city?.id ?? null).toBe(cityId);
      expect(found.district?.id ?? null).toBe(districtId);
      expect(found.rest).toEqual(rest);
    },
  );

  it.each([
    ['ka', ['Kadıköy', 'Kâğıthane']],
    ['yenisehir', ['Yenişehir', 'Yenişehir']],
    ['b', ['Bursa']],
    ['bursax', []],
    ['z', []],
  ])('places beginning with %s', (prefix, names) => {
    expect(placesBeginning(index, prefix).map((p) => p.name)).toEqual(names);
  });

  it('reads a known search term as a term, not as a misspelt place', () => {
    const found = extractPlace(['mersim'], index, { isTerm: (w) => w === 'mersim' });
    expect(found.city).toBeNull();
    expect(extractPlace(['mersim'], index).city?.id).toBe(33);
  });
});

describe('fallback messages', () => {
  it('name the places', () => {
    expect(districtToCityMessage('Kadıköy', 'İstanbul')).toBe(
      'Kadıköy ilçesinde sonuç bulunamadı; İstanbul genelindeki sonuçlar gösteriliyor.',
    );
    expect(cityToCountryMessage('Bayburt')).toBe(
      "Bayburt ilinde sonuç bulunamadı; tüm Türkiye'deki sonuçlar gösteriliyor.",
    );
    expect(districtToCountryMessage('Aydıntepe', 'Bayburt')).toContain(
      'Aydıntepe ilçesinde ve Bayburt ilinde',
    );
  });
});

describe('suggestion paths', () => {
  it.each([
    [{ q: 'kuaför', city_id: 34 }, '/arama?q=kuaf%C3%B6r&city_id=34'],
    [{ q: 'saç kesimi', district_id: 7 }, '/arama?q=sa%C3%A7+kesimi&district_id=7'],
    [{ open_now: true }, '/arama?open_now=true'],
    [
      { categories: ['1', 'sac_hizmetleri'], sort_by: 'rating' },
      '/arama?categories=1%2Csac_hizmetleri&sort_by=rating',
    ],
    [{}, '/arama'],
  ])('%j → %s', (params, expected) => {
    expect(searchPath(params)).toBe(expected);
  });

  it('builds salon and specialist pages with their slugs', () => {
    expect(salonPath({ id: 5, name: 'Bella Kuaför', district: 'Kadıköy', city: 'İstanbul' })).toBe(
      '/salon/5/bella-kuafor-kadikoy-istanbul',
    );
    expect(specialistPath({ id: 9, displayName: 'Ayşe Yılmaz', district: 'Çankaya', city: 'Ankara' })).toBe(
      '/uzman/9/ayse-yilmaz-cankaya-ankara',
    );
  });
});
