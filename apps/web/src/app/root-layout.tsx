import { lazy, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router';
import { HASH_SCROLL_DELAY_MS, pageTitle } from '@salonya/domain/constants';
import { routeById } from '@salonya/domain/routing/route-table';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { CookieConsent } from '@/features/content/components/cookie-consent';
import { useSession } from '@/lib/session';
import { showPendingFlash } from '@/lib/flash';
import { PublicShell } from './layouts/public-layout';
import { NOT_FOUND_TITLE, NotFoundPage } from './not-found';
import type { RootLoaderData } from './root-loader';

// Loaded only while an admin impersonates: public pages must not carry admin code (dist/bundle-report.json).
const ImpersonationBanner = lazy(() =>
  import('@/features/impersonation/components/impersonation-banner').then((m) => ({
    default: m.ImpersonationBanner,
  })),
);

function ImpersonationBannerSlot() {
  const { user } = useSession();
  if (user === null || !user.impersonating) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner />
    </Suspense>
  );
}

function setRobots(noindex: boolean): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!noindex) {
    meta?.remove();
    return;
  }
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.append(meta);
  }
  meta.content = 'noindex, nofollow';
}

function scrollToHash(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  const target = id === '' ? null : document.getElementById(id);
  if (target !== null) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * SPEC §2.11 scroll restoration: manual (main.tsx turns the browser's off), to the top on every navigation; a
 * hash scrolls to its element after 100 ms.
 */
function useScrollOnNavigation(): void {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (hash === '') {
      window.scrollTo(0, 0);
      return;
    }
    const timer = window.setTimeout(() => scrollToHash(hash), HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, hash]);
}

/** The root route: applies the loader's decision, titles, robots meta, scroll and the flash toast. */
export function RootLayout() {
  const loaderData = useLoaderData() as RootLoaderData;
  const { key } = useLocation();
  const row = loaderData.kind === 'render' ? routeById(loaderData.rowId) : null;
  const title = pageTitle(row === null ? NOT_FOUND_TITLE : row.title);
  const noindex = row === null || row.noindex === true;

  useScrollOnNavigation();

  useEffect(() => {
    // A redirect (login required, wrong role, …) leaves its message for the screen it lands on.
    showPendingFlash();
  }, [key]);

  useEffect(() => {
    document.title = title;
    setRobots(noindex);
  }, [title, noindex]);

  // SPEC §4: an admin viewing the product as a user sees it on every page (public ones too, issue #21 item 8),
  // with the way back to the admin account; the root layout holds it so no layout can drop it.
  if (loaderData.kind === 'not_found') {
    return (
      <>
        <ImpersonationBannerSlot />
        <PublicShell>
          <NotFoundPage />
        </PublicShell>
      </>
    );
  }
  return (
    <>
      <ImpersonationBannerSlot />
      <Outlet />
      <CookieConsent />
    </>
  );
}

/** Shown while the first screen loads. */
export function RootHydrateFallback() {
  return <LoadingState className="min-h-dvh" />;
}

function errorDetail(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message !== '') return error.message;
  return undefined;
}

/** Errors of a screen (including a chunk that failed to download), with 'Tekrar Dene' re-running the navigation. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-lg py-10">
      <ErrorState
        title="Sayfa yüklenirken bir hata oluştu"
        message={errorDetail(error)}
        onRetry={() =>
          void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
        }
      />
    </div>
  );
}

/** Errors above every layout: the same card inside the public frame. */
export function RootErrorBoundary() {
  return (
    <PublicShell>
      <RouteErrorBoundary />
    </PublicShell>
  );
}
