import { foldedWords } from './fold';

/** Filler words that say nothing about what is searched ('en iyi kuafor', 'kadikoyde berber salonu'). */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  've',
  'ile',
  'de',
  'da',
  'en',
  'iyi',
  'yakin',
  'yakinimda',
  'yakinimdaki',
  'yakinda',
  'salon',
  'salonu',
  'salonlari',
  'salonlar',
  'icin',
  'bir',
]);

/** At most this many words of a query are matched (the rest are ignored). */
export const SEARCH_MAX_WORDS = 6;

/** The words of a query that are matched: folded, without filler words, at most SEARCH_MAX_WORDS. */
export function searchWords(text: string): string[] {
  const words = foldedWords(text).filter((w) => !SEARCH_STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}
