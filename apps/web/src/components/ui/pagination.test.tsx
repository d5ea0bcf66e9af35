import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pagination';

describe('pageNumbers', () => {
  it('gives the pages within 2 of the current one, inside 1..last', () => {
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageNumbers(10, 10)).toEqual([8, 9, 10]);
    expect(pageNumbers(2, 2)).toEqual([1, 2]);
  });
});
