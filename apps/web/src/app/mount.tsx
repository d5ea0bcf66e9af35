import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { matchRoutes, type createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import type { SsrState } from './ssr/ssr-state';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function appTree(router: AppRouter): ReactNode {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

function containerOf(elementId: string): HTMLElement {
  const container = document.getElementById(elementId);
  if (container === null) throw new Error(`#${elementId} is missing from the page`);
  return container;
}

/** The server marks a rendered page's root as not usable yet (ADR 0024); it is once React runs it. */
function markInteractive(container: HTMLElement): void {
  container.removeAttribute('aria-disabled');
}

/** Renders a page's router with the app providers into its root element (index.html and admin.html). */
export function mountApp(elementId: string, router: AppRouter): void {
  const container = containerOf(elementId);
  markInteractive(container);
  createRoot(container).render(appTree(router));
}

/** Renders its children unchanged; after the hydration commit, the page's controls work. */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => markInteractive(container), [container]);
  return children;
}

/**
 * Loads the lazy route modules the current URL matches, as the server did, so the router starts initialised with
 * the server's loader data and renders the same markup (React Router would show its fallback while loading them).
 */
export async function resolveLazyMatches(routes: RouteObject[], url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Hydrates a server-rendered page (ADR 0024): the server's query cache first, so every screen finds its data and
 * fetches nothing again, then the router built with the server's loader data by `createRouter`.
 */
export function hydrateApp(elementId: string, state: SsrState, createRouter: () => AppRouter): void {
  hydrateQueries(queryClient, state.queries);
  const container = containerOf(elementId);
  hydrateRoot(container, <Hydrated container={container}>{appTree(createRouter())}</Hydrated>);
}
