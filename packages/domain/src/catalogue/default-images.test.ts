import { describe, expect, it } from 'vitest';
import {
  avatarOf,
  coverImageOf,
  defaultAvatar,
  defaultCoverImage,
  isValidImagePath,
  stableHash,
} from './default-images';

describe('isValidImagePath (SPEC §5)', () => {
  it.each([
    ['/uploads/a.jpg', true],
    ['/uploads/a.JPEG', true],
    ['https://cdn/x.png?w=2', true],
    ['/a.gif', true],
    ['/a.webp', true],
    ['/a.svg', true],
    ['/a.bmp', false],
    ['/a', false],
    ['', false],
    [null, false],
  ])('%s → %s', (path, ok) => expect(isValidImagePath(path)).toBe(ok));
});

describe('default pictures', () => {
  it('are stable and spread over the sets', () => {
    expect(defaultCoverImage(42)).toBe(defaultCoverImage(42));
    const covers = new Set(Array.from({ length: 200 }, (_, i) => defaultCoverImage(i)));
    expect(covers.size).toBe(6);
    const avatars = new Set(Array.from({ length: 200 }, (_, i) => defaultAvatar(i)));
    expect(avatars.size).toBe(5);
    expect(stableHash('a')).not.toBe(stableHash('b'));
  });

  it('keep a stored valid picture and replace an invalid one', () => {
    expect(coverImageOf(1, '/uploads/kapak.webp')).toBe('/uploads/kapak.webp');
    expect(coverImageOf(1, '/uploads/kapak.tiff')).toMatch(/^\/images\/covers\/cover-[1-6]\.svg$/);
    expect(avatarOf('u1', null)).toMatch(/^\/images\/avatars\/avatar-[1-5]\.svg$/);
  });
});
