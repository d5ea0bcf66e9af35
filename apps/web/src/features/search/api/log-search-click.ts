import type { SearchClickRequestInput } from '@salonya/contracts/search';
import { apiClient } from '@/lib/api-client';

/**
 * POST /search/click: which result of a search was opened. Fire and forget: it never delays the navigation and
 * its failure is not the visitor's concern.
 */
export function logSearchClick(body: SearchClickRequestInput): void {
  apiClient.post('/search/click', body).catch(() => undefined);
}
