import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SalonService } from '@salonya/contracts/catalogue';
import { OWNER_SALON_LIST_CACHE_MS } from '@salonya/domain/constants';
import { publicSalonServicesQueryOptions, publicSalonStaffQueryOptions } from '@/hooks/use-public-salon';
import { useSelectedSalon, type OwnerSalonOption } from '@/lib/selected-salon';

/**
 * What the owner's screens need of the selected salon (SPEC §4 'Selected salon', switched in the area header):
 * its active staff and services (the public GET /salons/{id}/staff and /services, the lists the wizard books from).
 */
export type OwnerSalonSummary = OwnerSalonOption;

export interface TeamMember {
  salon_staff_id: number;
  user_id: number;
  display_name: string;
  salon_id: number;
  salon_name: string;
}

/** A bookable service of the salon: the public list's own type (issue 14 item 4, one type per endpoint). */
export type TeamService = SalonService;

export interface OwnerTeam {
  /** The selected salon when it is active (only an active salon has public lists and takes bookings), else none. */
  salons: OwnerSalonSummary[];
  staff: TeamMember[];
  servicesBySalon: ReadonlyMap<number, TeamService[]>;
}

/** The selected salon with its staff and services; `data` is there once every list has arrived. */
export function useOwnerTeam() {
  const queryClient = useQueryClient();
  const selected = useSelectedSalon();
  const active = selected.salon?.status === 'active' ? selected.salon : null;
  const detail = useQuery({
    queryKey: ['owner', 'salons', active?.id ?? 0, 'team'] as const,
    // The public lists through their one query each (hooks/use-public-salon), so the salon page, the wizard and
    // these screens share cache and types.
    queryFn: async () => {
      const id = active!.id;
      const [staff, services] = await Promise.all([
        queryClient.fetchQuery(publicSalonStaffQueryOptions(id)),
        queryClient.fetchQuery(publicSalonServicesQueryOptions(id)),
      ]);
      return { staff, services };
    },
    enabled: active !== null,
    staleTime: OWNER_SALON_LIST_CACHE_MS,
  });

  const failed = selected.error ?? (active !== null ? detail.error : null) ?? null;
  const listReady = !selected.isLoading && selected.error === null;
  const ready = listReady && (active === null || detail.data !== undefined);
  let data: OwnerTeam | undefined;
  if (ready) {
    if (active === null || detail.data === undefined) {
      data = { salons: [], staff: [], servicesBySalon: new Map() };
    } else {
      data = {
        salons: [active],
        staff: detail.data.staff.map((member) => ({
          salon_staff_id: member.salon_staff_id,
          user_id: member.user_id,
          display_name: member.display_name,
          salon_id: active.id,
          salon_name: active.name,
        })),
        servicesBySalon: new Map([[active.id, detail.data.services]]),
      };
    }
  }
  return {
    data,
    /** The selected salon (any status), or null while loading or without a salon. */
    salon: selected.salon,
    /** The salon list failed: no screen knows which salon to ask for. */
    salonError: selected.error,
    error: failed,
    isPending: !ready && failed === null,
    refetch: () => {
      void selected.refetch();
      if (active !== null) void detail.refetch();
    },
  };
}
