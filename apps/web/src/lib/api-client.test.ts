import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED_TOAST, VALIDATION_ERROR, AUTH_REQUIRED } from '@salonya/domain/messages';
import { jsonResponse, makeUser } from '@/test/fixtures';
import {
  ApiError,
  apiClient,
  parseRetryAfter,
  resolveApiUrl,
  setUnauthorizedNavigator,
  TIMEOUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './api-client';
import { FLASH_KEY } from './flash';
import { getStoredUser, getToken, INTENDED_URL_KEY, setSession } from './session';
import { toast } from './toast';

const fetchMock = vi.fn<typeof fetch>();

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init = {}] = call;
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  setUnauthorizedNavigator(null);
  vi.useRealTimers();
});

describe('requests (SPEC §7)', () => {
  it('sends the bearer token, X-Requested-With, JSON headers and the CSRF meta token', async () => {
    setSession('tok-123', makeUser('customer'));
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'csrf-abc';
    document.head.append(meta);
    fetchMock.mockResolvedValue(jsonResponse({ success: true, data: { id: 1 } }));

    const body = await apiClient.get<{ success: boolean; data: { id: number } }>('/auth/profile');

    expect(body).toEqual({ success: true, data: { id: 1 } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v1/auth/profile');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-CSRF-TOKEN')).toBe('csrf-abc');
  });

  it('adds the caller headers (Idempotency-Key) without letting them replace the SPEC §7 ones', async () => {
    setSession('tok-123', makeUser('customer'));
    fetchMock.mockImplementation(async () => jsonResponse({ success: true }));
    await apiClient.post(
      '/appointments',
      { a: 1 },
      {
        headers: { 'Idempotency-Key': 'key-1', 'X-Requested-With': 'other', Accept: 'text/html' },
      },
    );
    const { headers } = lastRequest();
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token or with auth: false', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: true }));
    await apiClient.get('/salons/42');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    setSession('tok-123', makeUser('customer'));
    await apiClient.get('/salons/42', { auth: false });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
    expect(lastRequest().headers.has('X-CSRF-TOKEN')).toBe(false);
  });

  it('serialises bodies as JSON and sends {} for a POST without body', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ success: true }));
    await apiClient.post('/auth/login', { email: 'a@b.com', password: 'x' });
    expect(lastRequest().init.body).toBe('{"email":"a@b.com","password":"x"}');
    await apiClient.post('/auth/logout');
    expect(lastRequest().init).toMatchObject({ method: 'POST', body: '{}' });
    await apiClient.delete('/unified-availability/bulk-delete', { item_ids: [1, 2] });
    expect(lastRequest().init).toMatchObject({ method: 'DELETE', body: '{"item_ids":[1,2]}' });
  });

  it('resolves paths under /api/v1 and keeps /api/… and absolute URLs', () => {
    expect(resolveApiUrl('/system/time')).toBe('/api/v1/system/time');
    expect(resolveApiUrl('system/time')).toBe('/api/v1/system/time');
    expect(resolveApiUrl('/api/seo/page/search')).toBe('/api/seo/page/search');
    expect(resolveApiUrl('http://cdn.salonya.test/x')).toBe('http://cdn.salonya.test/x');
  });

  it('in production sends credentials and rewrites http:// to https://', async () => {
    vi.stubEnv('PROD', true);
    expect(resolveApiUrl('http://api.salonya.test/api/v1/x')).toBe('https://api.salonya.test/api/v1/x');
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    await apiClient.get('http://api.salonya.test/api/v1/system/time');
    expect(lastRequest().url).toBe('https://api.salonya.test/api/v1/system/time');
    expect(lastRequest().init.credentials).toBe('include');
  });
});

describe('time-outs', () => {
  function hangingFetch(): void {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
  }

  it('aborts after 15 s by default with the time-out message', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = caught(apiClient.get('/salons/search'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(lastRequest().init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, isTimeout: true, message: TIMEOUT_MESSAGE });
  });

  it('takes a per-call time-out', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = caught(apiClient.get('/system/time', { timeoutMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).isTimeout).toBe(true);
  });

  it('passes a cancellation by the caller on as an abort, not a time-out', async () => {
    hangingFetch();
    const controller = new AbortController();
    const pending = apiClient.get('/search/suggestions', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiClient.get('/home/trending-salons'));
    expect(error).toMatchObject({ status: 0, isTimeout: false, message: NETWORK_ERROR_MESSAGE });
  });
});

