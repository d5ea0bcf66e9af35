import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AvailabilityOverview,
  Blocking,
  BlockingResult,
  BulkDeleteResult,
  Break,
} from '@salonya/contracts/availability';
import type { SuccessEnvelope } from '@salonya/contracts/envelope';
import { BLOCKING_ADD_FAILED, BREAK_ADD_FAILED } from '@salonya/domain/messages';
import { apiClient } from '@/lib/api-client';
import { toQueryString } from '@/lib/query-string';
import type { AddBlockingBody, AddBreakBody, EditBlockingBody, EditBreakBody } from '../utils/forms';
import type { AvailabilityRow } from '../utils/list';
import { MSG } from '../utils/messages';
import type { AvailabilityScope, RangeQuery } from '../utils/view';
import { toView } from './adapt';
import { selectedOwnerSalon } from './owner-salon';

export const availabilityKey = ['availability'] as const;

/** SPEC §7.5, §6: staff read their own; an owner the selected salon's team, or one staff member (salon_staff_id). */
async function overviewPath(scope: AvailabilityScope, queryClient: QueryClient): Promise<string> {
  switch (scope.kind) {
    case 'self':
      return '/staff/availability';
    case 'team': {
      const salon = await selectedOwnerSalon(queryClient);
      return `/unified-availability/salon/${salon.id}/overview`;
    }
    case 'member':
      return `/unified-availability/staff/${scope.staffId}`;
  }
}

export async function getAvailability(
  scope: AvailabilityScope,
  range: RangeQuery,
  queryClient: QueryClient,
  signal?: AbortSignal,
) {
  const path = await overviewPath(scope, queryClient);
  const response = await apiClient.get<SuccessEnvelope<AvailabilityOverview>>(
    `${path}${toQueryString({ ...range })}`,
    { signal, fallbackMessage: MSG.loadFailed },
  );
  return toView(response.data);
}

export function useAvailability(scope: AvailabilityScope, range: RangeQuery) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...availabilityKey, scope, range] as const,
    queryFn: ({ signal }) => getAvailability(scope, range, queryClient, signal),
    placeholderData: keepPreviousData,
  });
}

/** Staff use the 'my-' paths (SPEC §6, §7.5); owners the general ones. */
function base(scope: AvailabilityScope) {
  const own = scope.kind === 'self';
  return {
    blocking: own ? '/unified-availability/my-blocking' : '/unified-availability/blocking',
    break: own ? '/unified-availability/my-break' : '/unified-availability/break-time',
    bulk: own ? '/unified-availability/my-bulk-delete' : '/unified-availability/bulk-delete',
  };
}

export function useAvailabilityMutations(scope: AvailabilityScope) {
  const queryClient = useQueryClient();
  const paths = base(scope);
  const refresh = () => queryClient.invalidateQueries({ queryKey: availabilityKey });
  const after = <T>(p: Promise<T>) =>
    p.then(async (result) => {
      await refresh();
      return result;
    });

  const addBlocking = useMutation({
    mutationFn: (body: AddBlockingBody) =>
      after(
        apiClient.post<SuccessEnvelope<BlockingResult>>(paths.blocking, body, {
          fallbackMessage: BLOCKING_ADD_FAILED,
        }),
      ),
  });
  const addBreak = useMutation({
    mutationFn: (body: AddBreakBody) =>
      after(apiClient.post<SuccessEnvelope<Break>>(paths.break, body, { fallbackMessage: BREAK_ADD_FAILED })),
  });
  const editBlocking = useMutation({
    mutationFn: ({ id, body }: { id: number; body: EditBlockingBody }) =>
      after(apiClient.put<SuccessEnvelope<Blocking>>(`${paths.blocking}/${id}`, body)),
  });
  const editBreak = useMutation({
    mutationFn: ({ id, body }: { id: number; body: EditBreakBody }) =>
      after(apiClient.put<SuccessEnvelope<Break>>(`${paths.break}/${id}`, body)),
  });
  const remove = useMutation({
    mutationFn: (row: AvailabilityRow) =>
      after(
        apiClient.delete<SuccessEnvelope<null>>(
          `${row.kind === 'blocking' ? paths.blocking : paths.break}/${row.id}`,
        ),
      ),
  });
  const bulkDelete = useMutation({
    mutationFn: (rows: readonly AvailabilityRow[]) =>
      after(
        apiClient.delete<SuccessEnvelope<BulkDeleteResult>>(paths.bulk, { item_ids: rows.map((r) => r.key) }),
      ),
  });
  return { addBlocking, addBreak, editBlocking, editBreak, remove, bulkDelete };
}
