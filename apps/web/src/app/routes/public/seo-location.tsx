import { useLocation, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE } from '@salonya/domain/constants';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { seoLocationPath } from '@salonya/domain/routing/match';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useSeoLocationPage } from '@/features/catalogue/api/get-seo-location-page';
import type { SeoLocationPage } from '@/features/catalogue/api/types';
import { SalonResults } from '@/features/catalogue/components/salon-results';
import { usePageMeta } from '@/features/catalogue/hooks/use-page-meta';
import { readPage, withPage } from '@/features/catalogue/utils/salon-filters';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { NotFoundPage } from '../../not-found';
import { useCurrentRoute } from '../../use-current-route';
import { renderFavoriteSlot } from '@/app/favorite-slot';

/** Ana Sayfa › City › [District ›] Category; the city links to its page of the same category. */
function crumbsOf(data: SeoLocationPage): BreadcrumbItem[] {
  const crumbs: BreadcrumbItem[] = [{ label: 'Ana Sayfa', to: paths.home.getHref() }];
  if (data.district === null) {
    crumbs.push({ label: data.city.name, to: paths.search.getHref({ city_id: data.city.id }) });
  } else {
    crumbs.push({
      label: data.city.name,
      to: seoLocationPath({ city: data.city.slug, category: data.category.slug, salonlari: true }),
    });
    crumbs.push({
      label: data.district.name,
      to: paths.search.getHref({ city_id: data.city.id, district_id: data.district.id }),
    });
  }
  crumbs.push({ label: data.category.label });
  return crumbs;
}

/**
 * The SEO location pages of SPEC §2.2 ({city}-{category}, {city}-{category}-salonlari,
 * {city}-{district}-{category}-salonlari): one screen; the domain parsed the segment into city, district and
 * category. Heading, intro and meta come from GET /seo/location-page; an unknown place is a 404.
 */
export function Component() {
  const current = useCurrentRoute();
  const params = current?.params ?? {};
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);

  const seoPage = useSeoLocationPage({
    city: params.city ?? '',
    district: params.district,
    category: params.category ?? '',
    page,
    per_page: SEARCH_PAGE_SIZE,
  });
  const data = seoPage.data;
  const notFound = seoPage.error instanceof ApiError && seoPage.error.status === 404;

  usePageMeta({
    title: notFound ? 'Sayfa Bulunamadı' : (data?.seo.meta_title ?? null),
    description: notFound ? null : (data?.seo.meta_description ?? null),
    canonicalUrl: notFound ? null : (data?.seo.canonical_url ?? null),
  });

  if (notFound) return <NotFoundPage />;

  const heading = data?.h1 ?? current?.row.title ?? 'Bölgedeki Salonlar';
  const pageHref = (target: number) => {
    const search = withPage(searchParams, target).toString();
    return search === '' ? pathname : `${pathname}?${search}`;
  };

  return (
    <div className="space-y-6">
      {data !== undefined && <Breadcrumbs items={crumbsOf(data)} />}
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{heading}</h1>
        {data !== undefined && <p className="max-w-3xl text-gray-700">{data.intro}</p>}
      </div>
      {seoPage.isError && data === undefined ? (
        <ErrorState
          title={DATA_LOAD_FAILED}
          message={seoPage.error.message}
          onRetry={() => void seoPage.refetch()}
          isRetrying={seoPage.isFetching}
        />
      ) : (
        <SalonResults
          renderFavorite={renderFavoriteSlot}
          salons={data?.salons}
          meta={data?.meta}
          isPending={seoPage.isPending}
          isError={false}
          isUpdating={seoPage.isPlaceholderData}
          error={null}
          onRetry={() => void seoPage.refetch()}
          getPageHref={pageHref}
          emptyState={
            <EmptyState
              className="rounded-xl border border-dashed border-gray-300 bg-white"
              title="Bu bölgede henüz salon yok"
              description="Yakındaki şehir ve ilçelere göz atabilir ya da tüm kategorilerden arama yapabilirsiniz."
            />
          }
        />
      )}
    </div>
  );
}
