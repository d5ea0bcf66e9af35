import { describe, expect, it } from 'vitest';
import { relevanceBucket } from './pg-trigram';

/** The rounding as PostgreSQL does it, always through the 6-digit decimal. */
const viaDecimal = (rel: number) => Math.floor(Number(rel.toPrecision(6)) * 10 + 0.5 + 1e-9);

describe('relevanceBucket: round(real::numeric, 1) × 10', () => {
  it.each([
    [0, 0],
    [0.04, 0],
    [0.05, 1],
    [Math.fround(0.25), 3],
    [Math.fround(0.35), 4],
    [Math.fround(0.45), 5],
    [Math.fround(1.15), 12],
    [Math.fround(1.85), 19],
    [Math.fround(2.0499999), 21],
    [Math.fround(0.7 + 0.6 + 0.5), 18],
    [Math.fround(12.25), 123],
  ])('%s → %s', (rel, bucket) => {
    expect(relevanceBucket(rel)).toBe(bucket);
    expect(viaDecimal(rel)).toBe(bucket);
  });

  it('the quick path agrees with the decimal one over reals near and far from halves', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 20_000; i++) {
      const far = Math.fround(next() * 30);
      const half = Math.fround((Math.floor(next() * 300) + 0.5) / 10 + (next() - 0.5) * 1e-5);
      expect(relevanceBucket(far), String(far)).toBe(viaDecimal(far));
      expect(relevanceBucket(half), String(half)).toBe(viaDecimal(half));
    }
  });
});
