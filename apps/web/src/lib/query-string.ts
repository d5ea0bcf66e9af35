import { queryString } from './api-path';

/** A query value; empty values are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the given values (undefined, null and '' skipped), or '' when none is left. */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  // One implementation with the typed client's (lib/api-path.ts): public pages load it once.
  return queryString(params);
}
