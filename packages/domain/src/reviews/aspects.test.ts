import { describe, expect, it } from 'vitest';
import { aspectNotOffered, aspectRows, aspectsOfVisit } from './aspects';

describe('aspectsOfVisit', () => {
  it.each([
    [false, ['hizmet', 'personel', 'temizlik', 'fiyat', 'ortam']],
    [true, ['hizmet', 'personel', 'temizlik', 'fiyat', 'dakiklik']],
  ])('home service %s → %j', (homeService, expected) => {
    expect(aspectsOfVisit({ homeService })).toEqual(expected);
  });
});

describe('aspectNotOffered', () => {
  const inSalon = aspectsOfVisit({ homeService: false });
  it.each([
    [{}, null],
    [{ hizmet: 5, ortam: 4 }, null],
    [{ hizmet: 5, dakiklik: 3 }, 'dakiklik'],
    [{ ortam: 2, dakiklik: 3 }, 'dakiklik'],
  ] as const)('%j → %s', (ratings, expected) => {
    expect(aspectNotOffered(ratings, inSalon)).toBe(expected);
  });
});

describe('aspectRows', () => {
  it('lists the given aspects in the vocabulary order with their Turkish labels', () => {
    expect(aspectRows({ fiyat: 3, hizmet: 5 })).toEqual([
      { aspect: 'hizmet', label: 'Hizmet kalitesi', rating: 5 },
      { aspect: 'fiyat', label: 'Fiyat / performans', rating: 3 },
    ]);
  });
});
