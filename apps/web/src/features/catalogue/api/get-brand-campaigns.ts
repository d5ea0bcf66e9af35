import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getBrandCampaigns as brandCampaignsRoute } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';

/** GET /brand-campaigns → running brand partnership campaigns (a public page: typed without zod, lib/api-path.ts). */
export function getBrandCampaigns(signal?: AbortSignal) {
  return apiDataTyped<typeof brandCampaignsRoute>('GET', '/brand-campaigns', {}, { signal });
}

export function getBrandCampaignsQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'brand-campaigns'] as const,
    queryFn: ({ signal }) => getBrandCampaigns(signal),
  });
}

export function useBrandCampaigns() {
  return useQuery(getBrandCampaignsQueryOptions());
}
