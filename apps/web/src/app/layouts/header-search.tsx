import { useLocation } from 'react-router';
import { MobileSearchDialog } from '@/features/search/components/mobile-search-dialog';
import { LazySearchBox } from '@/features/search/components/lazy-search-box';
import { useSearchContext } from '@/features/search/hooks/use-search-context';
import { useUserLocation } from '@/hooks/use-user-location';
import { paths } from '@/lib/paths';

/** Pages with their own, larger search box: the header leaves the search to them. */
const PAGES_WITH_OWN_BOX = new Set([paths.home.getHref(), paths.search.path]);

/**
 * The header's search: the box itself from 1024 px ('inline', context 'header' — or 'mobile' on a mobile
 * browser), and below 1024 px a button opening the search dialog ('button', context 'mobile').
 */
export function HeaderSearch({ variant }: { variant: 'inline' | 'button' }) {
  const { pathname } = useLocation();
  const context = useSearchContext();
  const { location } = useUserLocation();
  if (PAGES_WITH_OWN_BOX.has(pathname)) return null;
  if (variant === 'button') {
    return (
      <MobileSearchDialog
        location={location}
        className="inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
      />
    );
  }
  return (
    <div className="hidden max-w-md min-w-0 flex-1 lg:block">
      <LazySearchBox
        context={context}
        location={location}
        label="Salon veya hizmet ara"
        hideLabel
        placeholder="Salon, hizmet veya uzman ara"
        showSubmit={false}
      />
    </div>
  );
}
