import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useServiceCategories } from '@/hooks/use-service-categories';
import { CategoriesLoaded, CategoryGrid } from './category-grid';

/** 'Hizmet Kategorileri' of the home page (GET /home/service-categories). */
export function ServiceCategoriesSection() {
  const categories = useServiceCategories();
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
      <CategoriesLoaded query={categories}>{(data) => <CategoryGrid categories={data} />}</CategoriesLoaded>
    </section>
  );
}
