import { useMemo, useSyncExternalStore } from 'react';
import {
  clearSearchHistory,
  parseSearchHistory,
  readSearchHistoryRaw,
  rememberSearch,
  subscribeSearchHistory,
} from '../utils/search-history';

/** The last searches from localStorage (empty on the server and before hydration), with add and clear. */
export function useSearchHistory() {
  const raw = useSyncExternalStore(subscribeSearchHistory, readSearchHistoryRaw, () => null);
  const entries = useMemo(() => parseSearchHistory(raw), [raw]);
  return { entries, remember: rememberSearch, clear: clearSearchHistory };
}
