/**
 * pg_trgm's trigram similarity, for the small in-memory lists (places, vocabulary) matched without a query.
 * Each word is padded with two spaces in front and one behind, as pg_trgm does.
 */
export function trigrams(folded: string): Set<string> {
  const set = new Set<string>();
  for (const word of folded.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

/** Shared trigrams over all distinct trigrams of both (pg_trgm similarity()). */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}
