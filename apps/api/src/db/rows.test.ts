import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateText, int, isoTimestamp, num, RowShapeError, rowsOf, timestamp } from './rows';

const row = z.object({ id: int, n: int, rating: num, at: isoTimestamp });

describe('rowsOf', () => {
  it.each([
    [
      'node-postgres (bigint and numeric as text, timestamptz as Date)',
      { id: 1, n: '42', rating: '4.50', at: new Date('2026-11-25T09:00:00Z') },
    ],
    ['PGlite (numbers, timestamptz as text)', { id: 1, n: 42, rating: 4.5, at: '2026-11-25 12:00:00+03' }],
    ['a bigint from the driver', { id: 1n, n: 42n, rating: 4.5, at: '2026-11-25T09:00:00.000Z' }],
  ])('reads the rows of %s the same way', (_driver, raw) => {
    const result = { rows: [raw], rowCount: 1, fields: [] };
    expect(rowsOf('test', row, result)).toEqual([
      { id: 1, n: 42, rating: 4.5, at: '2026-11-25T09:00:00.000Z' },
    ]);
  });

  it('names the query and the column when a row disagrees, without the value', () => {
    const result = { rows: [{ id: 1, n: 'many', rating: 1, at: new Date() }] };
    expect(() => rowsOf('salonStats', row, result)).toThrow(RowShapeError);
    try {
      rowsOf('salonStats', row, result);
    } catch (err) {
      expect(err).toBeInstanceOf(RowShapeError);
      const message = (err as Error).message;
      expect(message).toContain('Query "salonStats"');
      expect(message).toContain('n');
      expect(message).not.toContain('many');
    }
  });

  it('refuses a missing column and a result without rows', () => {
    expect(() => rowsOf('q', row, { rows: [{ id: 1, rating: 1, at: new Date() }] })).toThrow(/Query "q"/);
    expect(() => rowsOf('q', row, [{ id: 1 }])).toThrow(/no rows array/);
  });

  it('refuses integers beyond the safe range and non-finite numbers', () => {
    expect(int.safeParse('9007199254740993').success).toBe(false);
    expect(num.safeParse('NaN').success).toBe(false);
    expect(num.safeParse('').success).toBe(false);
    expect(timestamp.safeParse('not a time').success).toBe(false);
  });

  it('reads a date column as the same day text from either driver', () => {
    expect(dateText.parse('2026-11-25')).toBe('2026-11-25');
    expect(dateText.parse(new Date(2026, 10, 25))).toBe('2026-11-25');
  });
});
