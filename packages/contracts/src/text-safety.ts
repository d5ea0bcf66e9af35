/**
 * Control characters in text input, in one place for every route: C0 controls other than tab, line feed and
 * carriage return, and DEL. Nobody types them, a form never sends them, and PostgreSQL text cannot hold NUL (U+0000),
 * so a request carrying one is refused with 422 before any handler runs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Bu alan izin verilmeyen bir kontrol karakteri içeriyor.';

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Where a value holds a control character: dotted field paths ('filters.city', 'service_ids.2'); '_' for the root. */
export function controlCharacterPaths(value: unknown, limit = 20): string[] {
  const found: string[] = [];
  const visit = (current: unknown, path: string, depth: number) => {
    if (found.length >= limit || depth > 32) return;
    if (typeof current === 'string') {
      if (hasControlCharacter(current)) found.push(path === '' ? '_' : path);
      return;
    }
    if (current === null || typeof current !== 'object') return;
    const entries = Array.isArray(current)
      ? current.map((v, i) => [String(i), v] as const)
      : Object.entries(current);
    for (const [key, child] of entries) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (hasControlCharacter(key)) {
        found.push(path === '' ? '_' : path);
        continue;
      }
      visit(child, childPath, depth + 1);
    }
  };
  visit(value, '', 0);
  return [...new Set(found)];
}
