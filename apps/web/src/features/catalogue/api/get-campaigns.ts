import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { getCampaigns as campaignsRoute } from '@salonya/contracts/api-routes';
import { apiDataTyped } from '@/lib/api-path';

export interface CampaignsQuery {
  city_id?: number;
  limit?: number;
}

/** GET /campaigns → running salon campaigns (soonest ending first), each with its salon card. */
export function getCampaigns(query: CampaignsQuery = {}, signal?: AbortSignal) {
  return apiDataTyped<typeof campaignsRoute>('GET', '/campaigns', { query }, { signal });
}

export function getCampaignsQueryOptions(query: CampaignsQuery = {}) {
  return queryOptions({
    queryKey: ['catalogue', 'campaigns', query] as const,
    queryFn: ({ signal }) => getCampaigns(query, signal),
  });
}

export function useCampaigns(query: CampaignsQuery = {}) {
  return useQuery({ ...getCampaignsQueryOptions(query), placeholderData: keepPreviousData });
}
