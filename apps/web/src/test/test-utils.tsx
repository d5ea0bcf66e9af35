import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { User } from '@salonya/contracts/user';
import { createQueryClient } from '@/lib/query-client';
import { checkContract } from './contract-mock';
import { jsonResponse, makeUser as makeFixtureUser } from './fixtures';

/**
 * Helpers of the screen and form tests: a user factory, a fetch stub for /api/v1 and a router render. (Tests of
 * the whole app use fixtures.ts and render-app.tsx.)
 */

/** The form tests' signed-in customer, Deniz Aksoy (fixtures' makeUser with these values); `overrides` win. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeFixtureUser(overrides.user_type ?? 'customer', {
    name: 'Deniz Aksoy',
    email: 'deniz@ornek.com',
    phone: '+905325554433',
    role: 'customer',
    roles: [],
    notification_settings: {
      email_notifications: true,
      sms_notifications: true,
      push_notifications: false,
      appointment_reminders: true,
      marketing_emails: false,
    },
    ...overrides,
  });
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The answer deliberately breaks the contract (a test of the screen's defence against a shape the API does not
   * send): not checked against the route's schema. Say why next to it.
   */
  offContract?: true;
}

export interface ApiCall {
  method: string;
  path: string;
  /** The query string's values (`?q=ab` → query.get('q')). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  /** The request's abort signal (to check cancellation). */
  signal: AbortSignal | null;
}

type Handler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Stubs fetch: keys are 'METHOD /path' relative to /api/v1 (routeKey builds one from a route); an unexpected call
 * fails the test, and so does a success answer that does not match its route's contract (contract-mock.ts).
 */
export function mockApi(routes: Record<string, Handler | ApiAnswer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init.headers),
      signal: init.signal ?? null,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) throw new Error(`Unexpected API call ${call.method} ${call.path}`);
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer.offContract !== true)
      checkContract(call.method, call.path, answer.status ?? 200, answer.body ?? {});
    return jsonResponse(answer.body ?? {}, answer.status ?? 200, answer.headers);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Shows where the router went, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

const landing = (text: string) => (
  <>
    <p>{text}</p>
    <LocationProbe />
  </>
);

/** Renders `element` at `path` (pattern) opened as `url`, with stand-in pages for the usual landings. */
export function renderRoute(
  element: ReactNode,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const routes: RouteObject[] = [
    {
      path,
      element: (
        <>
          {element}
          <LocationProbe />
        </>
      ),
    },
    { path: '/', element: landing('Ana sayfa') },
    { path: '/giris', element: landing('Giriş sayfası') },
    { path: '/personel', element: landing('Personel paneli') },
    { path: '*', element: landing('Başka sayfa') },
  ].filter((route, index, all) => all.findIndex((r) => r.path === route.path) === index);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const utils = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...utils, router, queryClient };
}

export function authResponse(user: User, message = `Hoş geldiniz, ${user.name}!`) {
  return { success: true, message, token: 'token-abc', user };
}
