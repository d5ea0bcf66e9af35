import { lazy } from 'react';

/**
 * /arama's filters (issue 17): their own chunk in the browser, loaded while the page hydrates; the server's HTML of
 * the desktop sidebar stays until it arrives (a Suspense boundary on both sides). The server build resolves this
 * module to `search-filters-panel.server.tsx` (vite.config.ts), so the sidebar is in the HTML.
 */
export const SearchFiltersPanel = lazy(() =>
  import('./search-filters-panel').then((m) => ({ default: m.SearchFiltersPanel })),
);
