import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { resolveNavigation } from '@salonya/domain/routing/navigation';
import { splitUrl } from '@salonya/domain/routing/match';
import { screenOf } from '@salonya/domain/routing/route-table';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { serverConsentState, ServerCookieConsent } from '@/lib/cookie-consent';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';
import { setHashSource } from './app/root-loader';
import { screenModuleSource } from './app/route-modules';
import { buildRoutes } from './app/router';
import { serializeSsrState, SSR_SCREENS, type SsrState } from './app/ssr/ssr-state';

/**
 * The server entry (ADR 0024), built by `vite build --ssr` into apps/web/dist-server and imported by the API
 * process at start. `renderPage` renders one public page with its data; every other page is left to the browser.
 */

export interface RenderedPage {
  /** The markup of `<div id="app">`. */
  html: string;
  /** `serializeSsrState` of the router and query state: safe to write inside a `<script>` element. */
  state: string;
  /** How long the render took, data included (ms). */
  renderMs: number;
  /** Of which waiting for the page's API calls (ms). */
  dataMs: number;
  /** Renders it took: each one asks for the queries the previous one revealed. */
  passes: number;
  /** The page's screen module (Vite manifest key), for a modulepreload link. */
  modules: string[];
}

/** Enough for the deepest page (salon → services, category → salons); a page still asking for more is not SSR'd. */
const MAX_PASSES = 4;

// A loader's Request has no fragment, and on the server the page's hash is unknown: always empty.
setHashSource(() => '');

const handler = createStaticHandler(buildRoutes());

/** Where the page's API calls go: the API process answers them in-process (no HTTP). */
export function configureServerRendering(options: { transport: ApiTransport }): void {
  setApiTransport(options.transport);
}

/** The screen `url` (path and query) shows when the server renders it, or null for a client-rendered page. */
function serverRenderedScreen(url: string): string | null {
  const decision = resolveNavigation(splitUrl(url), null);
  if (decision.kind !== 'render') return null;
  const screen = screenOf(decision.match.row);
  return SSR_SCREENS.has(screen) ? screen : null;
}

function isEnabled(query: Query): boolean {
  // The observer options the screen passed to useQuery are kept on the query it built.
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  if (queryFn === skipToken || queryFn === undefined) return false;
  if (typeof enabled === 'function') return enabled(query) !== false;
  return enabled !== false;
}

/** Queries a render asked for that nobody fetched yet (useQuery creates them in the cache while rendering). */
function unfetchedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  // One attempt: a failed call makes the page client-rendered rather than slow.
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** What the server knows of the visitor beyond the address. */
export interface PageRequest {
  /** The request's `Cookie` header: the cookie consent decides whether the first-visit banner is in the HTML. */
  cookie?: string;
}

/**
 * Renders `url` (path and query) as the browser would on its first paint, with the data of every query the page
 * asks for. Null when the page is not server-rendered: not a public content page, a redirect, a 404, or a call
 * that failed (the browser then renders it and shows its own loading and error states, as before).
 */
export async function renderPage(
  url: string,
  origin: string,
  request: PageRequest = {},
): Promise<RenderedPage | null> {
  const screen = serverRenderedScreen(url);
  if (screen === null) return null;
  const started = performance.now();
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  if (context.errors !== null || context.statusCode !== 200) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = serverQueryClient();
  const app = (
    <StrictMode>
      <ServerCookieConsent value={serverConsentState(request.cookie)}>
        <AppProvider queryClient={queryClient} syncServerTime={false}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </ServerCookieConsent>
    </StrictMode>
  );

  let html = renderToString(app);
  let passes = 1;
  let dataMs = 0;
  for (let missing = unfetchedQueries(queryClient); missing.length > 0;) {
    if (passes >= MAX_PASSES) return null;
    const fetchStarted = performance.now();
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    dataMs += performance.now() - fetchStarted;
    html = renderToString(app);
    passes += 1;
    missing = unfetchedQueries(queryClient);
  }
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;

  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return {
    html,
    state: serializeSsrState(state),
    renderMs: performance.now() - started,
    dataMs,
    passes,
    modules: [screenModuleSource(screen)],
  };
}
