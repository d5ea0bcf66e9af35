import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { closeCookiePreferences, NO_OPTIONAL_COOKIES, useCookieConsent } from '@/lib/cookie-consent';
import { isAdminPagePath } from '@/lib/paths';
import { CookieBanner } from './cookie-banner.lazy';

// The dialog is its own chunk, loaded when a visitor opens it.
const CookiePreferencesDialog = lazy(() =>
  import('./cookie-preferences-dialog').then((module) => ({ default: module.CookiePreferencesDialog })),
);

/**
 * The cookie consent of SPEC §2.1, mounted once by the root layout: the bottom banner on every page until the
 * visitor decides (never on /admin), and the preferences dialog whenever `openCookiePreferences()` is called.
 * The decision is a cookie, so the server renders the banner for an undecided visitor and it paints with the
 * page (issue 17) instead of after hydration.
 */
export function CookieConsent() {
  const { consent, preferencesOpen } = useCookieConsent();
  const { pathname } = useLocation();
  if (isAdminPagePath(pathname)) return null;
  return (
    <>
      {consent === null && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            initial={consent ?? NO_OPTIONAL_COOKIES}
            onClose={closeCookiePreferences}
          />
        </Suspense>
      )}
    </>
  );
}
