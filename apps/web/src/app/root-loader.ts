import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { resolveNavigation, type SessionSnapshot } from '@salonya/domain/routing/navigation';
import { storeFlash } from '@/lib/flash';
import { isAdminPagePath } from '@/lib/paths';
import { getStoredUser, getToken, rememberIntendedUrl } from '@/lib/session';

/** What the root route knows about the current URL: the domain's matched row, or that nothing matched. */
export type RootLoaderData =
  { kind: 'render'; rowId: string; params: Record<string, string> } | { kind: 'not_found' };

/** The hash of the location being navigated to (a loader's Request carries no fragment). */
type HashSource = (url: URL) => string;

let hashSource: HashSource = (url) =>
  window.location.pathname === url.pathname && window.location.search === url.search
    ? window.location.hash
    : '';

/** The router registers where the pending location's hash can be read. */
export function setHashSource(source: HashSource): void {
  hashSource = source;
}

/** The session as the domain sees it: a token and a stored user, or nobody. */
export function currentSessionSnapshot(): SessionSnapshot | null {
  const token = getToken();
  const user = getStoredUser();
  return token !== null && user !== null ? { userType: user.user_type } : null;
}

let firstNavigation = true;

/**
 * Runs on every navigation (SPEC §4: the stored session is checked first) and applies the domain's
 * resolveNavigation: redirects (remembering the intended URL and keeping the flash message for the next screen),
 * 404s, or the row to render.
 */
export function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const hash = hashSource(url);
  const isFirstNavigation = firstNavigation;
  firstNavigation = false;
  const decision = resolveNavigation(
    { pathname: url.pathname, search: url.search, hash },
    currentSessionSnapshot(),
  );

  switch (decision.kind) {
    case 'redirect': {
      if (decision.rememberUrl !== undefined) rememberIntendedUrl(decision.rememberUrl);
      if (decision.flash !== undefined) storeFlash(decision.flash);
      throw isAdminPagePath(decision.to) ? redirectDocument(decision.to) : redirect(decision.to);
    }
    case 'not_found':
      return data({ kind: 'not_found' } satisfies RootLoaderData, { status: 404 });
    case 'render': {
      const { row, params } = decision.match;
      if (row.area === 'admin') {
        // The admin page is admin.html. Loaded here as the first document means the server answered /admin with
        // index.html, so ask for the file itself instead of reloading /admin forever.
        throw redirectDocument(isFirstNavigation ? `/admin.html${hash}` : `${row.pattern}${hash}`);
      }
      return { kind: 'render', rowId: row.id, params };
    }
  }
}

/** A hydrated page's first location was resolved by the server: the next navigation is not the first. */
export function skipFirstNavigation(): void {
  firstNavigation = false;
}

/** Tests only. */
export function resetRootLoaderState(): void {
  firstNavigation = true;
}
