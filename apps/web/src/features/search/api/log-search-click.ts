import type { postSearchClick } from '@salonya/contracts/api-routes';
import type { SearchClickRequest } from '@salonya/contracts/search';
import { apiTyped } from '@/lib/api-path';

/** The body as sent: `source` may be left to its default 'search' (the schema's input type is `unknown`). */
export type SearchClickBody = Omit<SearchClickRequest, 'source'> &
  Partial<Pick<SearchClickRequest, 'source'>>;

/**
 * POST /search/click: which result of a search, or which dropdown suggestion, was opened. Fire and forget: it never
 * delays the navigation and its failure is not the visitor's concern (no toast, no token: the log is anonymous).
 */
export function logSearchClick(body: SearchClickBody): void {
  apiTyped<typeof postSearchClick>('POST', '/search/click', { body }, { auth: false, silent: true }).catch(
    () => undefined,
  );
}
