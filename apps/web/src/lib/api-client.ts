import { RATE_LIMIT_DEFAULT_RETRY_AFTER_S, REQUEST_TIMEOUT_MS } from '@salonya/domain/constants';
import { AUTH_REQUIRED, RATE_LIMITED_TOAST, VALIDATION_ERROR } from '@salonya/domain/messages';
import { LOGIN_PATH } from '@salonya/domain/routing/navigation';
import { isPublicPath } from '@salonya/domain/routing/public-paths';
import { storeFlash } from './flash';
import { clearSession, getToken, isLoggedOutToken, markTokenLoggedOut, rememberIntendedUrl } from './session';
import { toast } from './toast';

/** SPEC §7 in one place: headers, time-outs, credentials, 401, 422 and 429 handling. */

export const API_BASE_URL = '/api/v1';

/** Designed messages (SPEC §8 leaves them open). */
export const TIMEOUT_MESSAGE = 'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.';
export const NETWORK_ERROR_MESSAGE =
  'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';
export const GENERIC_ERROR_MESSAGE = 'Bir hata oluştu. Lütfen tekrar deneyin.';

export interface ApiErrorInit {
  message: string;
  status: number;
  errors?: Record<string, string[]>;
  code?: string | undefined;
  retryAfter?: number | undefined;
  body?: unknown;
  isTimeout?: boolean;
}

export class ApiError extends Error {
  /** 0 for a network failure or a time-out. */
  readonly status: number;
  /** Per-field Turkish messages (422). */
  readonly errors: Record<string, string[]>;
  /** `error_code` from the body. */
  readonly code: string | undefined;
  /** Seconds to wait (429). */
  readonly retryAfter: number | undefined;
  readonly body: unknown;
  readonly isTimeout: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.code = init.code;
    this.retryAfter = init.retryAfter;
    this.body = init.body;
    this.isTimeout = init.isTimeout ?? false;
  }
}

export interface RequestOptions {
  /** Default REQUEST_TIMEOUT_MS (15 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Default true; false sends no Authorization header (GET /salons/{id}). */
  auth?: boolean;
  /** Message when the body has none. */
  fallbackMessage?: string;
  /** Extra request headers (e.g. Idempotency-Key of a booking); they cannot replace the SPEC §7 ones. */
  headers?: Readonly<Record<string, string>>;
  /**
   * A background call the visitor did not ask for (the search click log): its failure never shows the 429 toast;
   * the caller still gets the error.
   */
  silent?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a 401 on a protected page sends the user; the SPA replaces it with its router's navigate. */
type Navigator = (to: string) => void;
const defaultNavigator: Navigator = (to) => window.location.assign(to);
let navigator: Navigator = defaultNavigator;

/** Lets the app route the 401 redirect through its router (null restores the full-page default). */
export function setUnauthorizedNavigator(next: Navigator | null): void {
  navigator = next ?? defaultNavigator;
}

/** How a request reaches the API: the browser's fetch, or the API process itself when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renderer (entry-server.tsx) sends the page's calls to the API in-process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function isProduction(): boolean {
  return import.meta.env.PROD === true;
}

/**
 * `path` is relative to /api/v1 ('/auth/login'). Paths starting with '/api/' (e.g. '/api/seo/page/search') and
 * absolute URLs are used as they are; in production an absolute http:// URL is rewritten to https://.
 */
export function resolveApiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) {
    return isProduction() ? path.replace(/^http:\/\//i, 'https://') : path;
  }
  if (path.startsWith('/api/')) return path;
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The CSRF token a page meta tag gives, if any. */
export function getCsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  return content !== undefined && content.trim() !== '' ? content : null;
}

/** SPEC §5, §8: a 422 on these updates reads 'Validation error' plus the per-field errors. */
const VALIDATION_ERROR_CALLS: readonly RegExp[] = [
  /^\/(?:customer|salon-owner|staff|auth)\/profile$/,
  /^\/auth\/change-password$/,
  /^\/user\/notifications$/,
];

