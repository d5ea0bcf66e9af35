import { ChevronDown, LocateFixed, MapPin } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { cn } from '@/lib/cn';
import { isNearMe, type UserLocation } from '@/lib/locations/user-location';
import { ALL_TURKEY_LABEL, NEAR_ME_BUTTON } from './location-labels';

const loadPanel = () => import('./location-panel');
const LocationPanel = lazy(() => loadPanel().then((m) => ({ default: m.LocationPanel })));

export { ALL_TURKEY_LABEL, NEAR_ME_BUTTON };

/** What the trigger shows: 'Tüm Türkiye', 'İstanbul', 'Kadıköy, İstanbul' or 'Yakınımda (İstanbul)'. */
export function locationLabel(location: UserLocation | null): string {
  if (location === null) return ALL_TURKEY_LABEL;
  if (isNearMe(location)) return location.full_name;
  if (location.type === 'district') return `${location.name}, ${location.province_name}`;
  return location.name;
}

export interface LocationFilterProps {
  /** The chosen place (null: all of Türkiye). */
  value: UserLocation | null;
  onChange: (location: UserLocation | null) => void;
  /** Visible label above the trigger (hidden with `hideLabel`). */
  label?: string;
  hideLabel?: boolean;
  /** Classes of the trigger button. */
  className?: string;
  containerClassName?: string;
  align?: 'left' | 'right';
}

/**
 * Where to search (SPEC §2.10 location filters): a button that opens a small panel with "near me" (the browser's
 * geolocation, asked for on click), the province (GET /locations/provinces) and its districts
 * (GET /locations/provinces/{id}/districts). Every choice is applied at once; Escape or a click outside closes it.
 * The panel is its own chunk (`location-panel.tsx`), fetched when the pointer comes over the button or at the
 * first click.
 */
export function LocationFilter({
  value,
  onChange,
  label = 'Konum',
  hideLabel = false,
  className,
  containerClassName,
  align = 'left',
}: LocationFilterProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const labelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useEscapeKey(open, close);

  const text = locationLabel(value);
  return (
    <div ref={rootRef} className={cn('relative', containerClassName)}>
      <span
        id={labelId}
        className={cn('mb-1 block text-sm font-medium text-gray-800', hideLabel && 'sr-only')}
      >
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={`${labelId} ${panelId}-value`}
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onClick={() => setOpen((was) => !was)}
        className={cn(
          'flex h-11 w-full items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-left text-sm',
          'text-gray-900 shadow-xs hover:border-gray-400 focus-visible:border-brand-500 focus-visible:outline-2',
          'focus-visible:outline-brand-200',
          className,
        )}
      >
        {isNearMe(value) ? (
          <LocateFixed aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
        ) : (
          <MapPin aria-hidden="true" className="size-5 shrink-0 text-gray-400" />
        )}
        <span id={`${panelId}-value`} className="min-w-0 flex-1 truncate">
          {text}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Konum seçin"
          className={cn(
            'absolute z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-4',
            'shadow-xl',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          <Suspense fallback={<p className="text-sm text-gray-600">Yükleniyor…</p>}>
            <LocationPanel value={value} onChange={onChange} onDone={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
