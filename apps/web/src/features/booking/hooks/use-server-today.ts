import { useQuery } from '@tanstack/react-query';
import { SERVER_TIME_UNAVAILABLE } from '@salonya/domain/messages';
import { istanbulDay } from '@salonya/domain/time/istanbul';

export type ServerToday =
  | { status: 'loading' }
  | { status: 'ready'; now: Date; today: string }
  | { status: 'error'; message: string };

/**
 * Today in Istanbul by the server clock. SPEC §4: when the server time is unavailable and nothing is cached the
 * time-dependent parts of the wizard are refused (an error with 'Tekrar Dene').
 */
export function useServerToday(serverNow: () => Promise<Date>) {
  const query = useQuery({
    queryKey: ['booking', 'server-today'],
    queryFn: async () => {
      const now = await serverNow();
      return { now, today: istanbulDay(now) };
    },
    retry: false,
    staleTime: 60_000,
  });
  const state: ServerToday = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error', message: SERVER_TIME_UNAVAILABLE }
      : { status: 'ready', ...query.data };
  return { state, retry: () => void query.refetch() };
}
