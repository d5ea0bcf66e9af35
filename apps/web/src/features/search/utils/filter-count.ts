import { FILTER_KEYS, type SearchPageParams } from './search-params';

/**
 * How many filters of the panel are set (the mobile 'Filtreler' button shows it). Apart from the panel, which
 * /arama loads as its own chunk (search-filters-panel.lazy.tsx).
 */
export function activeFilterCount(params: SearchPageParams): number {
  return FILTER_KEYS.filter((key) => {
    const value = params[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== false;
  }).length;
}
