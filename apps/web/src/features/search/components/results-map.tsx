import { MapPin, Star, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { SalonCard } from '@salonya/contracts/catalogue';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/format';
import { paths } from '@/lib/paths';
import { projectPoints } from '../utils/map-projection';

/** The first result's number on this page (page 2 of 20 starts at 21). */
export interface ResultsMapProps {
  salons: readonly SalonCard[];
  firstNumber: number;
  onOpenSalon?: (salon: SalonCard, position: number) => void;
  className?: string;
}

const rating = (value: string) => value.replace('.', ',');

/**
 * The page's results as numbered pins on a locally drawn map (no tiles, no CDN): positions come from the salons'
 * latitude and longitude. A pin shows the salon's card; the numbers match the list.
 */
export function ResultsMap({ salons, firstNumber, onOpenSalon, className }: ResultsMapProps) {
  const points = useMemo(() => projectPoints(salons), [salons]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selectedIndex = salons.findIndex((s) => s.id === selectedId);
  const selected = selectedIndex >= 0 ? salons[selectedIndex] : undefined;

  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-2xl border border-gray-200 bg-[#eef2e6] shadow-sm',
        className,
      )}
    >
      <div className="relative aspect-[4/5] w-full sm:aspect-[5/3]">
        <svg
          aria-hidden="true"
          viewBox="0 0 500 300"
          preserveAspectRatio="none"
          className="absolute inset-0 size-full"
        >
          <defs>
            <pattern id="results-map-grid" width="25" height="25" patternUnits="userSpaceOnUse">
              <path d="M 25 0 L 0 0 0 25" fill="none" stroke="#dfe7d3" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width="500" height="300" fill="url(#results-map-grid)" />
          <path d="M0 250 C 120 220, 260 290, 500 235 L 500 300 L 0 300 Z" fill="#cfe3f1" />
          <path d="M0 90 L 500 120" stroke="#ffffff" strokeWidth="7" />
          <path d="M160 0 L 210 300" stroke="#ffffff" strokeWidth="6" />
          <path d="M360 0 L 330 300" stroke="#ffffff" strokeWidth="4" />
          <path d="M0 190 L 500 170" stroke="#ffffff" strokeWidth="4" />
        </svg>
        <ol aria-label="Haritadaki salonlar" className="absolute inset-0">
          {salons.map((salon, index) => {
            const point = points[index] ?? { x: 50, y: 50 };
            const active = salon.id === selectedId;
            const number = firstNumber + index;
            return (
              <li
                key={salon.id}
                className={cn('absolute -translate-x-1/2 -translate-y-full', active ? 'z-20' : 'z-10')}
                style={{ left: `${point.x}%`, top: `${point.y}%` }}
              >
                <button
                  type="button"
                  aria-pressed={active}
                  aria-label={`${number}. ${salon.name}, ${[salon.district, salon.city].filter(Boolean).join(', ')}`}
                  onClick={() => setSelectedId(active ? null : salon.id)}
                  className={cn(
                    'flex items-center justify-center rounded-full border-2 border-white font-bold text-white shadow-md',
                    'transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900',
                    active ? 'size-10 bg-gray-900 text-sm' : 'size-8 bg-brand-600 text-xs',
                  )}
                >
                  {number}
                </button>
              </li>
            );
          })}
        </ol>
        <p className="absolute top-2 left-2 flex items-center gap-1 rounded-md bg-white/90 px-2 py-1 text-xs font-medium text-gray-700 shadow-sm">
          <MapPin aria-hidden="true" className="size-3.5" />
          {`${salons.length} salon haritada`}
        </p>
      </div>
      {selected !== undefined && (
        <div
          role="region"
          aria-label="Seçili salon"
          className="absolute inset-x-3 bottom-3 z-30 flex items-center gap-3 rounded-xl bg-white p-3 shadow-lg ring-1 ring-gray-200 sm:right-auto sm:w-96"
        >
          <img
            src={selected.cover_image}
            alt=""
            width={72}
            height={72}
            className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <Link
              to={paths.salon.detail.getHref(selected.id, selected.slug || undefined)}
              onClick={() => onOpenSalon?.(selected, firstNumber + selectedIndex)}
              className="block truncate font-semibold text-gray-900 hover:text-brand-700"
            >
              {selected.name}
            </Link>
            <p className="truncate text-xs text-gray-600">
              {[selected.district, selected.city].filter(Boolean).join(', ')}
            </p>
            <p className="mt-1 flex items-center gap-2 text-xs text-gray-700">
              <span className="inline-flex items-center gap-0.5 font-semibold">
                <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                {rating(selected.rating_average)}
              </span>
              <span>{`(${selected.review_count} yorum)`}</span>
              <span aria-hidden="true">·</span>
              <span>{`${formatPrice(selected.min_price)}’den başlayan`}</span>
            </p>
          </div>
          <button
            type="button"
            aria-label="Kapat"
            onClick={() => setSelectedId(null)}
            className="inline-flex size-8 shrink-0 items-center justify-center self-start rounded-md text-gray-500 hover:bg-gray-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
