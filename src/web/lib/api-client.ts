import { ApiError } from './parse-api-error';
import { readStoredToken } from './storage-keys';

export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '';
export const API_TIMEOUT_MS = 15_000;
/** SPEC §9: the push and authentication services wait 30 s. */
export const AUTH_PUSH_TIMEOUT_MS = 30_000;
/**
 * SPEC §7's authentication calls (/api/auth/…, passkeys, the country check of the sign-up form)
 * and push calls (the VAPID key, subscriptions, the test notification).
 */
const AUTH_PUSH_PATHS =
  /^\/api\/(auth|webauthn|geoip|notifications\/(vapid-public-key|subscriptions|test)|push)(\/|\?|$)/;

/** How long a request waits by default: 30 s for authentication and push calls, 15 s for the rest. */
export function defaultTimeoutOf(path: string): number {
  return AUTH_PUSH_PATHS.test(path) ? AUTH_PUSH_TIMEOUT_MS : API_TIMEOUT_MS;
}
/** Any GET makes the server set the XSRF-TOKEN cookie; the health check is the cheapest one. */
export const XSRF_PRIMING_PATH = '/api/health';

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

type Listener = (error: ApiError) => void;
const unauthorizedListeners = new Set<Listener>();
/** Lets the auth layer react to a 401 (e.g. 'jwt expired') wherever it happens. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Skip the global 401 listeners (the auth bootstrap handles its own 401s). */
  silent401?: boolean;
  /** Bearer token to send instead of the stored one (logout sends the token it has just cleared). */
  token?: string | null;
  /** Extra request headers (e.g. Idempotency-Key); the ones above (auth, XSRF, JSON) always win. */
  headers?: Record<string, string>;
  /** A file sent as the body itself, with its own type (a product photo), instead of JSON. */
  file?: Blob;
};

let xsrfPriming: Promise<void> | undefined;
/**
 * A fresh tab has no XSRF-TOKEN cookie yet, so its first state-changing request would be refused:
 * one GET (shared by concurrent callers) lets the server set it first.
 */
async function ensureXsrfCookie(): Promise<string | undefined> {
  const existing = readCookie('XSRF-TOKEN');
  if (existing) return existing;
  xsrfPriming ??= fetch(`${API_BASE_URL}${XSRF_PRIMING_PATH}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then(() => undefined)
    // The real request still goes out and reports its own error.
    .catch(() => undefined)
    .finally(() => {
      xsrfPriming = undefined;
    });
  await xsrfPriming;
  return readCookie('XSRF-TOKEN');
}

/**
 * The one way the web app calls the API (SPEC §7): same-origin base by default, credentials,
 * JSON, Bearer from storage, X-XSRF-TOKEN from the cookie, 15 s timeout (30 s for authentication
 * and push calls, SPEC §9).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await sendRequest(path, options);
  return (await readJsonBody(response)) as T;
}

/** A file from the API (PDF, zip, JSON export): the same headers and errors as apiRequest. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await sendRequest(path, options);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

async function readJsonBody(response: Response): Promise<Record<string, unknown> | undefined> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the request; a non-2xx answer becomes an ApiError with a French message (parse-api-error). */
async function sendRequest(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file) headers['Content-Type'] = options.file.type || 'application/octet-stream';
  const token = options.token === undefined ? readStoredToken() : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = method === 'GET' ? readCookie('XSRF-TOKEN') : await ensureXsrfCookie();
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? defaultTimeoutOf(path));
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: controller.signal,
    });
  } catch {
    if (timedOut) throw new ApiError(0, 'timeout');
    if (controller.signal.aborted) throw new ApiError(0, 'aborted');
    throw new ApiError(0, 'network');
  } finally {
    clearTimeout(timer);
  }

  if (response.ok) return response;
  const error = new ApiError(response.status, 'http', await readJsonBody(response));
  if (response.status === 401 && !options.silent401) for (const l of unauthorizedListeners) l(error);
  throw error;
}
