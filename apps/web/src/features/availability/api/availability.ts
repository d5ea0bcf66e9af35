import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  deleteUnifiedAvailabilityBlocking,
  deleteUnifiedAvailabilityBreakTime,
  deleteUnifiedAvailabilityBulkDelete,
  deleteUnifiedAvailabilityMyBlocking,
  deleteUnifiedAvailabilityMyBreak,
  deleteUnifiedAvailabilityMyBulkDelete,
  getStaffAvailability,
  getUnifiedAvailabilitySalonOverview,
  getUnifiedAvailabilityStaff,
  postUnifiedAvailabilityBlocking,
  postUnifiedAvailabilityBreakTime,
  postUnifiedAvailabilityMyBlocking,
  postUnifiedAvailabilityMyBreak,
  putUnifiedAvailabilityBlocking,
  putUnifiedAvailabilityBreakTime,
  putUnifiedAvailabilityMyBlocking,
  putUnifiedAvailabilityMyBreak,
} from '@salonya/contracts/api-routes';
import { BLOCKING_ADD_FAILED, BREAK_ADD_FAILED } from '@salonya/domain/messages';
import { api, apiData } from '@/lib/api';
import type { AddBlockingBody, AddBreakBody, EditBlockingBody, EditBreakBody } from '../utils/forms';
import type { AvailabilityRow } from '../utils/list';
import { MSG } from '../utils/messages';
import type { AvailabilityScope, RangeQuery } from '../utils/view';
import { toView } from './adapt';
import { selectedOwnerSalon } from './owner-salon';

export const availabilityKey = ['availability'] as const;

/** SPEC §7.5, §6: staff read their own; an owner the selected salon's team, or one staff member (salon_staff_id). */
async function getOverview(
  scope: AvailabilityScope,
  range: RangeQuery,
  queryClient: QueryClient,
  signal?: AbortSignal,
) {
  const options = { signal, fallbackMessage: MSG.loadFailed };
  const query = { ...range };
  switch (scope.kind) {
    case 'self':
      return apiData(getStaffAvailability, { query }, options);
    case 'team': {
      const salon = await selectedOwnerSalon(queryClient);
      return apiData(getUnifiedAvailabilitySalonOverview, { params: { salonId: salon.id }, query }, options);
    }
    case 'member':
      return apiData(getUnifiedAvailabilityStaff, { params: { staffId: scope.staffId }, query }, options);
  }
}

export async function getAvailability(
  scope: AvailabilityScope,
  range: RangeQuery,
  queryClient: QueryClient,
  signal?: AbortSignal,
) {
  return toView(await getOverview(scope, range, queryClient, signal));
}

export function useAvailability(scope: AvailabilityScope, range: RangeQuery) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...availabilityKey, scope, range] as const,
    queryFn: ({ signal }) => getAvailability(scope, range, queryClient, signal),
    placeholderData: keepPreviousData,
  });
}

/** Staff use the 'my-' routes (SPEC §6, §7.5); owners the general ones. */
function routesOf(scope: AvailabilityScope) {
  return scope.kind === 'self'
    ? {
        addBlocking: postUnifiedAvailabilityMyBlocking,
        editBlocking: putUnifiedAvailabilityMyBlocking,
        deleteBlocking: deleteUnifiedAvailabilityMyBlocking,
        addBreak: postUnifiedAvailabilityMyBreak,
        editBreak: putUnifiedAvailabilityMyBreak,
        deleteBreak: deleteUnifiedAvailabilityMyBreak,
        bulkDelete: deleteUnifiedAvailabilityMyBulkDelete,
      }
    : {
        addBlocking: postUnifiedAvailabilityBlocking,
        editBlocking: putUnifiedAvailabilityBlocking,
        deleteBlocking: deleteUnifiedAvailabilityBlocking,
        addBreak: postUnifiedAvailabilityBreakTime,
        editBreak: putUnifiedAvailabilityBreakTime,
        deleteBreak: deleteUnifiedAvailabilityBreakTime,
        bulkDelete: deleteUnifiedAvailabilityBulkDelete,
      };
}

export function useAvailabilityMutations(scope: AvailabilityScope) {
  const queryClient = useQueryClient();
  const routes = routesOf(scope);
  const refresh = () => queryClient.invalidateQueries({ queryKey: availabilityKey });
  const after = <T>(p: Promise<T>) =>
    p.then(async (result) => {
      await refresh();
      return result;
    });

  const addBlocking = useMutation({
    mutationFn: (body: AddBlockingBody) =>
      after(api(routes.addBlocking, { body }, { fallbackMessage: BLOCKING_ADD_FAILED })),
  });
  const addBreak = useMutation({
    mutationFn: (body: AddBreakBody) =>
      after(api(routes.addBreak, { body }, { fallbackMessage: BREAK_ADD_FAILED })),
  });
  const editBlocking = useMutation({
    mutationFn: ({ id, body }: { id: number; body: EditBlockingBody }) =>
      after(api(routes.editBlocking, { params: { id }, body })),
  });
  const editBreak = useMutation({
    mutationFn: ({ id, body }: { id: number; body: EditBreakBody }) =>
      after(api(routes.editBreak, { params: { id }, body })),
  });
  const remove = useMutation({
    mutationFn: (row: AvailabilityRow) =>
      after(
        api(row.kind === 'blocking' ? routes.deleteBlocking : routes.deleteBreak, { params: { id: row.id } }),
      ),
  });
  const bulkDelete = useMutation({
    mutationFn: (rows: readonly AvailabilityRow[]) =>
      after(api(routes.bulkDelete, { body: { item_ids: rows.map((r) => r.key) } })),
  });
  return { addBlocking, addBreak, editBlocking, editBreak, remove, bulkDelete };
}
