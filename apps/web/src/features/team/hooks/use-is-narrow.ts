import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@salonya/domain/constants';

/** SPEC §9: below 768 px the matrix becomes one card per staff member. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