describe('401 (SPEC §8)', () => {
  it('on a protected page clears the session, remembers the URL and goes to /giris', async () => {
    setSession('expired', makeUser('customer'));
    window.history.replaceState(null, '', '/musteri/randevular?durum=yaklasan#liste');
    const navigate = vi.fn();
    setUnauthorizedNavigator(navigate);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Oturum süresi doldu.' }, 401));

    const error = await caught(apiClient.get('/customer/appointments'));

    expect(error.status).toBe(401);
    expect(error.message).toBe('Oturum süresi doldu.');
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBe('/musteri/randevular?durum=yaklasan#liste');
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? 'null')).toEqual({
      type: 'info',
      message: AUTH_REQUIRED,
    });
    expect(navigate).toHaveBeenCalledWith('/giris');
  });

  it.each([
    '/',
    '/kategoriler',
    '/arama',
    '/salon/42/guzel-saclar',
    '/kategori/20',
    '/randevu/5/onay',
    '/kvkk',
  ])('on the public page %s only clears the session', async (pathname) => {
    setSession('expired', makeUser('customer'));
    window.history.replaceState(null, '', pathname);
    const navigate = vi.fn();
    setUnauthorizedNavigator(navigate);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Oturum süresi doldu.' }, 401));

    await caught(apiClient.get('/auth/profile'));

    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(INTENDED_URL_KEY)).toBeNull();
  });

  it('on logout only clears the session', async () => {
    setSession('expired', makeUser('salon_owner'));
    window.history.replaceState(null, '', '/salon/randevular');
    const navigate = vi.fn();
    setUnauthorizedNavigator(navigate);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Oturum süresi doldu.' }, 401));
    await caught(apiClient.post('/auth/logout'));
    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('logout (issue #21 item 6)', () => {
  it('no call goes out with the token once POST /auth/logout has sent it; a new login sends again', async () => {
    setSession('tok-leaving', makeUser('customer'));
    let finishLogout: (r: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (finishLogout = resolve)));
    const leaving = apiClient.post('/auth/logout');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // A refetch while the logout is in flight (or after it) fails unsent: no 401 with the revoked token.
    const refetch = await caught(apiClient.get('/auth/profile'));
    expect(refetch.code).toBe('SESSION_ENDED');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    finishLogout(jsonResponse({ success: true, message: 'Çıkış yapıldı.' }));
    await leaving;
    await caught(apiClient.get('/customer/appointments'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Public calls without the token still go out; a new session sends its token.
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ success: true, data: [] })));
    await apiClient.get('/salons', { auth: false });
    setSession('tok-next', makeUser('customer'));
    await apiClient.get('/auth/profile');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-next');
  });
});

describe('429 (SPEC §8)', () => {
  it('warns once with the rate-limit toast and reads Retry-After', async () => {
    const warning = vi.spyOn(toast, 'warning');
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Çok fazla istek.' }, 429, { 'Retry-After': '30' }),
    );
    const error = await caught(apiClient.post('/auth/login', {}));
    expect(error).toMatchObject({ status: 429, retryAfter: 30 });
    expect(warning).toHaveBeenCalledWith(RATE_LIMITED_TOAST, expect.anything());
  });

  it('shows no toast for a silent background call', async () => {
    const warning = vi.spyOn(toast, 'warning');
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Çok fazla istek.' }, 429));
    const error = await caught(apiClient.post('/search/click', {}, { silent: true }));
    expect(error).toMatchObject({ status: 429, retryAfter: 5 });
    expect(warning).not.toHaveBeenCalled();
  });

  it('defaults retryAfter to 5 seconds', async () => {
    vi.spyOn(toast, 'warning');
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Çok fazla istek.' }, 429));
    expect((await caught(apiClient.get('/search/suggestions'))).retryAfter).toBe(5);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(null)).toBe(5);
    expect(parseRetryAfter('soon')).toBe(5);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:20 GMT', now)).toBe(20);
  });
});

describe('422 and other errors', () => {
  const errors = {
    email: ['Bu e-posta adresi zaten kayıtlı.'],
    phone: 'Geçerli bir cep telefonu numarası girin.',
  };

  it.each([
    ['PUT', '/customer/profile'],
    ['PUT', '/salon-owner/profile'],
    ['PUT', '/staff/profile'],
    ['PUT', '/auth/profile'],
    ['PUT', '/auth/change-password'],
    ['PUT', '/user/notifications'],
  ] as const)('%s %s answers 422 with "Validation error" and the field errors', async (_method, path) => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Girilen bilgiler geçersiz.', errors }, 422),
    );
    const error = await caught(apiClient.put(path, {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe(VALIDATION_ERROR);
    expect(error.errors).toEqual({
      email: ['Bu e-posta adresi zaten kayıtlı.'],
      phone: ['Geçerli bir cep telefonu numarası girin.'],
    });
  });

  it('keeps the server message of other 422 answers', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { success: false, message: 'Girilen bilgiler geçersiz.', errors, error_code: 'VALIDATION_ERROR' },
        422,
      ),
    );
    const error = await caught(apiClient.post('/auth/register', {}));
    expect(error).toMatchObject({ message: 'Girilen bilgiler geçersiz.', code: 'VALIDATION_ERROR' });
    expect(error.errors.email).toEqual(['Bu e-posta adresi zaten kayıtlı.']);
  });

  it('uses the fallback message when the body has none', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const error = await caught(
      apiClient.post('/auth/login', {}, { fallbackMessage: 'Giriş sırasında hata oluştu' }),
    );
    expect(error).toMatchObject({ status: 502, message: 'Giriş sırasında hata oluştu', body: 'Bad gateway' });
  });

  it('resolves with null for an empty success answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiClient.delete('/unified-availability/blocking/3')).resolves.toBeNull();
  });
});
