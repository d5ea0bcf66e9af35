import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands the browser (ADR 0024): the router's loader data (so the root loader does not
 * run again on hydration) and the dehydrated TanStack Query cache (so no screen fetches what the server fetched).
 */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The `<script type="application/json">` that carries it (a data block: allowed by `script-src 'self'`). */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * The screens rendered on the server (DESIGN §3): the public pages whose content is the same for every visitor.
 * Guest-only, login-required, token and confirmation screens, the wizard and every area stay client-rendered.
 */
export const SSR_SCREENS: ReadonlySet<string> = new Set([
  'public.home',
  'public.categories',
  'public.category',
  'public.salon-detail',
  'public.specialist-detail',
  'public.search',
  'public.campaigns',
  'public.brand-campaigns',
  'seo.location',
  'public.contact',
  'public.about',
  'public.app-download',
  'public.help',
  'public.salon-application',
  'legal.terms',
  'legal.distance-sales',
  'legal.privacy',
  'legal.kvkk',
  'legal.cookies',
]);

/**
 * JSON safe inside a `<script>` element: `<` (so neither `</script>` nor `<!--` can end or change the element),
 * `>`, `&` and the line separators U+2028/U+2029 are written as \u escapes, which JSON.parse reads back unchanged.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The shape `dehydrate` writes: lists of queries and mutations (their entries are read by `hydrate`). */
function isDehydratedState(value: unknown): value is DehydratedState {
  return isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations);
}

/** The router's loaderData (per route id); actionData and errors are null on a server-rendered page. */
function isHydrationState(value: unknown): value is HydrationState {
  return isRecord(value) && (value.loaderData === undefined || isRecord(value.loaderData));
}

/** The state a server-rendered page carries, or null on a client-rendered page (or unreadable state). */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (element === null || element.textContent === null) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!isRecord(parsed) || !isHydrationState(parsed.router) || !isDehydratedState(parsed.queries)) {
      return null;
    }
    return { router: parsed.router, queries: parsed.queries };
  } catch {
    return null;
  }
}
