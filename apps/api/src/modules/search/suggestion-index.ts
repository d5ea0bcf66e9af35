import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { int, intOrNull, num, queryRows } from '../../db/rows';
import { readInPages } from '../../lib/read-in-pages';
import { yieldToLoop } from '../../lib/yield-to-loop';
import {
  distinctCount,
  gramCodes,
  markText,
  relevanceBucket,
  sharedNeeded,
  sharedWithText,
  similarity,
  unmarkText,
  wordSimilarity,
} from './pg-trigram';
import type { SuggestionRow } from './search.repository';

// In-process suggestion candidates (docs/decisions/0020-search-performance.md): the names a suggestion can show
// (salons, staff, services, categories) with what their card needs, and a sorted word list for prefix lookups, so
// that a typed beginning ('kuaf', 'harun ari') or a typo ('manukur', 'kuaforharun') is answered without PostgreSQL's
// nearest-name scans.

type Kind = SuggestionRow['kind'];
const KINDS: readonly Kind[] = ['category', 'service', 'salon', 'staff'];
const WORD_SIMILARITY_THRESHOLD = 0.6;
/** Docs, then words, built between two yields to the event loop (the build takes about a second in all). */
const BUILD_CHUNK = 5_000;
/** Documents read per query. */
const READ_PAGE = 10_000;
const WORDS_CHUNK = 100;

export interface SuggestionIndex {
  kind: Kind[];
  /** The kind as its position in KINDS (typed-array lookups in the hot loops). */
  kindCode: Uint8Array;
  refId: Int32Array;
  /** Salon id + 1 (0 = none). */
  salonId: Int32Array;
  province: Int32Array;
  district: Int32Array;
  /** rating_average × 100 of the doc's salon; -1 = none (sorts last, as nulls last). */
  rating: Int32Array;
  /** The document's weight (a real): its share of a search's whole-text bonus. */
  weight: Float32Array;
  /** Unique trigram count of the folded name: the pre-selection's stand-in for similarity. */
  grams: Uint16Array;
  title: string[];
  folded: string[];
  salonName: (string | null)[];
  city: (string | null)[];
  districtName: (string | null)[];
  logo: (string | null)[];
  avatar: (string | null)[];
  slug: (string | null)[];
  icon: (string | null)[];
  /** Distinct folded words, sorted, with the docs containing each. */
  words: string[];
  /** Each word's trigram codes in order (pg_trgm's, see gramCodes). */
  wordGrams: Int32Array[];
  docsOf: Int32Array[];
  /** Each doc's distinct words (positions in `words`): docWords[docWordsStart[doc] … docWordsStart[doc + 1]). */
  docWords: Int32Array;
  docWordsStart: Int32Array;
  /**
   * Per word and kind, the docs whose first word it is and those where it comes later, each shortest name first
   * (then best rated): a one-word text reads them only until no later doc can enter the page.
   */
  leading: Map<Kind, Int32Array>[];
  inner: Map<Kind, Int32Array>[];
  /** Scratch of one lookup (left zeroed): query words a doc matched, the last one counted. */
  marks: Uint8Array;
  lastWord: Uint8Array;
  /** Scratch of the trigram search (left zeroed): trigrams a doc's words share with the text, summed. */
  shared: Uint16Array;
}

const docRow = z.object({
  id: int,
  kind: z.enum(KINDS),
  ref_id: int,
  salon_id: intOrNull,
  province_id: intOrNull,
  district_id: intOrNull,
  title: z.string(),
  folded: z.string(),
  salon_name: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  logo_url: z.string().nullable(),
  avatar_url: z.string().nullable(),
  category_slug: z.string().nullable(),
  category_icon: z.string().nullable(),
  rating: intOrNull,
  // The weight as text: the exact real.
  weight: num,
});

