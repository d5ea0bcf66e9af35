import { describe, expect, it } from 'vitest';
import {
  discountError,
  durationError,
  durationLabel,
  durationOptions,
  isFullOrder,
  moveId,
  SERVICE_MESSAGES,
  validateService,
} from './services';

describe('durationError', () => {
  it.each([
    [15, null],
    [30, null],
    [45, null],
    [480, null],
    [0, SERVICE_MESSAGES.durationRange],
    [-15, SERVICE_MESSAGES.durationRange],
    [10, SERVICE_MESSAGES.durationRange],
    [495, SERVICE_MESSAGES.durationRange],
    [20, SERVICE_MESSAGES.durationStep],
    [50, SERVICE_MESSAGES.durationStep],
    [15.5, SERVICE_MESSAGES.durationRange],
  ])('%d minutes → %s', (minutes, message) => {
    expect(durationError(minutes)).toBe(message);
  });
});

describe('discountError', () => {
  it.each([
    [45000, null, null],
    [45000, 40000, null],
    [45000, 0, null],
    [45000, 44999, null],
    [45000, 45000, SERVICE_MESSAGES.discountNotLower],
    [45000, 50000, SERVICE_MESSAGES.discountNotLower],
    [0, 0, SERVICE_MESSAGES.discountNotLower],
  ])('price %d, discounted %s → %s', (price, discounted, message) => {
    expect(discountError(price, discounted)).toBe(message);
  });
});

describe('validateService', () => {
  it.each([
    [{ duration_minutes: 45, price_kurus: 45000, discounted_price_kurus: null }, {}],
    [
      { duration_minutes: 50, price_kurus: 45000, discounted_price_kurus: 45000 },
      {
        duration_minutes: [SERVICE_MESSAGES.durationStep],
        discounted_price_kurus: [SERVICE_MESSAGES.discountNotLower],
      },
    ],
    [
      { duration_minutes: 600, price_kurus: 100, discounted_price_kurus: 50 },
      { duration_minutes: [SERVICE_MESSAGES.durationRange] },
    ],
  ])('%j → %j', (input, errors) => {
    expect(validateService(input)).toEqual(errors);
  });
});

describe('durations', () => {
  it('offers every 15 minutes from 15 to 480', () => {
    const options = durationOptions();
    expect(options[0]).toBe(15);
    expect(options.at(-1)).toBe(480);
    expect(options).toHaveLength(32);
    expect(options.every((m) => durationError(m) === null)).toBe(true);
  });

  it.each([
    [15, '15 dk'],
    [60, '1 saat'],
    [90, '1 saat 30 dk'],
    [480, '8 saat'],
  ])('%d → %s', (minutes, label) => {
    expect(durationLabel(minutes)).toBe(label);
  });
});

describe('moveId', () => {
  it.each([
    [[1, 2, 3], 2, -1, [2, 1, 3]],
    [[1, 2, 3], 2, 1, [1, 3, 2]],
    [[1, 2, 3], 1, -1, [1, 2, 3]],
    [[1, 2, 3], 3, 1, [1, 2, 3]],
    [[1, 2, 3], 9, 1, [1, 2, 3]],
    [[], 1, 1, []],
  ] as const)('%j moving %d by %d → %j', (ids, id, direction, expected) => {
    expect(moveId(ids, id, direction)).toEqual(expected);
  });
});

describe('isFullOrder', () => {
  it.each([
    [[1, 2, 3], [3, 1, 2], true],
    [[1, 2, 3], [1, 2], false],
    [[1, 2, 3], [1, 2, 2], false],
    [[1, 2, 3], [1, 2, 4], false],
    [[1, 2], [1, 2, 3], false],
    [[], [], true],
  ])('%j reordered as %j → %s', (current, order, ok) => {
    expect(isFullOrder(current, order)).toBe(ok);
  });
});
