import { describe, expect, it } from 'vitest';
import { containsPattern, pageMeta, pageOffset } from './pagination';

describe('pagination', () => {
  it.each([
    [1, 20, 0, 1],
    [1, 20, 20, 1],
    [1, 20, 21, 2],
    [3, 10, 95, 10],
  ])('page %d of %d with %d rows has last_page %d', (page, per, total, last) => {
    expect(pageMeta(page, per, total)).toEqual({ current_page: page, per_page: per, total, last_page: last });
  });
  it.each([
    [1, 20, 0],
    [2, 20, 20],
    [5, 10, 40],
  ])('page %d of %d starts at %d', (page, per, offset) => expect(pageOffset(page, per)).toBe(offset));
  it.each([
    ['ayşe', '%ayşe%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['c\\d', '%c\\\\d%'],
  ])('%s → %s', (text, pattern) => expect(containsPattern(text)).toBe(pattern));
});
