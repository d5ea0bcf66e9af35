import { salonsOfCategory } from '@salonya/domain/format/names';
import { SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE } from '@salonya/domain/constants';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useCategory } from '@/features/catalogue/api/get-category';
import { useSalonSearch } from '@/features/catalogue/api/search-salons';
import { categoryHref } from '@/features/catalogue/components/category-grid';
import { SalonFilterBar } from '@/features/catalogue/components/salon-filter-bar';
import { SalonResults } from '@/features/catalogue/components/salon-results';
import { usePageMeta } from '@/features/catalogue/hooks/use-page-meta';
import { readPage, readSalonFilters, withFilters, withPage } from '@/features/catalogue/utils/salon-filters';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCurrentRoute } from '../../use-current-route';
import { renderFavoriteSlot } from '@/app/favorite-slot';
import { CategoryIcon } from '@/components/ui/category-icon';

function CategoryNotFound() {
  return (
    <section aria-labelledby="category-not-found" className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-gray-400" />
      <h1 id="category-not-found" className="text-2xl font-bold text-gray-900">
        Kategori bulunamadı
      </h1>
      <p className="text-gray-600">
        Aradığınız kategori kaldırılmış ya da adresi değişmiş olabilir. Tüm kategorilere göz atarak devam
        edin.
      </p>
      <Link to={paths.categories.getHref()} className={buttonClasses({ className: 'mx-auto' })}>
        Tüm Kategoriler
      </Link>
    </section>
  );
}

/** /kategori/{categoryId}/{categorySlug?}: the category, filters and its salons page by page. */
export function Component() {
  const current = useCurrentRoute();
  const categoryId = Number(current?.params.categoryId);
  const slugParam = current?.params.categorySlug;
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();

  const category = useCategory(categoryId);
  const filters = readSalonFilters(searchParams);
  const page = readPage(searchParams);
  const salons = useSalonSearch({ category: categoryId, ...filters, page, per_page: SEARCH_PAGE_SIZE });

  const realSlug = category.data?.slug;
  // A wrong or missing slug is replaced by the real one (query and hash kept, no new history entry).
  useEffect(() => {
    if (realSlug === undefined || realSlug === '' || slugParam === realSlug) return;
    void navigate(
      {
        pathname: paths.category.getHref(categoryId, realSlug),
        search: location.search,
        hash: location.hash,
      },
      { replace: true },
    );
  }, [realSlug, slugParam, categoryId, location.search, location.hash, navigate]);

  const notFound = category.error instanceof ApiError && category.error.status === 404;
  usePageMeta({
    title: category.data ? salonsOfCategory(category.data.name) : notFound ? 'Kategori bulunamadı' : null,
    description: category.data?.description ?? null,
  });

  if (category.isPending) return <LoadingState label="Kategori yükleniyor…" />;
  if (category.isError) {
    if (notFound) return <CategoryNotFound />;
    return (
      <div className="mx-auto max-w-lg py-10">
        <ErrorState
          title={DATA_LOAD_FAILED}
          message={category.error.message}
          onRetry={() => void category.refetch()}
          isRetrying={category.isFetching}
        />
      </div>
    );
  }

  const data = category.data;
  const basePath = categoryHref(data);
  const crumbs: BreadcrumbItem[] = [
    { label: 'Ana Sayfa', to: paths.home.getHref() },
    { label: 'Kategoriler', to: paths.categories.getHref() },
  ];
  if (data.parent) crumbs.push({ label: data.parent.name, to: categoryHref(data.parent) });
  crumbs.push({ label: data.name });

  const pageHref = (target: number) => {
    const search = withPage(searchParams, target).toString();
    return search === '' ? basePath : `${basePath}?${search}`;
  };

  return (
    <div className="space-y-6">
      <Breadcrumbs items={crumbs} />
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="hidden size-16 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:flex"
        >
          <CategoryIcon icon={data.icon} className="size-8" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{data.name}</h1>
          {data.description !== '' && <p className="max-w-3xl text-gray-600">{data.description}</p>}
        </div>
      </div>

      <SalonFilterBar
        filters={filters}
        onChange={(changes) => setSearchParams(withFilters(searchParams, changes))}
        onClear={() =>
          setSearchParams(
            withFilters(searchParams, {
              city_id: undefined,
              gender_focus: undefined,
              rating: undefined,
              sort_by: undefined,
            }),
          )
        }
      />

      <SalonResults
        renderFavorite={renderFavoriteSlot}
        salons={salons.data?.data}
        meta={salons.data?.meta}
        isPending={salons.isPending}
        isError={salons.isError && salons.data === undefined}
        isUpdating={salons.isPlaceholderData}
        isRetrying={salons.isFetching}
        error={salons.error}
        onRetry={() => void salons.refetch()}
        getPageHref={pageHref}
        emptyState={
          <EmptyState
            className="rounded-xl border border-dashed border-gray-300 bg-white"
            title={page > 1 ? 'Bu sayfada salon yok' : 'Bu kategoride salon bulunamadı'}
            description={
              page > 1
                ? 'Sonuçların ilk sayfasına dönebilirsiniz.'
                : 'Filtreleri değiştirerek ya da kaldırarak yeniden deneyin.'
            }
            action={
              page > 1 ? (
                <Link to={pageHref(1)} className={buttonClasses({ variant: 'outline' })}>
                  İlk Sayfaya Dön
                </Link>
              ) : undefined
            }
          />
        }
      />
    </div>
  );
}
