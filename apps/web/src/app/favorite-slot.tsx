import type { ReactNode } from 'react';
import type { SalonCard as SalonCardData } from '@/features/catalogue/api/types';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';

/** The heart on every salon card: catalogue lists hand cards a slot, the favourites feature fills it. */
export function renderFavoriteSlot(salon: SalonCardData): ReactNode {
  return <FavoriteButton salonId={salon.id} />;
}
