import { useSyncExternalStore } from 'react';
import { isMobileUserAgent, SEARCH_MOBILE_MEDIA_QUERY } from '../utils/search-context';

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(SEARCH_MOBILE_MEDIA_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    list?.removeEventListener('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

function snapshot(): boolean {
  const narrow = mediaQuery()?.matches ?? window.innerWidth < 1024;
  return narrow || isMobileUserAgent(navigator.userAgent);
}

/** SPEC §2.10: width under 1024 px or a mobile user agent. False on the server (desktop first paint). */
export function useIsMobileSearch(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
