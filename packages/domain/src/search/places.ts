import { fold } from './fold';
import { trigrams } from './trigram';

/** A city (province) or district the query may name. */
export interface Place {
  kind: 'city' | 'district';
  id: number;
  name: string;
  /** The province of a district; the id itself for a city. */
  cityId: number;
  cityName: string;
  /** Active salons there: breaks ties between districts of the same name. */
  salonCount: number;
}

export interface IndexedPlace extends Place {
  folded: string;
  grams: Set<string>;
}

export interface PlaceIndex {
  byName: ReadonlyMap<string, readonly IndexedPlace[]>;
  all: readonly IndexedPlace[];
  maxWords: number;
  /** Per trigram, the one-word places (positions in `all`) that have it: a misspelt word is compared with those only. */
  fuzzyByGram: ReadonlyMap<string, readonly number[]>;
  /** `all` in the order of the folded names, for beginnings. */
  byFolded: readonly IndexedPlace[];
}

/** District names too common as words to be read as a place on their own. */
const AMBIGUOUS_PLACE_WORDS = new Set(['merkez']);
/** Locative and ablative endings typed onto a place name ('kadikoyde', 'besiktastaki'). */
const PLACE_SUFFIXES = ['deki', 'daki', 'teki', 'taki', 'den', 'dan', 'ten', 'tan', 'de', 'da', 'te', 'ta'];
/** Least trigram similarity for a misspelt place word ('kadikoi', 'istambul'). */
const FUZZY_PLACE_SIMILARITY = 0.5;
const FUZZY_MIN_LENGTH = 5;

export function buildPlaceIndex(places: readonly Place[]): PlaceIndex {
  const byName = new Map<string, IndexedPlace[]>();
  const all: IndexedPlace[] = [];
  const fuzzyByGram = new Map<string, number[]>();
  let maxWords = 1;
  for (const p of places) {
    const folded = fold(p.name);
    if (folded === '') continue;
    const indexed = { ...p, folded, grams: trigrams(folded) };
    if (!folded.includes(' ') && !AMBIGUOUS_PLACE_WORDS.has(folded)) {
      for (const g of indexed.grams) {
        const list = fuzzyByGram.get(g);
        if (list) list.push(all.length);
        else fuzzyByGram.set(g, [all.length]);
      }
    }
    all.push(indexed);
    const list = byName.get(folded) ?? [];
    list.push(indexed);
    byName.set(folded, list);
    maxWords = Math.max(maxWords, folded.split(' ').length);
  }
  const byFolded = [...all].sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
  return { byName, all, maxWords, fuzzyByGram, byFolded };
}

/** Places whose folded name begins with `prefix` (folded), in the order of their names. */
export function placesBeginning(index: PlaceIndex, prefix: string): IndexedPlace[] {
  const list = index.byFolded;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.folded < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: IndexedPlace[] = [];
  for (let i = lo; i < list.length && list[i]!.folded.startsWith(prefix); i++) out.push(list[i]!);
  return out;
}

export interface PlaceInQuery {
  city: Place | null;
  district: Place | null;
  /** The words that are not the place, in order. */
  rest: string[];
}

/** Best candidate: a city over a district, the preferred city, then the busiest. */
function pick(candidates: readonly IndexedPlace[], preferCityId: number | null): IndexedPlace | null {
  if (candidates.length === 0) return null;
  return [...candidates].sort(
    (a, b) =>
      Number(b.kind === 'city') - Number(a.kind === 'city') ||
      Number(b.cityId === preferCityId) - Number(a.cityId === preferCityId) ||
      b.salonCount - a.salonCount ||
      a.id - b.id,
  )[0]!;
}

function exact(index: PlaceIndex, phrase: string): IndexedPlace[] {
  const direct = index.byName.get(phrase);
  if (direct) return [...direct];
  for (const suffix of PLACE_SUFFIXES) {
    if (phrase.length > suffix.length + 2 && phrase.endsWith(suffix)) {
      const found = index.byName.get(phrase.slice(0, -suffix.length));
      if (found) return [...found];
    }
  }
  return [];
}

