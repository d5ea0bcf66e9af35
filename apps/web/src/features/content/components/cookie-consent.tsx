import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCookieConsent } from '@/lib/cookie-consent';
import { isAdminPagePath } from '@/lib/paths';

// The banner and dialog are their own chunk: a returning visitor who already decided never downloads them.
const CookieConsentUi = lazy(() =>
  import('./cookie-consent-ui').then((module) => ({ default: module.CookieConsentUi })),
);

/**
 * The cookie consent of SPEC §2.1, mounted once by the root layout: the bottom banner on every page until the
 * visitor decides (never on /admin), and the preferences dialog whenever `openCookiePreferences()` is called.
 */
export function CookieConsent() {
  const { consent, preferencesOpen, isKnown } = useCookieConsent();
  const { pathname } = useLocation();
  if (!isKnown || isAdminPagePath(pathname)) return null;
  if (consent !== null && !preferencesOpen) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentUi consent={consent} preferencesOpen={preferencesOpen} />
    </Suspense>
  );
}
