import { gramCodes, markText, sharedNeeded, similarity, unmarkText, wordSimilarity } from './pg-trigram';
import type { PhraseHit } from './search-index';
import type { PlaceScope } from './search.repository';
import { namesSharing, type SuggestionIndex } from './suggestion-index';

/** pg_trgm's default word_similarity_threshold: the `<%` of a search without the typo retry. */
const DEFAULT_THRESHOLD = 0.6;
/** More salon and staff names than this to score: findPhraseHits() asks PostgreSQL instead. */
const MAX_NAMES = 20_000;

/**
 * findPhraseHits() from the process: the whole text against the salon and staff names of the scope (the suggestion
 * index holds exactly the documents with a salon), best `(word_similarity + similarity) × weight` per salon among
 * the names with word similarity at least the threshold, in PostgreSQL's real arithmetic. Only names whose words
 * share enough trigrams with the text are scored ('saç kesimi' no longer scores 12,000 salons' names). Null when
 * too many names would need scoring.
 */
export function phraseHitsFromIndex(
  idx: SuggestionIndex,
  words: string[],
  scope: PlaceScope,
  threshold: number | undefined,
  salonIds: number[] | null,
): PhraseHit[] | null {
  if (words.length < 2 || salonIds?.length === 0) return [];
  const limit = threshold ?? DEFAULT_THRESHOLD;
  const only = salonIds ? new Set(salonIds) : null;
  const phrase = words.join(' ');
  const textGrams = gramCodes(phrase, []);
  const textSize = markText(textGrams);
  try {
    const candidates = namesSharing(idx, sharedNeeded(textSize, limit), MAX_NAMES);
    if (!candidates) return null;
    const best = new Map<number, number>();
    const nameGrams: number[] = [];
    for (const doc of candidates) {
      const salon = idx.salonId[doc]! - 1;
      if (salon < 0 || (only && !only.has(salon)) || !inScope(idx, doc, scope)) continue;
      gramCodes(idx.folded[doc]!, nameGrams);
      const ws = wordSimilarity(textSize, nameGrams);
      if (ws < limit) continue;
      const rel = Math.fround(Math.fround(ws + similarity(textSize, nameGrams)) * idx.weight[doc]!);
      if (rel > (best.get(salon) ?? -1)) best.set(salon, rel);
    }
    return [...best].map(([salonId, rel]) => ({ salonId, rel }));
  } finally {
    unmarkText(textGrams);
  }
}

function inScope(idx: SuggestionIndex, doc: number, scope: PlaceScope): boolean {
  if (scope.kind === 'district') return idx.district[doc] === scope.districtId;
  if (scope.kind === 'city') return idx.province[doc] === scope.cityId;
  return true;
}
