import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client error (4xx) will not change by asking again; network failures and 5xx get one retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the page (tests create their own with createQueryClient). */
export const queryClient = createQueryClient();
