// pg_trgm in JavaScript, for folded text only (words of a-z and 0-9 separated by single spaces): the trigrams,
// similarity() and word_similarity() as PostgreSQL computes them (tests compare the figures), and the rounding of
// a real score, so that suggestions and searches are scored in the process as the SQL scores them
// (docs/decisions/0020-search-performance.md).
//
// Trigrams as numbers (37 symbols: space, a-z, 0-9) and stamp arrays instead of sets: a suggestion scores about
// 50 names per request without allocating.
const SYMBOLS = 37;
const GRAM_SPACE = SYMBOLS ** 3;

function symbol(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 48 + 27;
  return 0;
}

/** The text's trigrams in order as pg_trgm forms them (each word with two spaces before, one after). */
export function gramCodes(text: string, out: number[]): number[] {
  out.length = 0;
  let a = 0;
  let b = 0;
  for (let k = 0; k <= text.length; k++) {
    const c = k < text.length ? symbol(text.charCodeAt(k)) : 0;
    if (c === 0) {
      // End of a word: its last trigram ends with the space after it.
      if (b !== 0) out.push((a * SYMBOLS + b) * SYMBOLS);
      a = 0;
      b = 0;
      continue;
    }
    out.push((a * SYMBOLS + b) * SYMBOLS + c);
    a = b;
    b = c;
  }
  return out;
}

const stamp = new Int32Array(GRAM_SPACE);
let stampNow = 0;
const inText = new Uint8Array(GRAM_SPACE);

/** Marks the text's trigrams (until unmarkText); returns how many distinct ones it has. */
export function markText(grams: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < grams.length; i++) {
    const g = grams[i]!;
    if (inText[g] === 0) n += 1;
    inText[g] = 1;
  }
  return n;
}

export function unmarkText(grams: ArrayLike<number>): void {
  for (let i = 0; i < grams.length; i++) inText[grams[i]!] = 0;
}

/** Distinct trigrams of a name. */
export function distinctCount(grams: number[]): number {
  stampNow += 1;
  let n = 0;
  for (const g of grams) {
    if (stamp[g] !== stampNow) {
      stamp[g] = stampNow;
      n += 1;
    }
  }
  return n;
}

/** pg_trgm similarity() of the marked text (`textSize` distinct trigrams) and a name. */
export function similarity(textSize: number, grams: number[]): number {
  stampNow += 1;
  let shared = 0;
  let size = 0;
  for (const g of grams) {
    if (stamp[g] === stampNow) continue;
    stamp[g] = stampNow;
    size += 1;
    if (inText[g] === 1) shared += 1;
  }
  const all = textSize + size - shared;
  return all === 0 ? 0 : Math.fround(shared / all);
}

/**
 * pg_trgm word_similarity() of the marked text and a name: the best similarity between the text's trigrams and
 * a continuous extent of the name's (searched over every extent; names are short).
 */
export function wordSimilarity(textSize: number, grams: ArrayLike<number>): number {
  let best = 0;
  for (let lo = 0; lo < grams.length; lo++) {
    // An extent beginning with a trigram the text lacks is never better than the one after it.
    if (inText[grams[lo]!] === 0) continue;
    stampNow += 1;
    let shared = 0;
    let size = 0;
    for (let hi = lo; hi < grams.length; hi++) {
      const g = grams[hi]!;
      if (stamp[g] !== stampNow) {
        stamp[g] = stampNow;
        size += 1;
        if (inText[g] === 1) shared += 1;
      }
      const s = shared / (textSize + size - shared);
      if (s > best) best = s;
      // Every trigram of the text is in: a longer extent only adds others.
      if (shared === textSize) break;
    }
  }
  return Math.fround(best);
}

/**
 * The fewest trigrams a name must share with a text of `textSize` to reach word similarity `threshold`: the
 * similarity of an extent is shared / (text + extent − shared) ≤ shared / text.
 */
export function sharedNeeded(textSize: number, threshold: number): number {
  return Math.ceil(threshold * textSize - 1e-6);
}

/** Distinct trigrams of `grams` in the marked text. */
export function sharedWithText(grams: ArrayLike<number>): number {
  stampNow += 1;
  let shared = 0;
  for (let i = 0; i < grams.length; i++) {
    const g = grams[i]!;
    if (inText[g] === 1 && stamp[g] !== stampNow) shared += 1;
    stamp[g] = stampNow;
  }
  return shared;
}

/**
 * PostgreSQL's round(real::numeric, 1) × 10: the real becomes a numeric of 6 significant digits (float4_numeric),
 * rounded half away from zero.
 */
export function relevanceBucket(rel: number): number {
  const x = rel * 10;
  // Away from a half, the 6-digit decimal (off by at most 5e-6 × rel) rounds the same way: no string needed.
  if (Math.abs(x - Math.floor(x) - 0.5) > 1e-3 * Math.max(1, rel)) return Math.floor(x + 0.5);
  // eslint-disable-next-line no-restricted-syntax -- numeric rounding, not display
  const decimal = Number(rel.toPrecision(6));
  return Math.floor(decimal * 10 + 0.5 + 1e-9);
}
