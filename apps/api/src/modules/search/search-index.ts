import { sql } from 'drizzle-orm';
import { distanceKm } from '@salonya/domain/geo/distance';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, num, numOrNull, queryRows } from '../../db/rows';
import type { DistanceBox } from '../salons/salon-filters';
import { readInPages } from '../../lib/read-in-pages';
import { yieldToLoop } from '../../lib/yield-to-loop';
import type { MatchPage, PlaceScope } from './search.repository';
import { relevanceBucket } from './pg-trigram';
import { loadSuggestionIndex, type SuggestionIndex } from './suggestion-index';

// In-process ranking index (docs/decisions/0020-search-performance.md): the word postings and the few salon
// figures the relevance order needs, held in typed arrays, so that a broad word ('saç kesimi', 12,000 salons) is
// counted and ranked in a millisecond instead of being aggregated in PostgreSQL on every request. It answers
// exactly what findMatchingSalons() answers for a relevance search without further filters; the SQL keeps every
// other case.

const snapshotSalonRow = z.object({
  id: int,
  active: z.boolean(),
  province_id: int,
  district_id: int,
  rating: int,
  review_count: int,
  gender_focus: z.enum(['female', 'male', 'unisex']),
  is_featured: z.boolean(),
  browse_score: num,
  latitude: num,
  longitude: num,
  min_price: numOrNull,
  max_price: numOrNull,
});
const membershipRow = z.object({ salon_id: int, category_id: int });
const openingRow = z.object({ salon_id: int, weekday: int, opens: int, closes: int });
// Arrays stay unknown here: parseIntArray and the weights reader accept both drivers' forms.
const postingsRow = z.object({ token_id: int, salons: z.unknown(), weights: z.unknown() });

/** Rows handled between two yields to the event loop while a snapshot loads (opening hours; words' postings). */
const LOAD_CHUNK = 20_000;
const POSTINGS_CHUNK = 50;
/** Opening-hours rows read per query. */
const HOURS_PAGE = 20_000;
/** Categories held as bits of an Int32 per salon. */
export const MAX_CATEGORY_BITS = 31;
/** gender_focus as the snapshot's codes. */
export const GENDER_CODES = { female: 1, male: 2, unisex: 3 } as const;

interface Postings {
  salons: Int32Array;
  weights: Float32Array;
}

export interface RankingSnapshot {
  /** Documents version the snapshot was loaded at (see bumpSearchVersion). */
  version: number;
  postings: Map<number, Postings>;
  /** Indexed by salon id. */
  active: Uint8Array;
  province: Int32Array;
  district: Int32Array;
  /** rating_average × 100. */
  rating: Int32Array;
  reviews: Int32Array;
  /** gender_focus: 1 female, 2 male, 3 unisex. */
  gender: Uint8Array;
  featured: Uint8Array;
  /** rating_average × ln(2 + review_count) as PostgreSQL computes it (double precision): the order of a search
   * without words. */
  browseScore: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** salon_stats price range of the active services in kuruş; -1 = none. */
  minPrice: Float64Array;
  maxPrice: Float64Array;
  /** The salon's categories as bits (bit k = categories[k]). */
  categoryBits: Int32Array;
  categories: { id: number; code: string; slug: string }[];
  /** Opening and closing second of the day per salon and ISO weekday (index id × 8 + weekday); -1 = closed. */
  opens: Int32Array;
  closes: Int32Array;
  /**
   * Vocabulary matches per query word and threshold ('0.6|kuafor'): they change only with the vocabulary, which
   * a new snapshot follows. Bounded: cleared when full.
   */
  wordMatches: Map<string, WordMatch[]>;
  /** Suggestion candidates of the same documents (suggestion-index.ts). */
  suggestions: SuggestionIndex;
  /** Scratch space of rankFromSnapshot (synchronous, so one set per snapshot; left zeroed after each use). */
  scratch: { wordCount: Uint8Array; total: Float32Array; best: Float32Array; seen: Uint8Array };
}

let documentsVersion = 0;

/** Called after search documents or postings change: snapshots older than this are not used. */
export function bumpSearchVersion(): void {
  documentsVersion += 1;
}

export function currentSearchVersion(): number {
  return documentsVersion;
}

function parseIntArray(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === 'string') return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/**
 * Reads the postings (one row per word) and the salon figures; `pageSize`: rows of the large tables read per query
 * (tests use small pages).
 */
