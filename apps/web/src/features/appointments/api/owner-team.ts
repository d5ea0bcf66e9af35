import { useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * What the owner's screens need of their salons: the salons (GET /salon-owner/salons), and for each its active
 * staff and services (the public GET /salons/{id}/staff and /services, the same lists the wizard books from).
 */
export interface OwnerSalonSummary {
  id: number;
  name: string;
  status: 'pending' | 'active' | 'suspended';
}

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

export const OWNER_SALONS_FAILED = 'Salon bilgileri alınamadı';
/** SPEC §9: the owner's salon list is cached 5 minutes. */
const SALON_LIST_STALE_MS = 5 * 60 * 1000;

export async function getOwnerSalons(signal?: AbortSignal): Promise<OwnerSalonSummary[]> {
  const response = await apiClient.get<Envelope<OwnerSalonSummary[]>>('/salon-owner/salons', {
    signal,
    fallbackMessage: OWNER_SALONS_FAILED,
  });
  return response.data;
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
  salons: OwnerSalonSummary[];
  staff: TeamMember[];
  servicesBySalon: ReadonlyMap<number, TeamService[]>;
}

/** The salons with their staff and services; `data` is there once every list has arrived. */
export function useOwnerTeam() {
  const salons = useQuery({
    queryKey: ['owner', 'salons'] as const,
    queryFn: ({ signal }) => getOwnerSalons(signal),
    staleTime: SALON_LIST_STALE_MS,
  });
  // Only an active salon has public staff and service lists (and takes bookings).
  const active = salons.data?.filter((s) => s.status === 'active') ?? [];
  const ids = active.map((s) => s.id);
  const details = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['owner', 'salons', id, 'team'] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const [staff, services] = await Promise.all([getStaff(id, signal), getServices(id, signal)]);
        return { staff, services };
      },
      staleTime: SALON_LIST_STALE_MS,
    })),
  });

  const failed = salons.error ?? details.find((d) => d.error !== null)?.error ?? null;
  const ready = salons.data !== undefined && details.every((d) => d.data !== undefined);
  let data: OwnerTeam | undefined;
  if (ready) {
    const servicesBySalon = new Map<number, TeamService[]>();
    const staff: TeamMember[] = [];
    active.forEach((salon, index) => {
      const detail = details[index]?.data;
      if (!detail) return;
      servicesBySalon.set(salon.id, detail.services);
      for (const member of detail.staff) {
        staff.push({
          salon_staff_id: member.salon_staff_id,
          user_id: member.user_id,
          display_name: member.display_name,
          salon_id: salon.id,
          salon_name: salon.name,
        });
      }
    });
    data = { salons: active, staff, servicesBySalon };
  }
  return {
    data,
    error: failed,
    isPending: !ready && failed === null,
    refetch: () => {
      void salons.refetch();
      details.forEach((d) => void d.refetch());
    },
  };
}
