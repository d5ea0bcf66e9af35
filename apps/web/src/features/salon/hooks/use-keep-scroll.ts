import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Tabs that are URLs: the root layout scrolls to the top on every navigation, which would throw the visitor off
 * the tab they just chose. `remember()` before navigating keeps the scroll position; it is put back in a
 * microtask after the effects of the navigation's commit (the root layout's runs after ours).
 */
export function useKeepScrollOnNavigation(): () => void {
  const { key } = useLocation();
  const saved = useRef<number | null>(null);

  useEffect(() => {
    const y = saved.current;
    if (y === null) return;
    saved.current = null;
    queueMicrotask(() => window.scrollTo(0, y));
  }, [key]);

  return useCallback(() => {
    saved.current = window.scrollY;
  }, []);
}