export async function loadRankingSnapshot(db: Db, pageSize?: number): Promise<RankingSnapshot> {
  const version = documentsVersion;
  const salons = await queryRows(
    db,
    'rankingSnapshot.salons',
    snapshotSalonRow,
    sql`
    select s.id, (s.status = 'active') as active, s.province_id, s.district_id,
      round(s.rating_average * 100)::int as rating, s.review_count, s.gender_focus, s.is_featured,
      (s.rating_average * ln(2 + s.review_count))::text as browse_score,
      s.latitude::text as latitude, s.longitude::text as longitude,
      st.min_price_kurus::text as min_price, st.max_price_kurus::text as max_price
    from salons s left join salon_stats st on st.salon_id = s.id`,
  );
  const categories = (
    await queryRows(
      db,
      'rankingSnapshot.categories',
      z.object({ id: int, code: z.string().nullable(), slug: z.string().nullable() }),
      sql`select id, code, slug from categories order by id`,
    )
  ).map((c) => ({ id: c.id, code: c.code ?? '', slug: c.slug ?? '' }));
  let maxId = 0;
  for (const r of salons) maxId = Math.max(maxId, r.id);
  const size = maxId + 1;
  const snapshot: RankingSnapshot = {
    version,
    postings: new Map(),
    active: new Uint8Array(size),
    province: new Int32Array(size),
    district: new Int32Array(size),
    rating: new Int32Array(size),
    reviews: new Int32Array(size),
    gender: new Uint8Array(size),
    featured: new Uint8Array(size),
    browseScore: new Float64Array(size),
    latitude: new Float64Array(size),
    longitude: new Float64Array(size),
    minPrice: new Float64Array(size).fill(-1),
    maxPrice: new Float64Array(size).fill(-1),
    categoryBits: new Int32Array(size),
    categories,
    opens: new Int32Array(size * 8).fill(-1),
    closes: new Int32Array(size * 8).fill(-1),
    wordMatches: new Map(),
    suggestions: await loadSuggestionIndex(db, pageSize),
    scratch: {
      wordCount: new Uint8Array(size),
      total: new Float32Array(size),
      best: new Float32Array(size),
      seen: new Uint8Array(size),
    },
  };
  for (const r of salons) {
    const id = r.id;
    snapshot.active[id] = r.active ? 1 : 0;
    snapshot.province[id] = r.province_id;
    snapshot.district[id] = r.district_id;
    snapshot.rating[id] = r.rating;
    snapshot.reviews[id] = r.review_count;
    snapshot.gender[id] = GENDER_CODES[r.gender_focus];
    snapshot.featured[id] = r.is_featured ? 1 : 0;
    snapshot.browseScore[id] = r.browse_score;
    snapshot.latitude[id] = r.latitude;
    snapshot.longitude[id] = r.longitude;
    if (r.min_price !== null) snapshot.minPrice[id] = r.min_price;
    if (r.max_price !== null) snapshot.maxPrice[id] = r.max_price;
  }
  // Category membership as bits: with more categories than bits, category filters stay with the SQL.
  if (categories.length <= MAX_CATEGORY_BITS) {
    const bitOf = new Map(categories.map((c, k) => [c.id, 1 << k]));
    const memberships = await readInPages(
      [0, 0],
      pageSize ?? HOURS_PAGE,
      ([salon, category], size) =>
        queryRows(
          db,
          'rankingSnapshot.memberships',
          membershipRow,
          sql`
            select salon_id, category_id from salon_categories
            where salon_id <= ${maxId} and (salon_id, category_id) > (${salon}, ${category})
            order by salon_id, category_id
            limit ${size}`,
        ),
      (r): [number, number] => [r.salon_id, r.category_id],
    );
    for (const r of memberships) snapshot.categoryBits[r.salon_id]! |= bitOf.get(r.category_id) ?? 0;
  }
  const hours = {
    rows: await readInPages(
      [0, 0],
      pageSize ?? HOURS_PAGE,
      ([salon, weekday], size) =>
        queryRows(
          db,
          'rankingSnapshot.hours',
          openingRow,
          sql`
          select salon_id, weekday, extract(epoch from opens_at)::int as opens,
            extract(epoch from closes_at)::int as closes
          from salon_opening_hours
          where opens_at is not null and closes_at is not null and salon_id <= ${maxId}
            and (salon_id, weekday) > (${salon}, ${weekday})
          order by salon_id, weekday
          limit ${size}`,
        ),
      (r): [number, number] => [r.salon_id, r.weekday],
    ),
  };
  for (const [k, r] of hours.rows.entries()) {
    if (k % LOAD_CHUNK === LOAD_CHUNK - 1) await yieldToLoop();
    const at = r.salon_id * 8 + r.weekday;
    snapshot.opens[at] = r.opens;
    snapshot.closes[at] = r.closes;
  }
  // Weights as text: the exact real values, whatever the driver does with real arrays.
  const postings = await queryRows(
    db,
    'rankingSnapshot.postings',
    postingsRow,
    sql`
    select token_id, array_agg(salon_id) as salons, array_agg(weight::text) as weights
    from search_postings where salon_id <= ${maxId} group by token_id`,
  );
  for (const [k, r] of postings.entries()) {
    if (k % POSTINGS_CHUNK === POSTINGS_CHUNK - 1) await yieldToLoop();
    const ids = parseIntArray(r.salons);
    const weights = Array.isArray(r.weights)
      ? r.weights.map(Number)
      : String(r.weights).replace(/[{}"]/g, '').split(',').map(Number);
    snapshot.postings.set(r.token_id, {
      salons: Int32Array.from(ids),
      weights: Float32Array.from(weights),
    });
  }
  return snapshot;
}

/** A query word's matching vocabulary words with their word similarity (float4, as PostgreSQL computes it). */
export interface WordMatch {
  tokenId: number;
  sim: number;
}

/** The bonus of the whole text against salon and staff names, best per salon (already weighted). */
export interface PhraseHit {
  salonId: number;
  rel: number;
}

function inScope(s: RankingSnapshot, id: number, scope: PlaceScope): boolean {
  if (scope.kind === 'district') return s.district[id] === scope.districtId;
  if (scope.kind === 'city') return s.province[id] === scope.cityId;
  return true;
}

/** Per matched salon: how many query words it matches and the summed best relevance of those words. */
export interface WordScores {
  ids: Int32Array;
  words: Uint8Array;
  rel: Float32Array;
}

/** Scores every active salon of the scope that matches a query word (`words[i]`: the i-th word's matches). */
export function scoreWords(s: RankingSnapshot, words: WordMatch[][], scope: PlaceScope): WordScores {
  const size = s.active.length;
  const { wordCount, total, best, seen } = s.scratch;
  const touched: number[] = [];
  const wordTouched: number[] = [];
  const fround = Math.fround;
  for (const matches of words) {
    wordTouched.length = 0;
    for (const m of matches) {
      const list = s.postings.get(m.tokenId);
      if (!list) continue;
      const { salons, weights } = list;
      for (let k = 0; k < salons.length; k++) {
        const id = salons[k]!;
        if (id >= size || !s.active[id] || !inScope(s, id, scope)) continue;
        const rel = fround(m.sim * weights[k]!);
        if (best[id] === 0) wordTouched.push(id);
        if (rel > best[id]!) best[id] = rel;
      }
    }
    for (const id of wordTouched) {
      if (!seen[id]) {
        seen[id] = 1;
        touched.push(id);
      }
      wordCount[id] = wordCount[id]! + 1;
      total[id] = fround(total[id]! + best[id]!);
      best[id] = 0;
    }
  }
  const out: WordScores = {
    ids: Int32Array.from(touched),
    words: new Uint8Array(touched.length),
    rel: new Float32Array(touched.length),
  };
  touched.forEach((id, k) => {
    out.words[k] = wordCount[id]!;
    out.rel[k] = total[id]!;
    wordCount[id] = 0;
    total[id] = 0;
    seen[id] = 0;
  });
  return out;
}

/** Every active salon of the scope, with no words: the candidates of a search without words. */
export function browseScores(s: RankingSnapshot, scope: PlaceScope): WordScores {
  const ids: number[] = [];
  for (let id = 0; id < s.active.length; id++) if (s.active[id] && inScope(s, id, scope)) ids.push(id);
  return { ids: Int32Array.from(ids), words: new Uint8Array(ids.length), rel: new Float32Array(ids.length) };
}

/**
 * The salons whose whole-text bonus can change the page: those matching at least as many words as the page's
 * last salon (the bonus raises the relevance, never the number of words matched). Null when the page is not full
 * without the bonus: then every salon is asked (a name matching only the whole text may still enter).
 */
export function phraseCandidates(
  s: RankingSnapshot,
  scores: WordScores,
  want: number,
  filters: IndexFilters,
): number[] | null {
  // In any other order, a name matching only the whole text may come anywhere.
  if ((filters.order ?? 'relevance') !== 'relevance') return null;
  const byWords = new Int32Array(256);
  let passing = 0;
  for (let k = 0; k < scores.ids.length; k++) {
    if (!passes(s, scores.ids[k]!, filters)) continue;
    byWords[scores.words[k]!]! += 1;
    passing += 1;
  }
  if (passing < want) return null;
  let seen = 0;
  let least = 255;
  for (; least > 0; least--) {
    seen += byWords[least]!;
    if (seen >= want) break;
  }
  const ids: number[] = [];
  for (let k = 0; k < scores.ids.length; k++) {
    if (scores.words[k]! >= least && passes(s, scores.ids[k]!, filters)) ids.push(scores.ids[k]!);
  }
  return ids;
}

/**
 * One page of salons, ordered as findMatchingSalons() orders a relevance search: words matched, relevance (word
 * scores plus the whole-text bonus) rounded to 0.1, rating, review count, id.
 */
/**
 * The orders of SPEC §7.4 (sort_by); all but relevance ignore the words' scores. `featured` is relevance without
 * words: featured salons first, then rating × ln(2 + reviews).
 */
export type IndexOrder = 'relevance' | 'featured' | 'rating' | 'distance' | 'price_asc' | 'price_desc';

/** The filters the index applies itself (others go to SQL), and the order. */
export interface IndexFilters {
  /** filters.rating: rating_average at least this. */
  minRating?: number;
  /** filters.open_now: open at this Istanbul weekday and second of the day. */
  openAt?: { weekday: number; second: number };
  /** filters.gender_focus: the gender codes allowed, as bits (1 << code). */
  genders?: number;
  /** filters.categories as asked (ids, codes or slugs); withCategoryBits() turns them into the snapshot's bits. */
  categories?: { ids: number[]; codes: string[] };
  /** A salon needs one of these category bits (0: no such category, nothing matches). */
  categoryBits?: number;
  /** filters.min_price / max_price in kuruş: a salon with a service price in the range. */
  minPrice?: number;
  maxPrice?: number;
  /** The searcher's point: distance orders after rating (or alone), and filters with `within`. */
  origin?: { latitude: number; longitude: number };
  /** filters.distance: the bounding box, then the exact distance, as the SQL checks them. */
  within?: { box: DistanceBox; distance: number };
  /** Default relevance: words matched, then the rounded relevance, then rating. */
  order?: IndexOrder;
  /** The salon's province too (GET /salons/search with both city_id and district_id). */
  province?: number;
}

/** The filters with the asked categories as this snapshot's bits; null when it holds too many categories. */
export function withCategoryBits(s: RankingSnapshot, f: IndexFilters): IndexFilters | null {
  if (!f.categories) return f;
  if (s.categories.length > MAX_CATEGORY_BITS) return null;
  const { ids, codes } = f.categories;
  let bits = 0;
  s.categories.forEach((c, k) => {
    if (ids.includes(c.id) || codes.includes(c.code) || codes.includes(c.slug)) bits |= 1 << k;
  });
  return { ...f, categoryBits: bits };
}

function passes(s: RankingSnapshot, id: number, f: IndexFilters): boolean {
  if (f.province !== undefined && s.province[id] !== f.province) return false;
  if (f.minRating !== undefined && s.rating[id]! < f.minRating * 100 - 1e-6) return false;
  if (f.openAt) {
    const at = id * 8 + f.openAt.weekday;
    if (!(s.opens[at]! >= 0 && s.opens[at]! <= f.openAt.second && s.closes[at]! > f.openAt.second))
      return false;
  }
  if (f.genders !== undefined && ((f.genders >> s.gender[id]!) & 1) === 0) return false;
  if (f.categories && (s.categoryBits[id]! & (f.categoryBits ?? 0)) === 0) return false;
  // A salon without services has no price range (SQL null): no price filter keeps it.
  if (f.minPrice !== undefined && !(s.maxPrice[id]! >= 0 && s.maxPrice[id]! >= f.minPrice)) return false;
  if (f.maxPrice !== undefined && !(s.minPrice[id]! >= 0 && s.minPrice[id]! <= f.maxPrice)) return false;
  if (f.within && f.origin) {
    const { box, distance } = f.within;
    const lat = s.latitude[id]!;
    const lng = s.longitude[id]!;
    if (lat < box.minLatitude || lat > box.maxLatitude || lng < box.minLongitude || lng > box.maxLongitude)
      return false;
    if (!(distanceKm(f.origin, { latitude: lat, longitude: lng }) <= distance)) return false;
  }
  return true;
}

export function rankScores(
  s: RankingSnapshot,
  scores: WordScores,
  phrase: PhraseHit[],
  scope: PlaceScope,
  page: { limit: number; offset: number },
  filters: IndexFilters = {},
): MatchPage {
  const fround = Math.fround;
  const bonus = new Map<number, number>();
  for (const h of phrase) {
    if (h.salonId < s.active.length && s.active[h.salonId] && inScope(s, h.salonId, scope)) {
      bonus.set(h.salonId, h.rel);
    }
  }
  type Candidate = { id: number; words: number; bucket: number; km: number };
  const want = page.offset + page.limit;
  const keep: Candidate[] = [];
  const order = filters.order ?? 'relevance';
  const origin = filters.origin;
  // The SQL's `nulls last` for a salon without a price, in either direction.
  const price = (id: number, missing: number) => (s.minPrice[id]! >= 0 ? s.minPrice[id]! : missing);
  const byRating = (a: Candidate, b: Candidate, thenDistance: boolean) =>
    s.rating[a.id] !== s.rating[b.id]
      ? s.rating[a.id]! > s.rating[b.id]!
      : s.reviews[a.id] !== s.reviews[b.id]
        ? s.reviews[a.id]! > s.reviews[b.id]!
        : thenDistance && a.km !== b.km
          ? a.km < b.km
          : a.id < b.id;
  const better = (a: Candidate, b: Candidate): boolean => {
    if (order === 'relevance') {
      if (a.words !== b.words) return a.words > b.words;
      if (a.bucket !== b.bucket) return a.bucket > b.bucket;
    }
    switch (order) {
      case 'distance':
        return a.km !== b.km ? a.km < b.km : a.id < b.id;
      case 'price_asc': {
        const [pa, pb] = [price(a.id, Infinity), price(b.id, Infinity)];
        return pa !== pb ? pa < pb : byRating(a, b, false);
      }
      case 'price_desc': {
        const [pa, pb] = [price(a.id, -Infinity), price(b.id, -Infinity)];
        return pa !== pb ? pa > pb : byRating(a, b, false);
      }
      case 'featured':
        return s.featured[a.id] !== s.featured[b.id]
          ? s.featured[a.id]! > s.featured[b.id]!
          : s.browseScore[a.id] !== s.browseScore[b.id]
            ? s.browseScore[a.id]! > s.browseScore[b.id]!
            : origin !== undefined && a.km !== b.km
              ? a.km < b.km
              : a.id < b.id;
      default:
        return byRating(a, b, origin !== undefined);
    }
  };
  const kmOf = (id: number) =>
    origin ? distanceKm(origin, { latitude: s.latitude[id]!, longitude: s.longitude[id]! }) : 0;
  const consider = (c: Candidate) => {
    if (keep.length === want && !better(c, keep[want - 1]!)) return;
    let lo = 0;
    let hi = keep.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (better(c, keep[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    keep.splice(lo, 0, c);
    if (keep.length > want) keep.pop();
  };
  let total = 0;
  for (let k = 0; k < scores.ids.length; k++) {
    const id = scores.ids[k]!;
    const extra = bonus.get(id);
    bonus.delete(id);
    if (!passes(s, id, filters)) continue;
    total += 1;
    let rel = scores.rel[k]!;
    if (extra !== undefined) rel = fround(extra + rel);
    consider({ id, words: scores.words[k]!, bucket: relevanceBucket(rel), km: kmOf(id) });
  }
  // Names matching only the whole text.
  for (const [id, rel] of bonus) {
    if (!passes(s, id, filters)) continue;
    total += 1;
    consider({ id, words: 0, bucket: relevanceBucket(rel), km: kmOf(id) });
  }
  return { ids: keep.slice(page.offset).map((c) => c.id), total };
}
