import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { Category } from '../api/types';
import { CategoryIcon } from '@/components/ui/category-icon';

export function categoryHref(category: Pick<Category, 'id' | 'slug'>): string {
  return paths.category.getHref(category.id, category.slug);
}

function salonCountLabel(count: number): string {
  return count === 0 ? 'Henüz salon yok' : `${formatNumber(count)} salon`;
}

/** The picture of a category: its image (and hover image) when it has one, else its emoji on a soft tile. */
function CategoryVisual({ category }: { category: Category }) {
  if (category.has_image && category.image_url !== null) {
    return (
      <span className="relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-gray-100">
        <img
          src={category.image_url}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className={cn(
            'size-full object-cover transition-opacity duration-300',
            category.image_hover_url !== null && 'group-hover:opacity-0 group-focus-visible:opacity-0',
          )}
        />
        {category.image_hover_url !== null && (
          <img
            src={category.image_hover_url}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
          />
        )}
        <span
          aria-hidden="true"
          className="absolute bottom-2 left-2 flex size-9 items-center justify-center rounded-xl bg-white/90 text-brand-700 shadow-sm"
        >
          <CategoryIcon icon={category.icon} />
        </span>
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 transition-transform group-hover:scale-110"
    >
      <CategoryIcon icon={category.icon} className="size-7" />
    </span>
  );
}

/** The main categories as tiles: icon or image, name and salon count, each linking to its category page. */
export function CategoryGrid({
  categories,
  className,
}: {
  categories: readonly Category[];
  className?: string;
}) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4', className)}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={categoryHref(category)}
            className="group flex h-full flex-col items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow-md"
          >
            <CategoryVisual category={category} />
            <span className="space-y-0.5">
              <span className="block font-semibold text-gray-900 group-hover:text-brand-700">
                {category.name}
              </span>{' '}
              <span className="block text-sm text-gray-600">{salonCountLabel(category.salon_count)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Categories as compact chips ('Popüler Aramalar'). */
export function CategoryChips({
  categories,
  className,
}: {
  categories: readonly Category[];
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={categoryHref(category)}
            className="inline-flex items-center gap-2 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
          >
            <CategoryIcon icon={category.icon} className="size-4 text-brand-700" />
            {category.name}{' '}
            <span aria-hidden="true" className="text-gray-500">
              ({formatNumber(category.salon_count)})
            </span>
            <span className="sr-only">{salonCountLabel(category.salon_count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Tile placeholders while the categories load. */
export function CategoryGridSkeleton({ count = 7 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-36 animate-pulse rounded-xl border border-gray-200 bg-white p-4">
          <div className="size-14 rounded-2xl bg-gray-200" />
          <div className="mt-3 h-4 w-2/3 rounded bg-gray-200" />
          <div className="mt-2 h-3 w-1/3 rounded bg-gray-200" />
        </li>
      ))}
    </ul>
  );
}

/** A category list as loaded: the grid skeleton, the data-load error with retry, empty, or `children`. */
export function CategoriesLoaded({
  query,
  children,
}: {
  query: UseQueryResult<Category[]>;
  children: (categories: Category[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Kategoriler yükleniyor…
        </p>
        <CategoryGridSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={DATA_LOAD_FAILED}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState title="Henüz kategori yok" description="Kategoriler eklendiğinde burada görünecek." />;
  }
  return children(query.data);
}
