import { LOCALE, SEARCH_HISTORY_LIMIT } from '@salonya/domain/constants';
import { readStorage, writeStorage } from '@/lib/storage';

/** SPEC §9: the last 10 searches, newest first, in localStorage. */
export const SEARCH_HISTORY_KEY = 'search_history';

export interface SearchHistoryEntry {
  query: string;
  /** ISO time of the search. */
  searched_at: string;
}

const sameQuery = (a: string, b: string) => a.toLocaleLowerCase(LOCALE) === b.toLocaleLowerCase(LOCALE);

/** The stored list; anything unreadable is dropped, never thrown. */
export function parseSearchHistory(raw: string | null): SearchHistoryEntry[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: SearchHistoryEntry[] = [];
  for (const item of value as unknown[]) {
    const query =
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null
          ? (item as Record<string, unknown>).query
          : undefined;
    if (typeof query !== 'string' || query.trim() === '') continue;
    const at =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>).searched_at : null;
    if (out.some((e) => sameQuery(e.query, query.trim()))) continue;
    out.push({ query: query.trim(), searched_at: typeof at === 'string' ? at : '' });
  }
  return out.slice(0, SEARCH_HISTORY_LIMIT);
}

/** The list with `query` put first (an earlier equal search, in any letter case, is moved), capped at 10. */
export function addSearchToHistory(
  list: readonly SearchHistoryEntry[],
  query: string,
  now: Date = new Date(),
): SearchHistoryEntry[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...list];
  return [
    { query: trimmed, searched_at: now.toISOString() },
    ...list.filter((e) => !sameQuery(e.query, trimmed)),
  ].slice(0, SEARCH_HISTORY_LIMIT);
}

// ── The store (shared by every search box of the tab, followed across tabs) ─────────────────────────────

const CHANGE_EVENT = 'salonya:search-history';

export function readSearchHistoryRaw(): string | null {
  return readStorage(localStorage, SEARCH_HISTORY_KEY);
}

export function rememberSearch(query: string): void {
  const next = addSearchToHistory(parseSearchHistory(readSearchHistoryRaw()), query);
  writeStorage(localStorage, SEARCH_HISTORY_KEY, JSON.stringify(next));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearSearchHistory(): void {
  writeStorage(localStorage, SEARCH_HISTORY_KEY, null);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeSearchHistory(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SEARCH_HISTORY_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
