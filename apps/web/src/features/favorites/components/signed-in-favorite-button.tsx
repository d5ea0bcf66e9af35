import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useCan } from '@/hooks/use-can';
import { useFavoriteSpecialistIds } from '../api/favorite-specialists';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useToggleFavorite, type FavoriteKind } from '../api/toggle-favorite';
import { FavoriteHeart, type FavoriteButtonProps } from './favorite-heart';
import { CUSTOMERS_ONLY_FAVORITES } from './favorite-messages';

/**
 * The heart for a signed-in user (its own chunk, loaded only when there is a session; favorite-button.tsx). A
 * customer toggles it (PUT/DELETE, optimistic, one shared id list per kind and page); other user types are told
 * that only customers keep favourites.
 */
export function SignedInFavoriteButton({
  salonId,
  salonStaffId,
  variant = 'icon',
  name,
  className,
}: FavoriteButtonProps) {
  const { user, isAuthenticated } = useSession();
  const can = useCan();
  const customerId = isAuthenticated && user !== null && can('favorite.manage') ? user.id : null;
  const kind: FavoriteKind = salonStaffId !== undefined ? 'specialist' : 'salon';
  const id = salonStaffId ?? salonId ?? 0;
  const salonIds = useFavoriteIds(kind === 'salon' ? customerId : null);
  const specialistIds = useFavoriteSpecialistIds(kind === 'specialist' ? customerId : null);
  const ids = kind === 'salon' ? salonIds : specialistIds;
  const toggle = useToggleFavorite(customerId ?? 0);
  const isFavorite = customerId !== null && (ids.data ?? []).includes(id);

  const onClick = () => {
    if (customerId === null) {
      toast.info(CUSTOMERS_ONLY_FAVORITES, { id: 'favorites-customers-only' });
      return;
    }
    if (toggle.isPending && toggle.variables?.kind === kind && toggle.variables.id === id) return;
    toggle.mutate({ kind, id, favorite: !isFavorite });
  };

  return (
    <FavoriteHeart
      kind={kind}
      isFavorite={isFavorite}
      name={name}
      variant={variant}
      className={className}
      onClick={onClick}
    />
  );
}
