import { describe, expect, it } from 'vitest';
import { readInPages } from './read-in-pages';

describe('readInPages', () => {
  it.each([
    [0, 3, [0]],
    [2, 3, [0]],
    [3, 3, [0, 3]],
    [7, 3, [0, 3, 6]],
    [9, 3, [0, 3, 6, 9]],
  ])('%s rows in pages of %s: reads after %j, all rows in order', async (total, size, afters) => {
    const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1 }));
    const asked: number[] = [];
    const out = await readInPages(
      0,
      size,
      async (after, n) => {
        asked.push(after);
        return rows.filter((r) => r.id > after).slice(0, n);
      },
      (r) => r.id,
    );
    expect(out).toEqual(rows);
    expect(asked).toEqual(afters);
  });
});
