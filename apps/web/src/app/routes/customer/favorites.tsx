import { FavoritesPage } from '@/features/favorites/components/favorites-page';

/** /musteri/favoriler (SPEC §2.4). */
export function Component() {
  return <FavoritesPage />;
}
