import type { ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { useHomeSalons, type HomeList, type HomeSalonsQuery } from '../api/get-home-salons';
import type { SalonCard as SalonCardData } from '../api/types';
import type { UserLocation } from '@/lib/locations/user-location';
import { toQueryString } from '@/lib/query-string';
import { NearbySalonsRail } from './nearby-salons-rail';
import { SalonRail } from './salon-rail';

/** Cards per home rail. */
export const HOME_RAIL_LIMIT = 12;

interface RailDefinition {
  list: Exclude<HomeList, 'nearby-salons'>;
  title: string;
  description: string;
  /** 'Tümünü Gör' target for the selected city; none where no listing matches the rail. */
  viewAll?: (cityId: number | undefined) => string;
}

/** SPEC §2.1: the special lists of the home page, in this order (nearby comes last). */
export const HOME_RAILS: readonly RailDefinition[] = [
  {
    list: 'trending-salons',
    title: 'Trend Salonlar',
    description: 'En çok tercih edilen, yüksek puanlı salonlar',
    viewAll: (cityId) => paths.search.getHref({ city_id: cityId, sort_by: 'rating' }),
  },
  {
    list: 'campaign-salons',
    title: 'Kampanyalı Salonlar',
    description: 'İndirimli hizmetleri ve kampanyaları olan salonlar',
    viewAll: (cityId) => `${paths.campaigns.getHref()}${toQueryString({ city_id: cityId })}`,
  },
  {
    list: 'new-salons',
    title: 'Yeni Salonlar',
    description: 'Salonya’ya yeni katılan salonları keşfedin',
    viewAll: (cityId) => paths.search.getHref({ city_id: cityId, sort_by: 'newest' }),
  },
  {
    list: 'masaj-spa-salons',
    title: 'Masaj ve Spa',
    description: 'Rahatlatan masaj ve spa deneyimleri',
    viewAll: (cityId) => paths.search.getHref({ city_id: cityId, categories: 'masaj_spa' }),
  },
  {
    list: 'category-salons',
    title: 'Pet Kuaförler',
    description: 'Evcil dostlarınız için bakım, yıkama ve tıraş',
    viewAll: (cityId) => paths.search.getHref({ city_id: cityId, categories: 'pet_bakim' }),
  },
  {
    list: 'night-salons',
    title: 'Gece Açık Salonlar',
    description: 'Akşam geç saatlere kadar hizmet veren salonlar',
  },
];

/** The filters every home rail shares: the selected city (and district, for a stored district), 12 cards. */
export function homeRailQuery(location: UserLocation | null): HomeSalonsQuery {
  const query: HomeSalonsQuery = { limit: HOME_RAIL_LIMIT };
  if (location !== null) {
    query.city_id = location.city_id;
    if (location.type === 'district' && location.district_id) query.district_id = location.district_id;
  }
  return query;
}

function HomeRail({
  rail,
  location,
  renderFavorite,
}: {
  rail: RailDefinition;
  location: UserLocation | null;
  renderFavorite?: (salon: SalonCardData) => ReactNode;
}) {
  const query = useHomeSalons(rail.list, homeRailQuery(location));
  return (
    <SalonRail
      title={rail.title}
      description={rail.description}
      query={query}
      viewAllHref={rail.viewAll?.(location?.city_id)}
      renderFavorite={renderFavorite}
    />
  );
}

/** The seven rails of SPEC §2.1 for the selected location; empty rails are left out (nearby explains itself). */
export function HomeRails({
  location,
  renderFavorite,
}: {
  location: UserLocation | null;
  renderFavorite?: (salon: SalonCardData) => ReactNode;
}) {
  return (
    <div className="space-y-12">
      {HOME_RAILS.map((rail) => (
        <HomeRail key={rail.list} rail={rail} location={location} renderFavorite={renderFavorite} />
      ))}
      <NearbySalonsRail location={location} renderFavorite={renderFavorite} />
    </div>
  );
}
