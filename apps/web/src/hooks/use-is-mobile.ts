import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@salonya/domain/constants';

/** SPEC §9: below 768 px a screen shows cards instead of a table (one hook for every feature). */
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

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
