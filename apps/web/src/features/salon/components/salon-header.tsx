import { GENDER_FOCUS_LABELS } from '@salonya/domain/format/names';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, CalendarCheck, Clock, MapPin, Wallet } from 'lucide-react';
import { coverImageOf, isValidImagePath } from '@salonya/domain/catalogue/default-images';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { SalonDetail } from '../types';
import { formatPriceRange, initialsOf } from '../utils/format';
import { OnlineBookingPausedNotice } from './online-booking-paused';
import { RatingLine } from './rating-stars';
import { ShareButton } from './share-button';
import { CategoryIcon } from '@/components/ui/category-icon';

const GENDER_LABELS: Readonly<Record<SalonDetail['gender_focus'], string>> = GENDER_FOCUS_LABELS;

export function SalonLogo({
  salon,
  className,
}: {
  salon: Pick<SalonDetail, 'name' | 'logo'>;
  className?: string;
}) {
  // Positioned, so it is painted over the cover image it overlaps.
  const base =
    'relative flex shrink-0 items-center justify-center overflow-hidden rounded-2xl ring-4 ring-white shadow-md';
  if (isValidImagePath(salon.logo)) {
    return (
      <span className={cn(base, 'bg-white', className)}>
        <img
          src={salon.logo}
          alt={`${salon.name} logosu`}
          width={96}
          height={96}
          className="size-full object-cover"
        />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand-600 text-2xl font-bold text-white', className)}>
      {initialsOf(salon.name)}
    </span>
  );
}

export function OpenNowBadge({ open }: { open: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        open ? 'bg-emerald-50 text-emerald-800' : 'bg-gray-100 text-gray-700',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', open ? 'bg-emerald-500' : 'bg-gray-400')}
      />
      {open ? 'Şu an açık' : 'Şu an kapalı'}
    </span>
  );
}

export interface SalonHeaderProps {
  salon: SalonDetail;
  /** The address to share (the canonical salon URL). */
  shareUrl: string;
  /** Extra actions next to 'Paylaş' (the favourite heart, composed by the route). */
  actions?: ReactNode;
}

/** Cover, logo, name, badges, rating, place, open state, price range and the actions of the salon page. */
export function SalonHeader({ salon, shareUrl, actions }: SalonHeaderProps) {
  const priceRange = formatPriceRange(salon.min_price, salon.max_price);
  return (
    <section
      aria-labelledby="salon-name"
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="h-36 bg-gray-200 sm:h-56 md:h-64">
        <img
          src={coverImageOf(salon.id, salon.cover_image)}
          alt={`${salon.name} kapak görseli`}
          width={1280}
          height={256}
          // The largest paint of a salon page: fetched first (the box's height is fixed, so nothing shifts).
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      <div className="px-4 pb-5 sm:px-6 sm:pb-6">
        <SalonLogo salon={salon} className="-mt-10 size-20 sm:-mt-12 sm:size-24" />
        <div className="mt-3 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 id="salon-name" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
                {salon.name}
              </h1>
              {salon.is_verified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold text-sky-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  Onaylı Salon
                </span>
              )}
            </div>
            <RatingLine rating={salon.rating_average} count={salon.review_count} />
            <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-gray-700">
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-gray-500" />
                {`${salon.district}, ${salon.city}`}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-gray-500" />
                <OpenNowBadge open={salon.is_open_now} />
              </li>
              {priceRange !== null && (
                <li className="inline-flex items-center gap-1.5">
                  <Wallet aria-hidden="true" className="size-4 text-gray-500" />
                  <span>
                    <span className="sr-only">Fiyat aralığı: </span>
                    {priceRange}
                  </span>
                </li>
              )}
              <li className="text-gray-600">{`${GENDER_LABELS[salon.gender_focus]} hizmet`}</li>
            </ul>
            {salon.service_categories.length > 0 && (
              <ul aria-label="Hizmet kategorileri" className="flex flex-wrap gap-2 pt-1">
                {salon.service_categories.map((category) => (
                  <li key={category.id}>
                    <Link
                      to={paths.category.getHref(category.id, category.slug)}
                      className="inline-flex items-center gap-1 rounded-full border border-gray-200 px-2.5 py-1 text-xs text-gray-700 hover:border-brand-300 hover:text-brand-700"
                    >
                      <CategoryIcon icon={category.icon} className="size-4" />
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {actions}
            <ShareButton
              title={salon.name}
              text={`${salon.name} – ${salon.district}, ${salon.city}`}
              url={shareUrl}
            />
            {salon.accepts_online_bookings && (
              <Link
                to={paths.booking.getHref(salon.id)}
                className={buttonClasses({ size: 'lg', className: 'grow shadow-sm sm:grow-0' })}
              >
                <CalendarCheck aria-hidden="true" className="size-5" />
                Randevu Al
              </Link>
            )}
          </div>
        </div>
        {!salon.accepts_online_bookings && <OnlineBookingPausedNotice phone={salon.phone} className="mt-4" />}
      </div>
    </section>
  );
}
