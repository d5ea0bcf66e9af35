import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { isMainCategory, useCategories } from '@/features/catalogue/api/get-categories';
import {
  CategoryChips,
  CategoryGrid,
  CategoryGridSkeleton,
} from '@/features/catalogue/components/category-grid';
import { SCREEN_DESCRIPTIONS } from '../../screen-descriptions';

/** /kategoriler: the seven main categories as tiles, then the legacy ones as 'Popüler Aramalar' chips. */
export function Component() {
  const categories = useCategories();

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
    const main = categories.data.filter(isMainCategory);
    const popular = categories.data.filter((category) => !isMainCategory(category));
    body = (
      <div className="space-y-10">
        {main.length > 0 && (
          <section aria-labelledby="main-categories-title" className="space-y-4">
            <h2 id="main-categories-title" className="text-xl font-bold text-gray-900">
              Hizmet Kategorileri
            </h2>
            <CategoryGrid categories={main} />
          </section>
        )}
        {popular.length > 0 && (
          <section aria-labelledby="popular-categories-title" className="space-y-4">
            <h2 id="popular-categories-title" className="text-xl font-bold text-gray-900">
              Popüler Aramalar
            </h2>
            <CategoryChips categories={popular} />
          </section>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Kategoriler</h1>
        <p className="max-w-2xl text-gray-600">{SCREEN_DESCRIPTIONS['public.categories']}</p>
      </div>
      {body}
    </div>
  );
}
