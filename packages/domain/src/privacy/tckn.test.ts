import { describe, expect, it } from 'vitest';
import { isValidTckn, maskTckn, normaliseTckn } from './tckn';

describe('isValidTckn (the official checksum)', () => {
  it.each<[string, string, boolean]>([
    ['a valid number', '10000000146', true],
    ['another valid number', '12345678950', true],
    ['spaces are ignored', '123 456 789 50', true],
    ['the tenth digit wrong', '12345678960', false],
    ['the eleventh digit wrong', '12345678951', false],
    ['a leading zero', '02345678950', false],
    ['ten digits', '1234567895', false],
    ['twelve digits', '123456789501', false],
    ['letters', '1234567895a', false],
    ['empty', '', false],
    ["iyzico's placeholder 11111111111", '11111111111', false],
    ['all the same digit that passes neither check', '22222222222', false],
  ])('%s: %s → %s', (_, input, valid) => {
    expect(isValidTckn(input)).toBe(valid);
  });
});

describe('normaliseTckn and maskTckn', () => {
  it.each<[string, string]>([
    ['123 456 789 50', '12345678950'],
    [' 10000000146 ', '10000000146'],
  ])('normalises %s', (input, out) => {
    expect(normaliseTckn(input)).toBe(out);
  });
  it('masks all but the first three and the last two digits', () => {
    expect(maskTckn('12345678950')).toBe('123******50');
  });
});
