import { useQuery } from '@tanstack/react-query';
import { OWNER_SALON_LIST_CACHE_MS } from '@salonya/domain/constants';
import { apiClient } from '@/lib/api-client';
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

export interface TeamService {
  id: number;
  name: string;
  duration_minutes: number;
  price: number;
  discounted_price: number | null;
  is_home_service: boolean;
  is_pet_service: boolean;
  staff_ids: number[];
}

interface Envelope<T> {
  success: true;
  data: T;
}

async function getStaff(salonId: number, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<Omit<TeamMember, 'salon_name' | 'salon_id'>[]>>(
    `/salons/${salonId}/staff`,
    { auth: false, signal, fallbackMessage: 'Personel listesi yüklenemedi' },
  );
  return response.data;
}

async function getServices(salonId: number, signal?: AbortSignal) {
  const response = await apiClient.get<Envelope<TeamService[]>>(`/salons/${salonId}/services`, {
    auth: false,
    signal,
    fallbackMessage: 'Hizmetler yüklenemedi',
  });
  return response.data;
}

export interface OwnerTeam {
  /** The selected salon when it is active (only an active salon has public lists and takes bookings), else none. */
  salons: OwnerSalonSummary[];
  staff: TeamMember[];
  servicesBySalon: ReadonlyMap<number, TeamService[]>;
}

/** The selected salon with its staff and services; `data` is there once every list has arrived. */
export function useOwnerTeam() {
  const selected = useSelectedSalon();
  const active = selected.salon?.status === 'active' ? selected.salon : null;
  const detail = useQuery({
    queryKey: ['owner', 'salons', active?.id ?? 0, 'team'] as const,
    queryFn: async ({ signal }) => {
      const id = active!.id;
      const [staff, services] = await Promise.all([getStaff(id, signal), getServices(id, signal)]);
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
