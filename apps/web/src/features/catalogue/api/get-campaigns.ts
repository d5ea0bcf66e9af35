import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import type { Campaign } from './types';
import { readData, isList } from './read-envelope';

export interface CampaignsQuery {
  city_id?: number;
  limit?: number;
}

/** GET /campaigns → running salon campaigns (soonest ending first), each with its salon card. */
export async function getCampaigns(query: CampaignsQuery = {}, signal?: AbortSignal): Promise<Campaign[]> {
  const response = await apiClient.get<SuccessEnvelope<Campaign[]>>(
    `/campaigns${toQueryString({ ...query })}`,
    {
      signal,
    },
  );
  return readData(response, isList);
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
