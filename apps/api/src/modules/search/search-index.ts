import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MatchPage, PlaceScope } from './search.repository';

// In-process ranking index (docs/decisions/0020-search-performance.md): the word postings and the few salon
// figures the relevance order needs, held in typed arrays, so that a broad word ('saç kesimi', 12,000 salons) is
// counted and ranked in a millisecond instead of being aggregated in PostgreSQL on every request. It answers
// exactly what findMatchingSalons() answers for a relevance search without further filters; the SQL keeps every
// other case.

type Rows<T> = { rows: T[] };

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

/** Reads the postings (one row per word) and the salon figures. */
export async function loadRankingSnapshot(db: Db): Promise<RankingSnapshot> {
  const version = documentsVersion;
  const salons = (await db.execute(sql`
    select id, (status = 'active') as active, province_id, district_id,
      round(rating_average * 100)::int as rating, review_count
    from salons`)) as unknown as Rows<{
    id: number;
    active: boolean;
    province_id: number;
    district_id: number;
    rating: number;
    review_count: number;
  }>;
  let maxId = 0;
  for (const r of salons.rows) maxId = Math.max(maxId, Number(r.id));
  const size = maxId + 1;
  const snapshot: RankingSnapshot = {
    version,
    postings: new Map(),
    active: new Uint8Array(size),
    province: new Int32Array(size),
    district: new Int32Array(size),
    rating: new Int32Array(size),
    reviews: new Int32Array(size),
    scratch: {
      wordCount: new Uint8Array(size),
      total: new Float32Array(size),
      best: new Float32Array(size),
      seen: new Uint8Array(size),
    },
  };
  for (const r of salons.rows) {
    const id = Number(r.id);
    snapshot.active[id] = r.active ? 1 : 0;
    snapshot.province[id] = Number(r.province_id);
    snapshot.district[id] = Number(r.district_id);
    snapshot.rating[id] = Number(r.rating);
    snapshot.reviews[id] = Number(r.review_count);
  }
  // Weights as text: the exact real values, whatever the driver does with real arrays.
  const postings = (await db.execute(sql`
    select token_id, array_agg(salon_id) as salons, array_agg(weight::text) as weights
    from search_postings where salon_id <= ${maxId} group by token_id`)) as unknown as Rows<{
    token_id: number;
    salons: unknown;
    weights: unknown;
  }>;
  for (const r of postings.rows) {
    const ids = parseIntArray(r.salons);
    const weights = Array.isArray(r.weights)
      ? r.weights.map(Number)
      : String(r.weights).replace(/[{}"]/g, '').split(',').map(Number);
    snapshot.postings.set(Number(r.token_id), {
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

/**
 * PostgreSQL's round(real::numeric, 1) × 10: the real becomes a numeric of 6 significant digits (float4_numeric),
 * rounded half away from zero.
 */
export function relevanceBucket(rel: number): number {
  const decimal = Number(rel.toPrecision(6));
  return Math.floor(decimal * 10 + 0.5 + 1e-9);
}

function inScope(s: RankingSnapshot, id: number, scope: PlaceScope): boolean {
  if (scope.kind === 'district') return s.district[id] === scope.districtId;
  if (scope.kind === 'city') return s.province[id] === scope.cityId;
  return true;
}

/**
 * One page of salons matching the words, ordered as findMatchingSalons() orders a relevance search: words
 * matched, relevance rounded to 0.1, rating, review count, id. `words[i]` holds the matches of the i-th query word.
 */
export function rankFromSnapshot(
  s: RankingSnapshot,
  words: WordMatch[][],
  phrase: PhraseHit[],
  scope: PlaceScope,
  page: { limit: number; offset: number },
): MatchPage {
  const size = s.active.length;
  const { wordCount, total, best, seen } = s.scratch;
  const touched: number[] = [];
  const fround = Math.fround;
  // Phrase hits first (i = 0 in the SQL), then each word's best hit per salon, summed in real arithmetic.
  for (const h of phrase) {
    if (h.salonId >= size || !s.active[h.salonId] || !inScope(s, h.salonId, scope)) continue;
    if (!seen[h.salonId]) {
      seen[h.salonId] = 1;
      touched.push(h.salonId);
    }
    total[h.salonId] = fround(total[h.salonId]! + h.rel);
  }
  const wordTouched: number[] = [];
  for (const matches of words) {
    wordTouched.length = 0;
    for (const m of matches) {
      const list = s.postings.get(m.tokenId);
      if (!list) continue;
      const { salons, weights } = list;
      for (let k = 0; k < salons.length; k++) {
        const id = salons[k]!;
        if (!s.active[id] || !inScope(s, id, scope)) continue;
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

  // The best `offset + limit`, kept sorted (few insertions: most candidates lose to the last kept one).
  const want = page.offset + page.limit;
  const keep: { id: number; words: number; bucket: number }[] = [];
  const better = (a: { id: number; words: number; bucket: number }, b: typeof a) =>
    a.words !== b.words
      ? a.words > b.words
      : a.bucket !== b.bucket
        ? a.bucket > b.bucket
        : s.rating[a.id] !== s.rating[b.id]
          ? s.rating[a.id]! > s.rating[b.id]!
          : s.reviews[a.id] !== s.reviews[b.id]
            ? s.reviews[a.id]! > s.reviews[b.id]!
            : a.id < b.id;
  for (const id of touched) {
    const c = { id, words: wordCount[id]!, bucket: relevanceBucket(total[id]!) };
    if (keep.length === want && !better(c, keep[want - 1]!)) continue;
    let lo = 0;
    let hi = keep.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (better(c, keep[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    keep.splice(lo, 0, c);
    if (keep.length > want) keep.pop();
  }
  for (const id of touched) {
    wordCount[id] = 0;
    total[id] = 0;
    seen[id] = 0;
  }
  return { ids: keep.slice(page.offset).map((c) => c.id), total: touched.length };
}