/** `pageSize`: documents read per query (tests use small pages). */
export async function loadSuggestionIndex(db: Db, pageSize = READ_PAGE): Promise<SuggestionIndex> {
  const rows = await readInPages(
    0,
    pageSize,
    (after, size) =>
      queryRows(
        db,
        'loadSuggestionIndex',
        docRow,
        sql`
        select d.id, d.kind, d.ref_id, d.salon_id, d.province_id, d.district_id, d.title, d.folded,
          s.name as salon_name, p.name as city, di.name as district, s.logo_url, st.avatar_url,
          c.slug as category_slug, c.icon as category_icon, round(s.rating_average * 100)::int as rating,
          d.weight::text as weight
        from search_documents d
        left join salons s on s.id = d.salon_id
        left join provinces p on p.id = s.province_id
        left join districts di on di.id = s.district_id
        left join salon_staff st on d.kind = 'staff' and st.id = d.ref_id
        left join categories c on d.kind = 'category' and c.id = d.ref_id
        where d.id > ${after}
          and (d.kind in ('salon', 'staff') and d.salon_id is not null
            or d.kind in ('service', 'category') and d.salon_id is null)
        order by d.id
        limit ${size}`,
      ),
    (r) => r.id,
  );
  const result = { rows };
  const n = result.rows.length;
  const idx: SuggestionIndex = {
    kind: [],
    kindCode: new Uint8Array(n),
    refId: new Int32Array(n),
    salonId: new Int32Array(n),
    province: new Int32Array(n),
    district: new Int32Array(n),
    rating: new Int32Array(n),
    weight: new Float32Array(n),
    grams: new Uint16Array(n),
    title: [],
    folded: [],
    salonName: [],
    city: [],
    districtName: [],
    logo: [],
    avatar: [],
    slug: [],
    icon: [],
    words: [],
    wordGrams: [],
    docsOf: [],
    docWords: new Int32Array(0),
    docWordsStart: new Int32Array(n + 1),
    leading: [],
    inner: [],
    marks: new Uint8Array(n),
    lastWord: new Uint8Array(n),
    shared: new Uint16Array(n),
  };
  const byWord = new Map<string, number[]>();
  const firstWord: string[] = [];
  const gramScratch: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i % BUILD_CHUNK === BUILD_CHUNK - 1) await yieldToLoop();
    const r = result.rows[i]!;
    idx.kind.push(r.kind);
    idx.kindCode[i] = KINDS.indexOf(r.kind);
    idx.refId[i] = Number(r.ref_id);
    idx.salonId[i] = r.salon_id === null ? 0 : Number(r.salon_id) + 1;
    idx.province[i] = r.province_id === null ? 0 : Number(r.province_id);
    idx.district[i] = r.district_id === null ? 0 : Number(r.district_id);
    idx.rating[i] = r.rating === null ? -1 : Number(r.rating);
    idx.weight[i] = Number(r.weight);
    idx.grams[i] = distinctCount(gramCodes(r.folded, gramScratch));
    idx.title.push(r.title);
    idx.folded.push(r.folded);
    idx.salonName.push(r.salon_name);
    idx.city.push(r.city);
    idx.districtName.push(r.district);
    idx.logo.push(r.logo_url);
    idx.avatar.push(r.avatar_url);
    idx.slug.push(r.category_slug);
    idx.icon.push(r.category_icon);
    const parts = r.folded.split(' ');
    firstWord.push(parts[0]!);
    for (const w of new Set(parts)) {
      if (w === '') continue;
      const list = byWord.get(w);
      if (list) list.push(i);
      else byWord.set(w, [i]);
    }
  }
  await yieldToLoop();
  idx.words = [...byWord.keys()].sort();
  idx.wordGrams = idx.words.map((w) => Int32Array.from(gramCodes(w, gramScratch)));
  idx.docsOf = idx.words.map((w) => Int32Array.from(byWord.get(w)!));
  for (const docs of idx.docsOf) for (const doc of docs) idx.docWordsStart[doc + 1]! += 1;
  for (let d = 0; d < n; d++) idx.docWordsStart[d + 1]! += idx.docWordsStart[d]!;
  idx.docWords = new Int32Array(idx.docWordsStart[n]!);
  const filled = idx.docWordsStart.slice(0, n);
  idx.docsOf.forEach((docs, w) => {
    for (const doc of docs) idx.docWords[filled[doc]!++] = w;
  });
  // Per word and kind: the docs it begins and those it is a later word of, shortest name first.
  const shorterFirst = (a: number, b: number) =>
    idx.grams[a]! - idx.grams[b]! || idx.rating[b]! - idx.rating[a]! || a - b;
  const lists = (byKind: number[][]) =>
    new Map(KINDS.map((k, code) => [k, Int32Array.from(byKind[code]!.sort(shorterFirst))]));
  for (let w = 0; w < idx.words.length; w++) {
    if (w % WORDS_CHUNK === WORDS_CHUNK - 1) await yieldToLoop();
    const word = idx.words[w]!;
    const leading = KINDS.map((): number[] => []);
    const inner = KINDS.map((): number[] => []);
    for (const d of idx.docsOf[w]!) (firstWord[d] === word ? leading : inner)[idx.kindCode[d]!]!.push(d);
    idx.leading.push(lists(leading));
    idx.inner.push(lists(inner));
  }
  return idx;
}

