import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import { DATA_LOAD_FAILED } from '@salonya/domain/messages';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useBrandCampaigns } from '@/features/catalogue/api/get-brand-campaigns';
import { BrandCampaignCard } from '@/features/catalogue/components/campaign-card';
import { paths } from '@/lib/paths';

/** /brand-campaigns: the brand partnership campaigns running now. */
export function Component() {
  const campaigns = useBrandCampaigns();

  let body;
  if (campaigns.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Marka kampanyaları yükleniyor…
        </p>
        <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-80 animate-pulse rounded-2xl border border-gray-200 bg-white" />
          ))}
        </ul>
      </div>
    );
  } else if (campaigns.isError) {
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
        icon={<Handshake className="size-10" />}
        title="Şu anda süren marka kampanyası yok"
        description="İş ortağı markalarla yeni kampanyalar başladığında burada göreceksiniz."
        action={
          <Link to={paths.campaigns.getHref()} className={buttonClasses({ variant: 'outline' })}>
            Salon Kampanyaları
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {campaigns.data.map((campaign) => (
          <li key={campaign.id}>
            <BrandCampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Marka Kampanyaları</h1>
        <p className="max-w-2xl text-gray-600">
          Salonya’nın iş ortağı markalarla birlikte sunduğu, anlaşmalı salonlarda geçerli özel kampanyalar.
        </p>
        <Link to={paths.campaigns.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
          Salon kampanyalarını görün
        </Link>
      </div>
      {body}
    </div>
  );
}
