import { LayoutGrid, Map as MapIcon, SlidersHorizontal } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SalonCard as SalonCardData } from '@salonya/contracts/catalogue';
import type { Suggestion } from '@salonya/contracts/search';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { Pagination } from '@/components/ui/pagination';
import { ErrorState } from '@/components/ui/states';
import { LocationFilter } from '@/components/location/location-filter';
import { useServiceCategories } from '@/hooks/use-service-categories';
import { SalonCard } from '@/features/catalogue/components/salon-card';
import { usePageMeta } from '@/features/catalogue/hooks/use-page-meta';
import { logSearchClick } from '@/features/search/api/log-search-click';
import { useUnifiedSearch } from '@/features/search/api/unified-search';
import { LazySearchBox } from '@/features/search/components/lazy-search-box';
import { SearchFiltersPanel } from '@/features/search/components/search-filters-panel.lazy';
import { SearchResultsList, SearchResultsSkeleton } from '@/features/search/components/search-results-list';
import { SearchSortSelect } from '@/features/search/components/search-sort-select';
import { ResultsMap, SearchEmptyState, SearchNotices } from '@/features/search/components/search-views.lazy';
import { useSearchContext } from '@/features/search/hooks/use-search-context';
import { activeFilterCount } from '@/features/search/utils/filter-count';
import { searchErrorMessage } from '@/features/search/utils/search-errors';
import {
  buildUnifiedRequest,
  effectiveQuery,
  FILTER_KEYS,
  locationParams,
  NEAR_ME_PARAM,
  readSearchParams,
  searchHref,
  withSearchChanges,
  type SearchPageParams,
  type SearchParamChanges,
} from '@/features/search/utils/search-params';
import { useUserLocation } from '@/hooks/use-user-location';
import { useDistricts } from '@/lib/locations/get-districts';
import { useProvinces } from '@/lib/locations/get-provinces';
import {
  districtLocation,
  isNearMe,
  provinceLocation,
  type UserLocation,
} from '@/lib/locations/user-location';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { renderFavoriteSlot } from '@/app/favorite-slot';

/** The place of the address as a User location (names from the stored one, else from the place lists). */
function useAddressLocation(params: SearchPageParams, stored: UserLocation | null): UserLocation | null {
  const cityId = params.city_id ?? null;
  const districtId = params.district_id ?? null;
  const storedMatches =
    stored !== null &&
    !isNearMe(stored) &&
    stored.city_id === cityId &&
    (stored.type === 'district' ? stored.district_id : null) === districtId;
  const provinces = useProvinces();
  const districts = useDistricts(districtId !== null && !storedMatches ? cityId : null);
  if (params.location === NEAR_ME_PARAM) return isNearMe(stored) ? stored : null;
  if (cityId === null) return null;
  if (storedMatches) return stored;
  const province = provinces.data?.find((p) => p.id === cityId);
  if (province === undefined) return null;
  const district = districts.data?.find((d) => d.id === districtId);
  return district === undefined ? provinceLocation(province) : districtLocation(province, district);
}

