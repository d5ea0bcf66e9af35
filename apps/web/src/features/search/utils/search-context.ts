import { SEARCH_MOBILE_BREAKPOINT_PX, type SearchContext } from '@salonya/domain/constants';

/** SPEC §2.10: a phone or tablet browser counts as mobile whatever its width. */
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/** The media query of the search's mobile rule: width under 1024 px. */
export const SEARCH_MOBILE_MEDIA_QUERY = `(max-width: ${SEARCH_MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * SPEC §2.10: the search context from route and device. Mobile (width under 1024 px or a mobile user agent) wins;
 * otherwise the home page box is 'homepage', the /arama box 'results' and every other box (the header's) 'header'.
 */
export function searchContextFor(pathname: string, isMobile: boolean): SearchContext {
  if (isMobile) return 'mobile';
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'homepage';
  if (path === '/arama') return 'results';
  return 'header';
}
