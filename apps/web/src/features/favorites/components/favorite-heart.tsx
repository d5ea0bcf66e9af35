import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { FavoriteKind } from '../api/toggle-favorite';

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

/** The heart's accessible name: 'Favorilere ekle', or with a name 'Ayşe Kaya uzmanını favorilere ekle'. */
export function favoriteLabel(kind: FavoriteKind, isFavorite: boolean, name: string | undefined): string {
  const action = isFavorite ? 'favorilerden çıkar' : 'favorilere ekle';
  return name === undefined
    ? `${action[0]!.toLocaleUpperCase('tr-TR')}${action.slice(1)}`
    : `${name} ${kind === 'salon' ? 'salonunu' : 'uzmanını'} ${action}`;
}

/**
 * The heart itself, for a visitor and for a signed-in user alike (favorite-button.tsx, signed-in-favorite-button.tsx).
 * `pending`: the signed-in code is still loading; the heart shows but does nothing yet.
 */
export function FavoriteHeart({
  kind,
  isFavorite,
  name,
  variant = 'icon',
  className,
  onClick,
  pending = false,
}: {
  kind: FavoriteKind;
  isFavorite: boolean;
  name: string | undefined;
  variant: FavoriteButtonProps['variant'];
  className: string | undefined;
  onClick: () => void;
  pending?: boolean;
}) {
  const label = favoriteLabel(kind, isFavorite, name);
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn(
        'size-5 transition-colors',
        isFavorite ? 'fill-brand-600 text-brand-600' : 'text-gray-700',
      )}
    />
  );
  const busy = pending ? ({ 'aria-disabled': true } as const) : {};
  return variant === 'labelled' ? (
    <Button
      variant="outline"
      aria-pressed={isFavorite}
      onClick={onClick}
      {...busy}
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
      {...busy}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-gray-200 hover:bg-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {heart}
    </button>
  );
}
