import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import type { BrandCampaign } from './types';
import { readData, isList } from './read-envelope';

/** GET /brand-campaigns → running brand partnership campaigns. */
export async function getBrandCampaigns(signal?: AbortSignal): Promise<BrandCampaign[]> {
  const response = await apiClient.get<SuccessEnvelope<BrandCampaign[]>>('/brand-campaigns', { signal });
  return readData(response, isList);
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
