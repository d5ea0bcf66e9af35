import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { rememberIntendedUrl, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useFavoriteSpecialistIds } from '../api/favorite-specialists';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useToggleFavorite, type FavoriteKind } from '../api/toggle-favorite';
import { useCan } from '@/hooks/use-can';
import { CUSTOMERS_ONLY_FAVORITES, LOGIN_TO_FAVORITE } from './favorite-messages';

/** The 'log in first' dialog: its own chunk, loaded when a visitor first presses a heart (issue 17). */
const FavoriteLoginDialog = lazy(() =>
  import('./favorite-login-dialog').then((m) => ({ default: m.FavoriteLoginDialog })),
);

export { CUSTOMERS_ONLY_FAVORITES, LOGIN_TO_FAVORITE };

export type FavoriteButtonProps = (
  | { salonId: number; salonStaffId?: undefined }
  /** A specialist's heart (/uzman/{id} and the salon page's staff cards, ADR 0051). */
  | { salonStaffId: number; salonId?: undefined }
) & {
  /** 'icon': a round heart (cards); 'labelled': heart and text (the salon and specialist pages). */
  variant?: 'icon' | 'labelled';
  /** Who the heart is for, in its accessible name ('Ayşe Kaya uzmanını favorilere ekle'); the page's own when absent. */
  name?: string;
  className?: string;
};

/**
 * The favourite heart of a salon or a specialist. Customers toggle it (PUT/DELETE, optimistic, one shared id list
 * per kind and page); a visitor is asked to log in and comes back here afterwards; other user types are told that
 * only customers keep favourites.
 */
export function FavoriteButton({
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
  const [askLogin, setAskLogin] = useState(false);
  const [loginAsked, setLoginAsked] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const isFavorite = customerId !== null && (ids.data ?? []).includes(id);
  const action = isFavorite ? 'favorilerden çıkar' : 'favorilere ekle';
  const label =
    name === undefined
      ? `${action[0]!.toLocaleUpperCase('tr-TR')}${action.slice(1)}`
      : `${name} ${kind === 'salon' ? 'salonunu' : 'uzmanını'} ${action}`;

  const onClick = () => {
    if (!isAuthenticated || user === null) {
      setLoginAsked(true);
      setAskLogin(true);
      return;
    }
    if (customerId === null) {
      toast.info(CUSTOMERS_ONLY_FAVORITES, { id: 'favorites-customers-only' });
      return;
    }
    if (toggle.isPending && toggle.variables?.kind === kind && toggle.variables.id === id) return;
    toggle.mutate({ kind, id, favorite: !isFavorite });
  };

  const goToLogin = () => {
    rememberIntendedUrl(`${location.pathname}${location.search}${location.hash}`);
    setAskLogin(false);
    void navigate(paths.login.getHref());
  };

  const heart = (
    <Heart
      aria-hidden="true"
      className={cn(
        'size-5 transition-colors',
        isFavorite ? 'fill-brand-600 text-brand-600' : 'text-gray-700',
      )}
    />
  );

  return (
    <>
      {variant === 'labelled' ? (
        <Button
          variant="outline"
          aria-pressed={isFavorite}
          onClick={onClick}
          className={cn(
            isFavorite && 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100',
            className,
          )}
        >
          {heart}
          {/* The visible text is the name (a narrow screen keeps it for screen readers only). */}
          <span className="sr-only sm:not-sr-only">{label}</span>
        </Button>
      ) : (
        <button
          type="button"
          aria-pressed={isFavorite}
          aria-label={label}
          onClick={onClick}
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-gray-200 hover:bg-white',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            className,
          )}
        >
          {heart}
        </button>
      )}
      {loginAsked && (
        <Suspense fallback={null}>
          <FavoriteLoginDialog open={askLogin} onClose={() => setAskLogin(false)} onLogin={goToLogin} />
        </Suspense>
      )}
    </>
  );
}
