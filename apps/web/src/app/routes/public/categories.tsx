import type { Category } from '@/features/catalogue/api/types';
import { isMainCategory, useCategories } from '@/features/catalogue/api/get-categories';
import { CategoryChips, CategoryGrid, CategoriesLoaded } from '@/features/catalogue/components/category-grid';
import { SCREEN_DESCRIPTIONS } from '../../screen-descriptions';

function CategorySections({ categories }: { categories: Category[] }) {
  const main = categories.filter(isMainCategory);
  const popular = categories.filter((category) => !isMainCategory(category));
  return (
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

/** /kategoriler: the seven main categories as tiles, then the legacy ones as 'Popüler Aramalar' chips. */
export function Component() {
  const categories = useCategories();

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Kategoriler</h1>
        <p className="max-w-2xl text-gray-600">{SCREEN_DESCRIPTIONS['public.categories']}</p>
      </div>
      <CategoriesLoaded query={categories}>
        {(data) => <CategorySections categories={data} />}
      </CategoriesLoaded>
    </div>
  );
}
