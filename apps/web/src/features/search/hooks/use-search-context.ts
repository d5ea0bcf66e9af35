import { useLocation } from 'react-router';
import type { SearchContext } from '@salonya/domain/constants';
import { searchContextFor } from '../utils/search-context';
import { useIsMobileSearch } from './use-is-mobile-search';

/** SPEC §2.10: the context of a search box on this page and device. */
export function useSearchContext(): SearchContext {
  const { pathname } = useLocation();
  return searchContextFor(pathname, useIsMobileSearch());
}
