import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, searchTerms } from './search-text';

describe('foldForSearch (Turkish, diacritic- and case-insensitive)', () => {
  it.each([
    ['Kuaför', 'kuafor'],
    ['KUAFÖR', 'kuafor'],
    ['İptal ve İade', 'iptal ve iade'],
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['Çağrı Şükrü Öğüt', 'cagri sukru ogut'],
    ['Salonya’da', 'salonyada'],
    ["Salonya'nın", 'salonyanin'],
    ['  hâlinde,   dâhil!  ', 'halinde dahil'],
  ])('%s → %s', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });
});

describe('searchTerms and matchesSearch', () => {
  const text = foldForSearch('Randevumu nasıl iptal ederim? Kuaför randevusu');

  it('needs every word, in any order and in any letter case', () => {
    expect(matchesSearch(text, searchTerms('IPTAL kuafor'))).toBe(true);
    expect(matchesSearch(text, searchTerms('kuaför İPTAL'))).toBe(true);
    expect(matchesSearch(text, searchTerms('iptal berber'))).toBe(false);
  });

  it('gives no terms for a blank query', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(' ?! ')).toEqual([]);
  });
});
