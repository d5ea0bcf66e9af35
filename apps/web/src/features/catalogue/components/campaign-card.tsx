import { formatProperName, initialsOf } from '@salonya/domain/format/names';
import { CalendarClock, Tag } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { BrandCampaign, Campaign, SalonCard as SalonCardData } from '../api/types';
import { formatCalendarDate, formatDiscount, lastDayLabel } from '../utils/format-catalogue';
import { SalonCard } from './salon-card';

/** A running salon campaign: discount, title, description, last day, services and the salon's card. */
export function CampaignCard({
  campaign,
  renderFavorite,
}: {
  campaign: Campaign;
  renderFavorite?: (salon: SalonCardData) => ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white">
            <Tag aria-hidden="true" className="size-4" />
            {formatDiscount(campaign.discount_type, campaign.discount_value)}
          </span>
          <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
            <CalendarClock aria-hidden="true" className="size-4" />
            {lastDayLabel(campaign.ends_on)}
          </span>
        </div>
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {campaign.title}
        </h2>
        {campaign.description !== '' && <p className="text-sm text-gray-700">{campaign.description}</p>}
        {campaign.services.length > 0 && (
          <div className="text-sm">
            <p className="font-medium text-gray-800">Geçerli hizmetler</p>
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {campaign.services.map((service) => (
                <li key={service} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
                  {service}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <SalonCard salon={campaign.salon} favoriteSlot={renderFavorite?.(campaign.salon)} className="mt-auto" />
    </article>
  );
}

/** A brand partnership: brand, offer, description and the period. */
export function BrandCampaignCard({ campaign }: { campaign: BrandCampaign }) {
  const titleId = useId();
  // Names keep their own case: a CSS upper-case under lang="tr" wrote 'AROMATİCS' (issue 21 item 12).
  const brand = formatProperName(campaign.brand_name);
  const initials = initialsOf(brand);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm"
    >
      {campaign.image_url !== null ? (
        <img
          src={campaign.image_url}
          alt={`${brand} kampanya görseli`}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-white text-4xl font-extrabold tracking-tight text-brand-700"
        >
          {initials}
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-brand-700">{brand}</p>
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {campaign.title}
        </h2>
        <p className="text-sm text-gray-700">{campaign.description}</p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white">
            <Tag aria-hidden="true" className="size-4" />
            {campaign.discount_text}
          </span>
          <span className="text-sm text-gray-600">
            {formatCalendarDate(campaign.starts_on)} – {formatCalendarDate(campaign.ends_on)}
          </span>
        </div>
        <p className="inline-flex items-center gap-1 text-sm font-medium text-amber-800">
          <CalendarClock aria-hidden="true" className="size-4" />
          {lastDayLabel(campaign.ends_on)}
        </p>
      </div>
    </article>
  );
}
