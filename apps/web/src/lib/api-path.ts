import type { RouteAnswer, RouteData, RouteInput } from './api';
import type { ApiRoute } from '@salonya/contracts/api-routes';
import { sendRequest, type RequestOptions } from './api-client';

type AnyRoute = ApiRoute;

/** A query value as the URL carries it; a list is sent comma-separated (service_ids=1,2). */
export type QueryParam = string | number | boolean | null | undefined | readonly (string | number)[];

/** The path of a route with its parameters filled in (encoded); kept free of zod for the public pages' bundles. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`buildPath: ${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function queryString(query: Readonly<Record<string, QueryParam>> | undefined): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A call typed from its contract route without loading the route's schemas: for the public pages, whose JavaScript
 * budget (apps/web/build) has no room for zod. The answer is typed, not parsed; the API validated it on the way out
 * and the web tests' mocks are parsed with the same schema.
 */
export async function apiTyped<R extends AnyRoute>(
  method: R['method'],
  path: R['path'],
  input: RouteInput<R>,
  options?: RequestOptions,
): Promise<RouteAnswer<R>> {
  const params = input.params as Readonly<Record<string, string | number>> | undefined;
  const query = input.query as Readonly<Record<string, QueryParam>> | undefined;
  return (await sendRequest(
    method,
    `${buildPath(path, params)}${queryString(query)}`,
    input.body,
    options,
  )) as RouteAnswer<R>;
}

/** apiTyped's `data`. */
export async function apiDataTyped<R extends AnyRoute>(
  method: R['method'],
  path: R['path'],
  input: RouteInput<R>,
  options?: RequestOptions,
): Promise<RouteData<R>> {
  const answer = (await apiTyped<R>(method, path, input, options)) as { data: RouteData<R> };
  return answer.data;
}
