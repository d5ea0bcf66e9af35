import { describe, expect, it } from 'vitest';
import { controlCharacterPaths, hasControlCharacter } from './text-safety';

describe('hasControlCharacter', () => {
  it.each([
    ['kuaför', false],
    ['satır\nsatır\r\n\tsekme', false],
    ['İstanbul Şişli', false],
    ['saç\u0000', true],
    ['\u0001', true],
    ['a\u000Bb', true],
    ['a\u001Fb', true],
    ['a\u007Fb', true],
    ['emoji 💇‍♀️', false],
  ])('%j → %s', (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});

describe('controlCharacterPaths', () => {
  it.each([
    [{ query: 'saç' }, []],
    [{ query: 'sa\u0000ç' }, ['query']],
    [{ filters: { city: 'x\u0000' }, list: ['a', 'b\u0007'] }, ['filters.city', 'list.1']],
    [{ ['k\u0000']: 'v' }, ['_']],
    ['\u0000', ['_']],
    [42, []],
    [null, []],
  ])('%j → %j', (value, expected) => {
    expect(controlCharacterPaths(value)).toEqual(expected);
  });
});
