import { describe, expect, it } from 'vitest';
import { allocateLargestRemainder, servicesEarned } from './allocation';

describe('allocateLargestRemainder', () => {
  it.each<[string, number, number[], number[]]>([
    ['even split', 100, [1, 1], [50, 50]],
    ['one kuruş left: the larger remainder takes it', 100, [1, 2], [33, 67]],
    ['a tie in remainders: the earlier part first', 100, [1, 1, 1], [34, 33, 33]],
    ['two left over: the two largest remainders', 5_000, [30_000, 30_000, 10_000], [2_143, 2_143, 714]],
    ['a zero weight gets nothing', 1_000, [0, 45_000, 15_000], [0, 750, 250]],
    ['the whole of the weights', 60_000, [45_000, 15_000], [45_000, 15_000]],
    ['nothing to allocate', 0, [45_000, 15_000], [0, 0]],
    ['nothing to allocate over nothing', 0, [], []],
    ['one part takes it all', 999, [12_345], [999]],
    [
      'large amounts stay exact',
      900_719_925_474,
      [3, 3, 3],
      [300_239_975_158, 300_239_975_158, 300_239_975_158],
    ],
  ])('%s', (_, amount, weights, expected) => {
    const shares = allocateLargestRemainder(amount, weights);
    expect(shares).toEqual(expected);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
  });

  it.each<[string, number, number[]]>([
    ['a negative amount', -1, [1]],
    ['a fractional amount', 1.5, [1]],
    ['a negative weight', 10, [5, -1]],
    ['weights all zero', 10, [0, 0]],
  ])('refuses %s', (_, amount, weights) => {
    expect(() => allocateLargestRemainder(amount, weights)).toThrow(RangeError);
  });

  it('never gives a part more than its weight and always sums to the amount', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const weights = [(seed * 37) % 9_001, (seed * 101) % 4_999, ((seed * 13) % 777) + 1];
      const sum = weights.reduce((s, w) => s + w, 0);
      const amount = (seed * 7_919) % (sum + 1);
      const shares = allocateLargestRemainder(amount, weights);
      expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i]!));
    }
  });
});

describe('servicesEarned', () => {
  it.each<[string, number, { priceKurus: number; eligible: boolean }[], number[]]>([
    [
      'a salon coupon over two services: by their prices',
      10_000,
      [
        { priceKurus: 45_000, eligible: true },
        { priceKurus: 15_000, eligible: true },
      ],
      [37_500, 12_500],
    ],
    [
      'a category coupon: only the category’s service bears it',
      5_000,
      [
        { priceKurus: 45_000, eligible: false },
        { priceKurus: 15_000, eligible: true },
      ],
      [45_000, 10_000],
    ],
    [
      'no eligible service left: spread over all',
      6_000,
      [
        { priceKurus: 40_000, eligible: false },
        { priceKurus: 20_000, eligible: false },
      ],
      [36_000, 18_000],
    ],
    [
      'kuruş that do not divide: largest remainder, the sum still right',
      100,
      [
        { priceKurus: 1_000, eligible: true },
        { priceKurus: 1_000, eligible: true },
        { priceKurus: 1_000, eligible: true },
      ],
      [966, 967, 967],
    ],
    [
      'no reduction (a platform coupon, or none): list prices',
      0,
      [{ priceKurus: 50_000, eligible: true }],
      [50_000],
    ],
    ['a reduction above the base is capped at it', 70_000, [{ priceKurus: 50_000, eligible: true }], [0]],
    ['free services only', 500, [{ priceKurus: 0, eligible: true }], [0]],
  ])('%s', (_, reduction, lines, expected) => {
    expect(servicesEarned(reduction, lines)).toEqual(expected);
  });
});
