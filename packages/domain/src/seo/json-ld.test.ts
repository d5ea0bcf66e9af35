import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  businessTypeOf,
  itemListJsonLd,
  jsonLdProblems,
  openingHoursSpecification,
  priceRange,
  salonJsonLd,
  specialistJsonLd,
  webSiteJsonLd,
  type SalonJsonLdInput,
} from './json-ld';

describe('businessTypeOf', () => {
  it.each([
    ['berber', [], 'HairSalon'],
    ['kuafor_kadin', [], 'HairSalon'],
    ['unisex_kuafor', ['masaj_spa'], 'HairSalon'],
    ['luks_salon', [], 'HairSalon'],
    ['nail_studio', [], 'NailSalon'],
    ['spa_masaj', [], 'DaySpa'],
    ['guzellik_merkezi', ['sac_hizmetleri'], 'BeautySalon'],
    ['cilt_bakim', [], 'BeautySalon'],
    ['eve_hizmet', ['nail_el_bakimi'], 'NailSalon'],
    ['eve_hizmet', [null, 'masaj_spa'], 'DaySpa'],
    ['pet_kuafor', ['pet_bakim'], 'BeautySalon'],
    ['bilinmeyen', [], 'BeautySalon'],
  ] as const)('%s with %j → %s', (salonType, codes, expected) => {
    expect(businessTypeOf(salonType, codes)).toBe(expected);
  });
});

describe('openingHoursSpecification', () => {
  it('groups days with the same hours, skips closed days and writes midnight as 23:59', () => {
    expect(
      openingHoursSpecification([
        { weekday: 2, opensAt: '09:00', closesAt: '19:00' },
        { weekday: 1, opensAt: '09:00', closesAt: '19:00' },
        { weekday: 6, opensAt: '10:00', closesAt: '24:00' },
        { weekday: 7, opensAt: null, closesAt: null },
      ]),
    ).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday'],
        opens: '09:00',
        closes: '19:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '10:00', closes: '23:59' },
    ]);
  });
});

describe('priceRange', () => {
  it.each([
    [150, 900, '₺150 – ₺900'],
    [1500, 12500, '₺1.500 – ₺12.500'],
    [200, 200, '₺200'],
    [null, 900, undefined],
  ])('%s, %s → %s', (min, max, expected) => {
    expect(priceRange(min, max)).toBe(expected);
  });
});

const salon: SalonJsonLdInput = {
  url: 'https://salonya.test/salon/7/guzel-saclar-kadikoy-istanbul',
  name: 'Güzel Saçlar',
  image: 'https://salonya.test/images/covers/cover-1.svg',
  description: 'Kadıköy’de kesim ve boya.',
  telephone: '+90 216 000 00 00',
  address: { street: 'Moda Cad. 1', district: 'Kadıköy', city: 'İstanbul' },
  geo: { latitude: 40.98, longitude: 29.03 },
  salonType: 'kuafor_kadin',
  categoryCodes: ['sac_hizmetleri'],
  minPriceLira: 150,
  maxPriceLira: 900,
  openingHours: [{ weekday: 1, opensAt: '09:00', closesAt: '19:00' }],
  rating: { average: 4.62, count: 12 },
  reviews: [{ author: 'Ayşe Y.', rating: 5, body: ' Harika ', publishedAt: '2026-11-01T10:00:00.000Z' }],
};

