import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Heart, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { rememberIntendedUrl, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useToggleFavorite } from '../api/toggle-favorite';
import { useCan } from '@/hooks/use-can';

export const LOGIN_TO_FAVORITE = 'Favorilere eklemek için giriş yapın';
export const CUSTOMERS_ONLY_FAVORITES =
  'Favori salonlar yalnızca müşteri hesaplarında tutulur. Salonları favorilerinize eklemek için müşteri hesabınızla giriş yapın.';

export interface FavoriteButtonProps {
  salonId: number;
  /** 'icon': a round heart (cards); 'labelled': heart and text (the salon page). */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The favourite heart. Customers toggle it (PUT/DELETE, optimistic, one shared id list per page); a visitor is
 * asked to log in and comes back here afterwards; other user types are told that only customers keep favourites.
 */
export function FavoriteButton({ salonId, variant = 'icon', className }: FavoriteButtonProps) {
  const { user, isAuthenticated } = useSession();
  const can = useCan();
  const customerId = isAuthenticated && user !== null && can('favorite.manage') ? user.id : null;
  const ids = useFavoriteIds(customerId);
  const toggle = useToggleFavorite(customerId ?? 0);
  const [askLogin, setAskLogin] = useState(false);
  const loginRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const location = useLocation();

  const isFavorite = customerId !== null && (ids.data ?? []).includes(salonId);
  const label = isFavorite ? 'Favorilerden çıkar' : 'Favorilere ekle';

  const onClick = () => {
    if (!isAuthenticated || user === null) {
      setAskLogin(true);
      return;
    }
    if (customerId === null) {
      toast.info(CUSTOMERS_ONLY_FAVORITES, { id: 'favorites-customers-only' });
      return;
    }
    if (toggle.isPending && toggle.variables?.salonId === salonId) return;
    toggle.mutate({ salonId, favorite: !isFavorite });
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
      <Dialog
        open={askLogin}
        onClose={() => setAskLogin(false)}
        title="Giriş yapın"
        description={LOGIN_TO_FAVORITE}
        size="sm"
        initialFocusRef={loginRef}
      >
        <p className="text-sm text-gray-600">
          Beğendiğiniz salonları kaydedin, sonra tek dokunuşla yeniden bulun. Girişten sonra bu sayfaya geri
          döneceksiniz.
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setAskLogin(false)}>
            Vazgeç
          </Button>
          <Button ref={loginRef} onClick={goToLogin}>
            <LogIn aria-hidden="true" className="size-4" />
            Giriş Yap
          </Button>
        </div>
      </Dialog>
    </>
  );
}
