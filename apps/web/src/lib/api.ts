import type { ApiRoute, PathParamNames, QueryNames } from '@salonya/contracts/api-routes';
import { buildPath, queryString } from './api-path';

export { apiDataTyped, apiTyped } from './api-path';
import type { z } from 'zod';
import { ApiError, GENERIC_ERROR_MESSAGE, sendRequest, type RequestOptions } from './api-client';

/**
 * The typed API client (issue 14 item 4, ADR 0036): a call names its route of @salonya/contracts/api-routes; the
 * path, query and body are typed from the route, and the answer is parsed with the route's success schema — the
 * one the API declares — so a screen gets exactly what the contract says or a clear error, never an unchecked
 * cast. `apiData` unwraps the envelope (`data`); `api` gives the whole parsed answer (message, pagination meta).
 */

type AnyRoute = ApiRoute;

import type { QueryParam } from './api-path';
export type { QueryParam };

type QueryOf<R extends AnyRoute> =
  R['query'] extends QueryNames<infer K>
    ? { readonly [P in K]?: QueryParam }
    : R['query'] extends z.ZodType
      ? { readonly [P in keyof z.output<R['query']>]?: QueryParam }
      : never;

type ParamsPart<R extends AnyRoute> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Readonly<Record<PathParamNames<R['path']>, string | number>> };

type QueryPart<R extends AnyRoute> = [QueryOf<R>] extends [never]
  ? { query?: undefined }
  : { query?: QueryOf<R> };

type BodyPart<R extends AnyRoute> = R['multipart'] extends true
  ? { body: FormData }
  : R['body'] extends z.ZodType
    ? { body: z.input<R['body']> }
    : { body?: undefined };

/** What a call of route R takes: its path parameters, query values and body, each only when the route has it. */
export type RouteInput<R extends AnyRoute> = ParamsPart<R> & QueryPart<R> & BodyPart<R>;

/** The parsed success answer of route R. */
export type RouteAnswer<R extends AnyRoute> = z.output<R['response']>;
/** The `data` of route R's answer. */
export type RouteData<R extends AnyRoute> = RouteAnswer<R> extends { data: infer D } ? D : never;

/** The code of an answer that does not match its contract. */
export const CONTRACT_MISMATCH = 'CONTRACT_MISMATCH';

/** The URL of a call, relative to /api/v1 (what the API client resolves). */
export function routeUrl<R extends AnyRoute>(route: R, input: RouteInput<R>): string {
  const params = input.params as Readonly<Record<string, string | number>> | undefined;
  const query = input.query as Readonly<Record<string, QueryParam>> | undefined;
  return `${buildPath(route.path, params)}${queryString(query)}`;
}

function parseAnswer<S extends z.ZodType>(schema: S, raw: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(raw);
}

/** Calls the route and returns its answer, parsed with the route's success schema. */
export async function api<R extends AnyRoute>(
  route: R,
  input: RouteInput<R>,
  options?: RequestOptions,
): Promise<RouteAnswer<R>> {
  const raw = await sendRequest(route.method, routeUrl(route, input), input.body, options);
  const result = parseAnswer<R['response']>(route.response, raw);
  if (result.success) return result.data;
  // The API and this build disagree (a stale tab after a deploy, or a contract changed without its screen).
  throw new ApiError({
    status: 0,
    message: options?.fallbackMessage ?? GENERIC_ERROR_MESSAGE,
    code: CONTRACT_MISMATCH,
    body: result.error.issues,
  });
}

function dataOf<A>(answer: A): A extends { data: infer D } ? D : never {
  return (answer as { data: A extends { data: infer D } ? D : never }).data;
}

/** Calls the route and returns the envelope's `data` (the one place the web unwraps an answer). */
export async function apiData<R extends AnyRoute>(
  route: R,
  input: RouteInput<R>,
  options?: RequestOptions,
): Promise<RouteData<R>> {
  const answer = await api(route, input, options);
  return dataOf(answer);
}
