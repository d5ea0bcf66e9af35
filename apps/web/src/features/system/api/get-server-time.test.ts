import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_TIME_UNAVAILABLE } from '@salonya/domain/messages';
import { jsonResponse } from '@/test/fixtures';
import {
  getServerNow,
  resetServerTimeCache,
  SERVER_TIME_PRELOAD_ERROR_EVENT,
  serverTimeQueryKey,
  ServerTimeUnavailableError,
  startServerTimeSync,
} from './get-server-time';

const fetchMock = vi.fn<typeof fetch>();

/** The server's clock runs 90 s ahead of the device. */
const DEVICE_NOW = Date.parse('2026-11-22T09:00:00Z');
const SERVER_SKEW_MS = 90_000;

function serverTimeAnswer(): Response {
  const serverTime = new Date(Date.now() + SERVER_SKEW_MS).toISOString();
  return jsonResponse({
    success: true,
    data: {
      server_time: serverTime,
      formatted_date: '22.11.2026',
      formatted_time: '12:01',
      timezone: 'Europe/Istanbul',
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: DEVICE_NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetServerTimeCache();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('getServerNow (SPEC §4 server time)', () => {
  it('asks GET /api/v1/system/time and corrects the device clock by the server offset', async () => {
    fetchMock.mockImplementation(async () => serverTimeAnswer());
    const now = await getServerNow();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/system/time');
    expect(now.getTime()).toBe(DEVICE_NOW + SERVER_SKEW_MS);
  });

  it('keeps the answer 5 minutes, then asks again', async () => {
    fetchMock.mockImplementation(async () => serverTimeAnswer());
    await getServerNow();
    vi.setSystemTime(DEVICE_NOW + 299_000);
    expect((await getServerNow()).getTime()).toBe(DEVICE_NOW + 299_000 + SERVER_SKEW_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(DEVICE_NOW + 300_000);
    await getServerNow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses time-dependent actions when the server time is unavailable and nothing is cached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const pending = getServerNow();
    await expect(pending).rejects.toBeInstanceOf(ServerTimeUnavailableError);
    await expect(pending).rejects.toThrow(SERVER_TIME_UNAVAILABLE);
  });

  it('gives up after 5 seconds', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = getServerNow().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ServerTimeUnavailableError);
  });

  it('falls back to the device time when the server is unavailable but an older answer exists', async () => {
    fetchMock.mockImplementationOnce(async () => serverTimeAnswer());
    await getServerNow();
    vi.setSystemTime(DEVICE_NOW + 600_000);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await getServerNow()).getTime()).toBe(DEVICE_NOW + 600_000);
  });
});

describe('startServerTimeSync', () => {
  it('preloads into the query cache and fetches again when the browser goes online', async () => {
    fetchMock.mockImplementation(async () => serverTimeAnswer());
    const queryClient = new QueryClient();
    const stop = startServerTimeSync(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(serverTimeQueryKey)).toBeDefined());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    stop();
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    queryClient.clear();
  });

  it('raises the preload error event when the preload fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onError = vi.fn();
    window.addEventListener(SERVER_TIME_PRELOAD_ERROR_EVENT, onError);
    const queryClient = new QueryClient();
    const stop = startServerTimeSync(queryClient);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    stop();
    window.removeEventListener(SERVER_TIME_PRELOAD_ERROR_EVENT, onError);
    queryClient.clear();
  });
});
