import * as apiRoutes from '@salonya/contracts/api-routes';
import { buildPath, matchesPath, type ApiRoute, type PathParamNames } from '@salonya/contracts/api-routes';
import type { z } from 'zod';

/**
 * Web test mocks held to the contract (issue 14 item 4): a mocked success answer is parsed with its route's success
 * schema (packages/contracts/src/api-routes.ts), so a fixture that drifts from what the API sends fails the test
 * instead of passing against a shape the API never answers.
 */

function isRoute(value: unknown): value is ApiRoute {
  return typeof value === 'object' && value !== null && 'response' in value && 'method' in value;
}
const routes: readonly ApiRoute[] = Object.values<unknown>(apiRoutes).filter(isRoute);

/** The route of a call (method and path relative to /api/v1), if the table has it. */
export function routeOf(method: string, path: string): ApiRoute | undefined {
  return routes.find((r) => r.method === method && matchesPath(r.path, path));
}

/** Throws when a success answer mocked for `METHOD path` does not match its route's contract. */
export function checkContract(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300) return;
  const route = routeOf(method, path);
  if (route === undefined) return;
  const result = route.response.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues
    .slice(0, 5)
    .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('\n');
  const message = `The mock of ${method} ${path} does not match the contract of ${route.path}:\n${issues}`;
  // Thrown inside the stubbed fetch, the error would read as a network failure on the screen: the console guard
  // (vitest.console-guard.ts) fails the test with this message too.
  console.error(message);
  throw new Error(message);
}

/** The mockApi key of a route ('GET /salons/12'). */
export function routeKey<R extends ApiRoute>(
  route: R,
  ...params: [PathParamNames<R['path']>] extends [never]
    ? []
    : [Readonly<Record<PathParamNames<R['path']>, string | number>>]
): string {
  return `${route.method} ${buildPath(route.path, params[0])}`;
}

/** A mocked success answer of `route`, typed and parsed with its contract (throws when it drifts). */
export function contractMock<R extends ApiRoute>(
  route: R,
  body: z.input<R['response']>,
  init: { status?: number; headers?: Record<string, string> } = {},
): { status: number; body: z.input<R['response']>; headers?: Record<string, string> } {
  const result = route.response.safeParse(body);
  if (!result.success) {
    throw new Error(
      `contractMock(${route.method} ${route.path}): ${result.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ')}`,
    );
  }
  return { status: init.status ?? 200, body, ...(init.headers ? { headers: init.headers } : {}) };
}