/** /arama (SPEC §2.1, §2.10): the search box, location, filters, sort, results as cards or a map, pages. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readSearchParams(searchParams);
  const context = useSearchContext();
  const { location: stored, setLocation } = useUserLocation();
  const nearMeCoordinates =
    params.location === NEAR_ME_PARAM && isNearMe(stored) ? (stored?.coordinates ?? null) : null;
  const nearMe = nearMeCoordinates !== null;
  const addressLocation = useAddressLocation(params, stored);

  // The query key is the body itself (compared by value), so a new object per render asks nothing again.
  const search = useUnifiedSearch(buildUnifiedRequest(params, context, nearMeCoordinates));
  const categories = useServiceCategories();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const data = search.data;
  const results = data?.results ?? [];
  const info = data?.query_info;
  const query = effectiveQuery(params.q);
  const filterCount = activeFilterCount(params);

  usePageMeta({ title: query !== '' ? `“${query}” araması` : 'Salon ara' });

  const change = useCallback(
    (changes: SearchParamChanges) => setSearchParams(withSearchChanges(searchParams, changes)),
    [searchParams, setSearchParams],
  );
  const clearFilters = useCallback(
    () => change(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) as SearchParamChanges),
    [change],
  );
  const pageHref = (page: number) => {
    const text = withSearchChanges(searchParams, { page }).toString();
    return text === '' ? paths.search.getHref() : `${paths.search.getHref()}?${text}`;
  };
  const logOpen = (type: Suggestion['type'], id: number | undefined, position: number) => {
    if (data !== undefined)
      logSearchClick({ search_id: data.search_id, result_type: type, result_id: id, position });
  };
  const openSalon = (salon: SalonCardData, position: number) => logOpen('salon', salon.id, position);

  const firstNumber = ((info?.page ?? params.page) - 1) * (info?.per_page ?? 20) + 1;

  // Its own chunk (issue 17), not loaded on a phone until needed (search-filters-panel.lazy.tsx): the same element
  // while the address, the place and the categories stay, so a re-render of the page (a query settling) does not
  // reach the sidebar's unhydrated server HTML.
  const filtersPanel = useMemo(
    () => (
      <Suspense fallback={null}>
        <SearchFiltersPanel
          params={readSearchParams(searchParams)}
          onChange={change}
          onClear={clearFilters}
          categories={(categories.data ?? []).map((c) => ({
            value: c.code ?? String(c.id),
            label: c.name,
            icon: c.icon,
          }))}
          nearMe={nearMe}
        />
      </Suspense>
    ),
    [searchParams, change, clearFilters, nearMe, categories.data],
  );

  let content;
  if (search.isPending) content = <SearchResultsSkeleton />;
  else if (search.isError && data === undefined) {
    content = (
      <ErrorState
        title={searchErrorMessage(search.error)}
        onRetry={() => void search.refetch()}
        isRetrying={search.isFetching}
      />
    );
  } else if (results.length === 0) {
    content = (
      <Suspense fallback={null}>
        <SearchEmptyState
          query={query}
          suggestions={data?.suggestions ?? []}
          context={context}
          cityId={params.city_id ?? null}
          hasFilters={filterCount > 0}
          onClearFilters={clearFilters}
          onOpenSuggestion={(s, position) => logOpen(s.type, s.id, position)}
        />
      </Suspense>
    );
  } else if (params.view === 'map') {
    content = (
      <Suspense fallback={<SearchResultsSkeleton />}>
        <ResultsMap salons={results} firstNumber={firstNumber} onOpenSalon={openSalon} />
      </Suspense>
    );
  } else {
    content = (
      <SearchResultsList
        salons={results}
        firstNumber={firstNumber}
        onOpenSalon={openSalon}
        dimmed={search.isPlaceholderData}
        // Right under the h1 on a phone (the filters' h2 is in the hidden sidebar there): h2, not h3.
        // The first card's photo is the LCP element: eager and high priority, as on the other listings.
        renderSalon={(salon, index) => (
          <SalonCard
            salon={salon}
            favoriteSlot={renderFavoriteSlot(salon)}
            headingLevel={2}
            priority={index === 0}
          />
        )}
      />
    );
  }

  // The notes above the results, each rare: their chunk loads only when one shows (search-notices.tsx).
  const fallbackMessage =
    info?.fallback_message != null && info.fallback_message !== '' ? info.fallback_message : null;
  const nearMeUnknown = params.location === NEAR_ME_PARAM && !nearMe;
  const refetchError = search.isError && data !== undefined ? searchErrorMessage(search.error) : null;
  const notices =
    fallbackMessage !== null || nearMeUnknown || refetchError !== null
      ? { fallbackMessage, nearMeUnknown, refetchError, onRetry: () => void search.refetch() }
      : null;

  const placeName = info?.district_name ?? info?.city_name ?? null;
  const heading = query !== '' ? `“${query}” için sonuçlar` : 'Salonları keşfedin';
  const viewButton = (view: 'list' | 'map', label: string, Icon: typeof MapIcon) => (
    <button
      type="button"
      aria-pressed={params.view === view}
      onClick={() => change({ view, page: params.page })}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
        params.view === view ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );

  return (
    <div className="space-y-6">
      <LazySearchBox
        key={params.q}
        context={context}
        location={addressLocation}
        defaultQuery={params.q}
        getSearchHref={(q) => searchHref(q, addressLocation, searchParams)}
        label="Ne arıyorsunuz?"
        hideLabel
        addon={
          <LocationFilter
            value={addressLocation}
            hideLabel
            onChange={(next) => {
              setLocation(next);
              change(locationParams(next));
            }}
            containerClassName="md:w-64"
          />
        }
        className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-200"
      />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-gray-900 sm:text-3xl">
            {heading}
          </h1>
          <p role="status" className="text-sm text-gray-600">
            {info !== undefined
              ? `${formatNumber(info.total)} salon bulundu${placeName !== null ? ` · ${placeName}` : ''}`
              : 'Aranıyor…'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            className="h-11 lg:hidden"
            aria-haspopup="dialog"
            onClick={() => setFiltersOpen(true)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filtreler
            {filterCount > 0 && (
              <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
                {filterCount}
              </span>
            )}
          </Button>
          <SearchSortSelect
            value={params.sort_by ?? (nearMe ? 'distance' : 'relevance')}
            nearMe={nearMe}
            onChange={(sort) => change({ sort_by: sort === 'relevance' ? null : sort })}
            className="w-48 sm:w-52 [&_label]:sr-only"
          />
          <div role="group" aria-label="Görünüm" className="flex rounded-lg bg-gray-100 p-1">
            {viewButton('list', 'Liste', LayoutGrid)}
            {viewButton('map', 'Harita', MapIcon)}
          </div>
        </div>
      </div>

      {notices !== null && (
        <Suspense fallback={null}>
          <SearchNotices {...notices} />
        </Suspense>
      )}

      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filtreler" className="hidden lg:block">
          <div className="sticky top-24 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
            <h2 className="mb-4 text-base font-semibold text-gray-900">Filtreler</h2>
            {filtersPanel}
          </div>
        </aside>
        <section aria-label="Sonuçlar" aria-busy={search.isFetching || undefined} className="space-y-6">
          {content}
          {info !== undefined && results.length > 0 && (
            <Pagination currentPage={info.page} lastPage={info.last_page} getHref={pageHref} />
          )}
        </section>
      </div>

      <LazyDialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filtreler"
        placement="sheet"
        size="md"
      >
        {filtersPanel}
        <div className="sticky bottom-0 -mx-6 -mb-6 mt-6 border-t border-gray-100 bg-white px-6 py-4">
          <Button className="w-full" size="lg" onClick={() => setFiltersOpen(false)}>
            {info !== undefined ? `${formatNumber(info.total)} sonucu göster` : 'Sonuçları göster'}
          </Button>
        </div>
      </LazyDialog>
    </div>
  );
}
