/** The server's results map: rendered at once into the HTML (the browser loads it lazily, search-views.lazy.tsx). */
export { ResultsMap } from './results-map';
export { SearchEmptyState } from './search-empty-state';
export { SearchNotices } from './search-notices';