// ── Lookup ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** First index of `words` not below `prefix`. */
function lowerBound(words: string[], prefix: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Candidate {
  doc: number;
  /** Typed words beginning a word of the name. */
  words: number;
  /** 0.5 when the name begins with the text, 0.25 when a later word does (as the SQL's order). */
  bonus: number;
  near: number;
}

/**
 * The suggestion rows findSuggestionRows() gives, from the index: names with a word beginning with a typed word
 * and pg_trgm's word similarity of at least 0.6 (the SQL's `<%`). Per kind the most promising (more typed words,
 * name beginning with the text, shorter name, asked place, rating; salons and staff × 4, others × 6, as the SQL) are scored
 * with pg_trgm's similarities and ordered as the SQL orders them. When no name begins with the text (a typo:
 * 'kuafr'), the names with a word like a typed one (word similarity ≥ 0.6 against the vocabulary) are scored the
 * same way. When no word is like one either, the names alike only over two of their words (alike()). Null only
 * when that would mean checking too many names: the caller asks the SQL.
 */
export function suggestFromIndex(
  idx: SuggestionIndex,
  text: string,
  opts: { cityId: number | null; districtId: number | null; perKind: number },
): SuggestionRow[] | null {
  return lookup(idx, text, opts, false) ?? lookup(idx, text, opts, true) ?? alike(idx, text, opts);
}

/** Vocabulary words beginning with `w`. */
function* prefixed(idx: SuggestionIndex, w: string): Generator<number> {
  for (let i = lowerBound(idx.words, w); i < idx.words.length && idx.words[i]!.startsWith(w); i++) yield i;
}

/** Vocabulary words like `w` (a typo: pg_trgm word similarity at least 0.6, as the SQL's `<%`). */
function similarWords(idx: SuggestionIndex, w: string): number[] {
  const grams = gramCodes(w, []);
  const size = markText(grams);
  const need = sharedNeeded(size, WORD_SIMILARITY_THRESHOLD);
  const out: number[] = [];
  idx.wordGrams.forEach((g, i) => {
    if (sharedWithText(g) >= need && wordSimilarity(size, g) >= WORD_SIMILARITY_THRESHOLD) out.push(i);
  });
  unmarkText(grams);
  return out;
}

function lookup(
  idx: SuggestionIndex,
  text: string,
  opts: { cityId: number | null; districtId: number | null; perKind: number },
  typo: boolean,
): SuggestionRow[] | null {
  const typed = text.split(' ').filter((w) => w !== '');
  if (typed.length === 0) return null;
  // Words of one letter begin too many names to help a longer text ('saç k').
  const useful = typed.length > 1 ? typed.filter((w) => w.length > 1) : typed;
  const phrase = typed.join(' ');
  const wordPrefix = ` ${phrase}`;
  const pools = new Map<Kind, Candidate[]>(KINDS.map((k) => [k, []]));
  // The same pools and sizes by kind code, for the hot loops.
  const poolOf = KINDS.map((k) => pools.get(k)!);
  const wantOf = KINDS.map((k) => opts.perKind * (k === 'salon' || k === 'staff' ? 4 : 6));
  const want = (kind: Kind) => wantOf[KINDS.indexOf(kind)]!;
  // Best first: more typed words, the bonus, the shorter name (more similar), the asked place, the rating.
  const nearOf = (doc: number) =>
    Number(idx.district[doc] === (opts.districtId ?? 0)) + Number(idx.province[doc] === (opts.cityId ?? 0));
  const before = (a: Candidate, b: Candidate) =>
    a.words !== b.words
      ? a.words > b.words
      : a.bonus !== b.bonus
        ? a.bonus > b.bonus
        : idx.grams[a.doc] !== idx.grams[b.doc]
          ? idx.grams[a.doc]! < idx.grams[b.doc]!
          : a.near !== b.near
            ? a.near > b.near
            : idx.rating[a.doc]! > idx.rating[b.doc]!;
  const bonusOf = (doc: number) => {
    const folded = idx.folded[doc]!;
    return folded.startsWith(phrase) ? 0.5 : folded.includes(wordPrefix) ? 0.25 : 0;
  };
  const consider = (doc: number, words: number, bonus = bonusOf(doc)): Candidate => {
    const c: Candidate = { doc, words, bonus, near: nearOf(doc) };
    const pool = poolOf[idx.kindCode[doc]!]!;
    const n = wantOf[idx.kindCode[doc]!]!;
    if (pool.length === n && !before(c, pool[n - 1]!)) return c;
    let at = pool.length;
    while (at > 0 && before(c, pool[at - 1]!)) at--;
    pool.splice(at, 0, c);
    if (pool.length > n) pool.pop();
    return c;
  };
  const vocabulary = (w: string) => (typo ? similarWords(idx, w) : [...prefixed(idx, w)]);
  if (useful.length === 1) {
    // One word: names beginning with it first (bonus 0.5), then names with a later word beginning with it; each
    // list shortest first, read until its next name is longer than the pool's last with no better bonus. (A typo
    // reads the lists of the words like it: no name begins with it, so every bonus is 0.)
    const words = vocabulary(useful[0]!);
    const seen: number[] = [];
    const maxNear = Number(opts.cityId !== null) + Number(opts.districtId !== null);
    // One typed word and no typo: every name of a word's leading list begins with it (0.5), of its inner list
    // has a later word beginning with it (0.25; names beginning with it too were read in the leading lists).
    const known = typed.length === 1 && !typo;
    for (const [lists, listBonus] of [
      [idx.leading, 0.5],
      [idx.inner, 0.25],
    ] as const) {
      for (const i of words) {
        for (const kind of KINDS) {
          const pool = pools.get(kind)!;
          const n = want(kind);
          for (const doc of lists[i]!.get(kind)!) {
            if (idx.lastWord[doc] === 1) continue;
            idx.lastWord[doc] = 1;
            seen.push(doc);
            const c = known ? consider(doc, 1, listBonus) : consider(doc, 1);
            const last = pool[n - 1];
            // The list goes on with longer names, or equally long ones rated no better: none can enter once the
            // pool's last has at least this bonus (and, among equal lengths, the best place possible).
            if (
              last &&
              last.bonus >= c.bonus &&
              (idx.grams[doc]! > idx.grams[last.doc]! ||
                (idx.grams[doc] === idx.grams[last.doc] &&
                  last.near >= maxNear &&
                  idx.rating[doc]! <= idx.rating[last.doc]!))
            )
              break;
          }
        }
      }
    }
    for (const doc of seen) idx.lastWord[doc] = 0;
  } else {
    // Several words (or only one-letter ones): how many of them each name has.
    const words = useful.length > 0 ? useful : typed;
    const touched: number[] = [];
    words.forEach((w, k) => {
      for (const i of vocabulary(w)) {
        for (const doc of idx.docsOf[i]!) {
          // A doc counts each query word once.
          if (idx.lastWord[doc] === k + 1) continue;
          idx.lastWord[doc] = k + 1;
          if (idx.marks[doc] === 0) touched.push(doc);
          idx.marks[doc] = idx.marks[doc]! + 1;
        }
      }
    });
    // The pool orders by the count first: per kind, names below the count that already fills it never enter.
    const atLeast = KINDS.map(() => new Int32Array(words.length + 2));
    for (const doc of touched) atLeast[idx.kindCode[doc]!]![idx.marks[doc]!]! += 1;
    const floor = wantOf.map((n, code) => {
      const counts = atLeast[code]!;
      let level = words.length;
      for (let have = counts[level]!; level > 1 && have < n; have += counts[level]!) level -= 1;
      return level;
    });
    // A name whose words share too few trigrams with the text never reaches word similarity 0.6 ('kadir …' for
    // 'kuaför kad'): left out before it can take a place in a pool.
    const textGrams = gramCodes(phrase, []);
    const need = sharedNeeded(markText(textGrams), WORD_SIMILARITY_THRESHOLD);
    const wordShared = new Int16Array(idx.words.length).fill(-1);
    const reaches = (doc: number) => {
      let shared = 0;
      for (let k = idx.docWordsStart[doc]!; k < idx.docWordsStart[doc + 1]!; k++) {
        const w = idx.docWords[k]!;
        if (wordShared[w]! < 0) wordShared[w] = sharedWithText(idx.wordGrams[w]!);
        shared += wordShared[w]!;
      }
      return shared >= need;
    };
    for (const doc of touched) {
      if (idx.marks[doc]! >= floor[idx.kindCode[doc]!]! && reaches(doc)) consider(doc, idx.marks[doc]!);
    }
    // A kind whose pool is not full after all (its names with more words could not reach): the others too.
    const short = poolOf.map((pool, code) => pool.length < wantOf[code]!);
    for (const doc of touched) {
      const code = idx.kindCode[doc]!;
      if (short[code] && idx.marks[doc]! < floor[code]! && reaches(doc)) consider(doc, idx.marks[doc]!);
    }
    unmarkText(textGrams);
    for (const doc of touched) {
      idx.marks[doc] = 0;
      idx.lastWord[doc] = 0;
    }
  }

  const out = scoredRows(idx, phrase, pools, opts.perKind);
  return out.length > 0 ? out : null;
}

/**
 * The rows of the pooled docs as the SQL gives them: pg_trgm's word similarity at least 0.6 (`<%`), ordered by the
 * rounded score (similarities and the beginning bonus), the asked place, the rating and the title.
 */
function scoredRows(
  idx: SuggestionIndex,
  phrase: string,
  pools: ReadonlyMap<Kind, readonly { doc: number; near: number }[]>,
  perKind: number,
): SuggestionRow[] {
  const wordPrefix = ` ${phrase}`;
  const textGrams = gramCodes(phrase, []);
  const textSize = markText(textGrams);
  const nameGrams: number[] = [];
  const out: SuggestionRow[] = [];
  for (const kind of KINDS) {
    const scored = pools.get(kind)!.map(({ doc, near }) => {
      const folded = idx.folded[doc]!;
      gramCodes(folded, nameGrams);
      const ws = wordSimilarity(textSize, nameGrams);
      const sim = similarity(textSize, nameGrams);
      const bonus = folded.startsWith(phrase) ? 0.5 : folded.includes(wordPrefix) ? 0.25 : 0;
      const rel = Math.fround(Math.fround(ws + sim) + bonus);
      return { doc, ws, bucket: relevanceBucket(rel), near };
    });
    // The SQL's `text <% name`: pg_trgm's default word-similarity threshold.
    const passing = scored.filter((c) => c.ws >= WORD_SIMILARITY_THRESHOLD);
    passing.sort(
      (a, b) =>
        b.bucket - a.bucket ||
        b.near - a.near ||
        idx.rating[b.doc]! - idx.rating[a.doc]! ||
        (idx.title[a.doc]! < idx.title[b.doc]! ? -1 : idx.title[a.doc]! > idx.title[b.doc]! ? 1 : 0),
    );
    for (const { doc, ws } of passing.slice(0, perKind)) out.push(rowOf(idx, kind, doc, ws));
  }
  unmarkText(textGrams);
  return out;
}

function rowOf(idx: SuggestionIndex, kind: Kind, doc: number, ws: number): SuggestionRow {
  const salon = idx.salonId[doc]!;
  return {
    kind,
    ref_id: idx.refId[doc]!,
    title: idx.title[doc]!,
    sim: ws,
    salon_id: salon === 0 ? null : salon - 1,
    salon_name: idx.salonName[doc]!,
    city: idx.city[doc]!,
    district: idx.districtName[doc]!,
    logo_url: idx.logo[doc]!,
    avatar_url: idx.avatar[doc]!,
    category_slug: idx.slug[doc]!,
    category_icon: idx.icon[doc]!,
  };
}

/** More names than this to check one by one: the SQL's trigram index does it off the event loop. */
const ALIKE_MAX_CHECKS = 4_000;

/**
 * What the SQL's `text <% name` finds when no word of any name is like a typed word: a word similarity reached
 * only over two words of a name ('kuaforharun' and 'Kuaför Harun'). A name can reach 0.6 only if its words share at
 * least 0.6 × the text's trigrams with it (similarity ≤ shared / text trigrams), so only such names are checked,
 * and per kind the nearest are kept as the SQL's `order by text <<-> name limit` keeps them. Null when too many
 * names would need checking.
 */
function alike(
  idx: SuggestionIndex,
  text: string,
  opts: { cityId: number | null; districtId: number | null; perKind: number },
): SuggestionRow[] | null {
  const phrase = text
    .split(' ')
    .filter((w) => w !== '')
    .join(' ');
  const textGrams = gramCodes(phrase, []);
  const textSize = markText(textGrams);
  const candidates = namesSharing(idx, sharedNeeded(textSize, WORD_SIMILARITY_THRESHOLD), ALIKE_MAX_CHECKS);
  if (!candidates) {
    unmarkText(textGrams);
    return null;
  }
  const nameGrams: number[] = [];
  const found = new Map<Kind, { doc: number; ws: number; near: number }[]>(KINDS.map((k) => [k, []]));
  for (const doc of candidates) {
    const ws = wordSimilarity(textSize, gramCodes(idx.folded[doc]!, nameGrams));
    if (ws < WORD_SIMILARITY_THRESHOLD) continue;
    const near =
      Number(idx.district[doc] === (opts.districtId ?? 0)) + Number(idx.province[doc] === (opts.cityId ?? 0));
    found.get(idx.kind[doc]!)!.push({ doc, ws, near });
  }
  unmarkText(textGrams);
  for (const kind of KINDS) {
    const list = found.get(kind)!;
    list.sort((a, b) => b.ws - a.ws || a.doc - b.doc);
    list.length = Math.min(list.length, opts.perKind * (kind === 'salon' || kind === 'staff' ? 4 : 6));
  }
  return scoredRows(idx, phrase, found, opts.perKind);
}

/**
 * The docs whose words share at least `need` trigrams with the marked text (summed over their words: never less
 * than any extent shares). Null when there are more than `max`.
 */
export function namesSharing(idx: SuggestionIndex, need: number, max: number): number[] | null {
  const touched: number[] = [];
  idx.wordGrams.forEach((grams, w) => {
    const shared = sharedWithText(grams);
    if (shared === 0) return;
    for (const doc of idx.docsOf[w]!) {
      if (idx.shared[doc] === 0) touched.push(doc);
      idx.shared[doc] = idx.shared[doc]! + shared;
    }
  });
  const out: number[] = [];
  for (const doc of touched) {
    if (idx.shared[doc]! >= need) out.push(doc);
    idx.shared[doc] = 0;
  }
  return out.length > max ? null : out;
}
