import { describe, expect, it } from 'vitest';
import {
  availabilityQuerySchema,
  bulkDeleteBodySchema,
  createBlockingBodySchema,
  itemIdOf,
  parseItemId,
  updateBlockingBodySchema,
} from './availability';

describe('item ids', () => {
  it.each([
    ['blocking-12', { kind: 'blocking', id: 12 }],
    ['break-5', { kind: 'break', id: 5 }],
    ['break-0', null],
    ['blocking-99999999999', null],
    ['blocking-', null],
    ['appointment-1', null],
    ['12', null],
  ])('%s', (input, expected) => {
    expect(parseItemId(input)).toEqual(expected);
  });
  it('round-trips', () => {
    expect(parseItemId(itemIdOf('break', 42))).toEqual({ kind: 'break', id: 42 });
  });
});

describe('bulk delete body (SPEC §5, §8)', () => {
  it.each<[unknown, boolean, string | null]>([
    [{ item_ids: ['blocking-1', 'break-2'] }, true, null],
    [{ item_ids: [] }, false, 'Silmek için öğe seçiniz'],
    [{}, false, 'Silmek için öğe seçiniz'],
    [{ item_ids: ['x'] }, false, 'Geçersiz veri gönderildi'],
    [{ item_ids: [1] }, false, 'Geçersiz veri gönderildi'],
  ])('%j', (body, ok, message) => {
    const parsed = bulkDeleteBodySchema.safeParse(body);
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('blocking bodies', () => {
  it('defaults: weekly pattern, not full day, not recurring; unknown type → unavailable', () => {
    const parsed = createBlockingBodySchema.parse({ date: '2026-12-01', reason: 'x', type: 'holiday' });
    expect(parsed).toMatchObject({
      type: 'unavailable',
      recurring_pattern: 'weekly',
      is_full_day: false,
      recurring: false,
    });
    expect(updateBlockingBodySchema.parse({ type: 'sick' }).type).toBe('sick');
  });
});

describe('overview query', () => {
  it.each<[Record<string, string>, boolean, boolean]>([
    [{ with_seo: 'true' }, true, true],
    [{ with_seo: '1' }, true, true],
    [{ with_seo: '0' }, true, false],
    [{}, true, false],
    [{ date_range: 'next_month' }, true, false],
    [{ date_range: 'yesterday' }, false, false],
    [{ start_date: '2026-02-30' }, false, false],
  ])('%j', (query, ok, withSeo) => {
    const parsed = availabilityQuerySchema.safeParse(query);
    expect(parsed.success).toBe(ok);
    if (parsed.success) expect(parsed.data.with_seo).toBe(withSeo);
  });
});