function fuzzy(index: PlaceIndex, word: string): IndexedPlace[] {
  if (word.length < FUZZY_MIN_LENGTH || /\d/.test(word) || AMBIGUOUS_PLACE_WORDS.has(word)) return [];
  const grams = trigrams(word);
  // Shared trigrams per place, from the postings (a place sharing none has similarity 0).
  const shared = new Map<number, number>();
  for (const g of grams)
    for (const i of index.fuzzyByGram.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  let best = 0;
  let found: number[] = [];
  for (const [i, n] of shared) {
    const s = n / (grams.size + index.all[i]!.grams.size - n);
    if (s < FUZZY_PLACE_SIMILARITY || s < best) continue;
    if (s > best) {
      best = s;
      found = [];
    }
    found.push(i);
  }
  return found.sort((a, b) => a - b).map((i) => index.all[i]!);
}

/**
 * Splits folded query words into a place (a city, a district, or both) and the rest: 'kuafor kadikoy' is hair
 * salons in Kadıköy, 'istanbul berber' barbers in İstanbul. Multi-word place names and common endings
 * ('kadikoyde') are recognised; a misspelt place word only when `isTerm` does not know it as a search term.
 */
export function extractPlace(
  words: readonly string[],
  index: PlaceIndex,
  opts: { preferCityId?: number | null; isTerm?: (word: string) => boolean } = {},
): PlaceInQuery {
  type Hit = { start: number; length: number; candidates: IndexedPlace[] };
  const hits: Hit[] = [];
  const used = new Set<number>();
  for (let length = Math.min(index.maxWords, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      if ([...Array(length).keys()].some((k) => used.has(start + k))) continue;
      const phrase = words.slice(start, start + length).join(' ');
      if (length === 1 && AMBIGUOUS_PLACE_WORDS.has(phrase)) continue;
      const candidates = exact(index, phrase);
      if (candidates.length === 0) continue;
      hits.push({ start, length, candidates });
      for (let k = 0; k < length; k++) used.add(start + k);
    }
  }
  for (let i = 0; i < words.length; i++) {
    if (used.has(i) || opts.isTerm?.(words[i]!)) continue;
    const candidates = fuzzy(index, words[i]!);
    if (candidates.length === 0) continue;
    hits.push({ start: i, length: 1, candidates });
    used.add(i);
  }

  let city: IndexedPlace | null = null;
  let district: IndexedPlace | null = null;
  const cityHits = hits.filter((h) => h.candidates.some((c) => c.kind === 'city'));
  for (const h of cityHits) {
    if (!city)
      city = pick(
        h.candidates.filter((c) => c.kind === 'city'),
        null,
      );
  }
  const preferred = city?.cityId ?? opts.preferCityId ?? null;
  const consumed = new Set<number>();
  for (const h of hits) {
    const isCityHit = city !== null && h.candidates.some((c) => c === city);
    if (isCityHit) {
      for (let k = 0; k < h.length; k++) consumed.add(h.start + k);
      continue;
    }
    if (district) continue;
    const districts = h.candidates.filter((c) => c.kind === 'district');
    const inCity = city ? districts.filter((d) => d.cityId === city!.cityId) : districts;
    const chosen = pick(inCity.length > 0 ? inCity : city ? [] : districts, preferred);
    if (!chosen) continue;
    district = chosen;
    for (let k = 0; k < h.length; k++) consumed.add(h.start + k);
  }
  if (district && !city) {
    city = index.all.find((p) => p.kind === 'city' && p.id === district!.cityId) ?? null;
  }
  const strip = (p: IndexedPlace | null): Place | null => {
    if (!p) return null;
    const { kind, id, name, cityId, cityName, salonCount } = p;
    return { kind, id, name, cityId, cityName, salonCount };
  };
  return {
    city: strip(city),
    district: strip(district),
    rest: words.filter((_, i) => !consumed.has(i)),
  };
}
