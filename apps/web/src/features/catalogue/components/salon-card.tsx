import { formatPercent } from '@salonya/domain/format/number';
import { BadgeCheck, CalendarOff, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { coverImageOf } from '@salonya/domain/catalogue/default-images';
import { salonSlug } from '@salonya/domain/slug';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { SalonCard as SalonCardData } from '../api/types';
import { formatDistance, formatPriceRange } from '../utils/format-catalogue';
import { RatingStars } from './rating-stars';

export interface SalonCardProps {
  salon: SalonCardData;
  /** Rendered in the top-right corner of the cover (the favourite button, provided by the route). */
  favoriteSlot?: ReactNode;
  /** Heading level of the salon name (3 by default: cards sit under a section heading). */
  headingLevel?: 2 | 3 | 4;
  /** How many service names to show (the API sends the first three). */
  maxServices?: number;
  /** The first card of a results page: its cover is likely the largest paint, so load it first, not lazily. */
  priority?: boolean;
  className?: string;
}

/** The canonical salon page address: /salon/{id}/{slug from name, district and city} (SPEC §2.1). */
export function salonHref(salon: Pick<SalonCardData, 'id' | 'name' | 'district' | 'city'>): string {
  return paths.salon.detail.getHref(salon.id, salonSlug(salon) || undefined);
}

/**
 * A salon search result (SPEC §3): cover, name, place, rating, price range, first services and badges. The whole
 * card opens the salon page (the name is the link; its hit area covers the card), the favourite slot stays
 * clickable above it.
 */
export function SalonCard({
  salon,
  favoriteSlot,
  headingLevel = 3,
  maxServices = 3,
  priority = false,
  className,
}: SalonCardProps) {
  const Heading = `h${headingLevel}` as const;
  const place = [salon.district, salon.city].filter((part) => part.trim() !== '').join(', ');
  const services = salon.services.slice(0, maxServices);
  const discount =
    salon.discount_percent !== null && salon.discount_percent > 0 ? salon.discount_percent : null;

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm',
        'transition-shadow focus-within:shadow-md hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-gray-100">
        <img
          src={coverImageOf(salon.id, salon.cover_image)}
          alt={`${salon.name} salonunun kapak görseli`}
          width={640}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1.5">
          {discount !== null && (
            <span className="inline-flex items-center rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
              {`${formatPercent(discount)} indirim`}
            </span>
          )}
          {!salon.accepts_online_bookings && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gray-800 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
              <CalendarOff aria-hidden="true" className="size-3" />
              Online randevu kapalı
            </span>
          )}
          {salon.is_open_now && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-800 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
              <Clock aria-hidden="true" className="size-3" />
              Şu an açık
            </span>
          )}
        </div>
        {favoriteSlot !== undefined && <div className="absolute top-2 right-2 z-10">{favoriteSlot}</div>}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start gap-1.5">
          <Heading className="min-w-0 text-base leading-snug font-semibold text-gray-900">
            <Link
              to={salonHref(salon)}
              className="after:absolute after:inset-0 after:content-[''] hover:text-brand-700 focus-visible:outline-none"
            >
              {salon.name}
            </Link>
          </Heading>
          {salon.is_verified && (
            <span className="mt-0.5 inline-flex shrink-0 items-center text-sky-600" title="Onaylı salon">
              <BadgeCheck aria-hidden="true" className="size-5" />
              <span className="sr-only">Onaylı salon</span>
            </span>
          )}
        </div>

        {place !== '' && (
          <p className="flex items-center gap-1 text-sm text-gray-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-gray-400" />
            <span className="truncate">{place}</span>
            {salon.distance_km !== null && (
              <span className="shrink-0 text-gray-500">· {formatDistance(salon.distance_km)}</span>
            )}
          </p>
        )}

        <RatingStars rating={salon.rating_average} reviewCount={salon.review_count} />

        {services.length > 0 && (
          <ul aria-label="Hizmetler" className="flex flex-wrap gap-1.5">
            {services.map((service) => (
              <li key={service} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                {service}
              </li>
            ))}
          </ul>
        )}

        <p className="mt-auto pt-1 text-sm text-gray-900">
          <span className="sr-only">Fiyat aralığı: </span>
          <span className="font-semibold">{formatPriceRange(salon.min_price, salon.max_price)}</span>
        </p>
      </div>
    </article>
  );
}

/** A placeholder of the same size while cards load. */
export function SalonCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-gray-200 bg-white',
        className,
      )}
    >
      <div className="aspect-[16/10] bg-gray-200" />
      <div className="space-y-3 p-4">
        <div className="h-4 w-3/4 rounded bg-gray-200" />
        <div className="h-3 w-1/2 rounded bg-gray-200" />
        <div className="h-3 w-2/3 rounded bg-gray-200" />
        <div className="h-4 w-1/3 rounded bg-gray-200" />
      </div>
    </div>
  );
}
