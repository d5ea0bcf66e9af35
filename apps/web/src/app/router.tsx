import {
  createBrowserRouter,
  createMemoryRouter,
  type HydrationState,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router';
import {
  ROUTE_TABLE,
  SEO_ROUTER_PATTERN,
  screenOf,
  type Area,
  type RouteRow,
} from '@salonya/domain/routing/route-table';
import { splitUrl } from '@salonya/domain/routing/match';
import { setUnauthorizedNavigator } from '@/lib/api-client';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found';
import { RootErrorBoundary, RootHydrateFallback, RootLayout, RouteErrorBoundary } from './root-layout';
import { rootLoader, setHashSource, skipFirstNavigation } from './root-loader';
import { loadScreenModule } from './route-modules';
import { ROOT_ROUTE_ID } from './use-current-route';

type LayoutArea = Exclude<Area, 'admin'>;

/** The layout route of each area; the public one is part of the main chunk (it also frames the 404 page). */
const LAYOUTS: Readonly<Record<LayoutArea, Pick<RouteObject, 'Component' | 'lazy'>>> = {
  public: { Component: PublicLayout },
  minimal: { lazy: () => import('./layouts/minimal-layout') },
  customer: { lazy: () => import('./layouts/area-layout') },
  salon: { lazy: () => import('./layouts/area-layout') },
  staff: { lazy: () => import('./layouts/area-layout') },
  booking: { lazy: () => import('./layouts/booking-layout') },
};

/** SEO rows share one router path (one segment, parsed by the domain); every other row is its own route. */
export function routerPathOf(row: RouteRow): string {
  return row.seo === undefined ? row.pattern : SEO_ROUTER_PATTERN;
}

export function routerIdOf(row: RouteRow): string {
  return row.seo === undefined ? row.id : screenOf(row);
}

function screenRoute(row: RouteRow): RouteObject {
  const lazy: LazyRouteFunction<RouteObject> = () => loadScreenModule(screenOf(row));
  return { id: routerIdOf(row), path: routerPathOf(row), lazy, ErrorBoundary: RouteErrorBoundary };
}

/**
 * The route objects, built from the domain ROUTE_TABLE (never a hand-written copy): one route per row under its
 * area's layout, each loading its screen module lazily, below a root route whose loader applies the domain's
 * resolveNavigation on every navigation. A catch-all keeps the root loader running for unknown paths (legacy
 * aliases, 404).
 */
export function buildRoutes(): RouteObject[] {
  const byArea = new Map<Area, RouteObject[]>();
  const seen = new Set<string>();
  for (const row of ROUTE_TABLE) {
    const id = routerIdOf(row);
    if (seen.has(id)) continue;
    seen.add(id);
    const routes = byArea.get(row.area) ?? [];
    routes.push(screenRoute(row));
    byArea.set(row.area, routes);
  }

  const children: RouteObject[] = [];
  for (const [area, routes] of byArea) {
    if (area === 'admin') {
      children.push(...routes);
      continue;
    }
    children.push({ id: `layout.${area}`, ...LAYOUTS[area], children: routes });
  }
  children.push({ id: 'not-found', path: '*', Component: NotFoundPage });

  return [
    {
      id: ROOT_ROUTE_ID,
      loader: rootLoader,
      // SPEC §4: the stored session is checked on every navigation, not only when params change.
      shouldRevalidate: () => true,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: RootHydrateFallback,
      children,
    },
  ];
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The loader's Request has no fragment: read the hash of the location being navigated to from the router. */
function wireRouter(router: AppRouter): AppRouter {
  setHashSource((url) => {
    const pending = router.state.navigation.location;
    if (pending !== undefined && pending.pathname === url.pathname) return pending.hash;
    const { location } = router.state;
    return location.pathname === url.pathname && location.search === url.search ? location.hash : '';
  });
  // A 401 on a protected page goes to /giris through the router, not a full reload.
  setUnauthorizedNavigator((to) => void router.navigate(to));
  return router;
}

/**
 * The browser's router. A server-rendered page passes the routes (their matched lazy modules already loaded) and
 * the server's loader data, so the first render is the server's markup (ADR 0024).
 */
export function createAppRouter(hydrated?: {
  routes: RouteObject[];
  hydrationData: HydrationState;
}): AppRouter {
  if (hydrated === undefined) return wireRouter(createBrowserRouter(buildRoutes()));
  // The server ran the root loader for this first location.
  skipFirstNavigation();
  return wireRouter(createBrowserRouter(hydrated.routes, { hydrationData: hydrated.hydrationData }));
}

/** For tests: the same routes in memory, starting at `url` (path, query and hash). */
export function createTestRouter(url: string): AppRouter {
  const { hash } = splitUrl(url);
  // The first navigation runs before wireRouter can register; give it the starting hash.
  setHashSource(() => hash);
  return wireRouter(createMemoryRouter(buildRoutes(), { initialEntries: [url] }));
}
