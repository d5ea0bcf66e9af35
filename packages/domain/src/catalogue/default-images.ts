/**
 * Default pictures (SPEC §9): when a salon or person has none, one is picked by a stable hash of its id, so the
 * same salon always shows the same picture. The files ship with the web app under /images.
 */
export const COVER_IMAGE_COUNT = 6;
export const AVATAR_IMAGE_COUNT = 5;

/** SPEC §5: an image path is valid only if it contains one of these extensions. */
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg'];
export function isValidImagePath(path: string | null | undefined): path is string {
  if (!path) return false;
  const lower = path.toLowerCase();
  return IMAGE_EXTENSIONS.some((ext) => lower.includes(ext));
}

/** FNV-1a: small, stable across runtimes. */
export function stableHash(key: string | number): number {
  let h = 0x811c9dc5;
  for (const ch of String(key)) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function defaultCoverImage(salonId: number): string {
  return `/images/covers/cover-${(stableHash(`cover:${salonId}`) % COVER_IMAGE_COUNT) + 1}.svg`;
}

export function defaultAvatar(personKey: string | number): string {
  return `/images/avatars/avatar-${(stableHash(`avatar:${personKey}`) % AVATAR_IMAGE_COUNT) + 1}.svg`;
}

/** The stored picture when it is a valid image path, otherwise the hashed default. */
export function coverImageOf(salonId: number, stored: string | null | undefined): string {
  return isValidImagePath(stored) ? stored : defaultCoverImage(salonId);
}

export function avatarOf(personKey: string | number, stored: string | null | undefined): string {
  return isValidImagePath(stored) ? stored : defaultAvatar(personKey);
}
