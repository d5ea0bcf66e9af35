/** The server's filters panel: rendered at once into the HTML (the browser loads it lazily, search-filters-panel.lazy.tsx). */
export { SearchFiltersPanel } from './search-filters-panel';
