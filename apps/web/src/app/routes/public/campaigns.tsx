import { BadgePercent } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useCampaigns } from '@/features/catalogue/api/get-campaigns';
import { CampaignCard } from '@/features/catalogue/components/campaign-card';
import { ProvinceSelect } from '@/features/catalogue/components/province-select';
import { readSalonFilters, withFilters } from '@/features/catalogue/utils/salon-filters';
import { formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { renderFavoriteSlot } from '@/app/favorite-slot';

/** /kampanyalar and /campaigns: running salon campaigns, filtered by city (city_id in the query). */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const cityId = readSalonFilters(searchParams).city_id;
  const campaigns = useCampaigns({ city_id: cityId });

  let body;
  if (campaigns.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Kampanyalar yükleniyor…
        </p>
        <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-96 animate-pulse rounded-2xl border border-gray-200 bg-white" />
          ))}
        </ul>
      </div>
    );
  } else if (campaigns.isError && campaigns.data === undefined) {
    body = (
      <ErrorState
        title={DATA_LOAD_FAILED}
        message={campaigns.error.message}
        onRetry={() => void campaigns.refetch()}
        isRetrying={campaigns.isFetching}
      />
    );
  } else if (campaigns.data.length === 0) {
    body = (
      <EmptyState
        className="rounded-xl border border-dashed border-gray-300 bg-white"
        icon={<BadgePercent className="size-10" />}
        title={cityId === undefined ? 'Şu anda süren kampanya yok' : 'Bu şehirde şu anda süren kampanya yok'}
        description="Yeni kampanyalar eklendikçe burada göreceksiniz. Bu arada kategorilere göz atabilirsiniz."
        action={
          <Link to={paths.categories.getHref()} className={buttonClasses({ variant: 'outline' })}>
            Kategorilere Göz At
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy={campaigns.isPlaceholderData || undefined}>
        <p role="status" className="text-sm font-medium text-gray-700">
          {`${formatNumber(campaigns.data.length)} kampanya`}
        </p>
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} renderFavorite={renderFavoriteSlot} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Kampanyalar</h1>
          <p className="max-w-2xl text-gray-600">
            Salonların süren indirimleri: kampanyanın geçerli olduğu hizmetleri ve son gününü görün, salona
            geçip randevunuzu alın.
          </p>
          <Link
            to={paths.brandCampaigns.getHref()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Marka kampanyalarını görün
          </Link>
        </div>
        <ProvinceSelect
          containerClassName="sm:w-60"
          value={cityId ?? null}
          onChange={(province) => setSearchParams(withFilters(searchParams, { city_id: province?.id }))}
        />
      </div>
      {body}
    </div>
  );
}
