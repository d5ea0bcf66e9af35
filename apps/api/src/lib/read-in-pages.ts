/**
 * Reads a large result a page at a time, each page after the last row's key (keyset paging): node-postgres parses
 * a whole socket read (up to megabytes) in one go, so a single 100,000-row answer blocks the event loop for 30 ms
 * or more, while pages of `size` rows keep each block to a few.
 */
export async function readInPages<T, K>(
  start: K,
  size: number,
  read: (after: K, size: number) => Promise<T[]>,
  keyOf: (row: T) => K,
): Promise<T[]> {
  const out: T[] = [];
  for (let after = start; ;) {
    const page = await read(after, size);
    for (const row of page) out.push(row);
    if (page.length < size) return out;
    after = keyOf(page[page.length - 1]!);
  }
}