describe('salonJsonLd', () => {
  it('writes the subtype, place, hours, prices, rating and reviews', () => {
    const ld = salonJsonLd(salon);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      '@id': salon.url,
      telephone: '+90 216 000 00 00',
      priceRange: '₺150 – ₺900',
      geo: { '@type': 'GeoCoordinates', latitude: 40.98, longitude: 29.03 },
      address: { '@type': 'PostalAddress', addressLocality: 'Kadıköy', addressCountry: 'TR' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 12, bestRating: 5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ayşe Y.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
          reviewBody: 'Harika',
          datePublished: '2026-11-01',
        },
      ],
    });
    expect(jsonLdProblems(ld)).toEqual([]);
  });

  it('leaves out what it does not know: no rating, reviews, phone, prices or hours', () => {
    const ld = salonJsonLd({
      ...salon,
      telephone: null,
      minPriceLira: null,
      maxPriceLira: null,
      openingHours: [],
      rating: { average: 0, count: 0 },
    });
    for (const key of ['telephone', 'priceRange', 'openingHoursSpecification', 'aggregateRating', 'review'])
      expect(ld).not.toHaveProperty(key);
    expect(jsonLdProblems(ld)).toEqual([]);
  });
});

describe('specialistJsonLd', () => {
  it.each([
    [{ languages: ['Türkçe', 'İngilizce'], specialties: ['Balyaj'] }, ['Türkçe', 'İngilizce'], ['Balyaj']],
    [{ languages: [], specialties: [] }, undefined, undefined],
    [{}, undefined, undefined],
  ])('profile %j → knowsLanguage %j, knowsAbout %j', (profile, languages, about) => {
    const ld = specialistJsonLd({
      url: 'https://salonya.test/uzman/3/ayse',
      name: 'Ayşe',
      jobTitle: 'Kuaför',
      description: '',
      image: null,
      salon: { url: salon.url, name: salon.name },
      ...profile,
    });
    expect(ld.knowsLanguage).toEqual(languages);
    expect(ld.knowsAbout).toEqual(about);
  });
});

describe('the other builders', () => {
  it.each([
    [
      'Person',
      specialistJsonLd({
        url: 'https://salonya.test/uzman/3/ayse',
        name: 'Ayşe',
        jobTitle: 'Kuaför',
        description: '',
        image: null,
        salon: { url: salon.url, name: salon.name, type: 'HairSalon' },
      }),
    ],
    [
      'Person',
      specialistJsonLd({
        url: 'https://salonya.test/uzman/4/zeynep',
        name: 'Zeynep',
        jobTitle: 'Renk Uzmanı',
        description: '12 yıldır saç boyama',
        image: 'https://salonya.test/u/z.webp',
        salon: { url: salon.url, name: salon.name },
        languages: ['Türkçe', 'İngilizce'],
        specialties: ['Balyaj'],
      }),
    ],
    [
      'BreadcrumbList',
      breadcrumbJsonLd([
        { name: 'Ana Sayfa', url: 'https://salonya.test/' },
        { name: 'Kategoriler', url: 'https://salonya.test/kategoriler' },
      ]),
    ],
    ['ItemList', itemListJsonLd('Kuaförler', [{ name: 'A', url: 'https://salonya.test/salon/1/a' }])],
    ['WebSite', webSiteJsonLd('https://salonya.test', 'Salonya')],
  ])('%s is valid by the rules', (type, ld) => {
    expect(ld['@type']).toBe(type);
    expect(ld['@context']).toBe('https://schema.org');
    expect(jsonLdProblems(ld)).toEqual([]);
  });

  it('a breadcrumb lists positions from 1 with name and item', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Ana Sayfa', url: 'u/' },
        { name: 'KVKK', url: 'u/kvkk' },
      ]),
    ).toMatchObject({
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: 'u/' },
        { '@type': 'ListItem', position: 2, name: 'KVKK', item: 'u/kvkk' },
      ],
    });
  });

  it.each([
    [{ '@type': 'HairSalon', name: 'x' }, ['HairSalon: HairSalon misses required address']],
    [{ '@type': 'Thing' }, ['Thing: no rules for @type Thing']],
    [
      { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem' }] },
      [
        '.itemListElement[0]: ListItem misses required position',
        '.itemListElement[0]: ListItem has neither name, item nor url',
      ],
    ],
  ])('jsonLdProblems(%j)', (ld, problems) => {
    expect(jsonLdProblems(ld)).toEqual(problems);
  });
});
