import { lazy } from 'react';

/**
 * The results page's map view (issue 17): its own chunk in the browser, loaded when the map is chosen. The server
 * build resolves this module to `search-views.server.tsx` (vite.config.ts), so `?view=map` keeps its HTML.
 */
export const ResultsMap = lazy(() => import('./results-map').then((m) => ({ default: m.ResultsMap })));

/** The no-results state (suggestions, trending searches): its own chunk, the server renders it into the HTML. */
export const SearchEmptyState = lazy(() =>
  import('./search-empty-state').then((m) => ({ default: m.SearchEmptyState })),
);

/** The notes above the results (a widened search, an unknown position, a failed refetch): loaded when one shows. */
export const SearchNotices = lazy(() =>
  import('./search-notices').then((m) => ({ default: m.SearchNotices })),
);