function isValidationErrorCall(method: HttpMethod, path: string): boolean {
  if (method !== 'PUT' && method !== 'PATCH') return false;
  const bare = path.split(/[?#]/)[0] ?? path;
  return VALIDATION_ERROR_CALLS.some((pattern) => pattern.test(bare));
}

/** A call carrying a token this page has logged out fails unsent with this (see isLoggedOutToken). */
export const SESSION_ENDED_MESSAGE = 'Oturumunuz kapatıldı.';

/** A 401 on logout only clears the session: the user is leaving anyway. */
function isLogoutCall(path: string): boolean {
  return /^\/auth\/logout(?:[?#]|$)/.test(path);
}

/** Retry-After as seconds (a number or an HTTP date); SPEC §8 default 5. */
export function parseRetryAfter(header: string | null, now = Date.now()): number {
  if (header !== null && header.trim() !== '') {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  return RATE_LIMIT_DEFAULT_RETRY_AFTER_S;
}

function normalizeErrors(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (typeof messages === 'string') out[field] = [messages];
    else if (Array.isArray(messages)) {
      out[field] = messages.filter((m): m is string => typeof m === 'string');
    }
  }
  return out;
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function handleUnauthorized(path: string): void {
  clearSession();
  if (isLogoutCall(path)) return;
  const { pathname, search, hash } = window.location;
  if (isPublicPath(pathname)) return;
  rememberIntendedUrl(`${pathname}${search}${hash}`);
  storeFlash({ type: 'info', message: AUTH_REQUIRED });
  navigator(LOGIN_PATH);
}

const DEVICE_ID_KEY = 'salonya_device_id';

/**
 * A random id this browser keeps (localStorage). The API remembers it (hashed) at a successful sign-in, so that the
 * owner can still sign in here while strangers' failed guesses throttle the account (issue 15, defect 6).
 */
export function getDeviceId(): string | null {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored !== null && /^[A-Za-z0-9_-]{16,128}$/.test(stored)) return stored;
    const bytes = new Uint8Array(24);
    crypto.getRandomValues(bytes);
    const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    window.localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    // Storage disabled (private mode): no known device, sign-in still works with the password or a mailed link.
    return null;
  }
}

function buildHeaders(body: unknown, auth: boolean, extra: Readonly<Record<string, string>> = {}): Headers {
  const headers = new Headers(extra);
  for (const [name, value] of Object.entries({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  })) {
    headers.set(name, value);
  }
  if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = auth ? getToken() : null;
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  const csrf = getCsrfToken();
  if (csrf !== null) headers.set('X-CSRF-TOKEN', csrf);
  const device = getDeviceId();
  if (device !== null) headers.set('X-Device-Id', device);
  return headers;
}

function encodeBody(method: HttpMethod, body: unknown): BodyInit | undefined {
  if (method === 'GET') return undefined;
  if (body instanceof FormData) return body;
  // A JSON content type with an empty body is rejected by the API, so a call without body sends {}.
  return JSON.stringify(body ?? {});
}

/** One call: the body as the API sent it (unknown until a contract schema parses it, see lib/api.ts). */
export async function sendRequest(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const {
    timeoutMs = REQUEST_TIMEOUT_MS,
    signal,
    auth = true,
    fallbackMessage,
    headers,
    silent = false,
  } = options;
  // The server revokes the token POST /auth/logout carries: no later call may carry it (a query refetching while
  // the logout is in flight would answer 401; issue #21 item 6). Such a call fails here, unsent.
  const token = auth ? getToken() : null;
  if (token !== null && isLogoutCall(path)) markTokenLoggedOut(token);
  else if (token !== null && isLoggedOutToken(token)) {
    throw new ApiError({ status: 0, message: SESSION_ENDED_MESSAGE, code: 'SESSION_ENDED' });
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  let parsed: unknown;
  try {
    response = await transport(resolveApiUrl(path), {
      method,
      headers: buildHeaders(body, auth, headers),
      body: encodeBody(method, body),
      credentials: isProduction() ? 'include' : 'same-origin',
      signal: controller.signal,
    });
    parsed = await readBody(response);
  } catch (error) {
    if (timedOut) {
      throw new ApiError({ status: 0, message: TIMEOUT_MESSAGE, isTimeout: true });
    }
    // The caller cancelled (e.g. TanStack Query): pass the abort on unchanged.
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE, body: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  if (response.ok) return parsed;

  const status = response.status;
  const serverMessage = field(parsed, 'message');
  const code = field(parsed, 'error_code');
  let message =
    typeof serverMessage === 'string' && serverMessage.trim() !== ''
      ? serverMessage
      : (fallbackMessage ?? GENERIC_ERROR_MESSAGE);
  let retryAfter: number | undefined;

  if (status === 401) handleUnauthorized(path);
  if (status === 429) {
    retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    if (!silent) toast.warning(RATE_LIMITED_TOAST, { id: 'rate-limited' });
  }
  if (status === 422 && isValidationErrorCall(method, path)) message = VALIDATION_ERROR;

  throw new ApiError({
    status,
    message,
    errors: normalizeErrors(field(parsed, 'errors')),
    code: typeof code === 'string' ? code : undefined,
    retryAfter,
    body: parsed,
  });
}

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  return (await sendRequest(method, path, body, options)) as T;
}

/**
 * The untyped client of the calls not yet moved to lib/api.ts (issue 14 item 4); new code calls `api`/`apiData`
 * with a route of @salonya/contracts/api-routes instead.
 */
export const apiClient = {
  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return request<T>('GET', path, undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('POST', path, body, options);
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('PUT', path, body, options);
  },
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('PATCH', path, body, options);
  },
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('DELETE', path, body, options);
  },
};
