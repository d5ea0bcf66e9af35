import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { paths } from '@/lib/paths';
import { useServiceCategories } from '../api/get-service-categories';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid';

/** 'Hizmet Kategorileri' of the home page (GET /home/service-categories). */
export function ServiceCategoriesSection() {
  const categories = useServiceCategories();
  let body;
  if (categories.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Kategoriler yükleniyor…
        </p>
        <CategoryGridSkeleton />
      </div>
    );
  } else if (categories.isError) {
    body = (
      <ErrorState
        title={DATA_LOAD_FAILED}
        message={categories.error.message}
        onRetry={() => void categories.refetch()}
        isRetrying={categories.isFetching}
      />
    );
  } else if (categories.data.length === 0) {
    body = <EmptyState title="Henüz kategori yok" description="Kategoriler eklendiğinde burada görünecek." />;
  } else {
    body = <CategoryGrid categories={categories.data} />;
  }

  return (
    <section aria-labelledby="service-categories-title" className="space-y-4">
      <div className="flex items-end justify-between gap-3">
        <h2
          id="service-categories-title"
          className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl"
        >
          Hizmet Kategorileri
        </h2>
        <Link
          to={paths.categories.getHref()}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
        >
          Tüm Kategoriler
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {body}
    </section>
  );
}
