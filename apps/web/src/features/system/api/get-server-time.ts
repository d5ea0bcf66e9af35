import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ServerTime } from '@salonya/contracts/system';
import { SERVER_TIME_CACHE_MS, SERVER_TIME_TIMEOUT_MS } from '@salonya/domain/constants';
import { SERVER_TIME_UNAVAILABLE } from '@salonya/domain/messages';
import type { getSystemTime } from '@salonya/contracts/api-routes';
import type { RouteAnswer } from '@/lib/api';
import { apiTyped } from '@/lib/api-path';

/**
 * SPEC §4 'Server time': GET /system/time (5 s time-out), cached 5 minutes, fetched again when the browser comes
 * back online. Time-dependent actions ask getServerNow(), which refuses when the server time is unavailable and
 * nothing is cached; with an older cache it falls back to the device clock.
 */

/** Every page preloads it (the public ones too): typed from the contract without loading zod (lib/api-path.ts). */
export type ServerTimeResponse = RouteAnswer<typeof getSystemTime>;

interface CachedServerTime {
  data: ServerTime;
  /** Server clock minus device clock, in milliseconds. */
  offsetMs: number;
  /** Device time (ms) of the answer. */
  fetchedAt: number;
}

let cache: CachedServerTime | null = null;
let inFlight: Promise<ServerTime> | null = null;

export const serverTimeQueryKey = ['system', 'time'] as const;

/** Raised on window when the start-up preload of the server time fails. */
export const SERVER_TIME_PRELOAD_ERROR_EVENT = 'salonya:server-time-preload-error';

export class ServerTimeUnavailableError extends Error {
  constructor(cause?: unknown) {
    super(SERVER_TIME_UNAVAILABLE, { cause });
    this.name = 'ServerTimeUnavailableError';
  }
}

export async function getServerTime(options: { signal?: AbortSignal } = {}): Promise<ServerTime> {
  const sentAt = Date.now();
  const response = await apiTyped<typeof getSystemTime>(
    'GET',
    '/system/time',
    {},
    { timeoutMs: SERVER_TIME_TIMEOUT_MS, ...(options.signal ? { signal: options.signal } : {}) },
  );
  const receivedAt = Date.now();
  const serverMs = Date.parse(response.data.server_time);
  if (!Number.isFinite(serverMs)) throw new ServerTimeUnavailableError(response);
  // The server read its clock somewhere during the round trip: assume the middle.
  cache = { data: response.data, offsetMs: serverMs - (sentAt + receivedAt) / 2, fetchedAt: receivedAt };
  return response.data;
}

/** One request at a time, shared by every caller. */
function fetchOnce(): Promise<ServerTime> {
  inFlight ??= getServerTime().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function isFresh(entry: CachedServerTime, now: number): boolean {
  const age = now - entry.fetchedAt;
  return age >= 0 && age < SERVER_TIME_CACHE_MS;
}

/**
 * The current time by the server clock. Within 5 minutes of the last answer it is the device clock corrected by
 * the measured offset; otherwise the server is asked again. If that fails: with an older cache the device time is
 * used, without any cache the call is refused with ServerTimeUnavailableError (SPEC §4, §8).
 */
export async function getServerNow(): Promise<Date> {
  if (cache !== null && isFresh(cache, Date.now())) return new Date(Date.now() + cache.offsetMs);
  try {
    await fetchOnce();
  } catch (error) {
    if (cache !== null) return new Date();
    throw new ServerTimeUnavailableError(error);
  }
  const fresh = cache as CachedServerTime | null;
  return fresh === null ? new Date() : new Date(Date.now() + fresh.offsetMs);
}

/** The last answer, if any (for display). */
export function getCachedServerTime(): ServerTime | null {
  return cache?.data ?? null;
}

/** Tests only: forget the cache. */
export function resetServerTimeCache(): void {
  cache = null;
  inFlight = null;
}

export function getServerTimeQueryOptions() {
  return queryOptions({
    queryKey: serverTimeQueryKey,
    queryFn: () => fetchOnce(),
    staleTime: SERVER_TIME_CACHE_MS,
    gcTime: SERVER_TIME_CACHE_MS * 2,
    retry: false,
  });
}

export function useServerTime() {
  return useQuery(getServerTimeQueryOptions());
}

/**
 * Preloads the server time into the query cache (a failure raises SERVER_TIME_PRELOAD_ERROR_EVENT) and fetches
 * it again whenever the browser goes online. Returns the unsubscribe function.
 */
export function startServerTimeSync(queryClient: QueryClient): () => void {
  queryClient.prefetchQuery(getServerTimeQueryOptions()).then(() => {
    const { error } = queryClient.getQueryState(serverTimeQueryKey) ?? {};
    if (error) window.dispatchEvent(new CustomEvent(SERVER_TIME_PRELOAD_ERROR_EVENT, { detail: error }));
  });
  const onOnline = () => {
    void queryClient.fetchQuery({ ...getServerTimeQueryOptions(), staleTime: 0 }).catch(() => {
      // Still unreachable: the next 'online' event or a time-dependent action tries again.
    });
  };
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}
