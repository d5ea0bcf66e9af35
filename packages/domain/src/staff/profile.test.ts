import { describe, expect, it } from 'vitest';
import { experienceLabel, hasDuplicateLabel, normalizeLabels } from './profile';

describe('normalizeLabels', () => {
  it.each([
    [
      ['  Türkçe ', 'İngilizce'],
      ['Türkçe', 'İngilizce'],
    ],
    [['Fön   ve  topuz'], ['Fön ve topuz']],
    [[], []],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLabels(input)).toEqual(expected);
  });
});

describe('hasDuplicateLabel', () => {
  it.each([
    [['Türkçe', 'İngilizce'], false],
    [['İngilizce', 'ingilizce'], true],
    [['Boya', ' boya '], true],
    [['Işıltı', 'ışıltı'], true],
    [[], false],
  ])('%j → %s', (input, expected) => {
    expect(hasDuplicateLabel(input)).toBe(expected);
  });
});

describe('experienceLabel', () => {
  it.each([
    [0, '1 yıldan az deneyim'],
    [1, '1 yıl deneyim'],
    [12, '12 yıl deneyim'],
  ])('%i → %s', (years, expected) => {
    expect(experienceLabel(years)).toBe(expected);
  });
});
